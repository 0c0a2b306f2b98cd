// A site in Docusaurus' layout builds unchanged, with the same routes and link targets as
// Docusaurus gives it. The expected output was produced by Docusaurus 3.10 itself
// (bench/compare-routes.mjs --write); CI checks ours against it without installing Docusaurus.
import { existsSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript module shared with bench/, without type declarations.
import { readRoutesAndLinks } from '../../bench/route-links.mjs';
import { copyFixture, readOut, removeDir, repoRoot } from '../helpers/fixture.js';
import { runCli } from '../helpers/run-cli.js';

const FIXTURE = 'docusaurus-layout';
const expectedOf = (mode: string): { routes: string[]; links: Record<string, string[]> } =>
  JSON.parse(readFileSync(path.join(repoRoot, 'tests', 'fixtures', FIXTURE, 'expected', `trailing-slash-${mode}.json`), 'utf8'));

// Routes we add on purpose (README, "Moving from Docusaurus"): the search page of the built-in search.
const OUR_OWN_ROUTES = ['/search'];

/** Changes the main docs section of the fixture (the first entry of its `docs` list). */
function setMainDocs(config: Record<string, unknown>, docs: Record<string, unknown>): void {
  (config.docs as Record<string, unknown>[])[0] = docs;
}

function setConfig(dir: string, change: (config: Record<string, unknown>) => void): void {
  const file = path.join(dir, 'site.config.json');
  const config = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  change(config);
  writeFileSync(file, JSON.stringify(config, null, 2));
}

describe.each([
  ['unset', undefined],
  ['true', true],
  ['false', false],
] as const)('the Docusaurus-layout site with trailingSlash %s', (mode, trailingSlash) => {
  let dir: string;
  let build: ReturnType<typeof runCli>;
  beforeAll(() => {
    dir = copyFixture(FIXTURE);
    if (trailingSlash !== undefined) setConfig(dir, (c) => (c.trailingSlash = trailingSlash));
    build = runCli(dir, ['build']);
  });
  afterAll(() => removeDir(dir));

  it('builds without touching a content file', () => {
    expect(build.stderr).not.toMatch(/ error /);
    expect(build.code).toBe(0);
  });

  it('has the routes Docusaurus gives the same content', () => {
    const ours = readRoutesAndLinks(path.join(dir, 'dist'), trailingSlash);
    expect(ours.routes.filter((r: string) => !OUR_OWN_ROUTES.includes(r))).toEqual(expectedOf(mode).routes);
  });

  it('sends every link written in the content where Docusaurus sends it', () => {
    const ours = readRoutesAndLinks(path.join(dir, 'dist'), trailingSlash);
    expect(ours.links).toEqual(expectedOf(mode).links);
  });

  it('checks plain URL links the way the browser resolves them from the page URL', () => {
    const result = runCli(dir, ['check-links']);
    const broken = result.stdout.split('\n').filter((l) => / error /.test(l));
    if (trailingSlash === true) {
      // On /docs/next/links/ the browser resolves "./intro" to /docs/next/links/intro: broken, as in Docusaurus.
      expect(broken).toEqual([
        'docs/links.md:17:3 error broken link ./intro: no such page (/docs/next/links/intro) [links/missing-page]',
        'docs/links.md:18:3 error broken link intro: no such page (/docs/next/links/intro) [links/missing-page]',
        'docs/links.md:19:3 error broken link ../next/intro: no such page (/docs/next/next/intro) [links/missing-page]',
        'docs/links.md:20:3 error broken link guides/install: no such page (/docs/next/links/guides/install) [links/missing-page]',
      ]);
      expect(result.code).toBe(1);
      // The build's own check finds the same links (as warnings: the fixture sets onBrokenLinks to warn).
      expect(build.stderr).toContain('docs/links.md:17:3 warning broken link ./intro: no such page (/docs/next/links/intro)');
    } else if (trailingSlash === false) {
      // Index pages are served without a slash too ("/docs/next/guides"), so "install" means /docs/next/install.
      expect(broken.sort()).toEqual([
        'docs/01-guides/index.md:5:31 error broken link install: no such page (/docs/next/install) [links/missing-page]',
        'docs/start.md:6:69 error broken link ./guides: no such page (/docs/guides) [links/missing-page]',
        'src/pages/guide/index.md:7:9 error broken link sibling: no such page (/sibling) [links/missing-page]',
      ]);
      expect(result.code).toBe(1);
    } else {
      // Unset: an index doc's URL ends with "/" ("/docs/next/guides/"), so "install" means /docs/next/guides/install.
      expect(broken).toEqual([]);
      expect(result.code).toBe(0);
    }
  });

  it('writes plain URL links resolved against the page URL, as Docusaurus does, so the browser lands where the checker looked', () => {
    const links = readOut(dir, trailingSlash === false ? 'dist/docs/next/links.html' : 'dist/docs/next/links/index.html');
    const guides = readOut(dir, trailingSlash === false ? 'dist/docs/next/guides.html' : 'dist/docs/next/guides/index.html');
    if (trailingSlash === true) {
      expect(links).toContain('href="/docs/next/links/guides/install/"');
      expect(guides).toContain('href="/docs/next/guides/install/"');
    } else {
      expect(links).toContain('href="/docs/next/guides/install"');
      expect(guides).toContain(trailingSlash === false ? 'href="/docs/next/install"' : 'href="/docs/next/guides/install"');
    }
    expect(links).not.toMatch(/href="(\.\/intro|intro|\.\.\/next\/intro|guides\/install)"/);
  });
});

describe('the Docusaurus-layout site in detail', () => {
  let dir: string;
  beforeAll(() => {
    dir = copyFixture(FIXTURE);
    setConfig(dir, (c) => setMainDocs(c, { ...(c.docs as object[])[0], showLastUpdateTime: true, showLastUpdateAuthor: true }));
    const result = runCli(dir, ['build']);
    if (result.code !== 0) throw new Error(result.stderr);
  });
  afterAll(() => removeDir(dir));

  const page = (route: string) => readOut(dir, `dist${route}/index.html`);

  it('serves the newest version of versions.json as the latest docs, and the current docs under /next', () => {
    expect(page('/docs/intro')).toContain('Welcome to version 1.0.0.');
    expect(page('/docs/next/intro')).toContain('Welcome to the current docs.');
    expect(page('/docs/next/intro')).toContain('This is unreleased documentation');
  });

  it('shows the front matter date of a post while its URL keeps the date of its file name', () => {
    const html = page('/blog/2024/01/15/first-post');
    expect(html).toMatch(/<time dateTime="2024-02-01T00:00:00.000Z">February 1, 2024/);
  });

  it('applies every documented doc front matter key', () => {
    const html = page('/docs/next/fm/all-keys');
    // hide_title (the doc has no # heading of its own) and hide_table_of_contents.
    expect(html).not.toContain('docs-doc__title');
    expect(html).not.toContain('docs-toc');
    expect(html).toContain('<meta name="keywords" content="front matter,keys">');
    expect(html).toContain('<meta property="og:image" content="https://layout.example.com/img/card.svg">');
    expect(html).toContain('<meta name="description" content="Every key Docusaurus documents for docs.">');
    expect(html).toMatch(/class="docs-doc__edit" href="https:\/\/example.com\/edit\/all-keys"/);
    expect(html).toContain('Last updated on Mar 4, 2024 by Jane Doe');
    // pagination_prev names a doc by id; pagination_next: null removes the link.
    expect(html).toMatch(/docs-pagination__link--previous" href="\/docs\/next\/intro"/);
    expect(html).not.toContain('docs-pagination__link--next');
    // sidebar_label and sidebar_class_name.
    expect(html).toMatch(/<li class="docs-menu__item docs-menu__item--link sidebar-all-keys"[^>]*><a [^>]*href="\/docs\/next\/fm\/all-keys"[^>]*>All keys</);
    expect(html).toContain('href="/docs/next/tags/front-matter"');
    // sidebar_custom_props travel with the sidebar item, for the site's own components: in the
    // sidebar's file, which the page's data file names (and its HTML preloads) instead of a copy.
    const data = JSON.parse(readOut(dir, 'dist/page-data/docs/next/fm/all-keys.json'));
    expect(data.props.sidebar).toBeUndefined();
    expect(data.props.sidebarFile).toMatch(/^assets\/sidebars\/[0-9a-f]{16}\.json$/);
    expect(html).toContain(`<link rel="preload" href="/${data.props.sidebarFile}" as="fetch" crossorigin="anonymous">`);
    const item = readOut(dir, `dist/${data.props.sidebarFile}`);
    expect(item).toContain('"customProps":{"badge":"new"}');
    // One file per sidebar: the other page of the same sidebar names the same one.
    expect(JSON.parse(readOut(dir, 'dist/page-data/docs/next/fm/neighbour.json')).props.sidebarFile).toBe(data.props.sidebarFile);
  });

  it('labels a neighbour link with pagination_label', () => {
    expect(page('/docs/next/fm/neighbour')).toMatch(
      /docs-pagination__link--previous" href="\/docs\/next\/fm\/all-keys"[\s\S]*?docs-pagination__title">Every key</,
    );
  });

  it('names autogenerated categories from _category_.json and _category_.yml, and links a folder to its index doc', () => {
    // Pages inside the categories, which they open: as in Docusaurus, a closed category renders none of its items.
    const html = page('/docs/next/guides/install');
    expect(html).toContain('Deep dive');
    // A folder's page is linked with a trailing slash (trailingSlash unset), as in Docusaurus.
    expect(html).toMatch(/href="\/docs\/next\/guides\/deep\/"/);
    expect(page('/docs/next/reference/custom-id')).toMatch(/href="\/docs\/next\/reference\/"/);
    // On a page outside it, the category is there, closed, with none of its items.
    const outside = page('/docs/next/intro');
    expect(outside).toMatch(/href="\/docs\/next\/guides\/"[^>]*>Guides</);
    expect(outside).not.toContain('Deep dive');
    expect(outside).not.toContain('href="/docs/next/guides/install"');
  });
});

describe('sidebars as Docusaurus sites write them', () => {
  const variants: [string, string][] = [
    ['sidebars.js', "module.exports = { docs: ['intro', { type: 'category', label: 'From CommonJS', items: ['links'] }] };\n"],
    ['sidebars.mjs', "const label = 'From ESM';\nexport default { docs: ['intro', { type: 'category', label, items: ['links'] }] };\n"],
    ['sidebars.json', '{ "docs": ["intro", { "type": "category", "label": "From JSON", "items": ["links"] }] }\n'],
  ];
  it.each(variants)('reads %s', (name, text) => {
    const dir = copyFixture(FIXTURE);
    try {
      writeFileSync(path.join(dir, name), text);
      setConfig(dir, (c) => setMainDocs(c, { sidebarPath: name }));
      const result = runCli(dir, ['build']);
      expect(result.code).toBe(0);
      const label = /label: '([^']+)'|"label": "([^"]+)"|const label = '([^']+)'/.exec(text)!.slice(1).find(Boolean)!;
      expect(readOut(dir, 'dist/docs/next/intro/index.html')).toContain(label);
    } finally {
      removeDir(dir);
    }
  });

  it('generates one sidebar from the docs folder when no sidebarPath is set', () => {
    const dir = copyFixture(FIXTURE);
    try {
      setConfig(dir, (c) => setMainDocs(c, {}));
      const result = runCli(dir, ['build']);
      expect(result.code).toBe(0);
      const html = readOut(dir, 'dist/docs/next/guides/install/index.html');
      expect(html).toContain('Deep dive');
      expect(html).toContain('>Guides<');
    } finally {
      removeDir(dir);
    }
  });

  it('reports a sidebars.ts that does not compile with its file, line and column', () => {
    const dir = copyFixture(FIXTURE);
    try {
      writeFileSync(path.join(dir, 'sidebars.ts'), "const sidebars = {\n  docs: ['intro',,, }\n};\nexport default sidebars;\n");
      const result = runCli(dir, ['build']);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/^sidebars\.ts:2:\d+ error the sidebars file does not compile: .+ \[sidebar\/invalid-file\]$/m);
      expect(existsSync(path.join(dir, 'dist'))).toBe(false);
    } finally {
      removeDir(dir);
    }
  });

  it('reports a sidebar item naming an unknown doc at its line in sidebars.ts', () => {
    const dir = copyFixture(FIXTURE);
    try {
      const file = path.join(dir, 'sidebars.ts');
      writeFileSync(file, readFileSync(file, 'utf8').replace("'links',", "'links',\n    'no-such-doc',"));
      const result = runCli(dir, ['build']);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        'sidebars.ts:8:5 error sidebar docs[2] refers to an unknown doc id "no-such-doc" (version current) [sidebar/invalid-item]',
      );
    } finally {
      removeDir(dir);
    }
  });

  it('`docs version` freezes what sidebars.ts gives into a JSON sidebars file of the new version', () => {
    const dir = copyFixture(FIXTURE);
    try {
      const result = runCli(dir, ['version', '2.0.0']);
      expect(result.code, result.stderr).toBe(0);
      expect(JSON.parse(readFileSync(path.join(dir, 'versions.json'), 'utf8'))).toEqual(['2.0.0', '1.0.0']);
      const sidebars = JSON.parse(readFileSync(path.join(dir, 'versioned_sidebars/version-2.0.0-sidebars.json'), 'utf8'));
      expect(sidebars.docs[0]).toBe('intro');
      expect(sidebars.docs[2]).toMatchObject({ type: 'category', label: 'Guides', link: { type: 'doc', id: 'guides/index' } });
      expect(existsSync(path.join(dir, 'versioned_docs/version-2.0.0/01-guides/_category_.json'))).toBe(true);
    } finally {
      removeDir(dir);
    }
  });
});

