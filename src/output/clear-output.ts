import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import { inspectOutDir, LEFTOVER } from './out-dir-state.js';
import { removeAbandonedOutputs } from './output-folder.js';
import { isRunning } from './process-alive.js';
import { unsafeOutDirReason } from './unsafe-out-dir.js';

/** What clearing an output folder did. */
export interface ClearedOutput {
  /** The folder was removed whole: everything in it was written by builds. */
  removedFolder: boolean;
  /** Entries of its root that were removed, when the folder stays because it also holds entries of others. */
  removedEntries: string[];
  /** Entries of its root left as they were, since no build wrote them. */
  kept: string[];
  /** Why nothing of the folder was removed, when it is not a build's output. */
  refused?: string;
}

/**
 * Removes what builds wrote into an output folder (`docs clear`), reading who wrote what as a
 * build does (see out-dir-state.ts): the folder whole when all of it is a build's output;
 * only the build's entries when it also holds entries of others (a linked gh-pages checkout
 * keeps its `.git` and `CNAME`, a file added to the root stays); nothing when no build wrote
 * it, or when it could never be an output folder (the site folder, a source folder), whatever
 * a marker in it says. What killed builds left beside it and inside it goes too.
 */
export function clearOutput(config: ResolvedConfig, outDir: string): ClearedOutput {
  const unsafe = unsafeOutDirReason(config, outDir);
  if (unsafe) return { removedFolder: false, removedEntries: [], kept: [], refused: unsafe };
  removeAbandonedOutputs(outDir);
  const state = inspectOutDir(outDir);
  if (typeof state === 'string') return { removedFolder: false, removedEntries: [], kept: [], refused: state };
  if (state.ours.length === 0) {
    // No folder, or one without a build's marker: an empty one is left too, as no build made it.
    const refused = state.foreign.length > 0 ? 'was not written by docs build (it has no .docs-build marker)' : undefined;
    return { removedFolder: false, removedEntries: [], kept: state.foreign, ...(refused ? { refused } : {}) };
  }
  if (!state.linked && !state.shared && state.foreign.length === 0) {
    rmSync(outDir, { recursive: true, force: true });
    return { removedFolder: true, removedEntries: [], kept: [] };
  }
  removeLeftovers(outDir);
  const removed = [...state.ours].sort();
  // Entries only: a link among them is removed itself, never what it leads to.
  for (const name of removed) rmSync(path.join(outDir, name), { recursive: true, force: true });
  return { removedFolder: false, removedEntries: removed, kept: state.foreign };
}

/** Removes what in-place updates that were killed left inside the folder (see update-in-place.ts). */
function removeLeftovers(outDir: string): void {
  for (const name of readdirSync(outDir)) {
    const m = LEFTOVER.exec(name);
    if (m && !isRunning(Number(m[1]))) rmSync(path.join(outDir, name), { recursive: true, force: true });
  }
}
