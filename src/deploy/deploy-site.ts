import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import { UserError } from '../diagnostics/user-error.js';
import { inspectOutDir } from '../output/out-dir-state.js';
import { OUTPUT_MARKER } from '../output/output-marker.js';
import { deployTarget, type DeployEnv, type DeployTarget } from './deploy-target.js';
import { git, gitFailure, runGit, type GitOptions } from './git.js';
import { replaceTree, type ReplacedTree } from './replace-tree.js';
import { sameRepository } from './same-repository.js';
import { readSourceRepo, type SourceRepo } from './source-repo.js';

/** What to deploy, and where messages go. */
export interface DeployOptions {
  config: ResolvedConfig;
  /** The built site: the output folder of a build. */
  outDir: string;
  env?: DeployEnv;
  /** Progress lines (never carry a password). */
  log?: (line: string) => void;
}

/** What a deploy did. */
export interface DeployResult {
  target: Pick<DeployTarget, 'shown' | 'branch'>;
  /** The commit pushed, or undefined when the branch already held this site (nothing was pushed). */
  commit?: string;
  source: Pick<SourceRepo, 'commit'>;
  /** The branch did not exist: it was made, with the site as its first commit. */
  created: boolean;
  tree: ReplacedTree;
}

/**
 * Pushes a built site to a branch of a git remote, as `docusaurus deploy` does: clones the
 * branch into a temporary folder (or starts it as an orphan), replaces its files with the
 * site's (see replace-tree.ts), commits with a message naming the source commit, and pushes.
 * The push is not forced: a branch that moved meanwhile refuses it, and nothing is lost.
 */
export function deploySite(options: DeployOptions): DeployResult {
  const env = options.env ?? process.env;
  const log = options.log ?? (() => {});
  const entries = builtEntries(options.config, options.outDir);
  const source = readSourceRepo(options.config.siteDir, env);
  const target = deployTarget(options.config, env, source.origin);
  if (source.branch === target.branch && source.origin && sameRepository(source.origin, target.remote)) {
    throw new UserError(
      `docs deploy would push to ${target.branch}, the branch the site's sources are on (${source.origin}): deploy from another branch, or name another with deploy.branch or DEPLOYMENT_BRANCH.`,
    );
  }
  const work = mkdtempSync(path.join(os.tmpdir(), 'docs-deploy-'));
  try {
    const checkout = path.join(work, 'branch');
    const gitIn = (what: string): GitOptions & { what: string } => ({ cwd: checkout, secrets: target.secrets, what });
    const created = checkoutBranch(work, checkout, target, log);
    const tree = replaceTree(checkout, options.outDir, entries);
    git(['add', '--all'], gitIn('Staging the site'));
    if (git(['status', '--porcelain'], gitIn('Reading what changed')).trim() === '') {
      return { target, source, created, tree };
    }
    commit(checkout, target, source, env);
    const commitId = git(['rev-parse', 'HEAD'], gitIn('Reading the new commit')).trim();
    log(`Pushing ${commitId.slice(0, 7)} to ${target.branch} of ${target.shown}`);
    git(['push', '--', 'origin', `HEAD:refs/heads/${target.branch}`], {
      ...gitIn(`Pushing to ${target.branch} of ${target.shown}`),
      hint: 'If the branch changed since it was cloned, run docs deploy again; nothing was overwritten.',
    });
    return { target, source, commit: commitId, created, tree };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The entries of the output folder that a build wrote (never files of others beside them), or a UserError when it holds no build. */
function builtEntries(config: ResolvedConfig, outDir: string): string[] {
  const state = inspectOutDir(outDir);
  const shown = path.relative(process.cwd(), outDir) || '.';
  if (typeof state === 'string') throw new UserError(`The output folder ${shown} ${state}.`);
  const entries = state.ours.filter((name) => name !== OUTPUT_MARKER);
  if (entries.length === 0) {
    throw new UserError(
      `${shown} holds no site built by docs build: run docs deploy without --skip-build, or docs build first${config.outDir !== path.relative(config.siteDir, outDir) ? ' (or pass the output folder with --out-dir)' : ''}.`,
    );
  }
  return entries;
}

/** Clones the deployment branch into `checkout`, or starts it there as an orphan when the remote has no such branch; true when it was started. */
function checkoutBranch(work: string, checkout: string, target: DeployTarget, log: (line: string) => void): boolean {
  const options = { cwd: work, secrets: target.secrets };
  const heads = git(['ls-remote', '--heads', '--', target.remote, `refs/heads/${target.branch}`], {
    ...options,
    what: `Reading the branches of ${target.shown}`,
  });
  if (heads.trim() !== '') {
    log(`Cloning ${target.branch} of ${target.shown}`);
    git(['clone', '--quiet', '--depth', '1', '--single-branch', '--no-tags', '--branch', target.branch, '--', target.remote, checkout], {
      ...options,
      what: `Cloning ${target.branch} of ${target.shown}`,
    });
    return false;
  }
  log(`${target.shown} has no branch ${target.branch}: starting it`);
  git(['init', '--quiet', '--', checkout], { ...options, what: 'Making the new branch' });
  const inside = { cwd: checkout, secrets: target.secrets, what: 'Making the new branch' };
  git(['symbolic-ref', 'HEAD', `refs/heads/${target.branch}`], inside);
  git(['remote', 'add', 'origin', target.remote], inside);
  return true;
}

/** Commits the staged site as GIT_USER_NAME / GIT_USER_EMAIL (else the source repository's identity), naming the source commit. */
function commit(checkout: string, target: DeployTarget, source: SourceRepo, env: DeployEnv): void {
  const message = env.CUSTOM_COMMIT_MESSAGE || (source.commit ? `Deploy website - based on ${source.commit}` : 'Deploy website');
  const identity: Record<string, string> = {};
  if (source.author.name) identity.GIT_AUTHOR_NAME = identity.GIT_COMMITTER_NAME = source.author.name;
  if (source.author.email) identity.GIT_AUTHOR_EMAIL = identity.GIT_COMMITTER_EMAIL = source.author.email;
  const args = ['commit', '--quiet', '--no-verify', '-m', message];
  const options = { cwd: checkout, env: identity, secrets: target.secrets, what: 'Committing the site' };
  const result = runGit(args, options);
  if (result.code === 0) return;
  if (/tell me who you are|empty ident|author identity unknown/i.test(result.stderr)) {
    throw new UserError('docs deploy cannot commit: git knows no author. Set GIT_USER_NAME and GIT_USER_EMAIL (or git config user.name and user.email).');
  }
  throw gitFailure(args, result, options);
}
