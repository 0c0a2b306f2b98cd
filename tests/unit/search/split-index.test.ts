import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { buildRecords } from '../../../src/search/build-records.js';
import { readBuiltPages } from '../../../src/search/built-site.js';
import { splitStaticIndex } from '../../../src/search/split-index.js';
import { splitGroup, WordCache } from '../../../src/search/split-group.js';
import { encodeStaticIndex } from '../../../shared/search/static-index.js';
import { engineFromStaticIndex } from '../../../shared/search/client.js';
import { createSplitSearchClient, type SplitSearchOptions } from '../../../shared/search/split-client.js';
import { levelWeight, recordObjectId } from '../../../shared/search/text.js';
import type { DocSearchRecord, SearchRequest, SearchResult } from '../../../shared/search/types.js';

const ROOT = path.resolve(__dirname, '../../..');

async function fixtureRecords(): Promise<DocSearchRecord[]> {
  return buildRecords(await readBuiltPages(path.join(__dirname, 'fixtures', 'built-site')), { siteUrl: 'https://wasp.sh', baseUrl: '/' });
}

/** The split index of records, served from memory; every file the client asks for is logged. */
function splitSite(records: DocSearchRecord[], options?: SplitSearchOptions) {
  const data = encodeStaticIndex(records, 'wasp');
  const { files, manifest } = splitStaticIndex(data);
  files.set('search-index.json', JSON.stringify(data));
  const fetched: string[] = [];
  let failNext = false;
  const client = createSplitSearchClient(async (file) => {
    fetched.push(file);
    if (failNext) {
      failNext = false;
      throw new TypeError('Failed to fetch');
    }
    const text = files.get(file);
    if (text === undefined) throw new Error(`404 ${file}`);
    return JSON.parse(text) as unknown;
  }, options);
  return { data, files, manifest, fetched, client, failOnce: () => (failNext = true) };
}

const strip = (r: SearchResult) => ({ ...r, processingTimeMS: 0 });

