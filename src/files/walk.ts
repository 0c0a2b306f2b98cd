import { readdirSync, type Dirent } from 'node:fs';
import path from 'node:path';

/** Lists files under a folder (recursively) whose names match, sorted, skipping "_" and "." entries. */
export function walkFiles(dir: string, match: (name: string) => boolean): string[] {
  return walkRelative(dir, match).map((f) => f.abs);
}

/** A file found by walkRelative: its absolute path, and its path from the walked folder with "/". */
export interface WalkedFile {
  abs: string;
  rel: string;
}

/**
 * walkFiles, with each file's path relative to dir as well (made as it walks, not worked out
 * after). A folder that cannot be listed is skipped, and given to `unreadable` when there is one
 * (a folder that is gone by then is not).
 */
export function walkRelative(dir: string, match: (name: string) => boolean, unreadable?: (abs: string, error: unknown) => void): WalkedFile[] {
  const out: WalkedFile[] = [];
  // As path.join would give them: normalized, without a trailing separator.
  let root = path.normalize(dir);
  if (root.length > 1 && root.endsWith(path.sep)) root = root.slice(0, -1);
  const visit = (abs: string, rel: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(abs, { withFileTypes: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') unreadable?.(abs, e);
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const name = entry.name;
      if (name.startsWith('.') || name.startsWith('_') || name === 'node_modules') continue;
      const full = abs + path.sep + name;
      const relFull = rel === '' ? name : `${rel}/${name}`;
      if (entry.isDirectory()) visit(full, relFull);
      else if (match(name)) out.push({ abs: full, rel: relFull });
    }
  };
  visit(root, '');
  return out;
}

/** The posix path of a folder from the site folder, ready to prefix a walked file's path ("" or "content/docs/"). */
export function relativePrefix(from: string, dir: string): string {
  const rel = toPosix(path.relative(from, dir));
  return rel === '' ? '' : `${rel}/`;
}

/** Whether a file name is a markdown source. */
export const isMarkdown = (name: string) => /\.mdx?$/.test(name);

/** Converts a path to forward slashes. */
export const toPosix = (p: string) => p.split(path.sep).join('/');
