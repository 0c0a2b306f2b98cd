import { spawnSync } from 'node:child_process';
import { UserError } from '../diagnostics/user-error.js';

/** What a git command printed and how it ended. */
export interface GitResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Where a git command runs, and what it must never show. */
export interface GitOptions {
  cwd: string;
  /** Variables added to the environment (a commit's author, for one). */
  env?: Record<string, string>;
  /** Texts masked as *** in any message made of git's output (a password in a remote's URL). */
  secrets?: string[];
}

/**
 * Runs the `git` binary with `args` (no shell: nothing in them is interpreted), and returns
 * what it printed, whatever its exit code. Without a terminal to ask on, git fails instead of
 * waiting for a password no one can type.
 */
export function runGit(args: string[], options: GitOptions): GitResult {
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env };
  if (!process.stdin.isTTY) env.GIT_TERMINAL_PROMPT = '0';
  const result = spawnSync('git', args, { cwd: options.cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) {
    const missing = (result.error as NodeJS.ErrnoException).code === 'ENOENT';
    throw missing ? new UserError('docs deploy needs git, which is not installed or not on the PATH.') : result.error;
  }
  return { code: result.status ?? 1, stdout: result.stdout, stderr: result.stderr };
}

/** What a failed step was, for its message, and what to do about it. */
export interface GitStep {
  what: string;
  hint?: string;
}

/** Runs git and returns its output, or throws gitFailure's error. */
export function git(args: string[], options: GitOptions & GitStep): string {
  const result = runGit(args, options);
  if (result.code !== 0) throw gitFailure(args, result, options);
  return result.stdout;
}

/** A UserError saying which step failed and what git said, secrets masked. */
export function gitFailure(args: string[], result: GitResult, options: GitOptions & GitStep): UserError {
  const said = mask(result.stderr.trim() || result.stdout.trim(), options.secrets);
  return new UserError(
    `${options.what} failed (git ${args[0]} exited with ${result.code})${said ? `:\n${indent(said)}` : '.'}${options.hint ? `\n${options.hint}` : ''}`,
  );
}

/** `text` with every secret (and its URL-encoded form) replaced by ***. */
export function mask(text: string, secrets: string[] = []): string {
  let out = text;
  for (const secret of secrets) {
    if (secret.length === 0) continue;
    for (const form of new Set([secret, encodeURIComponent(secret)])) out = out.split(form).join('***');
  }
  return out;
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
}
