import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { clashingEntries, type OutDirPlan } from './check-out-dir.js';
import { OUTPUT_MARKER, writeOutputMarker } from './output-marker.js';
import { isRunning } from './process-alive.js';
import { keepAsSpare, takeSpareOutput } from './spare-output.js';
import { updateInPlace } from './update-in-place.js';

/**
 * Where a build writes: a folder beside the output (`<outDir>.tmp-<pid>`) that replaces the
 * output only once everything is written, so a failed build leaves the last site as it was.
 */
export interface OutputFolder {
  outDir: string;
  tmpDir: string;
  /** How the output folder was checked, and whether the new output goes in whole or entry by entry. */
  plan: OutDirPlan;
  /** The cache's folder for the tree of the output before last, when there is a cache. */
  spareDir?: string;
  /** Folders of that spare tree the build starts from (emptied); those still empty at the end are removed. */
  spareFolders?: string[];
}

/** Clears what killed builds left beside outDir and makes the folder this build writes into (outDir checked by checkOutDir). */
export function prepareOutputFolder(plan: OutDirPlan, spareDir: string | undefined): OutputFolder {
  const { outDir } = plan;
  const tmpDir = `${outDir}.tmp-${process.pid}`;
  removeAbandonedOutputs(outDir);
  rmSync(tmpDir, { recursive: true, force: true });
  const spareFolders = spareDir ? takeSpareOutput(spareDir, tmpDir) : undefined;
  if (!spareFolders) mkdirSync(tmpDir, { recursive: true });
  return { outDir, tmpDir, plan, spareDir, spareFolders };
}

/** Removes a failed build's folder. */
export function abandonOutputFolder(folder: OutputFolder): void {
  rmSync(folder.tmpDir, { recursive: true, force: true });
}

/**
 * Puts the new output in place, marked as ours: swapped in whole, or for a folder that holds
 * entries of others (a link to a gh-pages checkout), entry by entry around them.
 */
export function finishOutputFolder(folder: OutputFolder): void {
  const { plan, tmpDir, spareDir } = folder;
  if (plan.inPlace) {
    // Entries of others that clash were refused before (refuseClashes) unless the user forced their replacement.
    updateInPlace(plan.outDir, tmpDir, [...plan.ours, ...clashingEntries(plan, tmpDir)], spareDir);
    return;
  }
  writeOutputMarker(tmpDir, { entries: readdirSync(tmpDir).filter((n) => n !== OUTPUT_MARKER), shared: false });
  swapOutputFolder(folder);
}

/**
 * Swaps the new output in for the old (a real folder, never a link: checkOutDir sends a link
 * in place). Renames are atomic on one file system, so readers see the old site or the new
 * one, never half of each.
 */
function swapOutputFolder(folder: OutputFolder): void {
  const { outDir, tmpDir, spareDir } = folder;
  const oldDir = `${outDir}.old-${process.pid}`;
  const hadOld = existsSync(outDir);
  if (hadOld) renameSync(outDir, oldDir);
  try {
    renameSync(tmpDir, outDir);
  } catch (e) {
    if (hadOld) renameSync(oldDir, outDir);
    throw e;
  }
  // The replaced output's folders serve the next build; without a cache (or with one kept already) it goes.
  if (hadOld && !(spareDir && keepAsSpare(oldDir, spareDir))) removeInBackground(oldDir);
}

/** Removes the half-written output of builds that were killed (their process is gone) beside `outDir`. */
export function removeAbandonedOutputs(outDir: string): void {
  const parent = path.dirname(outDir);
  const prefix = `${path.basename(outDir)}.`;
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return;
  }
  for (const name of names) {
    const m = /^(?:tmp|old)-(\d+)$/.exec(name.startsWith(prefix) ? name.slice(prefix.length) : '');
    if (!m || Number(m[1]) === process.pid || isRunning(Number(m[1]))) continue;
    rmSync(path.join(parent, name), { recursive: true, force: true });
  }
}

// Deleting thousands of old files takes seconds; a detached process does it while the build returns.
function removeInBackground(dir: string) {
  try {
    const child = spawn('rm', ['-rf', dir], { detached: true, stdio: 'ignore' });
    child.on('error', () => rmSync(dir, { recursive: true, force: true }));
    child.unref();
  } catch {
    rmSync(dir, { recursive: true, force: true });
  }
}
