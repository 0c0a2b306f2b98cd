import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Lists files under a folder (recursively) whose names match, sorted, skipping "_" and "." entries. */
export function walkFiles(dir: string, match: (name: string) => boolean): string[] {
  const out: string[] = [];
  const visit = (current: string) => {
    let entries;
    try {
      entries = readdirSync(current, { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name.startsWith('_') || entry.name === 'node_modules') continue;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (match(entry.name)) out.push(full);
    }
  };
  visit(dir);
  return out;
}

/** Whether a file name is a markdown source. */
export const isMarkdown = (name: string) => /\.mdx?$/.test(name);

/** Converts a path to forward slashes. */
export const toPosix = (p: string) => p.split(path.sep).join('/');
