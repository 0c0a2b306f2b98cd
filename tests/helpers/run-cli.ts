import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './fixture.js';

/** Runs the compiled `docs` CLI in a folder and returns its exit code and output. */
export function runCli(cwd: string, args: string[], env: Record<string, string> = {}): { code: number; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'bin', 'docs.js'), ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...env, NO_COLOR: '1' },
    timeout: 120_000,
  });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/** Runs the CLI without blocking the event loop, for tests that serve HTTP from the test process. */
export function runCliAsync(cwd: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'bin', 'docs.js'), ...args], { cwd, env: { ...process.env, ...env, NO_COLOR: '1' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}
