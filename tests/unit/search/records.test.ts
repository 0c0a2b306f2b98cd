import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRecords } from '../../../src/search/build-records.js';
import { indexSite } from '../../../src/search/index-site.js';
import { readBuiltPages, routeOfFile } from '../../../src/search/built-site.js';
import { pageSearchText, type SearchPageInput } from '../../../src/search/page-text.js';
import { decodeStaticIndex, type StaticIndexData } from '../../../shared/search/static-index.js';
import type { DocSearchRecord } from '../../../shared/search/types.js';

const SITE = path.join(__dirname, 'fixtures', 'built-site');
const OPTS = { siteUrl: 'https://wasp.sh', baseUrl: '/' };

let pages: SearchPageInput[];
let records: DocSearchRecord[];

beforeAll(async () => {
  pages = await readBuiltPages(SITE);
  records = buildRecords(pages, OPTS);
});

const pageRecords = (urlWithoutAnchor: string): DocSearchRecord[] => records.filter((r) => r.url_without_anchor === urlWithoutAnchor);

describe('readBuiltPages', () => {
  it('reads pages with content and leaves out noindex pages, pages without content, and 404.html', () => {
    expect(pages.map((p) => p.path)).toEqual([
      '/blog/2024/01/02/hello',
      '/docs/0.17.0/tutorial/entities',
      '/docs/0.18.0/auth/overview',
      '/docs/0.18.0/tutorial/entities',
    ]);
  });

  it('reads the facets from the docsearch metas, with defaults', () => {
    const doc = pages.find((p) => p.path === '/docs/0.18.0/tutorial/entities')!;
    expect(doc).toMatchObject({ language: ['en'], version: ['0.18.0'], docusaurusTag: ['docs-default-0.18.0'], pageRank: 0 });
    const post = pages.find((p) => p.path.startsWith('/blog'))!;
    expect(post).toMatchObject({ language: ['en'], version: [], docusaurusTag: ['blog_posts_post'] });
  });

  it('takes lvl0 from the meta', () => {
    expect(pages.find((p) => p.path === '/docs/0.18.0/auth/overview')!.lvl0).toBe('Authentication');
    expect(pages.find((p) => p.path === '/docs/0.18.0/tutorial/entities')!.lvl0).toBe('Tutorial');
    expect(pages.find((p) => p.path.startsWith('/blog'))!.lvl0).toBe('Blog');
  });

  it('takes lvl0 from the meta only (the theme always writes it), else "Documentation"', () => {
    const crumbs = pageSearchText(
      '<nav aria-label="Breadcrumbs"><ul><li><a aria-label="Home"><svg/></a></li><li>Advanced</li><li>Jobs</li></ul></nav><article data-search-content><h1>Jobs</h1></article>',
      '/docs/advanced/jobs',
    );
    expect(crumbs!.lvl0).toBe('Documentation');
  });

  it('finds the content element by its attribute, not by the words in a text', () => {
    const page = pageSearchText(
      '<head></head><body><p>Mark it with data-search-content &gt;</p><div class="x" data-search-content><h1>T</h1><p>Body</p></div></body>',
      '/x',
    );
    expect(page!.blocks).toEqual([{ kind: 'content', text: 'Body' }]);
  });

  it('ends the content element at its own closing tag, past nested ones of the same name', () => {
    const page = pageSearchText(
      '<article data-search-content><h1>T</h1><article><p>Inner</p></article><p>After</p></article><article><p>Outside</p></article>',
      '/x',
    );
    expect(page!.blocks.map((b) => b.text)).toEqual(['Inner', 'After']);
  });

  it('takes the title from the h1 in the header and leaves other header text, nav, footer, pre and ignored parts out', () => {
    const doc = pages.find((p) => p.path === '/docs/0.18.0/tutorial/entities')!;
    expect(doc.title).toBe('4. Database Entities');
    const texts = doc.blocks.map((b) => b.text).join('\n');
    for (const absent of ['Header text', 'Navbar paragraph', 'Edit this page', 'Copyright', 'model Task', 'Ignored paragraph', 'tip', 'Home page']) {
      expect(texts).not.toContain(absent);
    }
  });

  it('reads headings with ids, list items (nested ones apart), table rows and paragraphs in admonitions', () => {
    const doc = pages.find((p) => p.path === '/docs/0.18.0/tutorial/entities')!;
    expect(doc.blocks).toEqual([
      { kind: 'content', text: 'Entities are the most important concept in Wasp. They describe the data model & the <Link> you store.' },
      { kind: 'heading', level: 2, text: 'Defining your first entity', id: 'defining-your-first-entity' },
      { kind: 'content', text: 'Open schema.prisma and add the Task model.' },
      { kind: 'content', text: 'An id field' },
      { kind: 'content', text: 'nested item' },
      { kind: 'content', text: 'after nested' },
      { kind: 'content', text: 'A description' },
      { kind: 'heading', level: 3, text: 'Migrations', id: 'migrations' },
      { kind: 'content', text: 'wasp db migrate-dev | Applies schema changes' },
      { kind: 'heading', level: 3, text: 'Without an id', id: null },
      { kind: 'content', text: 'This paragraph falls back to the anchor of its section.' },
      { kind: 'content', text: 'Restart the dev server after migrating.' },
      { kind: 'heading', level: 2, text: 'Next steps', id: 'next-steps' },
      { kind: 'content', text: 'Continue with queries.' },
    ]);
  });

  it("leaves out a heading's permalink, whatever its class or text", () => {
    const page = pageSearchText(
      '<article data-search-content><h1>T</h1><h2 id="setup">Set <code>up</code><a class="docs-heading__anchor" href="#setup" aria-label="Direct link">#</a></h2><p>See <a href="#other">other</a>.</p></article>',
      '/t',
    );
    expect(page!.blocks).toEqual([
      { kind: 'heading', level: 2, text: 'Set up', id: 'setup' },
      { kind: 'content', text: 'See other.' },
    ]);
  });

  it('reads a blog post: its title from the header, its text after it', () => {
    const post = pages.find((p) => p.path.startsWith('/blog'))!;
    expect(post.title).toBe('Hello Wasp');
    expect(post.blocks.map((b) => b.text)).toEqual(['Our first post about the launch week.', 'Why', 'Because full-stack apps deserve less code.']);
  });

  it('gives nothing for a page without a data-search-content element (a list page, even with Docusaurus markup)', () => {
    const list = '<main><article><div class="markdown"><p>One</p></div></article><article><div class="markdown"><p>Two</p></div></article></main>';
    expect(pageSearchText(list, '/blog')).toBeNull();
  });

  it('maps files to routes, and canonical URLs to routes without the base URL', () => {
    expect(routeOfFile('index.html')).toBe('/');
    expect(routeOfFile(path.join('docs', 'intro', 'index.html'))).toBe('/docs/intro');
    expect(routeOfFile(path.join('docs', 'intro', 'index.html'), true)).toBe('/docs/intro/');
    expect(routeOfFile(path.join('docs', 'intro.html'))).toBe('/docs/intro');
    const html = '<link rel="canonical" href="https://x.dev/site/docs/a%20b"><article data-search-content><h1>T</h1></article>';
    expect(pageSearchText(html, '/ignored', { baseUrl: '/site/' })!.path).toBe('/docs/a b');
  });
});

