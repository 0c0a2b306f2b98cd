// `docs dev` on a site in Docusaurus' layout (no contentDir): it serves the docs, static
// files and pages from their Docusaurus folders and sees edits to docs and to sidebars.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { copyFixture, removeDir } from '../helpers/fixture.js';
import { freePort } from '../helpers/cli-server.js';

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('docs dev on a Docusaurus-layout site', () => {
  let site: string;
  let dev: DevServer;
  const text = async (p: string) => (await fetch(`${dev.url}${p}`)).text();

  beforeAll(async () => {
    site = copyFixture('docusaurus-layout');
    dev = await startDevServer({ siteDir: site, port: await freePort(), host: '127.0.0.1', log: () => {} });
  });
  afterAll(async () => {
    await dev?.close();
    removeDir(site);
  });

  it('serves docs, pages from src/pages and files from static/', async () => {
    expect(await text('docs/next/intro')).toContain('Welcome to the current docs.');
    expect(await text('about')).toContain('This page lives in src/pages.');
    const svg = await fetch(`${dev.url}img/card.svg`);
    expect(svg.status).toBe(200);
  });

  it('re-renders a doc edited in docs/', async () => {
    const file = path.join(site, 'docs/intro.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('Welcome to the current docs.', 'Welcome, edited live.'));
    await until(async () => (await text('docs/next/intro')).includes('Welcome, edited live.'));
  });

  it('reloads the sidebars when sidebars.ts changes', async () => {
    const file = path.join(site, 'sidebars.ts');
    writeFileSync(file, readFileSync(file, 'utf8').replace("label: 'Reference'", "label: 'Reference, renamed live'"));
    await until(async () => (await text('docs/next/intro')).includes('Reference, renamed live'));
  });
});
