import { spawn } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './fixture.js';

/** The config of the small sites the weak-input tests build. */
export const WEAK_CONFIG = '{\n  "title": "Weak",\n  "url": "https://weak.example",\n  "contentDir": "content"\n}\n';

/** A doc with front matter and a body. */
export const doc = (body: string, frontMatter = 'title: A') => `---\n${frontMatter}\n---\n\n${body}`;

/**
 * Writes a small site (config, one doc, and `files` over them; null leaves a file out) into a
 * fresh temp folder, with a previous build in dist/ that a failed build must leave as it was.
 */
export function makeWeakSite(files: Record<string, string | Buffer | null> = {}, prepare?: (dir: string) => void): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-weak-'));
  const all: Record<string, string | Buffer | null> = { 'site.config.json': WEAK_CONFIG, 'content/docs/intro.md': doc('Welcome.', 'title: Intro'), ...files };
  for (const [rel, text] of Object.entries(all)) {
    if (text === null) continue;
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  mkdirSync(path.join(dir, 'dist', 'docs'), { recursive: true });
  writeFileSync(path.join(dir, 'dist', 'index.html'), '<p>the previous build</p>');
  writeFileSync(path.join(dir, 'dist', 'docs', 'index.html'), '<p>the previous docs</p>');
  writeFileSync(path.join(dir, 'dist', '.docs-build'), '{"generator":"docs-kiln","shared":false,"entries":["docs","index.html"]}\n');
  prepare?.(dir);
  return dir;
}

/** What a run of the CLI printed, how it ended, and how long it took. */
export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
  ms: number;
}

/** Options of runDocs: extra environment, a time after which the run counts as a hang, another user to run as. */
export interface RunOptions {
  env?: Record<string, string>;
  ms?: number;
  uid?: number;
}

/** Runs the compiled CLI in a folder without blocking the test's event loop; a run past `ms` is killed and reported as a hang. */
export function runDocs(cwd: string, args: string[], options: RunOptions = {}): Promise<CliRun> {
  const ms = options.ms ?? 120_000;
  const started = Date.now();
  return new Promise((resolve) => {
    const ids = options.uid === undefined ? {} : { uid: options.uid, gid: options.uid };
    const env = { ...process.env, ...options.env, NO_COLOR: '1', ...(options.uid === undefined ? {} : { HOME: cwd }) };
    const child = spawn(process.execPath, [path.join(repoRoot, 'bin', 'docs.js'), ...args], { cwd, env, ...ids });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => {
      stderr += `\n(still running after ${ms} ms: a hang)`;
      child.kill('SIGKILL');
    }, ms);
    // Spawning as another user may be refused (no right to change user): said as the run's output.
    child.on('error', (e) => {
      clearTimeout(timer);
      resolve({ code: -1, stdout, stderr: `${stderr}\n(could not run docs: ${e.message})`, ms: Date.now() - started });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, stdout, stderr, ms: Date.now() - started });
    });
  });
}

const DIAGNOSTIC_LINE = /^\S.* (error|warning) .* \[[\w/-]+\]$/;

/** The diagnostic lines ("file:line:column severity message [rule]") of a command's output. */
export function diagnosticLines(output: string): string[] {
  return output.split('\n').filter((line) => DIAGNOSTIC_LINE.test(line));
}

/** dist/ and the build cache are a build's own output; every other change to a site is a bug. */
export const isOutput = (rel: string) => ['dist', '.docs-cache'].some((dir) => rel === dir || rel.startsWith(`${dir}${path.sep}`));

/** The user id tests run a command as so that file permissions apply (root reads any file): nobody's, when running as root. */
export function unprivilegedUid(): number | undefined {
  return process.getuid?.() === 0 ? 65534 : undefined;
}

/** Hands a folder and everything in it to a user, so a command run as that user may write there. */
export function giveTo(dir: string, uid: number): void {
  chownSync(dir, uid, uid);
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) chownSync(path.join(entry.parentPath, entry.name), uid, uid);
}