/** The records of a docs page as the build makes them: its title, then per section a heading and a paragraph. */
function docPage(slug: string, title: string, sections: [heading: string, text: string][]): DocSearchRecord[] {
  const base = `https://wasp.sh/docs/${slug}`;
  const out: DocSearchRecord[] = [];
  const add = (type: DocSearchRecord['type'], lvl2: string | null, content: string | null, anchor: string | null) => {
    const url = anchor ? `${base}#${anchor}` : base;
    const position = out.length;
    out.push({
      objectID: recordObjectId(url, type, position),
      type,
      hierarchy: { lvl0: 'Docs', lvl1: title, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      content,
      url,
      url_without_anchor: base,
      anchor,
      weight: { pageRank: 0, level: levelWeight(type), position },
      language: ['en'],
      version: [],
      docusaurus_tag: ['default'],
    });
  };
  add('lvl1', null, null, null);
  for (const [heading, text] of sections) {
    const anchor = heading.toLowerCase();
    add('lvl2', heading, null, anchor);
    add('content', heading, text, anchor);
  }
  return out;
}

const QUERIES = [
  'entities',
  'entity',
  'auth',
  'a',
  'e',
  'task model',
  'open schema',
  'the',
  'entites',
  'authentication',
  'add the task',
  'zebra',
  'schema zebra',
  'hello',
  '',
];
const FILTERS: SearchRequest['facetFilters'][] = [
  undefined,
  ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-0.18.0']],
  ['version:0.17.0'],
  ['docusaurus_tag:-docs-default-0.18.0'],
];

describe('split static index', () => {
  it('gives the same hits in the same order as the whole index, for every query, filter and page', async () => {
    const records = await fixtureRecords();
    const whole = engineFromStaticIndex(encodeStaticIndex(records, 'wasp'));
    for (const proximityFrom of ['auto', 'texts', 'positions'] as const) {
      const { client } = splitSite(records, { proximityFrom });
      let compared = 0;
      // Every heading as a query too: where exact headings and proximity decide the order.
      const headings = [...new Set(records.flatMap((r) => (r.type === 'content' ? [] : [r.hierarchy[r.type as 'lvl1']!])))].filter(Boolean);
      for (const query of [...QUERIES, ...headings]) {
        for (const facetFilters of FILTERS) {
          // Small pages too, where the cut between what is on the page and what is not decides.
          for (const [page, hitsPerPage] of [
            [0, 20],
            [1, 3],
            [0, 0],
            [0, 1],
            [2, 1],
            [1, 2],
          ] as const) {
            const request: SearchRequest = { indexName: 'wasp', query, facetFilters, page, hitsPerPage, attributesToSnippet: ['content:10'] };
            const expected = whole.search({ requests: [request] }).results[0]!;
            const actual = (await client.search({ requests: [request] })).results[0]!;
            expect(strip(actual), `${proximityFrom} ${JSON.stringify(request)}`).toEqual(strip(expected));
            compared += expected.hits.length;
          }
        }
      }
      expect(compared).toBeGreaterThan(200);
    }
  });

  it('keeps the exact-heading and proximity criteria when they decide what is on the page', async () => {
    // Record order alone would put "Cache settings" and the far-apart words first.
    const records = [
      ...docPage('cache-settings', 'Cache settings', [['Where', 'Keep the cache small, alpha one two three four five six seven eight nine beta.']]),
      ...docPage('cache', 'Cache', [['Usage', 'Alpha beta, side by side.']]),
    ];
    const whole = engineFromStaticIndex(encodeStaticIndex(records, 'wasp'));
    for (const proximityFrom of ['texts', 'positions'] as const) {
      const { client, manifest } = splitSite(records, { proximityFrom });
      expect(manifest.whole).toBe(false);
      for (const query of ['cache', 'alpha beta']) {
        const request: SearchRequest = { indexName: 'wasp', query, hitsPerPage: 1 };
        const expected = whole.search({ requests: [request] }).results[0]!;
        expect(expected.hits[0]!.url).toMatch(/\/cache(#|$)/);
        expect(strip((await client.search({ requests: [request] })).results[0]!)).toEqual(strip(expected));
      }
    }
  });

  it('decodes every record exactly as the whole index does (anchors, headings, contents)', async () => {
    const records = await fixtureRecords();
    const { client } = splitSite(records);
    const all = await client.search({ requests: [{ indexName: 'wasp', query: '', hitsPerPage: 1000, distinct: false }] });
    const byId = new Map(records.map((r) => [r.objectID, r]));
    expect(all.results[0]!.hits).toHaveLength(records.length);
    for (const hit of all.results[0]!.hits) {
      const { _highlightResult: _h, _snippetResult: _s, ...rest } = hit;
      expect(rest).toEqual(byId.get(hit.objectID));
    }
  });

  it('fetches only the groups the filters let through, and each piece once', async () => {
    const { client, fetched, manifest } = splitSite(await fixtureRecords());
    const filters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-0.18.0']];
    await client.search({ requests: [{ indexName: 'wasp', query: 'entities', facetFilters: filters }] });
    const groupOf = (file: string) => /\/g(\d+)(?:-|\.json)/.exec(file)?.[1];
    const allowed = manifest.groups.flatMap((g, i) => (g.docusaurus_tag.some((t) => t === 'default' || t === 'docs-default-0.18.0') ? [String(i)] : []));
    expect(allowed.length).toBeLessThan(manifest.groups.length);
    expect(fetched[0]).toBe('search-index/manifest.json');
    expect(fetched.slice(1).every((f) => allowed.includes(groupOf(f)!))).toBe(true);
    expect(fetched).not.toContain('search-index.json');
    const first = fetched.length;
    // The same query again, and a prefix of it: everything is loaded already.
    await client.search({ requests: [{ indexName: 'wasp', query: 'entities', facetFilters: filters }] });
    await client.search({ requests: [{ indexName: 'wasp', query: 'ent', facetFilters: filters }] });
    expect(fetched.length).toBe(first);
    // Another query fetches only what it lacks, never a piece twice.
    await client.search({ requests: [{ indexName: 'wasp', query: 'open schema model', facetFilters: filters }] });
    expect(new Set(fetched).size).toBe(fetched.length);
  });

  it('keeps the words of a text only while a group still to split holds it, with the same pieces', async () => {
    const data = encodeStaticIndex(await fixtureRecords(), 'wasp');
    const groups = data.facets.map((_, group) => group);
    expect(groups.length).toBeGreaterThan(2);
    const unbounded = new WordCache();
    const expected = groups.map((group) => splitGroup(data, group, {}, unbounded));
    const words = new WordCache(data, groups);
    const held: number[] = [];
    groups.forEach((group) => {
      expect(splitGroup(data, group, {}, words)).toEqual(expected[group]);
      held.push(words.held);
    });
    // Versions share texts, so words are kept between groups; none once the last group is split.
    expect(Math.max(...held)).toBeGreaterThan(0);
    expect(Math.max(...held)).toBeLessThan(unbounded.held);
    expect(held.at(-1)).toBe(0);
  });

  it('answers facet counts and other unusual requests from the whole index', async () => {
    const records = await fixtureRecords();
    const { client, fetched } = splitSite(records);
    const request: SearchRequest = { indexName: 'wasp', query: 'entities', facets: ['version'] };
    const expected = engineFromStaticIndex(encodeStaticIndex(records, 'wasp')).search({ requests: [request] }).results[0]!;
    const actual = (await client.search({ requests: [request] })).results[0]!;
    expect(strip(actual)).toEqual(strip(expected));
    expect(actual.facets?.version).toBeDefined();
    expect(fetched).toContain('search-index.json');
  });

  it('rejects an unknown index with 404, and a failed fetch as RetryError that the next search retries', async () => {
    const { client, failOnce } = splitSite(await fixtureRecords());
    await expect(client.search({ requests: [{ indexName: 'other', query: 'x' }] })).rejects.toMatchObject({ status: 404, name: 'ApiError' });
    failOnce();
    const shard = await client.search({ requests: [{ indexName: 'wasp', query: 'entities' }] }).catch((e: unknown) => e);
    // DocSearch shows "Unable to fetch results" for errors named RetryError.
    expect(shard).toMatchObject({ name: 'RetryError' });
    const again = await client.search({ requests: [{ indexName: 'wasp', query: 'entities' }] });
    expect(again.results[0]!.nbHits).toBeGreaterThan(0);
  });

  it('reads the manifest again after a piece went missing (the site was deployed again)', async () => {
    const records = await fixtureRecords();
    const { client, files } = splitSite(records);
    await client.search({ requests: [{ indexName: 'wasp', query: 'entities' }] });
    // A new build: other texts, so other pieces in another folder; the old ones are gone.
    const next = splitStaticIndex(encodeStaticIndex([...records, ...docPage('walrus', 'Walrus', [['Tusks', 'Walruses keep their tusks.']])], 'wasp'));
    files.clear();
    for (const [name, text] of next.files) files.set(name, text);
    // A word of the old dictionary whose piece was not loaded yet: it is gone.
    const failed = await client.search({ requests: [{ indexName: 'wasp', query: 'schema' }] }).catch((e: unknown) => e);
    expect(failed).toMatchObject({ name: 'RetryError' });
    const found = await client.search({ requests: [{ indexName: 'wasp', query: 'walrus' }] });
    expect(found.results[0]!.hits[0]!.url).toBe('https://wasp.sh/docs/walrus');
  });

  it('refuses a manifest of another format or version', async () => {
    const { files, client } = splitSite(await fixtureRecords());
    const manifest = JSON.parse(files.get('search-index/manifest.json')!) as Record<string, unknown>;
    files.set('search-index/manifest.json', JSON.stringify({ ...manifest, version: 99 }));
    await expect(client.search({ requests: [{ indexName: 'wasp', query: 'x' }] })).rejects.toThrow(/version 99 is not supported/);
  });

  it('loads the whole index when a page cannot be stored as a walk of headings', async () => {
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
    const { client, manifest, fetched } = splitSite([odd]);
    expect(manifest.whole).toBe(true);
    const result = await client.search({ requests: [{ indexName: 'wasp', query: 'hand' }] });
    expect(result.results[0]!.hits.map((h) => h.objectID)).toEqual(['custom-id']);
    expect(fetched).toContain('search-index.json');
  });

  it('bundles for the browser with no Node builtin', async () => {
    const result = await build({
      entryPoints: [path.join(ROOT, 'shared/search/split-client.ts')],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      minify: true,
      write: false,
      logLevel: 'silent',
    });
    expect(result.errors).toEqual([]);
    expect(result.outputFiles[0]!.contents.length).toBeLessThan(50_000);
  });
});
