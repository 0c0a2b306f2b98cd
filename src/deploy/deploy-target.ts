import type { ResolvedConfig } from '../config/types.js';
import { UserError } from '../diagnostics/user-error.js';

/** The environment `docs deploy` reads (process.env, or a stand-in in tests). */
export type DeployEnv = Record<string, string | undefined>;

/** Where a deploy pushes. */
export interface DeployTarget {
  /** The remote as git takes it, credentials included. */
  remote: string;
  /** The remote as messages show it: a password masked. */
  shown: string;
  branch: string;
  /** What no message may show (GIT_PASS). */
  secrets: string[];
}

/** The default branch of a project site's GitHub Pages. */
const DEFAULT_BRANCH = 'gh-pages';

/**
 * Works out where `docs deploy` pushes, as `docusaurus deploy` does: `deploy.remote` as it is
 * written; else the GitHub repository `organizationName`/`projectName` name, over SSH
 * (USE_SSH=true, or a source repository cloned over SSH, whose `origin` is `sourceRemote`)
 * or over HTTPS as GIT_USER (with GIT_PASS, a token, for a deploy no one types a password
 * for). ORGANIZATION_NAME, PROJECT_NAME, DEPLOYMENT_BRANCH, GITHUB_HOST and GITHUB_PORT win
 * over the config's keys.
 */
export function deployTarget(config: ResolvedConfig, env: DeployEnv, sourceRemote?: string): DeployTarget {
  const org = env.ORGANIZATION_NAME || config.deploy.organizationName;
  const project = env.PROJECT_NAME || config.deploy.projectName;
  const branch = deployBranch(config, env, project);
  if (config.deploy.remote) {
    if (config.deploy.remote.startsWith('-'))
      throw new UserError(`deploy.remote "${config.deploy.remote}" is not a remote: a git URL or the path of a repository does not start with "-".`);
    const password = URL_PASSWORD.exec(config.deploy.remote)?.[2];
    return {
      remote: config.deploy.remote,
      shown: maskUrlPassword(config.deploy.remote),
      branch,
      secrets: password ? [...new Set([password, safeDecode(password)])] : [],
    };
  }
  if (!org || !project) {
    throw new UserError(
      `docs deploy does not know where to push: set deploy.organizationName and deploy.projectName in ${configName(config)} (the GitHub repository that serves the site, as ORGANIZATION_NAME and PROJECT_NAME do), or deploy.remote (any git remote).`,
    );
  }
  const host = env.GITHUB_HOST || config.deploy.githubHost;
  const port = env.GITHUB_PORT || (config.deploy.githubPort === undefined ? undefined : String(config.deploy.githubPort));
  if (wantsSsh(env, sourceRemote)) {
    const remote = port ? `ssh://git@${host}:${port}/${org}/${project}.git` : `git@${host}:${org}/${project}.git`;
    return { remote, shown: remote, branch, secrets: [] };
  }
  const user = env.GIT_USER;
  if (!user) {
    throw new UserError(
      'docs deploy pushes over HTTPS as GIT_USER, which is not set: set GIT_USER to a GitHub user with push access to the repository (and GIT_PASS to a token of theirs), or USE_SSH=true to push over SSH.',
    );
  }
  const pass = env.GIT_PASS;
  const credentials = pass ? `${encodeURIComponent(user)}:${encodeURIComponent(pass)}` : encodeURIComponent(user);
  const at = `${host}${port ? `:${port}` : ''}/${org}/${project}.git`;
  return {
    remote: `https://${credentials}@${at}`,
    shown: `https://${encodeURIComponent(user)}${pass ? ':***' : ''}@${at}`,
    branch,
    secrets: pass ? [pass] : [],
  };
}

/** DEPLOYMENT_BRANCH, else deploy.branch, else gh-pages; an organization's `<org>.github.io` repository must name it. */
function deployBranch(config: ResolvedConfig, env: DeployEnv, project: string | undefined): string {
  const branch = env.DEPLOYMENT_BRANCH || config.deploy.branch;
  if (branch) {
    if (branch.startsWith('-')) throw new UserError(`The deployment branch "${branch}" is not a branch name.`);
    return branch;
  }
  if (!config.deploy.remote && project?.endsWith('.github.io')) {
    throw new UserError(
      `${project} is an organization's GitHub Pages repository, which publishes from the branch its settings name (often main): set deploy.branch in ${configName(config)}, or DEPLOYMENT_BRANCH. It must not be the branch the site's sources are on.`,
    );
  }
  return DEFAULT_BRANCH;
}

/** USE_SSH=true (or false); unset, SSH when the source repository was cloned over SSH. */
function wantsSsh(env: DeployEnv, sourceRemote: string | undefined): boolean {
  if (env.USE_SSH !== undefined && env.USE_SSH !== '') return env.USE_SSH.toLowerCase() === 'true';
  return sourceRemote !== undefined && /^(?:ssh:\/\/|[\w.-]+@[\w.-]+:)/.test(sourceRemote);
}

// A URL's scheme and user, then its password, before the host.
const URL_PASSWORD = /^([a-z][\w+.-]*:\/\/[^:/@]+):([^@/]*)@/i;

/** A URL with its password masked, for messages; anything else as it is. */
function maskUrlPassword(remote: string): string {
  return remote.replace(URL_PASSWORD, '$1:***@');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function configName(config: ResolvedConfig): string {
  return config.configFile.split(/[\\/]/).pop() ?? 'site.config.json';
}
