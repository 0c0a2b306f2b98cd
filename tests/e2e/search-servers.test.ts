import { readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../../src/server/serve.js';
import { createDevSearchHandler } from '../../src/dev/dev-search.js';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { createDistSearchHandler } from '../../src/search/dist-endpoint.js';
import { launchBrowser } from '../helpers/browser.js';
import { copyFixture, removeDir } from '../helpers/fixture.js';
import { runCli } from '../helpers/run-cli.js';
import { freePort } from '../helpers/cli-server.js';

// Hydrated: React has attached its props to the element the test uses first.
const HYDRATED = `window.__docs !== undefined && Object.keys(document.querySelector('.docs-search-button') ?? {}).some((k) => k.startsWith('__reactProps'))`;

async function query(base: string, text: string): Promise<{ hits: { url: string }[]; nbHits: number }> {
  const response = await fetch(`${base}1/indexes/*/queries`, {
    method: 'POST',
    body: JSON.stringify({ requests: [{ indexName: 'search-fixture', query: text }] }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: { hits: { url: string }[]; nbHits: number }[] }).results[0]!;
}

// The index itself or its pieces; the manifest is read on every server, and says where to send queries.
const isIndexPiece = (url: string) => /\/search-index(\.json|\/(?!manifest\.json))/.test(url);

const isQuery = (url: string) => url.includes('/1/indexes/*/queries') || url.includes('/1/indexes/%2A/queries');

/** Types a query into the modal on a page and waits for a hit containing text. */
async function searchInModal(page: Page, text: string, expected: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').pressSequentially(text);
  await page.locator('.DocSearch-Hit', { hasText: expected }).first().waitFor();
}

describe('search served by docs dev', () => {
  let dir: string;
  let dev: DevServer;
  let browser: Browser;

  beforeAll(async () => {
    dir = copyFixture('search');
    dev = await startDevServer({ siteDir: dir, port: await freePort(), host: '127.0.0.1', log: () => {}, handle: createDevSearchHandler() });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await dev?.close();
    removeDir(dir);
  });

  it('answers queries from the rendered pages and follows edits', async () => {
    const first = await query(dev.url, 'pelican');
    expect(first.hits[0]!.url).toBe('https://search.example.com/docs/guides/install#pelican-mode');
    expect((await query(dev.url, 'flamingo')).nbHits).toBe(0);

    const file = path.join(dir, 'content/docs/guides/configure.md');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\n## Flamingo settings\n\nThe flamingo setting is new.\n`);
    await new Promise((r) => setTimeout(r, 300));
    await dev.idle();
    const after = await query(dev.url, 'flamingo');
    expect(after.hits[0]!.url).toBe('https://search.example.com/docs/guides/configure#flamingo-settings');
  });

  it('a page the search has rendered still updates live when it is edited', async () => {
    // The engine has rendered every page by now (previous test); the page server must still
    // know this page is open.
    expect((await query(dev.url, 'pelican')).nbHits).toBeGreaterThan(0);
    const page = await browser.newPage();
    await page.goto(`${dev.url}docs/guides/install`);
    await page.waitForFunction(HYDRATED);
    const file = path.join(dir, 'content/docs/guides/install.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('before anything else', 'before anything else, edited live'));
    await page.waitForFunction(`document.body.textContent.includes('edited live')`, null, { timeout: 15_000 });
    await page.close();
  });

  it('the modal searches through the endpoint, and shows the error view when it stops answering', async () => {
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(`${dev.url}docs`);
    await page.waitForFunction(HYDRATED);
    await searchInModal(page, 'pelican', 'Pelican mode');
    expect(requests.some(isQuery)).toBe(true);
    expect(requests.some(isIndexPiece)).toBe(false);

    await page.route(
      (url) => isQuery(url.href),
      (route) => route.abort('connectionrefused'),
    );
    await page.locator('.DocSearch-Input').pressSequentially(' mode');
    const view = page.locator('.DocSearch-ErrorScreen');
    await view.waitFor();
    expect(await view.textContent()).toContain('Unable to fetch results');
    await page.close();
  });
});

describe('search served by docs serve', () => {
  let dir: string;
  let server: Server;
  let origin: string;
  let browser: Browser;

  beforeAll(async () => {
    dir = copyFixture('search');
    const build = runCli(dir, ['build']);
    expect(build.code, build.stderr).toBe(0);
    const dist = path.join(dir, 'dist');
    server = await serveStatic({
      dir: dist,
      port: 0,
      host: '127.0.0.1',
      handle: createDistSearchHandler({ distDir: dist, indexName: 'search-fixture', baseUrl: '/' }),
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((r) => server?.close(() => r()));
    removeDir(dir);
  });

  it('the modal and the search page query the endpoint instead of downloading the index', async () => {
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(`${origin}/docs/guides/configure`);
    await page.waitForFunction(HYDRATED);
    await searchInModal(page, 'pelican', 'Pelican mode');
    await page.keyboard.press('Enter');
    await page.waitForFunction(`location.pathname === '/docs/guides/install'`);

    await page.goto(`${origin}/search?q=walrus`);
    await page.waitForFunction(HYDRATED);
    await page.locator('.docs-search-results__version select').selectOption('1.0.0');
    await page.locator('.docs-search-results__hit', { hasText: 'walrus' }).first().waitFor();
    expect(requests.filter(isQuery).length).toBeGreaterThan(1);
    expect(requests.some(isIndexPiece)).toBe(false);
    await page.close();
  });
});
