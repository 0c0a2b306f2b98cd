// Several docs sections (Docusaurus' multi-instance docs plugin) and generated category index
// pages, built from the Docusaurus-layout fixture: a "community" section with its own sidebar
// file and a cut version beside the main docs.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalEngine } from '../../src/search/local-engine.js';
import { decodeStaticIndex, type StaticIndexData } from '../../shared/search/static-index.js';
import type { DocCategoryPageProps, DocPageProps, RouteData, SiteData } from '../../shared/types.js';
import { copyFixture, readOut, removeDir } from '../helpers/fixture.js';
import { runCli } from '../helpers/run-cli.js';
import { treeHash } from '../helpers/tree-hash.js';

const FIXTURE = 'docusaurus-layout';

/** The route data a built page carries (its data file), as the browser reads it. */
function pageData(dist: string, route: string): RouteData {
  return JSON.parse(readOut(dist, path.join('page-data', `${route}.json`)));
}

/** The site data a built page carries, as the browser reads it. */
function siteOf(dist: string, route: string): SiteData {
  const json = /<script id="__docs-data" type="application\/json">(.*?)<\/script>/s.exec(readOut(dist, path.join(route, 'index.html')))?.[1];
  if (!json) throw new Error(`no site data in ${route}`);
  return (JSON.parse(json) as { site: SiteData }).site;
}

/** The HTML of the sidebar of a built page. */
function sidebarHtml(html: string): string {
  const start = html.indexOf('<aside class="docs-doc-layout__sidebar"');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</aside>', start));
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
const meta = (html: string, name: string) => new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1];

describe('a site with two docs sections', () => {
  let dir: string;
  let dist: string;
  let build: ReturnType<typeof runCli>;
  beforeAll(() => {
    dir = copyFixture(FIXTURE);
    dist = path.join(dir, 'dist');
    build = runCli(dir, ['build']);
  });
  afterAll(() => removeDir(dir));

  it('builds each section at its own route base, with its own versions', () => {
    expect(build.code, build.stderr).toBe(0);
    // community: 1.0 (from community_versions.json) is the latest, the current docs are "next".
    for (const page of ['community/intro', 'community/team/members', 'community/next/intro', 'community/next/team/roles']) {
      expect(existsSync(path.join(dist, page, 'index.html')), page).toBe(true);
    }
    expect(existsSync(path.join(dist, 'community/team/roles/index.html'))).toBe(false);
    expect(readOut(dist, 'community/intro/index.html')).toContain('as it was in 1.0');
    expect(readOut(dist, 'community/next/intro/index.html')).toContain('Welcome to the community section');
    const versions = siteOf(dist, 'community/next/intro').versions.map((v) => `${v.pluginId}:${v.name}:${v.path}`);
    expect(versions).toEqual(['default:current:/docs/next', 'default:1.0.0:/docs', 'community:current:/community/next', 'community:1.0:/community']);
  });

  it('gives each section its own sidebar, previous/next and tags', () => {
    // A page inside the Team category, so that the category is open (a closed one renders no items, as in Docusaurus).
    const html = readOut(dist, 'community/next/team/members/index.html');
    const sidebar = hrefs(sidebarHtml(html));
    // As in Docusaurus, the Team folder (position 2) comes before intro.md, which has no position.
    expect(sidebar).toEqual(['/community/next/the-team', '/community/next/team/members', '/community/next/team/roles', '/community/next/intro']);
    const doc = pageData(dist, 'community/next/team/members').props as unknown as DocPageProps;
    expect(doc.pluginId).toBe('community');
    // The generated index is in the navigation, named by its category's label, as in Docusaurus.
    expect(doc.previous).toEqual({ title: 'Team', permalink: '/community/next/the-team' });
    expect(doc.next).toEqual({ title: 'Roles', permalink: '/community/next/team/roles' });
    expect(doc.tags).toEqual([{ label: 'people', permalink: '/community/next/tags/people' }]);
    expect(readOut(dist, 'community/next/tags/people/index.html')).toContain('href="/community/next/team/members"');
    expect(existsSync(path.join(dist, 'docs/next/tags/people'))).toBe(false);
    // The main docs' sidebar lists none of the community's pages.
    expect(hrefs(sidebarHtml(readOut(dist, 'docs/next/intro/index.html'))).some((h) => h.startsWith('/community'))).toBe(false);
  });

  it('tags every page with its section and version for search, and search from a section finds only that section', () => {
    expect(meta(readOut(dist, 'community/next/intro/index.html'), 'docsearch:docusaurus_tag')).toBe('docs-community-current');
    expect(meta(readOut(dist, 'community/intro/index.html'), 'docsearch:docusaurus_tag')).toBe('docs-community-1.0');
    expect(meta(readOut(dist, 'docs/next/intro/index.html'), 'docsearch:docusaurus_tag')).toBe('docs-default-current');
    const data = JSON.parse(readFileSync(path.join(dist, 'search-index.json'), 'utf8')) as StaticIndexData;
    const records = decodeStaticIndex(data);
    const tagsOf = (url: string) => [...new Set(records.filter((r) => r.url.startsWith(url)).flatMap((r) => r.docusaurus_tag))];
    expect(tagsOf('https://layout.example.com/community/next/intro')).toEqual(['docs-community-current']);
    expect(tagsOf('https://layout.example.com/docs/next/intro')).toEqual(['docs-default-current']);

    // "Welcome" is on the intro of both sections; the filters a community page sends (see
    // tests/unit/template/search-context.test.tsx) keep the community's only.
    const engine = createLocalEngine({ indexName: 'i', records });
    const filters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:blog_posts_list', 'docusaurus_tag:docs-community-current']];
    const hits = engine.search({ requests: [{ indexName: 'i', query: 'welcome', facetFilters: filters }] }).results[0]!.hits;
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => String(h.url).includes('/community/next/'))).toBe(true);
    // Without a filter both sections answer, so the filter is what keeps the main docs out.
    const all = engine.search({ requests: [{ indexName: 'i', query: 'welcome' }] }).results[0]!.hits;
    expect(all.some((h) => String(h.url).includes('/docs/'))).toBe(true);
  });

  it('gives each section its own version dropdown in the navbar', () => {
    const html = readOut(dist, 'community/next/intro/index.html');
    const menus = [...html.matchAll(/<ul class="docs-dropdown__menu"[^>]*>(.*?)<\/ul>/gs)].map((m) => hrefs(m[1]!));
    expect(menus).toEqual([
      ['/docs/next/', '/docs/intro'],
      ['/community/next/intro', '/community/intro'],
    ]);
    expect(html).toContain('aria-label="Docs version: Next"');
  });

  it('makes a generated index page for a category, at /category/<label> unless a slug is given', () => {
    const concepts = pageData(dist, 'docs/next/category/concepts');
    expect(concepts.kind).toBe('docCategory');
    const props = concepts.props as unknown as DocCategoryPageProps;
    expect(props.title).toBe('Concepts');
    expect(props.description).toBe('The ideas behind it.');
    expect(props.items.map(({ title, href, description }) => ({ title, href, description }))).toEqual([
      { title: 'Overview', href: '/docs/next/concepts/overview', description: 'How the pieces fit.' },
      { title: 'Details', href: '/docs/next/concepts/details', description: 'The details, one paragraph that serves as the description of this doc.' },
    ]);
    const html = readOut(dist, 'docs/next/category/concepts/index.html');
    expect(html).toContain('<h1 class="docs-doc__title">Concepts</h1>');
    expect(html).toContain('How the pieces fit.');
    // The sidebar's category links to its page.
    expect(sidebarHtml(html)).toMatch(/href="\/docs\/next\/category\/concepts"[^>]*>[^<]*Concepts/);
    // A _category_.json slug and title; the same category in the 1.0 sidebars takes the default slug.
    const team = readOut(dist, 'community/next/the-team/index.html');
    expect(team).toContain('<h1 class="docs-doc__title">Our team</h1>');
    expect(team).toContain('Who keeps the project going.');
    expect(team).toContain('The people behind the project.');
    expect(readOut(dist, 'community/category/team/index.html')).toContain('href="/community/team/members"');
  });
});

