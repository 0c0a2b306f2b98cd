import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../../src/server/serve.js';
import { launchBrowser } from '../helpers/browser.js';
import { removeDir } from '../helpers/fixture.js';
import { runCli } from '../helpers/run-cli.js';

// Hydrated: React has attached its props to the search button.
const HYDRATED = `window.__docs !== undefined && Object.keys(document.querySelector('.docs-search-button') ?? {}).some((k) => k.startsWith('__reactProps'))`;

/** The site `docs init` writes, built and served as static files: its navbar searches. */
describe('the starter site of docs init', () => {
  let work: string;
  let server: Server;
  let origin: string;
  let browser: Browser;

  beforeAll(async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'docs-starter-search-'));
    const init = runCli(work, ['init', 'site']);
    if (init.code !== 0) throw new Error(init.stderr);
    const site = path.join(work, 'site');
    const build = runCli(site, ['build']);
    if (build.code !== 0) throw new Error(build.stderr);
    [server, browser] = await Promise.all([serveStatic({ dir: path.join(site, 'dist'), port: 0, host: '127.0.0.1' }), launchBrowser()]);
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((r) => {
      if (!server) return r();
      server.close(() => r());
      server.closeAllConnections();
    });
    if (work) removeDir(work);
  });

  it('has a search box in its navbar that Ctrl+K opens, and finds its intro doc', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${origin}/`);
    expect(await page.locator('.docs-navbar .docs-search-button').count()).toBe(1);
    await page.waitForFunction(HYDRATED, undefined, { timeout: 30_000 });
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await input.waitFor();
    await expect.poll(() => page.evaluate("document.activeElement?.classList.contains('DocSearch-Input')")).toBe(true);
    await input.pressSequentially('welcome');
    await page.locator('.DocSearch-Hit').first().waitFor({ timeout: 15_000 });
    await page.close();
  });
});
