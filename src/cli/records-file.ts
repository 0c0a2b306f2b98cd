import { closeSync, lstatSync, openSync, readSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import { siteSourceFolders } from '../content/source-folders.js';
import { describeLeavingLink, isWithin, linkLeaving, realPathOf } from '../files/real-path.js';

/**
 * Why `docs index --records <file>` may not write `given`, or undefined when it may: the file
 * must lie inside the site folder (links followed), be neither the config nor in a folder the
 * site is made from, and be new or a records file already (a JSON list), so that a slip of the
 * keyboard never overwrites a source.
 */
export function recordsFileProblem(config: ResolvedConfig, given: string): string | undefined {
  const abs = path.resolve(config.siteDir, given);
  if (!isWithin(config.siteDir, abs)) return 'is outside the site folder';
  const leak = linkLeaving(config.siteDir, abs);
  if (leak) return `leads outside the site folder (${describeLeavingLink(config.siteDir, leak)})`;
  const real = realPathOf(abs);
  if (real === realPathOf(config.configFile)) return "is the site's config file";
  const folder = siteSourceFolders(config).find((f) => isWithin(realPathOf(f.dir), real));
  if (folder) return `lies inside ${folder.name}`;
  if (path.relative(realPathOf(config.siteDir), real).split(path.sep).includes('node_modules')) return 'lies inside a node_modules folder';
  return existingFileProblem(abs);
}

/** Why an existing file at `abs` is not one to overwrite with records (it is not a file, or not a JSON list), or undefined. */
function existingFileProblem(abs: string): string | undefined {
  let isFile: boolean;
  try {
    isFile = lstatSync(abs).isFile();
  } catch {
    return undefined;
  }
  if (!isFile) return 'exists and is not a file';
  const head = Buffer.alloc(64);
  const fd = openSync(abs, 'r');
  let length: number;
  try {
    length = readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  const text = head.subarray(0, length).toString('utf8').trimStart();
  return text === '' || text.startsWith('[') ? undefined : 'is a file that holds no search records';
}
