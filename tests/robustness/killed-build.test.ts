import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/fixture.js';
import { runCliAsync } from '../helpers/run-cli.js';
import { treeHash } from '../helpers/tree-hash.js';

const DOCS = 300;
// dist/ and the build cache (.docs-cache/, safe to delete, ignored by git) are the build's own output.
const isOutput = (rel: string) => ['dist', '.docs-cache'].some((dir) => rel === dir || rel.startsWith(`${dir}${path.sep}`));

/** Every file below a folder, relative to it, sorted. */
function listFiles(dir: string): string[] {
  const out: string[] = [];
  const visit = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) visit(full);
      else out.push(path.relative(dir, full));
    }
  };
  visit(dir);
  return out.sort();
}

describe('a build killed while rendering', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-killed-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('leaves the previous dist/ intact, and the next build succeeds and cleans up after it', async () => {
    // Enough docs that rendering takes a while (and uses the worker threads too).
    writeFileSync(path.join(dir, 'site.config.json'), '{\n  "title": "Killed",\n  "url": "https://killed.example",\n  "contentDir": "content"\n}\n');
    mkdirSync(path.join(dir, 'content', 'docs'), { recursive: true });
    for (let i = 0; i < DOCS; i++) {
      const body = Array.from(
        { length: 12 },
        (_, p) => `## Part ${p}\n\nDoc ${i}, part ${p}: the client asks the server for *entity ${p}* and renders it.\n`,
      ).join('\n');
      writeFileSync(path.join(dir, 'content', 'docs', `doc-${String(i).padStart(3, '0')}.md`), `---\ntitle: Doc ${i}\n---\n\n${body}`);
    }
    const first = await runCliAsync(dir, ['build']);
    expect(first.code, first.stderr).toBe(0);
    const dist = path.join(dir, 'dist');
    const distBefore = treeHash(dist);
    const siteBefore = treeHash(dir, isOutput);
    const pagesBefore = listFiles(dist).filter((f) => f.endsWith('.html'));
    expect(pagesBefore.length).toBeGreaterThan(DOCS);

    // Second build: SIGKILL it as soon as its first page is written into the temp folder.
    const child = spawn(process.execPath, [path.join(repoRoot, 'bin', 'docs.js'), 'build'], { cwd: dir, env: { ...process.env, NO_COLOR: '1' } });
    let stdout = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.resume();
    const tmp = path.join(dir, `dist.tmp-${child.pid}`);
    const closed = new Promise<NodeJS.Signals | null>((resolve) => child.on('close', (_code, signal) => resolve(signal)));
    const rendering = () => existsSync(path.join(tmp, 'docs', 'doc-000', 'index.html')) || existsSync(path.join(tmp, 'docs', 'doc-299', 'index.html'));
    const started = Date.now();
    while (!rendering() && child.exitCode === null && Date.now() - started < 120_000) await new Promise((r) => setTimeout(r, 5));
    expect(child.exitCode, `the build ended before it was caught rendering: ${stdout}`).toBe(null);
    child.kill('SIGKILL');
    expect(await closed).toBe('SIGKILL');
    expect(stdout).not.toContain('Built');

    // The reader still gets the previous site, byte for byte; the half-written one is beside it.
    expect(treeHash(dist)).toBe(distBefore);
    expect(existsSync(tmp)).toBe(true);

    // The next build succeeds, writes the whole site, and removes what the killed one left.
    const next = await runCliAsync(dir, ['build']);
    expect(next.code, next.stderr).toBe(0);
    expect(listFiles(dist).filter((f) => f.endsWith('.html'))).toEqual(pagesBefore);
    expect(existsSync(tmp)).toBe(false);
    // The old dist/ is deleted in the background after the swap: wait for it, then nothing else is left.
    const waitStart = Date.now();
    while (readdirSync(dir).some((n) => n.startsWith('dist.old-')) && Date.now() - waitStart < 30_000) await new Promise((r) => setTimeout(r, 50));
    expect(treeHash(dir, isOutput)).toBe(siteBefore);
  }, 400_000);
});