describe('buildRecords', () => {
  it('gives each page a lvl1 record, a record per heading and per block, in order, with positions', () => {
    const recs = pageRecords('https://wasp.sh/docs/0.18.0/auth/overview');
    expect(recs.map((r) => [r.type, r.anchor, r.weight.position])).toEqual([
      ['lvl1', null, 0],
      ['content', null, 1],
      ['lvl2', 'auth-hooks', 2],
      ['content', 'auth-hooks', 3],
      ['lvl4', 'deep', 4],
      ['content', 'deep', 5],
    ]);
  });

  it('fills the hierarchy with the headings above, null where a level is skipped', () => {
    const deep = pageRecords('https://wasp.sh/docs/0.18.0/auth/overview').find((r) => r.type === 'lvl4')!;
    expect(deep.hierarchy).toEqual({
      lvl0: 'Authentication',
      lvl1: 'Auth Overview',
      lvl2: 'Auth hooks',
      lvl3: null,
      lvl4: 'Deep heading',
      lvl5: null,
      lvl6: null,
    });
    expect(deep.content).toBeNull();
  });

  it('builds absolute URLs with anchors, and a heading without id links to the section above it', () => {
    const recs = pageRecords('https://wasp.sh/docs/0.18.0/tutorial/entities');
    const migration = recs.find((r) => r.content?.startsWith('wasp db'))!;
    expect(migration.url).toBe('https://wasp.sh/docs/0.18.0/tutorial/entities#migrations');
    expect(migration.hierarchy.lvl3).toBe('Migrations');
    const fallback = recs.find((r) => r.content?.startsWith('This paragraph'))!;
    expect(fallback.anchor).toBe('defining-your-first-entity');
    expect(fallback.hierarchy.lvl3).toBe('Without an id');
    expect(recs[0]!.url).toBe('https://wasp.sh/docs/0.18.0/tutorial/entities');
  });

  it('stores text HTML-escaped, as DocSearch records do', () => {
    const first = pageRecords('https://wasp.sh/docs/0.18.0/tutorial/entities')[1]!;
    expect(first.content).toBe('Entities are the most important concept in Wasp. They describe the data model &amp; the &lt;Link&gt; you store.');
  });

  it('sets weights: level 100 for lvl1 down to 0 for content', () => {
    const recs = pageRecords('https://wasp.sh/docs/0.18.0/auth/overview');
    expect(recs.map((r) => r.weight.level)).toEqual([100, 0, 90, 0, 70, 0]);
  });

  it('sets the facets on every record', () => {
    for (const r of pageRecords('https://wasp.sh/docs/0.17.0/tutorial/entities')) {
      expect([r.language, r.version, r.docusaurus_tag]).toEqual([['en'], ['0.17.0'], ['docs-default-0.17.0']]);
    }
  });

  it('gives no records for versions configured with noIndex', () => {
    const recs = buildRecords(pages, { ...OPTS, noIndexVersions: ['0.17.0'] });
    expect(recs.some((r) => r.version.includes('0.17.0'))).toBe(false);
    expect(recs.some((r) => r.version.includes('0.18.0'))).toBe(true);
  });

  it('keeps objectIDs stable across runs and unique within a build', async () => {
    const again = buildRecords(await readBuiltPages(SITE), OPTS);
    expect(again.map((r) => r.objectID)).toEqual(records.map((r) => r.objectID));
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
    expect(records[0]!.objectID).toMatch(/^[0-9a-f]{14}$/);
  });

  it('puts the base URL in front of the path', () => {
    const recs = buildRecords(pages, { siteUrl: 'https://example.com/', baseUrl: '/wasp/' });
    expect(recs[0]!.url_without_anchor).toBe('https://example.com/wasp/blog/2024/01/02/hello');
    const home = buildRecords([{ ...pages[0]!, path: '/' }], { siteUrl: 'https://example.com', baseUrl: '/wasp/' });
    expect(home[0]!.url).toBe('https://example.com/wasp/');
  });

  it('splits very long blocks into several content records', () => {
    const long = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ');
    const recs = buildRecords([{ ...pages[0]!, blocks: [{ kind: 'content', text: long }] }], { ...OPTS, maxContentLength: 1000 });
    const contents = recs.filter((r) => r.type === 'content');
    expect(contents.length).toBeGreaterThan(1);
    expect(contents.every((r) => r.content!.length <= 1000)).toBe(true);
    expect(contents.map((r) => r.content).join(' ')).toBe(long);
  });
});

describe('indexSite', () => {
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'docs-index-'));
    await cp(SITE, dist, { recursive: true });
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  it('writes search-records.json and a static index that decodes to the same records', async () => {
    const result = await indexSite({ distDir: dist, siteUrl: 'https://wasp.sh', baseUrl: '/', indexName: 'wasp', noIndexVersions: ['0.17.0'] });
    expect(result.length).toBeGreaterThan(0);
    expect(result.some((r) => r.version.includes('0.17.0'))).toBe(false);
    const written = JSON.parse(await readFile(path.join(dist, 'search-records.json'), 'utf8'));
    expect(written).toEqual(result);
    const data = JSON.parse(await readFile(path.join(dist, 'search-index.json'), 'utf8')) as StaticIndexData;
    expect(data.indexName).toBe('wasp');
    expect(decodeStaticIndex(data)).toEqual(result);
    // Every page fits the compact stream (none falls back to plain records).
    expect(data.pages.every((page) => page[6] === undefined)).toBe(true);
  });
});
