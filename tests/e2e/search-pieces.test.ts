import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineFromStaticIndex } from '../../shared/search/client.js';
import { createSplitSearchClient } from '../../shared/search/split-client.js';
import type { SplitManifest } from '../../shared/search/split-index.js';
import type { SearchRequest, SearchResult } from '../../shared/search/types.js';
import { launchBrowser } from '../helpers/browser.js';
import { buildAndServe, type ServedSite } from '../helpers/built-site.js';

const HYDRATED = `window.__docs !== undefined && Object.keys(document.querySelector('.docs-search-button') ?? {}).some((k) => k.startsWith('__reactProps'))`;

/** The modal's contextual filter on a page of the current docs. */
const CURRENT_DOCS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:blog_posts_list', 'docusaurus_tag:docs-default-current']];
const OLDER_DOCS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:blog_posts_list', 'docusaurus_tag:docs-default-1.0.0']];

/**
 * The split static index of a built site (several docs versions, a blog), served as static
 * files: the results equal the whole index's, the modal's first query loads only the pieces
 * of its version and the pages outside the docs, and later queries only what they lack.
 * (The same figures on the reference corpus: `npm run bench:search`.)
 */
describe('static search in pieces', () => {
  let site: ServedSite;
  let dist: string;
  let browser: Browser;

  beforeAll(async () => {
    [site, browser] = await Promise.all([buildAndServe('search'), launchBrowser()]);
    dist = path.join(site.dir, 'dist');
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('answers every query exactly as the whole index does', async () => {
    const whole = engineFromStaticIndex(JSON.parse(readFileSync(path.join(dist, 'search-index.json'), 'utf8')));
    const indexName = whole.indexNames()[0]!;
    const strip = (r: SearchResult) => ({ ...r, processingTimeMS: 0 });
    const queries = ['lantern', 'l', 'the', 'lantren', 'pelican mode', 'install the', 'walrus', 'configure lantern', 'lantern xyzzy', 'the a', ''];
    const filters = [undefined, CURRENT_DOCS, OLDER_DOCS];
    for (const proximityFrom of ['auto', 'texts', 'positions'] as const) {
      const client = createSplitSearchClient(async (file) => JSON.parse(readFileSync(path.join(dist, file), 'utf8')) as unknown, { proximityFrom });
      for (const query of queries) {
        for (const facetFilters of filters) {
          // Small pages too, where the cut between what is on the page and what is not decides.
          for (const [page, hitsPerPage] of [
            [0, 20],
            [2, 5],
            [0, 1],
            [1, 1],
            [0, 2],
            [3, 2],
          ] as const) {
            const request: SearchRequest = { indexName, query, facetFilters, page, hitsPerPage, attributesToSnippet: ['content:10'] };
            const expected = whole.search({ requests: [request] }).results[0]!;
            const actual = (await client.search({ requests: [request] })).results[0]!;
            expect(strip(actual), `${proximityFrom} ${JSON.stringify(request)}`).toEqual(strip(expected));
          }
        }
      }
    }
  });

  /** Types a query into the open modal and waits until the results of the whole query show. */
  async function search(page: Page, query: string): Promise<void> {
    const input = page.locator('.DocSearch-Input');
    await input.fill(query);
    await expect.poll(() => page.locator('.DocSearch-HitsFooter a').getAttribute('href'), { timeout: 30_000 }).toBe(`/search?q=${encodeURIComponent(query)}`);
  }

  it('loads for the first query only the pieces it needs, and for the next ones only what is missing', async () => {
    const manifest = JSON.parse(readFileSync(path.join(dist, 'search-index', 'manifest.json'), 'utf8')) as SplitManifest;
    // Every piece of the split index, gzip, as a host would send each.
    const pieces = readdirSync(path.join(dist, 'search-index', manifest.dir)).map(
      (f) => gzipSync(readFileSync(path.join(dist, 'search-index', manifest.dir, f))).length,
    );
    const allBytes = pieces.reduce((a, b) => a + b, 0);
    const page = await browser.newPage();
    const fetched: { url: string; bytes: Promise<number> }[] = [];
    page.on('response', (response: Response) => {
      if (!/\/search-index(\.json|\/)/.test(response.url())) return;
      // What a host gzipping its files would send.
      fetched.push({ url: response.url(), bytes: response.body().then((body) => gzipSync(body).length) });
    });
    await page.goto(`${site.origin}/docs/guides/install`);
    await page.waitForFunction(HYDRATED);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor();
    // Opening the modal reads at most the manifest, which says where queries go; no piece yet.
    expect(fetched.filter((f) => !f.url.endsWith('/search-index/manifest.json'))).toHaveLength(0);

    const total = async (list: typeof fetched) => (await Promise.all(list.map((f) => f.bytes))).reduce((a, b) => a + b, 0);
    await search(page, 'lantern');
    const first = [...fetched];
    const firstBytes = await total(first);
    expect(first.length).toBeGreaterThan(1);
    // A part of the index: this version's and the shared groups' skeletons, and the pieces of the query's terms.
    expect(first.length).toBeLessThan(pieces.length);
    expect(firstBytes).toBeLessThan(allBytes);
    expect(first.some((f) => f.url.endsWith('/search-index.json'))).toBe(false);
    // Only the groups of this page's version and of the pages outside the docs.
    const allowed = new Set(
      manifest.groups.flatMap((g, i) => (g.docusaurus_tag.some((t) => ['default', 'blog_posts_list', 'docs-default-current'].includes(t)) ? [String(i)] : [])),
    );
    for (const { url } of first.slice(1)) expect(allowed.has(/\/g(\d+)[-.]/.exec(url)?.[1] ?? ''), url).toBe(true);

    // A second query from a page of the older version, reached client-side (same page state):
    // it loads that version's pieces, not again those of the pages outside the docs.
    await page.keyboard.press('Escape');
    await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
    await page.evaluate("window.__docs.router.navigate('/docs/1.0.0/legacy')");
    await page.waitForFunction(`location.pathname === '/docs/1.0.0/legacy'`);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor();
    await search(page, 'walrus');
    const second = fetched.slice(first.length);
    const secondBytes = await total(second);
    expect(second.length).toBeGreaterThan(0);
    const olderGroups = new Set(manifest.groups.flatMap((g, i) => (g.docusaurus_tag.includes('docs-default-1.0.0') ? [String(i)] : [])));
    for (const { url } of second) expect(olderGroups.has(/\/g(\d+)[-.]/.exec(url)?.[1] ?? ''), url).toBe(true);
    // Nothing loaded before is fetched again.
    const urls = fetched.map((f) => f.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(second.some((f) => f.url.endsWith('/manifest.json'))).toBe(false);
    expect(await page.locator('.DocSearch-Hit a').first().getAttribute('href')).toMatch(/^\/docs\/1\.0\.0\/legacy/);

    // The same query again: everything it needs is loaded.
    await page.locator('.DocSearch-Input').fill('');
    await page.locator('.DocSearch-HitsFooter').waitFor({ state: 'detached' });
    await search(page, 'walrus');
    expect(fetched).toHaveLength(first.length + second.length);
    console.log(
      `split index ${pieces.length} pieces, ${allBytes} B gzip; first query ${first.length} requests, ${firstBytes} B; second ${second.length}, ${secondBytes} B`,
    );
    await page.close();
  });
});
