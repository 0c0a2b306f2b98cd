import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** A hash of every file path and content under a folder, to prove nothing changed. */
export function treeHash(dir: string, skip: (rel: string) => boolean = () => false): string {
  const hash = createHash('sha256');
  const visit = (current: string) => {
    for (const name of readdirSync(current).sort()) {
      const full = path.join(current, name);
      const rel = path.relative(dir, full);
      if (skip(rel)) continue;
      if (statSync(full).isDirectory()) visit(full);
      else hash.update(rel).update('\0').update(readFileSync(full)).update('\0');
    }
  };
  visit(dir);
  return hash.digest('hex');
}