describe('doc front matter diagnostics', () => {
  it('warns about a key docs do not have, with its line and the closest key', () => {
    const dir = copyFixture(FIXTURE);
    try {
      writeFileSync(path.join(dir, 'docs/intro.md'), '---\ntitle: Introduction\nsidebar_positon: 1\n---\n\nText.\n');
      const result = runCli(dir, ['build']);
      expect(result.code).toBe(0);
      expect(result.stderr).toContain(
        'docs/intro.md:3:1 warning `sidebar_positon` is not a front matter key of docs; the page ignores it [docs/unknown-front-matter]\n  Did you mean "sidebar_position"?',
      );
    } finally {
      removeDir(dir);
    }
  });

  it('fails on a value of the wrong type, with its line, what was expected and an example', () => {
    // The type check shared by docs, posts and pages runs first; a doc's own keys are checked after it.
    const dir = copyFixture(FIXTURE);
    try {
      writeFileSync(path.join(dir, 'docs/intro.md'), '---\ntitle: Introduction\nhide_title: yes please\n---\n\nText.\n');
      const result = runCli(dir, ['build']);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        'docs/intro.md:3:1 error front matter `hide_title` must be true or false, received string "yes please" [content/front-matter-type]',
      );
      expect(result.stderr).toContain('hide_title: true');
      expect(existsSync(path.join(dir, 'dist'))).toBe(false);
    } finally {
      removeDir(dir);
    }
  });

  it('fails on pagination_next naming a doc that does not exist', () => {
    const dir = copyFixture(FIXTURE);
    try {
      writeFileSync(path.join(dir, 'docs/intro.md'), '---\ntitle: Introduction\npagination_next: no-such-doc\n---\n\nText.\n');
      const result = runCli(dir, ['build']);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        'docs/intro.md:3:1 error pagination_next names the doc id "no-such-doc", which is not a doc of version current [docs/unknown-doc-id]',
      );
    } finally {
      removeDir(dir);
    }
  });
});

