import { mkdtempSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { freePort } from '../helpers/cli-server.js';

const CONFIG = '{\n  "title": "Weak",\n  "url": "https://weak.example",\n  "contentDir": "content"\n}\n';

/** A small site in a fresh temp folder: the config and the given files. */
function makeSite(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-weak-dev-'));
  for (const [rel, text] of Object.entries({ 'site.config.json': CONFIG, ...files })) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

/** Polls `check` until it holds or `ms` pass; returns whether it held. */
async function eventually(check: () => Promise<boolean>, ms = 15_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

const pageText = async (url: string) => (await fetch(url)).text();

describe('docs dev with weak inputs', () => {
  let site: string | undefined;
  let dev: DevServer | undefined;
  const limit = process.env.DOCS_TIME_LIMIT_MS;

  afterEach(async () => {
    await dev?.close();
    dev = undefined;
    if (site) rmSync(site, { recursive: true, force: true });
    site = undefined;
    if (limit === undefined) delete process.env.DOCS_TIME_LIMIT_MS;
    else process.env.DOCS_TIME_LIMIT_MS = limit;
  });

  it('keeps watching after the content folder is moved away and back', async () => {
    site = makeSite({ 'content/docs/intro.md': '---\ntitle: Intro\n---\n\nFirst text.\n' });
    dev = await startDevServer({ siteDir: site, port: await freePort(), host: '127.0.0.1', log: () => {} });
    expect(await pageText(`${dev.url}docs/intro`)).toContain('First text.');
    const content = path.join(site, 'content');
    const away = path.join(site, 'content-away');
    renameSync(content, away);
    // The page goes once its file is gone (the watcher saw the move).
    expect(await eventually(async () => (await fetch(`${dev!.url}docs/intro`)).status === 404)).toBe(true);
    renameSync(away, content);
    expect(await eventually(async () => (await pageText(`${dev!.url}docs/intro`)).includes('First text.'))).toBe(true);
    // An edit after the move back is seen.
    const file = path.join(content, 'docs/intro.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('First text.', 'Edited after the move.'));
    expect(await eventually(async () => (await pageText(`${dev!.url}docs/intro`)).includes('Edited after the move.'))).toBe(true);
  }, 90_000);

  it('shows an MDX expression that never returns in the overlay, naming the file, and keeps serving', async () => {
    process.env.DOCS_TIME_LIMIT_MS = '1000';
    site = makeSite({
      'content/docs/intro.md': '---\ntitle: Intro\n---\n\nFine.\n',
      'content/docs/loop.mdx': '---\ntitle: Loop\n---\n\nBefore.\n\n{(() => { while (true) {} })()}\n',
    });
    dev = await startDevServer({ siteDir: site, port: await freePort(), host: '127.0.0.1', log: () => {} });
    const started = Date.now();
    const html = await pageText(`${dev.url}docs/loop`);
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(html).toContain('__DOCS_DEV_ERRORS__');
    expect(html).toMatch(/content\/docs\/loop\.mdx error .*did not finish within 1 s.*\[code\/time-limit\]/);
    // The server still answers, and other pages render.
    expect(await pageText(`${dev.url}docs/intro`)).toContain('Fine.');
  }, 90_000);
});
