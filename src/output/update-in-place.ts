import { cpSync, lstatSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { LEFTOVER } from './out-dir-state.js';
import { OUTPUT_MARKER, writeOutputMarker } from './output-marker.js';
import { isRunning } from './process-alive.js';
import { keepAsSpare } from './spare-output.js';

/**
 * Puts a new output (built in `tmpDir`) into an output folder entry by entry, for a folder that
 * also holds entries of others, such as a gh-pages checkout `dist` links to: each entry of
 * `replace` (what our previous build wrote, and what the user let the build replace) is moved
 * aside, each new entry is moved in, and every other entry (`.git`, `CNAME`...) stays. The
 * folder itself is never renamed, so a link to it stays a link.
 *
 * Entries are moved by rename, so each one changes at once; on another file system they are
 * copied. What this build replaced becomes the cache's spare tree when it can, else is removed
 * before the build returns, so a deploy script run next never sees it.
 */
export function updateInPlace(outDir: string, tmpDir: string, replace: string[], spareDir: string | undefined): void {
  const fresh = readdirSync(tmpDir).filter((name) => name !== OUTPUT_MARKER);
  removeLeftovers(outDir);
  // Killed from here on, the folder still names every entry either build wrote as ours.
  writeOutputMarker(outDir, { entries: [...replace, ...fresh], shared: true });
  const aside = path.join(outDir, `.docs-old-${process.pid}`);
  mkdirSync(aside);
  const movedAside: string[] = [];
  const movedIn: string[] = [];
  try {
    for (const name of replace) {
      if (name === OUTPUT_MARKER || !exists(path.join(outDir, name))) continue;
      renameSync(path.join(outDir, name), path.join(aside, name));
      movedAside.push(name);
    }
    for (const name of fresh) {
      // Counted before it moves: a copy that fails halfway is taken out too (its name was free).
      movedIn.push(name);
      moveEntry(path.join(tmpDir, name), path.join(outDir, name));
    }
  } catch (e) {
    putBack(outDir, aside, movedIn, movedAside);
    throw e;
  }
  writeOutputMarker(outDir, { entries: fresh, shared: true });
  rmSync(tmpDir, { recursive: true, force: true });
  if (!(spareDir && keepAsSpare(aside, spareDir))) rmSync(aside, { recursive: true, force: true });
}

/** After a failed move (a full disk, a file in use), takes the new entries out and the old ones back, so the folder holds the previous site. */
function putBack(outDir: string, aside: string, movedIn: string[], movedAside: string[]): void {
  for (const name of movedIn) rmSync(path.join(outDir, name), { recursive: true, force: true });
  for (const name of movedAside) renameSync(path.join(aside, name), path.join(outDir, name));
  rmSync(aside, { recursive: true, force: true });
}

/** Moves one entry, by rename on one file system, else as a copy (the place it goes to is free: nothing is written through a link there). */
function moveEntry(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e;
    cpSync(from, to, { recursive: true, errorOnExist: true, force: false });
  }
}

/** Removes what in-place updates that were killed (their process is gone) left in the folder. */
function removeLeftovers(outDir: string): void {
  for (const name of readdirSync(outDir)) {
    const m = LEFTOVER.exec(name);
    if (m && Number(m[1]) !== process.pid && !isRunning(Number(m[1]))) rmSync(path.join(outDir, name), { recursive: true, force: true });
  }
}

function exists(p: string): boolean {
  try {
    lstatSync(p);
    return true;
  } catch {
    return false;
  }
}