describe('links between docs sections', () => {
  it("a markdown link to another section's file goes to that doc's page (Docusaurus leaves it broken; see README)", () => {
    const dir = copyFixture(FIXTURE);
    try {
      writeFileSync(
        path.join(dir, 'community/team/roles.md'),
        '# Roles\n\nRead the [product intro](../../docs/intro.md) and [its install guide](@site/docs/01-guides/01-install.md).\n',
      );
      const build = runCli(dir, ['build']);
      expect(build.code, build.stderr).toBe(0);
      expect(build.stderr).not.toContain('community/team/roles.md');
      const html = readOut(path.join(dir, 'dist'), 'community/next/team/roles/index.html');
      expect(html).toContain('href="/docs/next/intro"');
      expect(html).toContain('href="/docs/next/guides/install"');
    } finally {
      removeDir(dir);
    }
  });
});

describe('docs version --instance', () => {
  it('cuts a version of one docs section, in its own files, and it builds', () => {
    const dir = copyFixture(FIXTURE);
    try {
      const mainVersions = readFileSync(path.join(dir, 'versions.json'), 'utf8');
      const cut = runCli(dir, ['version', '2.0', '--instance', 'community']);
      expect(cut.code, cut.stderr).toBe(0);
      expect(JSON.parse(readFileSync(path.join(dir, 'community_versions.json'), 'utf8'))).toEqual(['2.0', '1.0']);
      expect(readFileSync(path.join(dir, 'community_versioned_docs/version-2.0/intro.md'), 'utf8')).toBe(
        readFileSync(path.join(dir, 'community/intro.md'), 'utf8'),
      );
      // The sidebars module is written as the JSON it evaluates to.
      expect(JSON.parse(readFileSync(path.join(dir, 'community_versioned_sidebars/version-2.0-sidebars.json'), 'utf8'))).toEqual({
        community: [{ type: 'autogenerated', dirName: '.' }],
      });
      expect(readFileSync(path.join(dir, 'versions.json'), 'utf8')).toBe(mainVersions);
      expect(existsSync(path.join(dir, 'versioned_docs/version-2.0'))).toBe(false);
      const build = runCli(dir, ['build']);
      expect(build.code, build.stderr).toBe(0);
      const dist = path.join(dir, 'dist');
      expect(readOut(dist, 'community/intro/index.html')).toContain('Welcome to the community section');
      expect(readOut(dist, 'community/1.0/intro/index.html')).toContain('as it was in 1.0');
      expect(existsSync(path.join(dist, 'community/the-team/index.html'))).toBe(true);
    } finally {
      removeDir(dir);
    }
  });

  it('refuses an unknown section id, lists the ids, and changes nothing', () => {
    const dir = copyFixture(FIXTURE);
    try {
      const before = treeHash(dir);
      const result = runCli(dir, ['version', '2.0', '--instance', 'comunity']);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('site.config.json error there is no docs section with the id "comunity" [version/unknown-instance]');
      expect(result.stderr).toContain('Docs sections of this site: default, community.');
      expect(treeHash(dir)).toBe(before);
    } finally {
      removeDir(dir);
    }
  });
});
