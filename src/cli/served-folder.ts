import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { UserError } from '../diagnostics/user-error.js';

/**
 * The folder `docs serve` serves, checked first: one that does not exist, is a file, or is
 * empty holds no built site, which is said with what to do instead of serving nothing but 404s.
 */
export function servedFolder(dir: string): string {
  const shown = path.relative(process.cwd(), dir) || '.';
  const refuse = (why: string) => new UserError(`There is no built site in ${shown}: ${why}. Run docs build first, or name the built site with --dir.`);
  let entries: string[];
  try {
    if (!statSync(dir).isDirectory()) throw refuse('it is a file, not a folder');
    entries = readdirSync(dir);
  } catch (e) {
    if (e instanceof UserError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') throw refuse('the folder does not exist');
    throw new UserError(`Cannot read ${shown}: ${(e as Error).message}. Check the permissions of the folder.`);
  }
  if (entries.length === 0) throw refuse('the folder is empty');
  return dir;
}
