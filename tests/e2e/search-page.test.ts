import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { buildAndServe, type ServedSite } from '../helpers/built-site.js';

// Browser-side expressions are strings: the Node typecheck has no DOM, and closures are not sent.
// Hydrated: React has attached its props to the element the test uses first.
const HYDRATED = `window.__docs !== undefined && Object.keys(document.querySelector('.docs-search-page input') ?? {}).some((k) => k.startsWith('__reactProps'))`;

/** The full search page (/search?q=...) on a built site on a static host. */
describe('search page', () => {
  let site: ServedSite;
  let browser: Browser;

  beforeAll(async () => {
    [site, browser] = await Promise.all([buildAndServe('search'), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function open(path: string): Promise<{ page: Page; requests: string[] }> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`${site.origin}${path}`);
    await page.waitForFunction(HYDRATED);
    return { page, requests };
  }

  const hits = (page: Page) => page.locator('.docs-search-results__hit');

  it('reads q from the URL, shows grouped hits with snippets, and loads more on demand', async () => {
    const { page, requests } = await open('/search?q=lantern');
    expect(await page.locator('.docs-search-page input[type=search]').inputValue()).toBe('lantern');
    expect(await page.locator('h1').textContent()).toBe('Search results for "lantern"');
    await hits(page).first().waitFor();
    expect(await hits(page).count()).toBe(20);
    const count = await page.locator('.docs-search-results__count').textContent();
    const total = Number(/(\d+) results/.exec(count ?? '')?.[1]);
    expect(total).toBeGreaterThan(20);
    // Grouped by section, with highlighted snippets.
    expect(await page.locator('.docs-search-results__section').first().textContent()).toBe('Guides');
    expect(await page.locator('.docs-search-results__hit mark').first().textContent()).toMatch(/lantern/i);

    await page.click('text=Load more results');
    await expect.poll(() => hits(page).count()).toBe(Math.min(40, total));
    // The search page never needs the modal's code.
    expect(requests.some((url) => /\/assets\/js\/modal-/.test(url))).toBe(false);
    await page.close();
  });

  it('updates the URL as the reader types, in the same history entry', async () => {
    const { page } = await open('/search');
    const historyLength = await page.evaluate('history.length');
    const input = page.locator('.docs-search-page input[type=search]');
    await input.pressSequentially('pelican');
    await expect.poll(() => page.evaluate('location.search')).toBe('?q=pelican');
    expect(await page.evaluate('history.length')).toBe(historyLength);
    const hit = page.locator('.docs-search-results__link', { hasText: 'Pelican mode' }).first();
    await hit.waitFor();
    expect(await hit.getAttribute('href')).toBe('/docs/guides/install#pelican-mode');
    // A hit opens client-side.
    await page.evaluate('window.__marker = 5');
    await hit.click();
    await page.waitForFunction(`location.pathname === '/docs/guides/install'`);
    expect(await page.evaluate('window.__marker')).toBe(5);
    await page.close();
  });

  it('filters to the latest docs version, and a select picks another', async () => {
    const { page } = await open('/search?q=walrus');
    await page.locator('.docs-search-results__message', { hasText: 'No results for' }).waitFor();
    expect(await page.locator('.docs-search-results__message a', { hasText: 'Let us know.' }).getAttribute('href')).toBe(
      'https://example.com/report?title=walrus',
    );
    // 0.9.0 is excluded from search, so it is not offered.
    const select = page.locator('.docs-search-results__version select');
    expect(await select.locator('option').allTextContents()).toEqual(['Next', '1.0.0']);
    await select.selectOption('1.0.0');
    const hit = hits(page).first();
    await hit.waitFor();
    expect(await hit.locator('a').getAttribute('href')).toMatch(/^\/docs\/1\.0\.0\/legacy/);
    await page.close();
  });

  it('sends no request that fails on a static host: no probe of a search endpoint, no console error', async () => {
    const page = await browser.newPage();
    const failed: string[] = [];
    const errors: string[] = [];
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    // The fixture has no home page: the prefetch of its navbar title's link fails, whatever search does.
    const home = (url: string) => url.endsWith('/page-data/index.json');
    page.on('response', (response) => {
      if (response.status() >= 400 && !home(response.url())) failed.push(`${response.status()} ${response.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && !home(message.location().url)) errors.push(`${message.text()} ${message.location().url}`);
    });
    await page.goto(`${site.origin}/search?q=lantern`);
    await hits(page).first().waitFor();
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
    expect(requests.filter((url) => url.includes('/1/indexes/'))).toEqual([]);
    await page.close();
  });

  it('shows the error view when the index cannot be fetched', async () => {
    const page = await browser.newPage();
    // The index the page loads: its pieces under search-index/ (and the whole file, used for rare requests).
    await page.route(/\/search-index(\.json|\/)/, (route) => route.abort('internetdisconnected'));
    await page.goto(`${site.origin}/search?q=pelican`);
    const alert = page.locator('.docs-search-results__message[role=alert]');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Unable to fetch results');
    expect(await alert.textContent()).toContain('You might want to check your network connection.');
    await page.close();
  });
});
