import { runGit, type GitOptions } from './git.js';
import type { DeployEnv } from './deploy-target.js';

/** What a deploy learns from the repository the site's sources are in (all unknown outside one). */
export interface SourceRepo {
  /** The commit deployed from (`git rev-parse HEAD`), named in the deploy's commit message. */
  commit?: string;
  /** The branch deployed from: CURRENT_BRANCH, else the one checked out. */
  branch?: string;
  /** The URL of its `origin` remote. */
  origin?: string;
  /** The author of the deploy's commit: GIT_USER_NAME and GIT_USER_EMAIL, else the repository's git config. */
  author: { name?: string; email?: string };
}

/** Reads what a deploy needs to know of the site folder's repository. */
export function readSourceRepo(siteDir: string, env: DeployEnv): SourceRepo {
  const options: GitOptions = { cwd: siteDir };
  const read = (args: string[]) => {
    const result = runGit(args, options);
    const text = result.stdout.trim();
    return result.code === 0 && text !== '' ? text : undefined;
  };
  const branch = env.CURRENT_BRANCH || read(['rev-parse', '--abbrev-ref', 'HEAD']);
  return {
    commit: read(['rev-parse', '--verify', '--quiet', 'HEAD']),
    // A detached HEAD (a CI checkout of a commit) is on no branch.
    branch: branch === 'HEAD' ? undefined : branch,
    origin: read(['config', '--get', 'remote.origin.url']),
    author: { name: env.GIT_USER_NAME || read(['config', 'user.name']), email: env.GIT_USER_EMAIL || read(['config', 'user.email']) },
  };
}
