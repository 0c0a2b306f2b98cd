import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';

/**
 * A hash of every path and content under a folder, to prove nothing changed. Symbolic links
 * count by their target and are never followed (a loop would not end); pipes and other
 * special files count by their kind (reading one could block).
 */
export function treeHash(dir: string, skip: (rel: string) => boolean = () => false): string {
  const hash = createHash('sha256');
  const visit = (current: string) => {
    for (const name of readdirSync(current).sort()) {
      const full = path.join(current, name);
      const rel = path.relative(dir, full);
      if (skip(rel)) continue;
      const stat = lstatSync(full);
      if (stat.isSymbolicLink()) hash.update(rel).update('\0link\0').update(readlinkSync(full)).update('\0');
      else if (stat.isDirectory()) {
        // Folders count too, so an empty folder left behind changes the hash.
        hash.update(rel).update('/\0');
        visit(full);
      } else if (stat.isFile()) hash.update(rel).update('\0').update(readFileSync(full)).update('\0');
      else hash.update(rel).update('\0special\0');
    }
  };
  visit(dir);
  return hash.digest('hex');
}
