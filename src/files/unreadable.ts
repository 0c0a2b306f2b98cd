import path from 'node:path';
import { error, type Diagnostic } from '../diagnostics/diagnostic.js';
import { toPosix } from './walk.js';

/** Whether a file system error says the path may not be read by this user: a matter of its permissions, not a bug. */
export function isPermissionError(e: unknown): boolean {
  const code = (e as NodeJS.ErrnoException)?.code;
  return code === 'EACCES' || code === 'EPERM';
}

/** Why a path could not be read, as a diagnostic says it ("permission denied"). */
export function readFailureReason(e: unknown): string {
  return isPermissionError(e) ? 'permission denied' : ((e as Error)?.message ?? String(e));
}

/** The diagnostic of a file or folder of the site that cannot be read (`abs`, named from the site folder). */
export function unreadablePath(siteDir: string, abs: string, e: unknown, kind: 'file' | 'folder'): Diagnostic {
  const file = toPosix(path.relative(siteDir, abs)) || '.';
  return error('files/unreadable', `cannot read ${kind === 'folder' ? 'the folder ' : ''}${file}: ${readFailureReason(e)}`, {
    file,
    hint: `Let the user who builds the site read the ${kind} (its permissions, or its owner), or move it out of the site.`,
  });
}

/** What walkRelative calls with a folder it cannot list: a diagnostic of it in `diagnostics`. */
export function unreadableFolder(siteDir: string, diagnostics: Diagnostic[]): (abs: string, e: unknown) => void {
  return (abs, e) => diagnostics.push(unreadablePath(siteDir, abs, e, 'folder'));
}
