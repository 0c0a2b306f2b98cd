import { lstatSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync, unlinkSync } from 'node:fs';
import path from 'node:path';

/**
 * The folders of the last output but one, kept for the next build to write into.
 *
 * Each build writes a new tree and swaps it in; the tree it replaces used to be deleted.
 * Making the next build's 1,900 folders anew then cost more than the rest of a warm build's
 * file work: on ext4 a new inode costs several times more in the minutes after many were
 * freed (the allocator passes over recently deleted ones). So the replaced tree is kept here
 * instead, and the next build empties it of files and writes into its folders. Emptying frees
 * few inodes: most pages are hard links to the build cache, whose copy stays.
 */
export const SPARE_OUTPUT = 'spare-output';

/**
 * Makes `tmpDir` from the spare tree in `spareDir`: moved there and emptied of every file and
 * link, its folders kept. Returns those folders, deepest first, or undefined when there is no
 * spare tree to take (none kept, or another build took it first).
 */
export function takeSpareOutput(spareDir: string, tmpDir: string): string[] | undefined {
  if (!isRealFolder(spareDir)) return undefined;
  try {
    renameSync(spareDir, tmpDir);
  } catch {
    return undefined;
  }
  const folders: string[] = [];
  const empty = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, entry.name);
      // A link is removed as a file, never followed.
      if (entry.isDirectory()) empty(abs);
      else unlinkSync(abs);
    }
    folders.push(dir);
  };
  try {
    empty(tmpDir);
  } catch {
    // A file that cannot be removed: the build starts from an empty folder instead.
    rmSync(tmpDir, { recursive: true, force: true });
    return undefined;
  }
  // The root is the output folder itself: it stays.
  folders.pop();
  return folders;
}

/**
 * Whether the spare tree is a folder of the cache's own. Anything else there is removed (a link
 * itself, never what it leads to): emptying a link's target would delete files that are not
 * ours, and a link kept there would become the output folder of the next build.
 */
function isRealFolder(spareDir: string): boolean {
  try {
    if (lstatSync(spareDir).isDirectory()) return true;
    unlinkSync(spareDir);
  } catch {
    // Nothing there, or already gone.
  }
  return false;
}

/** Removes the folders of a taken spare tree that the build left empty (a cold build would not have them). */
export function removeEmptyFolders(folders: string[]): void {
  for (const dir of folders) {
    try {
      rmdirSync(dir);
    } catch {
      // Not empty: the build wrote into it.
    }
  }
}

/** Keeps the output a build replaced as the spare tree; false when it cannot (one is kept already, or another file system). */
export function keepAsSpare(oldDir: string, spareDir: string): boolean {
  try {
    mkdirSync(path.dirname(spareDir), { recursive: true });
    renameSync(oldDir, spareDir);
    return true;
  } catch {
    return false;
  }
}