describe('content folders where a site keeps them', () => {
  it('reads docs, blog, pages and static files from the configured folders', () => {
    const dir = copyFixture(FIXTURE);
    try {
      renameSync(path.join(dir, 'docs'), path.join(dir, 'documentation'));
      renameSync(path.join(dir, 'blog'), path.join(dir, 'news'));
      renameSync(path.join(dir, 'src/pages'), path.join(dir, 'pages'));
      renameSync(path.join(dir, 'static'), path.join(dir, 'public'));
      for (const f of ['versions.json']) unlinkSync(path.join(dir, f));
      rmSync(path.join(dir, 'versioned_docs'), { recursive: true });
      setConfig(dir, (c) => {
        setMainDocs(c, { path: 'documentation', sidebarPath: 'sidebars.ts' });
        c.blog = { path: 'news' };
        c.pages = { path: 'pages' };
        c.staticDirectories = ['public'];
      });
      const result = runCli(dir, ['build']);
      expect(result.code, result.stderr).toBe(0);
      expect(readOut(dir, 'dist/docs/intro/index.html')).toContain('Welcome to the current docs.');
      expect(readOut(dir, 'dist/blog/2024/03/10/folder-dated/index.html')).toContain('The date comes from the folders.');
      expect(readOut(dir, 'dist/about/index.html')).toContain('This page lives in src/pages.');
      expect(existsSync(path.join(dir, 'dist/img/card.svg'))).toBe(true);
    } finally {
      removeDir(dir);
    }
  });
});
