import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import { otherFolderHint, outDirError, type OutDirOrigin } from './out-dir-problem.js';
import { inspectOutDir } from './out-dir-state.js';
import { OUTPUT_MARKER } from './output-marker.js';
import { unsafeOutDirReason } from './unsafe-out-dir.js';

/** How a build may write its output folder, once checked. */
export interface OutDirPlan {
  outDir: string;
  origin: OutDirOrigin;
  /** Write into the folder entry by entry, keeping the entries of others (a link, a shared folder), instead of swapping it whole. */
  inPlace: boolean;
  /** Entries of the folder's root a previous build of ours wrote: the build replaces or removes them. */
  ours: string[];
  /** The user's consent (`--force`) to build into a folder that holds entries no build of ours wrote. */
  force: boolean;
}

const FORCE_HINT =
  'Empty the folder or pick another one, or run `docs build --force` to build into it anyway: what it holds stays, except entries of the same name as those the build writes, which it replaces.';

/**
 * Checks the output folder before anything is written, and refuses with a diagnostic a folder
 * that holds or lies in the site's sources (whatever `force` says), and one holding entries no
 * build of ours wrote unless `force`. A symbolic link is written through, in place.
 */
export function checkOutDir(config: ResolvedConfig, outDir: string, origin: OutDirOrigin, force: boolean): OutDirPlan {
  const unsafe = unsafeOutDirReason(config, outDir);
  if (unsafe) throw outDirError(config, origin, unsafe, otherFolderHint(origin));
  const state = inspectOutDir(outDir);
  if (typeof state === 'string') throw outDirError(config, origin, state, otherFolderHint(origin));
  const inPlace = state.linked || state.shared || (force && state.foreign.length > 0);
  if (!inPlace && state.foreign.length > 0) {
    throw outDirError(
      config,
      origin,
      `holds files that docs build did not write (${listed(state.foreign)}): a build replaces its output folder whole, so they would be lost`,
      FORCE_HINT,
    );
  }
  return { outDir, origin, inPlace, ours: state.ours, force };
}

/** Entries of the new output (in `tmpDir`) that would replace entries of the folder no build of ours wrote. */
export function clashingEntries(plan: OutDirPlan, tmpDir: string): string[] {
  const own = new Set([...plan.ours, OUTPUT_MARKER]);
  return readdirSync(tmpDir)
    .filter((name) => !own.has(name) && exists(path.join(plan.outDir, name)))
    .sort();
}

/** Refuses, before the output is put in place, to replace entries no build of ours wrote, unless the user forced it. */
export function refuseClashes(config: ResolvedConfig, plan: OutDirPlan, tmpDir: string): void {
  if (!plan.inPlace || plan.force) return;
  const clashes = clashingEntries(plan, tmpDir);
  if (clashes.length === 0) return;
  throw outDirError(
    config,
    plan.origin,
    `holds ${listed(clashes)}, which docs build did not write: the build would replace ${clashes.length === 1 ? 'it' : 'them'}; nothing was changed`,
    'Move them out of the folder, or run `docs build --force` to replace them (the other files stay).',
  );
}

function listed(names: string[]): string {
  return names.length > 5 ? `${names.slice(0, 5).join(', ')} and ${names.length - 5} more` : names.join(', ');
}

function exists(p: string): boolean {
  try {
    lstatSync(p);
    return true;
  } catch {
    return false;
  }
}
