import { describe, expect, it } from 'vitest';
import { buildRecords } from '../../../src/search/build-records.js';
import type { SearchBlock, SearchPageInput } from '../../../src/search/page-text.js';
import { createLocalEngine } from '../../../src/search/local-engine.js';
import { MISSING_REQUESTS_MESSAGE, SearchApiError } from '../../../shared/search/errors.js';
import type { SearchRequest, SearchResult } from '../../../shared/search/types.js';

function page(
  path: string,
  title: string,
  blocks: (string | [level: 2 | 3 | 4 | 5 | 6, text: string, id?: string])[],
  extra: Partial<SearchPageInput> = {},
): SearchPageInput {
  const version = path.match(/^\/docs\/(\d+\.\d+\.\d+)\//)?.[1];
  return {
    path,
    title,
    lvl0: extra.lvl0 ?? 'Documentation',
    language: ['en'],
    version: version ? [version] : [],
    docusaurusTag: [version ? `docs-default-${version}` : 'default'],
    pageRank: 0,
    blocks: blocks.map(
      (b): SearchBlock => (typeof b === 'string' ? { kind: 'content', text: b } : { kind: 'heading', level: b[0], text: b[1], id: b[2] ?? slug(b[1]) }),
    ),
    ...extra,
  };
}

function slug(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

const PAGES: SearchPageInput[] = [
  page(
    '/docs/0.18.0/data-model/operations',
    'Operations',
    [
      'Operations work on entities: queries read entities and actions change entities.',
      [2, 'Entities in operations'],
      'Every operation receives the entities it declares in its context, so entities are easy to use.',
      [2, 'Declaring queries'],
      'You declare queries in the main.wasp file and implement them in Node.',
    ],
    { pageRank: 5 },
  ),
  page('/docs/0.18.0/data-model/entities', 'Entities', [
    'An entity is a data model stored in the database.',
    [2, 'Defining entities'],
    'Define an entity in schema.prisma with its fields.',
  ]),
  page(
    '/docs/0.18.0/auth/overview',
    'Auth Overview',
    [
      'Wasp supports username and password, email and social auth.',
      [2, 'Auth hooks'],
      'Auth hooks run before and after signup.',
      'The hooks let you customise auth in every step: before signup, after signup, before login.',
      [3, 'Migrations'],
      'Run wasp db migrate-dev after changing the auth entities, and call useQuery in the page.',
    ],
    { lvl0: 'Auth' },
  ),
  page('/docs/0.18.0/advanced/jobs', 'Recurring Jobs', [
    'Jobs run in the background on a schedule.',
    'Use the <Link> component to link to the page & more, see authentication docs.',
    'A long paragraph about scheduling: one two three four five six seven eight nine ten eleven twelve jobs thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty twenty-one twenty-two.',
  ]),
  page('/docs/0.17.0/data-model/entities', 'Entities', ['Entities in an older version of the docs.']),
  page('/blog/2024/01/02/launch', 'Launch week', ['We launched entities support in the database layer.'], { lvl0: 'Blog' }),
];

const records = buildRecords(PAGES, { siteUrl: 'https://wasp.sh', baseUrl: '/' });
const engine = createLocalEngine({ indexName: 'wasp', records });

function search(query: string, extra: Partial<SearchRequest> = {}): SearchResult {
  return engine.search({ requests: [{ indexName: 'wasp', query, ...extra }] }).results[0]!;
}

function engineOf(pages: SearchPageInput[]) {
  return createLocalEngine({ indexName: 'i', records: buildRecords(pages, { siteUrl: 'https://wasp.sh', baseUrl: '/' }) });
}

describe('ranking', () => {
  it('puts the page whose title is exactly the query first', () => {
    const { hits } = search('entities', { facetFilters: ['version:0.18.0'] });
    expect(hits[0]).toMatchObject({ type: 'lvl1', url: 'https://wasp.sh/docs/0.18.0/data-model/entities' });
  });

  it('puts a matching heading before content that only mentions the words', () => {
    const { hits } = search('declaring queries');
    expect(hits[0]).toMatchObject({ type: 'lvl2', anchor: 'declaring-queries' });
  });

  it('prefers the record where all words are found in headings over one needing content', () => {
    const { hits } = search('auth hooks');
    expect(hits[0]).toMatchObject({ type: 'lvl2', anchor: 'auth-hooks' });
  });

  it('ranks words close together above words far apart', () => {
    // "Auth hooks run before and after signup" has them 3 words apart; "… before signup, …" adjacent.
    const near = search('before signup', { distinct: false }).hits.filter((h) => h.type === 'content');
    expect(near[0]!.content).toContain('every step: before signup');
    // "hooks … signup": 5 words apart in the first paragraph, 9 in the second.
    const far = search('hooks signup', { distinct: false }).hits.filter((h) => h.type === 'content');
    expect(far[0]!.content).toContain('Auth hooks run');
  });

  it('ranks words in query order above the same words reversed', () => {
    const small = engineOf([page('/a', 'Alpha', ['signup before everything']), page('/b', 'Beta', ['before signup everything'])]);
    const hits = small.search({ requests: [{ indexName: 'i', query: 'before signup' }] }).results[0]!.hits;
    expect(hits[0]!.url_without_anchor).toBe('https://wasp.sh/b');
  });

  it('ranks exact words above typo matches, whatever the custom ranking', () => {
    const small = engineOf([page('/typo', 'One', ['The servr starts'], { pageRank: 100 }), page('/exact', 'Two', ['The server starts'])]);
    const hits = small.search({ requests: [{ indexName: 'i', query: 'server' }] }).results[0]!.hits;
    expect(hits.map((h) => h.url_without_anchor)).toEqual(['https://wasp.sh/exact', 'https://wasp.sh/typo']);
  });

  it('breaks ties by pageRank, then level, then position', () => {
    const small = engineOf([
      page('/low', 'Low', ['deploy the app', [2, 'Deploy'], 'deploy the app'], { pageRank: 1 }),
      page('/high', 'High', ['deploy the app', 'deploy the app'], { pageRank: 9 }),
    ]);
    const hits = small.search({ requests: [{ indexName: 'i', query: 'deploy', distinct: false }] }).results[0]!.hits;
    expect(hits.map((h) => `${h.url_without_anchor!.slice(15)} ${h.type} ${h.weight!.position}`)).toEqual([
      // The lvl2 "Deploy" heading is an exact heading match: first whatever its pageRank;
      // then the content under it (the word is in a heading above it); then by pageRank.
      '/low lvl2 2',
      '/low content 3',
      '/high content 1',
      '/high content 2',
      '/low content 1',
    ]);
  });
});

describe('matching', () => {
  it('tolerates one typo in words of 5 letters or more', () => {
    expect(search('entites').nbHits).toBeGreaterThan(0);
    expect(search('quiries').nbHits).toBeGreaterThan(0);
  });

  it('tolerates no typo in words shorter than 5 letters', () => {
    expect(search('jbos', { removeWordsIfNoResults: 'none' }).nbHits).toBe(0);
    expect(search('hoks', { removeWordsIfNoResults: 'none' }).nbHits).toBe(0);
    expect(search('jobs').nbHits).toBeGreaterThan(0);
  });

  it('tolerates two typos only in words of 9 letters or more', () => {
    expect(search('autentcation').nbHits).toBeGreaterThan(0); // 14 letters, 2 typos
    expect(search('enttes', { removeWordsIfNoResults: 'none' }).nbHits).toBe(0); // 6 letters, 2 typos
  });

  it('matches the last word as a prefix, and only the last word', () => {
    expect(search('migr').hits[0]).toMatchObject({ type: 'lvl3', anchor: 'migrations' });
    expect(search('migr dev', { removeWordsIfNoResults: 'none' }).nbHits).toBe(0);
    expect(search('wasp migr', { removeWordsIfNoResults: 'none' }).nbHits).toBeGreaterThan(0);
    // A trailing space means the word is complete.
    expect(search('migr ', { removeWordsIfNoResults: 'none' }).nbHits).toBe(0);
  });

  it('matches singular and plural forms as exact words', () => {
    const hits = search('entity', { facetFilters: ['version:0.18.0'] }).hits;
    expect(hits[0]).toMatchObject({ type: 'lvl1', url: 'https://wasp.sh/docs/0.18.0/data-model/entities' });
  });

  it('finds camel-case parts of words', () => {
    const { hits } = search('query', { facetFilters: ['version:0.18.0'] });
    const hit = hits.find((h) => String(h.content).includes('useQuery'))!;
    expect(hit._highlightResult!.content!.value).toContain('use<em>Query</em>');
  });

  it('ignores case and accents', () => {
    expect(search('ÉNTITIES').nbHits).toBe(search('entities').nbHits);
  });

  it('makes words optional when nothing matches them all', () => {
    const result = search('entities zzyzx');
    expect(result.nbHits).toBeGreaterThan(0);
    expect(result.hits[0]!._highlightResult!.hierarchy!.lvl1!.matchLevel).toBe('partial');
    expect(search('entities zzyzx', { removeWordsIfNoResults: 'none' }).nbHits).toBe(0);
  });

  it('answers an empty query with every record, by custom ranking', () => {
    const result = search('', { distinct: false, hitsPerPage: 1000 });
    expect(result.nbHits).toBe(records.length);
    expect(result.hits[0]!.weight!.pageRank).toBe(5);
  });
});

describe('facet filters', () => {
  it('ANDs the groups and ORs inside a group, as DocSearch sends them', () => {
    const result = search('entities', {
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-0.17.0']],
      distinct: false,
    });
    const urls = new Set(result.hits.map((h) => h.url_without_anchor));
    expect([...urls].sort()).toEqual(['https://wasp.sh/blog/2024/01/02/launch', 'https://wasp.sh/docs/0.17.0/data-model/entities']);
  });

  it('accepts a single string, JSON text and negation', () => {
    expect(search('entities', { facetFilters: 'version:0.17.0' }).hits.every((h) => h.version!.includes('0.17.0'))).toBe(true);
    expect(search('entities', { facetFilters: '["version:0.17.0"]' }).nbHits).toBe(search('entities', { facetFilters: ['version:0.17.0'] }).nbHits);
    expect(search('entities', { facetFilters: ['version:-0.18.0'] }).hits.some((h) => h.version!.includes('0.18.0'))).toBe(false);
  });

  it('filters nothing in when the value matches no record', () => {
    expect(search('entities', { facetFilters: ['language:fr'] }).nbHits).toBe(0);
  });

  it('counts facet values when asked', () => {
    const result = search('entities', { facets: ['version'] });
    expect(result.facets!.version).toMatchObject({ '0.17.0': expect.any(Number), '0.18.0': expect.any(Number) });
  });
});

describe('distinct and pagination', () => {
  it('keeps one hit per url by default', () => {
    const all = search('auth', { distinct: false, hitsPerPage: 100 });
    const distinct = search('auth', { hitsPerPage: 100 });
    expect(new Set(distinct.hits.map((h) => h.url)).size).toBe(distinct.hits.length);
    expect(distinct.nbHits).toBeLessThan(all.nbHits);
    expect(distinct.nbHits).toBe(new Set(all.hits.map((h) => h.url)).size);
  });

  it('pages with hitsPerPage and page, 20 hits by default', () => {
    const first = search('', { distinct: false });
    expect(first.hitsPerPage).toBe(20);
    expect(first.hits).toHaveLength(20);
    const p0 = search('', { hitsPerPage: 3, distinct: false });
    const p1 = search('', { hitsPerPage: 3, page: 1, distinct: false });
    expect(p0.nbPages).toBe(Math.ceil(records.length / 3));
    expect(p1.page).toBe(1);
    expect(p1.hits.map((h) => h.objectID)).not.toContain(p0.hits[0]!.objectID);
    expect(search('', { hitsPerPage: 3, page: 999 }).hits).toEqual([]);
  });

  it('reads parameters from a legacy params string', () => {
    const result = engine.search([{ indexName: 'wasp', params: 'query=entities&hitsPerPage=2&facetFilters=%5B%22version%3A0.18.0%22%5D' }]).results[0]!;
    expect(result.hitsPerPage).toBe(2);
    expect(result.query).toBe('entities');
    expect(result.hits.every((h) => h.version!.includes('0.18.0'))).toBe(true);
  });
});

describe('hits in the hosted shape', () => {
  const docsearchRequest = (query: string): SearchRequest => ({
    query,
    indexName: 'wasp',
    attributesToRetrieve: [
      'hierarchy.lvl0',
      'hierarchy.lvl1',
      'hierarchy.lvl2',
      'hierarchy.lvl3',
      'hierarchy.lvl4',
      'hierarchy.lvl5',
      'hierarchy.lvl6',
      'content',
      'type',
      'url',
    ],
    attributesToSnippet: [
      'hierarchy.lvl1:10',
      'hierarchy.lvl2:10',
      'hierarchy.lvl3:10',
      'hierarchy.lvl4:10',
      'hierarchy.lvl5:10',
      'hierarchy.lvl6:10',
      'content:10',
    ],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    clickAnalytics: true,
  });

  it('answers the request DocSearch sends with results[0].hits, nbHits and queryID', () => {
    const { results } = engine.search({ requests: [docsearchRequest('auth hooks')] });
    const result = results[0]!;
    expect(result).toMatchObject({ index: 'wasp', query: 'auth hooks', page: 0, hitsPerPage: 20, exhaustiveNbHits: true });
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(result.processingTimeMS).toBeGreaterThanOrEqual(1);
    expect(result.params).toContain('query=auth%20hooks');
    const hit = result.hits[0]!;
    expect(Object.keys(hit).sort()).toEqual(['_highlightResult', '_snippetResult', 'content', 'hierarchy', 'objectID', 'type', 'url']);
    expect(hit._highlightResult!.hierarchy!.lvl2).toEqual({
      value: '<mark>Auth</mark> <mark>hooks</mark>',
      matchLevel: 'full',
      matchedWords: ['auth', 'hooks'],
      fullyHighlighted: true,
    });
    expect(hit._highlightResult!.hierarchy!.lvl1).toEqual({
      value: '<mark>Auth</mark> Overview',
      matchLevel: 'partial',
      matchedWords: ['auth'],
      fullyHighlighted: false,
    });
    expect(hit._snippetResult!.hierarchy!.lvl2).toEqual({ value: '<mark>Auth</mark> <mark>hooks</mark>', matchLevel: 'full' });
    // Null levels have no highlight, as in the hosted service.
    expect(hit._highlightResult!.hierarchy!.lvl3).toBeUndefined();
  });

  it('gives matchLevel none and no matchedWords for attributes without a match', () => {
    const hit = search('hooks').hits[0]!;
    expect(hit._highlightResult!.hierarchy!.lvl0).toEqual({ value: 'Auth', matchLevel: 'none', matchedWords: [] });
  });

  it('cuts snippets to 10 words by default around the match, with ellipses', () => {
    const hit = search('thirteen', { distinct: false }).hits[0]!;
    const snippet = hit._snippetResult!.content!.value;
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet).toContain('<em>thirteen</em>');
    expect(snippet.replace(/…/g, '').trim().split(/\s+/)).toHaveLength(10);
  });

  it('highlights only the typed part of a prefix match', () => {
    const hit = search('migr').hits[0]!;
    expect(hit._highlightResult!.hierarchy!.lvl3).toMatchObject({ value: '<em>Migr</em>ations', matchLevel: 'full', fullyHighlighted: false });
  });

  it('highlights a whole word matched with a typo', () => {
    const hit = search('entites', { facetFilters: ['version:0.18.0'] }).hits[0]!;
    expect(hit._highlightResult!.hierarchy!.lvl1!.value).toBe('<em>Entities</em>');
  });

  it('keeps text HTML-escaped in highlight and snippet values', () => {
    const hit = search('component link').hits[0]!;
    expect(hit._highlightResult!.content!.value).toBe(
      'Use the &lt;<em>Link</em>&gt; <em>component</em> to <em>link</em> to the page &amp; more, see authentication docs.',
    );
    expect(hit.content).toContain('&lt;Link&gt;');
  });

  it('retrieves every attribute by default and the listed ones when asked', () => {
    const full = search('jobs').hits[0]!;
    expect(full).toHaveProperty('url_without_anchor');
    expect(full).toHaveProperty('docusaurus_tag');
    const some = search('jobs', { attributesToRetrieve: ['url'] }).hits[0]!;
    expect(
      Object.keys(some)
        .filter((k) => !k.startsWith('_'))
        .sort(),
    ).toEqual(['objectID', 'url']);
  });

  it('returns hits that are copies: changing one does not change the index', () => {
    const hit = search('jobs').hits[0]!;
    hit.hierarchy!.lvl1 = 'changed';
    expect(search('jobs').hits[0]!.hierarchy!.lvl1).not.toBe('changed');
  });
});

describe('errors', () => {
  it('rejects a request without its parameters with the message the hosted service gives', () => {
    expect(() => engine.search({} as never)).toThrow(MISSING_REQUESTS_MESSAGE);
    try {
      engine.search({} as never);
    } catch (e) {
      expect(e).toBeInstanceOf(SearchApiError);
      expect((e as SearchApiError).status).toBe(400);
    }
  });

  it('answers 404 for an unknown index', () => {
    try {
      engine.search({ requests: [{ indexName: 'nope', query: 'x' }] });
      expect.unreachable();
    } catch (e) {
      expect(e).toMatchObject({ status: 404, message: 'Index nope does not exist' });
    }
  });

  it('caps hitsPerPage at 1000 instead of refusing a larger one, as the hosted service does', () => {
    expect(search('', { hitsPerPage: 5000 }).hitsPerPage).toBe(1000);
    expect(search('', { hitsPerPage: '1e300' as never }).hitsPerPage).toBe(1000);
    expect(search('', { hitsPerPage: 7 }).hitsPerPage).toBe(7);
  });

  it('answers 400 for a bad parameter, naming it', () => {
    expect(() => search('x', { hitsPerPage: -1 })).toThrow(/hitsPerPage/);
    expect(() => search('x', { hitsPerPage: 2.5 })).toThrow(/hitsPerPage/);
    expect(() => search('x', { facetFilters: [42] as never })).toThrow(/facetFilters/);
    expect(() => search('x', { filters: 'version:0.18.0' })).toThrow(/facetFilters/);
  });
});
