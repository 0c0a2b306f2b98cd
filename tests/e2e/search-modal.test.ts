import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineFromStaticIndex } from '../../src/shared/search/client.js';
import type { SearchEngine } from '../../src/shared/search/engine.js';
import { launchBrowser } from '../helpers/browser.js';
import { buildAndServe, type ServedSite } from '../helpers/built-site.js';

// Browser-side expressions are strings: the Node typecheck has no DOM, and closures are not sent.
// Hydrated: React has attached its props to the element the test uses first.
const HYDRATED = `window.__docs !== undefined && Object.keys(document.querySelector('.docs-search-button') ?? {}).some((k) => k.startsWith('__reactProps'))`;
const at = (pathname: string) => `location.pathname === ${JSON.stringify(pathname)}`;
// Each query typed fetches the index pieces it lacks: under load the last letter's results take a while.
const SEARCH_WAIT = { timeout: 15_000 };

/**
 * The search modal on a built site served as static files (no search account, no search
 * server): the modal searches the build's static index in the browser.
 */
describe('search modal (static hosting)', () => {
  let site: ServedSite;
  let browser: Browser;

  beforeAll(async () => {
    [site, browser] = await Promise.all([buildAndServe('search'), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  /** Opens a page, waits for hydration, and records every request URL. */
  async function open(path: string): Promise<{ page: Page; requests: string[] }> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`${site.origin}${path}`);
    await page.waitForFunction(HYDRATED);
    return { page, requests };
  }

  const modalRequested = (requests: string[]) => requests.some((url) => /\/assets\/js\/modal-[^/]*\.js$/.test(url));

  it('loads no search code before the reader reaches for search, then loads it on hover', async () => {
    const { page, requests } = await open('/docs/guides/install');
    await page.waitForTimeout(300);
    expect(modalRequested(requests)).toBe(false);
    expect(requests.some((url) => /\/search-index(\.json|\/)/.test(url))).toBe(false);
    await page.hover('.docs-search-button');
    await expect.poll(() => modalRequested(requests)).toBe(true);
    // Nothing opens on hover.
    expect(await page.locator('.DocSearch-Modal').count()).toBe(0);
    await page.close();
  });

  it('loads the modal code on focus of the button', async () => {
    const { page, requests } = await open('/docs/guides/install');
    await page.focus('.docs-search-button');
    await expect.poll(() => modalRequested(requests)).toBe(true);
    await page.close();
  });

  it('opens with Ctrl+K, finds a word of a doc, and Enter navigates there client-side', async () => {
    const { page } = await open('/docs/guides/configure');
    await page.evaluate('window.__marker = 42');
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await input.waitFor();
    await expect.poll(() => page.evaluate("document.activeElement?.classList.contains('DocSearch-Input')")).toBe(true);
    await input.pressSequentially('pelican');
    const hit = page.locator('.DocSearch-Hit', { hasText: 'Pelican mode' }).first();
    await hit.waitFor();
    // The results link to this site, not to the deployed URL the records carry.
    expect(await hit.locator('a').getAttribute('href')).toBe('/docs/guides/install#pelican-mode');
    await page.keyboard.press('Enter');
    await page.waitForFunction(at('/docs/guides/install'));
    expect(await page.evaluate('location.hash')).toBe('#pelican-mode');
    // The same document: the marker survived, so it was not a full page load.
    expect(await page.evaluate('window.__marker')).toBe(42);
    await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
    expect(await page.locator('h1').first().textContent()).toContain('Installing the toolkit');
    await page.close();
  });

  it('opens with "/" when nothing editable has focus, and Escape closes it', async () => {
    const { page } = await open('/docs');
    await page.keyboard.press('/');
    await page.locator('.DocSearch-Modal').waitFor();
    // The slash opened the modal; it was not typed into the query.
    expect(await page.locator('.DocSearch-Input').inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
    // Focus goes back to the search button.
    await expect.poll(() => page.evaluate('document.activeElement?.className')).toContain('docs-search-button');
    await page.close();
  });

  it('opens on a click of the button; a click on a hit navigates client-side and closes the modal', async () => {
    const { page } = await open('/docs');
    await page.evaluate('window.__marker = 7');
    await page.click('.docs-search-button');
    await page.locator('.DocSearch-Input').pressSequentially('environment variables');
    const hit = page.locator('.DocSearch-Hit a', { hasText: 'Environment variables' }).first();
    await hit.click();
    await page.waitForFunction(at('/docs/guides/configure'));
    expect(await page.evaluate('window.__marker')).toBe(7);
    await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
    await page.close();
  });

  it('cuts the query to 64 characters', async () => {
    const { page } = await open('/docs');
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await input.pressSequentially('a'.repeat(70), { delay: 0 });
    expect((await input.inputValue()).length).toBe(64);
    await page.close();
  });

  it('cuts selected page text used as the initial query to 64 characters', async () => {
    const { page } = await open('/docs/guides/reference');
    // Select the whole article: far more than 64 characters.
    await page.evaluate(`getSelection().selectAllChildren(document.querySelector('[data-search-content]'))`);
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await input.waitFor();
    await expect.poll(async () => (await input.inputValue()).length).toBe(64);
    expect(await input.inputValue()).toMatch(/^Lantern reference/);
    await page.close();
  });

  it('shows the no-results view with the report link', async () => {
    const { page } = await open('/docs');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').pressSequentially('xylophonequartz');
    const view = page.locator('.DocSearch-NoResults');
    await view.waitFor();
    expect(await view.textContent()).toContain('No results for');
    expect(await view.textContent()).toContain('Believe this query should return results?');
    const link = view.locator('a', { hasText: 'Let us know.' });
    // The view first shows for the first letters typed; wait for the whole query.
    await expect.poll(() => link.getAttribute('href'), SEARCH_WAIT).toBe('https://example.com/report?title=xylophonequartz');
    await page.close();
  });

  it('links "See all N results" to the search page, opened client-side', async () => {
    const { page } = await open('/docs');
    await page.evaluate('window.__marker = 9');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').pressSequentially('lantern');
    const footer = page.locator('.DocSearch-HitsFooter a');
    await footer.waitFor();
    // The footer first shows for the first letters typed; wait for the whole query.
    await expect.poll(() => footer.getAttribute('href'), SEARCH_WAIT).toBe('/search?q=lantern');
    const count = /^See all (\d+) results$/.exec((await footer.textContent()) ?? '')?.[1];
    expect(Number(count)).toBeGreaterThan(20);
    await footer.click();
    await page.waitForFunction(at('/search'));
    expect(await page.evaluate('location.search')).toBe('?q=lantern');
    expect(await page.evaluate('window.__marker')).toBe(9);
    await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
    // The count is that of the query shown (the search page finds as many).
    await expect.poll(() => page.locator('.docs-search-results__count').textContent()).toBe(`${count} results`);
    await page.close();
  });

  it('searches the version of the page shown (contextual search)', async () => {
    // "walrus" is only in version 1.0.0.
    const { page } = await open('/docs/guides/install');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').pressSequentially('walrus');
    await page.locator('.DocSearch-NoResults').waitFor();
    await page.keyboard.press('Escape');

    await page.goto(`${site.origin}/docs/1.0.0/legacy`);
    await page.waitForFunction(HYDRATED);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').pressSequentially('walrus');
    const hit = page.locator('.DocSearch-Hit a').first();
    await hit.waitFor();
    // Hits of the first letters typed may show first; wait for those of the whole word.
    await expect.poll(() => hit.getAttribute('href'), SEARCH_WAIT).toMatch(/^\/docs\/1\.0\.0\/legacy/);
    await page.close();
  });

  it('shows the error view when the index cannot be fetched', async () => {
    const page = await browser.newPage();
    // The index the page loads: its pieces under search-index/ (and the whole file, used for rare requests).
    const index = /\/search-index(\.json|\/)/;
    await page.route(index, (route) => route.abort('internetdisconnected'));
    await page.goto(`${site.origin}/docs`);
    await page.waitForFunction(HYDRATED);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').pressSequentially('pelican');
    const view = page.locator('.DocSearch-ErrorScreen');
    await view.waitFor();
    expect(await view.textContent()).toContain('Unable to fetch results');
    expect(await view.textContent()).toContain('You might want to check your network connection.');
    // It stays: DocSearch alone would replace it with "No results" a moment later.
    await page.waitForTimeout(800);
    expect(await view.isVisible()).toBe(true);
    expect(await page.locator('.DocSearch-NoResults').isVisible()).toBe(false);

    // Once the index can be fetched again, the next query searches it.
    await page.unroute(index);
    await page.locator('.DocSearch-Input').press('Backspace');
    await page.locator('.DocSearch-Input').pressSequentially('n');
    await page.locator('.DocSearch-Hit', { hasText: 'Pelican mode' }).first().waitFor();
    expect(await view.count()).toBe(0);
    await page.close();
  });
});

/**
 * With hosted search configured, the modal and the search page use the service's own client
 * against its hosts (answered here by the local engine through page.route), with click
 * analytics when insights are on.
 */
describe('search modal (hosted search)', () => {
  let site: ServedSite;
  let browser: Browser;
  let engine: SearchEngine;
  const seen: { url: URL; body: { requests: Record<string, unknown>[] } }[] = [];

  beforeAll(async () => {
    [site, browser] = await Promise.all([
      buildAndServe('search', (dir) => {
        const file = path.join(dir, 'site.config.json');
        const config = JSON.parse(readFileSync(file, 'utf8'));
        config.search = { ...config.search, appId: 'FIXTUREAPP', apiKey: 'public-search-key', insights: true };
        writeFileSync(file, JSON.stringify(config));
      }),
      launchBrowser(),
    ]);
    engine = engineFromStaticIndex(JSON.parse(readFileSync(path.join(site.dir, 'dist', 'search-index.json'), 'utf8')));
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function open(pathname: string): Promise<Page> {
    const page = await browser.newPage();
    await page.route(/algolia\.(net|io)/, async (route) => {
      const url = new URL(route.request().url());
      if (!url.pathname.endsWith('/queries')) return route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
      const body = JSON.parse(route.request().postData() ?? '{}');
      seen.push({ url, body });
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(engine.search(body)) });
    });
    // The insights script comes from a CDN; the test stays offline.
    await page.route(/jsdelivr|search-insights/, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
    await page.goto(`${site.origin}${pathname}`);
    await page.waitForFunction(HYDRATED);
    return page;
  }

  it('queries the hosted service with the configured credentials, contextual filters and click analytics', async () => {
    const page = await open('/docs/guides/configure');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').pressSequentially('pelican');
    const hit = page.locator('.DocSearch-Hit', { hasText: 'Pelican mode' }).first();
    await hit.waitFor();
    const last = seen[seen.length - 1]!;
    expect(last.url.hostname).toMatch(/^fixtureapp(-dsn)?\.algolia\.net$|^fixtureapp-\d\.algolianet\.com$/i);
    const credentials = `${last.url.search} ${JSON.stringify(last.body)}`;
    expect(credentials).toContain('FIXTUREAPP');
    expect(credentials).toContain('public-search-key');
    const request = last.body.requests[0]!;
    expect(request.indexName).toBe('search-fixture');
    expect(request.attributesToSnippet).toContain('content:10');
    expect(request.clickAnalytics).toBe(true);
    expect(request.facetFilters).toEqual(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:blog_posts_list', 'docusaurus_tag:docs-default-current']]);
    expect(await hit.locator('a').getAttribute('href')).toBe('/docs/guides/install#pelican-mode');
    await page.close();
  });

  it('the search page uses the hosted service too', async () => {
    const before = seen.length;
    const page = await open('/search?q=lantern');
    await page.locator('.docs-search-results__hit').first().waitFor();
    expect(seen.length).toBeGreaterThan(before);
    expect(seen[seen.length - 1]!.body.requests[0]!.query).toBe('lantern');
    await page.close();
  });
});
