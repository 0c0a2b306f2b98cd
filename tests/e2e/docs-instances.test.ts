import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { buildAndServe, type ServedSite } from '../helpers/built-site.js';

// Browser-side expressions are strings: the Node typecheck has no DOM.
const HYDRATED = `window.__docs !== undefined && Object.keys(document.querySelector('.docs-search-button') ?? {}).some((k) => k.startsWith('__reactProps'))`;
const SEARCH_WAIT = { timeout: 15_000 };

/**
 * Two docs sections (the Docusaurus-layout fixture: the main docs and "community", each
 * with its own versions) in the browser: each section's version dropdown and its search.
 */
describe('two docs sections in the browser', () => {
  let site: ServedSite;
  let browser: Browser;

  beforeAll(async () => {
    [site, browser] = await Promise.all([
      buildAndServe('docusaurus-layout', (dir) => {
        const file = path.join(dir, 'site.config.json');
        const config = JSON.parse(readFileSync(file, 'utf8'));
        config.navbar.items.push({ type: 'search', position: 'right' });
        writeFileSync(file, JSON.stringify(config, null, 2));
      }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function open(pathname: string): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.origin}${pathname}`);
    await page.waitForFunction(HYDRATED);
    return page;
  }

  it("the community section's dropdown lists the community's versions and remembers the choice for that section only", async () => {
    const page = await open('/community/next/team/members');
    const dropdown = page.locator('.community-versions');
    await dropdown.getByRole('button', { name: 'Docs version: Next' }).click();
    const items = dropdown.locator('.docs-dropdown__menu a');
    expect(await items.allTextContents()).toEqual(['Next', '1.0']);
    // The same page in 1.0 exists, so the dropdown links to it.
    expect(await items.nth(1).getAttribute('href')).toBe('/community/team/members');
    // The main docs' dropdown lists the main docs' versions.
    const main = page.locator('.docs-dropdown:not(.community-versions) .docs-dropdown__menu a');
    expect(await main.allTextContents()).toEqual(['Next', '1.0.0']);
    await items.nth(1).click();
    await page.waitForFunction(`location.pathname === '/community/team/members'`);
    expect(await page.evaluate(`localStorage.getItem('docs-preferred-version-community')`)).toBe('1.0');
    expect(await page.evaluate(`localStorage.getItem('docs-preferred-version-default')`)).toBe(null);
    await page.close();
  });

  it('a generated index page hydrates, and its cards navigate client-side', async () => {
    const page = await open('/docs/next/category/concepts');
    await page.evaluate('window.__marker = 7');
    const card = page.locator('.docs-category-index__cards a', { hasText: 'Overview' });
    expect(await page.locator('.docs-category-index__cards .docs-card__text').allTextContents()).toEqual([
      'How the pieces fit.',
      'The details, one paragraph that serves as the description of this doc.',
    ]);
    await card.click();
    await page.waitForFunction(`location.pathname === '/docs/next/concepts/overview'`);
    // The same document: the marker survived, so it was not a full page load.
    expect(await page.evaluate('window.__marker')).toBe(7);
    // Back to the index by the sidebar's category link.
    await page.locator('.docs-doc-layout__sidebar a[href="/docs/next/category/concepts"]').first().click();
    await page.waitForFunction(`document.querySelector('h1')?.textContent === 'Concepts'`);
    expect(await page.evaluate('window.__marker')).toBe(7);
    await page.close();
  });

  /** Types a query into the search modal of a page and returns the links of the hits. */
  async function searchFrom(pathname: string, query: string, expected: string): Promise<string[]> {
    const page = await open(pathname);
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await input.waitFor();
    await input.pressSequentially(query);
    await page.locator('.DocSearch-Hit a', { hasText: expected }).first().waitFor(SEARCH_WAIT);
    const links = await page.locator('.DocSearch-Hit a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    await page.close();
    return links;
  }

  it("search on a page of the community section finds the community's pages, not the main docs'", async () => {
    // "Welcome" opens the intro of both sections.
    const fromCommunity = await searchFrom('/community/next/team/roles', 'welcome', 'community section');
    expect(fromCommunity.some((href) => href.startsWith('/community/next/intro'))).toBe(true);
    expect(fromCommunity.filter((href) => href.startsWith('/docs/'))).toEqual([]);
    // From the main docs the same word finds the main docs, so the community filter above is what kept them out.
    const fromDocs = await searchFrom('/docs/next/links', 'welcome', 'current docs');
    expect(fromDocs.some((href) => href.startsWith('/docs/next/intro'))).toBe(true);
    expect(fromDocs.filter((href) => href.startsWith('/community/'))).toEqual([]);
  });
});
