import { realpathSync } from 'node:fs';
import path from 'node:path';

/**
 * Whether two git remotes name the same repository, whatever their form: `git@host:org/x.git`,
 * `ssh://git@host/org/x`, `https://user:token@host/org/x.git` and a path of the repository
 * (links followed). Used to refuse a deploy onto the branch the sources are on.
 */
export function sameRepository(a: string, b: string): boolean {
  return repositoryKey(a) === repositoryKey(b);
}

/** host/path of a remote, lower-cased host, without credentials, port, `.git` or slashes at the end; a real path for a local one. */
function repositoryKey(remote: string): string {
  const scp = /^(?:[^@/:]+@)?([^/:]+):(?!\/\/)(.+)$/.exec(remote);
  const url = /^[a-z][\w+.-]*:\/\//i.test(remote) ? safeUrl(remote) : undefined;
  let key: string;
  if (url && url.protocol !== 'file:') key = `${url.hostname.toLowerCase()}/${url.pathname.replace(/^\/+/, '')}`;
  else if (url) key = localPath(decodeURIComponent(url.pathname));
  else if (scp && !path.isAbsolute(remote)) key = `${scp[1]!.toLowerCase()}/${scp[2]!.replace(/^\/+/, '')}`;
  else key = localPath(remote);
  return key.replace(/\/+$/, '').replace(/\.git$/, '');
}

function safeUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

function localPath(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    return path.resolve(p);
  }
}
