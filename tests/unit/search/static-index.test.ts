import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it, vi } from 'vitest';
import { buildRecords } from '../../../src/search/build-records.js';
import { readBuiltPages } from '../../../src/search/built-site.js';
import { createLazySearchClient, createSearchClientFromIndex } from '../../../shared/search/client.js';
import { decodeStaticIndex, encodeStaticIndex, encodeStaticIndexFrom, type StaticIndexData } from '../../../shared/search/static-index.js';
import { createLocalEngine } from '../../../src/search/local-engine.js';
import { recordObjectId } from '../../../shared/search/text.js';
import type { DocSearchRecord } from '../../../shared/search/types.js';

const ROOT = path.resolve(__dirname, '../../..');

async function fixtureRecords(): Promise<DocSearchRecord[]> {
  return buildRecords(await readBuiltPages(path.join(__dirname, 'fixtures', 'built-site')), { siteUrl: 'https://wasp.sh', baseUrl: '/' });
}

describe('static index format', () => {
  it('decodes to exactly the records it was made from', async () => {
    const records = await fixtureRecords();
    const data = JSON.parse(JSON.stringify(encodeStaticIndex(records, 'wasp'))) as StaticIndexData;
    expect(data).toMatchObject({ format: 'docs-search-index', version: 1, indexName: 'wasp', base: 'https://wasp.sh/' });
    expect(decodeStaticIndex(data)).toEqual(records);
  });

  it('stores a text shared by several versions once', async () => {
    const records = await fixtureRecords();
    const data = encodeStaticIndex(records, 'wasp');
    const paragraph = 'Open schema.prisma and add the Task model.';
    expect(records.filter((r) => r.content === paragraph)).toHaveLength(2);
    expect(data.strings.filter((s) => s === paragraph)).toHaveLength(1);
    expect(JSON.stringify(data).length).toBeLessThan(JSON.stringify(records).length / 3);
  });

  it('keeps records that do not follow the heading walk as they are', () => {
    const odd: DocSearchRecord = {
      objectID: 'custom-id',
      type: 'content',
      hierarchy: { lvl0: 'Odd', lvl1: 'Page', lvl2: null, lvl3: 'Skipped', lvl4: null, lvl5: null, lvl6: null },
      content: 'Hand-made record',
      url: 'https://x.dev/odd#a',
      url_without_anchor: 'https://x.dev/odd',
      anchor: 'a',
      weight: { pageRank: 0, level: 0, position: 7 },
      language: ['en'],
      version: [],
      docusaurus_tag: ['default'],
    };
    const data = encodeStaticIndex([odd], 'x');
    expect(data.pages[0]![6]).toBeDefined();
    expect(decodeStaticIndex(JSON.parse(JSON.stringify(data)))).toEqual([odd]);
  });

  it('gives the same index from records made without objectIDs, which it derives, and a page kept raw gets them back', async () => {
    const pages = await readBuiltPages(path.join(__dirname, 'fixtures', 'built-site'));
    const withIds = buildRecords(pages, { siteUrl: 'https://wasp.sh', baseUrl: '/' });
    const withoutIds = buildRecords(pages, { siteUrl: 'https://wasp.sh', baseUrl: '/', objectIds: false });
    expect(withoutIds.every((r) => r.objectID === '')).toBe(true);
    expect(encodeStaticIndexFrom(() => [withoutIds], 'wasp', { derivedIds: true })).toEqual(encodeStaticIndex(withIds, 'wasp'));

    // Outside the heading walk: stored raw, so its objectID must be there.
    const odd: DocSearchRecord = {
      objectID: '',
      type: 'content',
      hierarchy: { lvl0: 'Odd', lvl1: 'Page', lvl2: null, lvl3: 'Skipped', lvl4: null, lvl5: null, lvl6: null },
      content: 'Hand-made record',
      url: 'https://x.dev/odd#a',
      url_without_anchor: 'https://x.dev/odd',
      anchor: 'a',
      weight: { pageRank: 0, level: 0, position: 7 },
      language: ['en'],
      version: [],
      docusaurus_tag: ['default'],
    };
    const data = encodeStaticIndexFrom(() => [[odd]], 'x', { derivedIds: true });
    expect(decodeStaticIndex(JSON.parse(JSON.stringify(data)))).toEqual([{ ...odd, objectID: recordObjectId(odd.url, odd.type, 7) }]);
  });

  it('refuses a file of another format or version instead of misreading it', () => {
    expect(() => decodeStaticIndex({ format: 'other' } as never)).toThrow(/Not a search index file/);
    expect(() => decodeStaticIndex({ ...encodeStaticIndex([], 'x'), version: 2 } as never)).toThrow(/version 2 is not supported/);
  });
});

describe('browser clients', () => {
  it('answer search() with a promise of the same result as the engine', async () => {
    const records = await fixtureRecords();
    const client = createSearchClientFromIndex(encodeStaticIndex(records, 'wasp'));
    const engine = createLocalEngine({ indexName: 'wasp', records });
    const request = { indexName: 'wasp', query: 'entities', facetFilters: ['version:0.18.0'] };
    const fromClient = await client.search({ requests: [request] });
    const fromEngine = engine.search({ requests: [request] });
    const strip = (r: { results: { processingTimeMS: number }[] }) => r.results.map(({ processingTimeMS: _t, ...rest }) => rest);
    expect(strip(fromClient)).toEqual(strip(fromEngine));
    // The legacy array form and the v5 single-index call work too.
    expect((await client.search([{ indexName: 'wasp', params: 'query=entities' }])).results[0]!.nbHits).toBeGreaterThan(0);
    expect((await client.searchSingleIndex({ indexName: 'wasp', searchParams: { query: 'entities' } })).nbHits).toBeGreaterThan(0);
    await expect(client.search({ requests: [{ indexName: 'other', query: 'x' }] })).rejects.toMatchObject({ status: 404, name: 'ApiError' });
    expect(() => client.addAlgoliaAgent('docsearch', '5')).not.toThrow();
  });

  it('load the index once, on first search, and retry a failed load', async () => {
    const data = encodeStaticIndex(await fixtureRecords(), 'wasp');
    const load = vi.fn<() => Promise<StaticIndexData>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(data);
    const client = createLazySearchClient(load);
    expect(load).not.toHaveBeenCalled();
    const failed = await client.search({ requests: [{ indexName: 'wasp', query: 'entities' }] }).catch((e: unknown) => e);
    // DocSearch shows "Unable to fetch results" for errors named RetryError.
    expect(failed).toMatchObject({ name: 'RetryError' });
    const [a, b] = await Promise.all([
      client.search({ requests: [{ indexName: 'wasp', query: 'entities' }] }),
      client.search({ requests: [{ indexName: 'wasp', query: 'auth' }] }),
    ]);
    expect(a.results[0]!.nbHits).toBeGreaterThan(0);
    expect(b.results[0]!.nbHits).toBeGreaterThan(0);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('bundle for the browser with no Node builtin (shared/search only)', async () => {
    const files = await readdir(path.join(ROOT, 'shared/search'));
    for (const file of files) {
      const text = await readFile(path.join(ROOT, 'shared/search', file), 'utf8');
      expect(text, file).not.toMatch(/from ['"](node:|fs|path|http|zlib|crypto)/);
    }
    const result = await build({
      entryPoints: [path.join(ROOT, 'shared/search/client.ts')],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      minify: true,
      write: false,
      logLevel: 'silent',
    });
    expect(result.errors).toEqual([]);
    const size = result.outputFiles[0]!.contents.length;
    // The whole engine stays small enough to load on demand with the modal.
    expect(size).toBeLessThan(40_000);
  });
});
