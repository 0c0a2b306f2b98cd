import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { buildAndServe, type ServedSite } from '../helpers/built-site.js';
import { serveFilesInside } from '../../src/server/request-guard.js';
import { openPage, settle, type OpenedPage } from './runtime-helpers.js';

/** Serves a built site's folder under a path prefix (as a host serving it in a sub-folder would), on 127.0.0.1. */
async function mountAt(prefix: string, dist: string): Promise<{ origin: string; close(): Promise<void> }> {
  const files = serveFilesInside(dist, ['html']);
  const server = createServer((req, res) => {
    const notFound = () => {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
    };
    const url = req.url ?? '/';
    if (!url.startsWith(`${prefix}/`)) return notFound();
    req.url = url.slice(prefix.length);
    files(req, res, notFound);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    // The page may still be open: a socket Chromium opened ahead and never used would hold
    // close() until the server's 60 s headers timeout, so every connection goes at once.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Returns a `prepare` step that changes the fixture's site.config.json. */
function withConfig(change: (config: Record<string, any>) => void): (dir: string) => void {
  return (dir) => {
    const file = path.join(dir, 'site.config.json');
    const config = JSON.parse(readFileSync(file, 'utf8'));
    change(config);
    writeFileSync(file, JSON.stringify(config, null, 2));
  };
}

// Behaviours that depend on site.config.json: the wrong-base-URL banner and navbar.hideOnScroll (issue 5, items 11, 13).
describe('client runtime: configuration variants', () => {
  let subBase: ServedSite;
  let hiding: ServedSite;
  let browser: Browser;
  let opened: OpenedPage | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
    // Built one after the other: each build already uses both cores.
    subBase = await buildAndServe(
      'runtime',
      withConfig((c) => (c.baseUrl = '/sub/')),
    );
    hiding = await buildAndServe(
      'runtime',
      withConfig((c) => (c.navbar.hideOnScroll = true)),
    );
  });
  afterAll(async () => {
    await browser?.close();
    await subBase?.close();
    await hiding?.close();
  });
  afterEach(async () => {
    await opened?.context.close();
    opened = undefined;
  });

  describe('11. wrong base URL banner', () => {
    const BANNER = '#__docs-base-url-banner';

    it('appears on the home page when the site built for /sub/ is served at /, and suggests /', async () => {
      opened = await openPage(browser, `${subBase.origin}/`, { noHydration: true });
      const banner = opened.page.getByRole('alert');
      await banner.waitFor();
      expect(await banner.locator('strong').innerText()).toBe('This site could not load its scripts and styles.');
      expect(await banner.locator('p').innerText()).toBe(
        'It was built for the base URL /sub/ but its home page is served at /. Set "baseUrl": "/" in site.config.json and build again, or serve the site at its base URL.',
      );
      // Prepended to the body, above the (unstyled) page.
      expect(await opened.page.evaluate((sel) => document.body.firstElementChild === document.querySelector(sel), BANNER)).toBe(true);
    });

    it('appears when the site built for / is served under another path (/docs-preview/), and suggests that path', async () => {
      const mounted = await mountAt('/docs-preview', path.join(hiding.dir, 'dist'));
      try {
        opened = await openPage(browser, `${mounted.origin}/docs-preview/`, { noHydration: true });
        await opened.page.locator(BANNER).waitFor();
        const text = await opened.page.locator(BANNER).innerText();
        expect(text).toContain('built for the base URL / but its home page is served at /docs-preview/');
        expect(text).toContain('Set "baseUrl": "/docs-preview/" in site.config.json');
        // The same address with index.html suggests the same base URL.
        await opened.page.goto(`${mounted.origin}/docs-preview/index.html`, { waitUntil: 'load' });
        expect(await opened.page.locator(BANNER).innerText()).toContain('Set "baseUrl": "/docs-preview/"');
      } finally {
        await mounted.close();
      }
    });

    it('is only on the home path: another page served under the wrong path has none', async () => {
      const mounted = await mountAt('/docs-preview', path.join(hiding.dir, 'dist'));
      try {
        opened = await openPage(browser, `${mounted.origin}/docs-preview/docs/long`, { noHydration: true });
        await opened.page.waitForLoadState('load');
        // The page's own scripts failed (404), as on the home page.
        expect(opened.errors.some((e) => e.includes('404'))).toBe(true);
        await settle(opened.page);
        expect(await opened.page.locator(BANNER).count()).toBe(0);
      } finally {
        await mounted.close();
      }
    });

    it('does not appear when the site is served at its base URL (/ and /sub/)', async () => {
      opened = await openPage(browser, `${hiding.origin}/`);
      await opened.page.waitForLoadState('load');
      await settle(opened.page);
      expect(await opened.page.locator(BANNER).count()).toBe(0);
      await opened.context.close();
      const mounted = await mountAt('/sub', path.join(subBase.dir, 'dist'));
      try {
        opened = await openPage(browser, `${mounted.origin}/sub/`);
        await opened.page.waitForLoadState('load');
        await settle(opened.page);
        expect(await opened.page.locator(BANNER).count()).toBe(0);
        // Every file of the site loads (the fixture's analytics scripts live on other hosts).
        expect(opened.errors.filter((e) => e.includes(`${mounted.origin}/sub/`))).toEqual([]);
        expect(await opened.page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');
      } finally {
        await mounted.close();
      }
    });

    it('is not in the HTML itself (crawlers and the search index never see it)', () => {
      const html = readFileSync(path.join(subBase.dir, 'dist', 'index.html'), 'utf8');
      const withoutScripts = html.replace(/<script[\s\S]*?<\/script>/g, '');
      expect(withoutScripts).not.toContain('could not load its scripts');
      expect(html).toContain('could not load its scripts');
    });
  });

  describe('13. navbar hideOnScroll', () => {
    it('hides the navbar while scrolling down and shows it again on the way up', async () => {
      opened = await openPage(browser, `${hiding.origin}/docs/long`);
      const wrapper = opened.page.locator('.docs-navbar-wrapper');
      for (let i = 0; i < 4; i++) await opened.page.mouse.wheel(0, 400);
      await opened.page.waitForSelector('.docs-navbar-wrapper--hidden');
      await expect.poll(() => wrapper.evaluate((e) => e.getBoundingClientRect().bottom)).toBeLessThanOrEqual(0);
      await opened.page.mouse.wheel(0, -300);
      await opened.page.waitForSelector('.docs-navbar-wrapper--hidden', { state: 'detached' });
      await expect.poll(() => wrapper.evaluate((e) => e.getBoundingClientRect().top)).toBe(0);
    });
  });
});
