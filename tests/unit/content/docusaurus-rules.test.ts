// The path rules Docusaurus documents, one case per rule (the integration test checks the
// whole against Docusaurus' own output).
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentPaths } from '../../../src/content/content-paths.js';
import { parseNumberPrefix } from '../../../src/content/doc-ids.js';
import { parseBlogPath } from '../../../src/content/load-blog.js';
import { docSlug } from '../../../src/content/doc-source.js';
import { loadSidebarsFile } from '../../../src/content/load-sidebars-file.js';
import type { Diagnostic } from '../../../src/diagnostics/diagnostic.js';
import { checkLinks } from '../../../src/links/check-links.js';
import { fileLinkCandidates } from '../../../src/routes/resolve-file-link.js';
import { removeDir } from '../../helpers/fixture.js';

describe('doc slugs', () => {
  const slug = (fmSlug: unknown, dir: string, file: string, id = parseNumberPrefix(file).name) => {
    const raw = dir ? dir.split('/') : [];
    return docSlug(
      fmSlug,
      raw.map((s) => parseNumberPrefix(s).name),
      raw,
      file,
      id,
    );
  };
  it('come from the folder and the id, number prefixes stripped', () => {
    expect(slug(undefined, '01-guides', '02-setup')).toBe('/guides/setup');
    expect(slug(undefined, '01-guides', 'x', 'custom')).toBe('/guides/custom');
  });
  it('give the folder itself for index.md, README.md and a file named like its folder', () => {
    expect(slug(undefined, 'guides', 'index')).toBe('/guides/');
    expect(slug(undefined, 'guides', 'README')).toBe('/guides/');
    expect(slug(undefined, 'a/guides', 'guides')).toBe('/a/guides/');
    expect(slug(undefined, '', 'index')).toBe('/');
  });
  it('resolve a relative slug from the folder, an absolute one from the version root', () => {
    expect(slug('setup', 'guides', 'x')).toBe('/guides/setup');
    expect(slug('../up', 'guides/deep', 'x')).toBe('/guides/up');
    expect(slug('./here/there', 'guides', 'x')).toBe('/guides/here/there');
    expect(slug('/top', 'guides/deep', 'x')).toBe('/top');
    expect(slug('../../../../too-far', 'a', 'x')).toBe('/too-far');
  });
  it('keep names that start like a date or a version number', () => {
    expect(parseNumberPrefix('2024-05-31-notes')).toEqual({ name: '2024-05-31-notes' });
    expect(parseNumberPrefix('1.2-setup')).toEqual({ name: '1.2-setup' });
    expect(parseNumberPrefix('10 - Intro')).toEqual({ name: 'Intro', prefix: 10 });
  });
});

describe('blog post paths', () => {
  it('take the date and slug from a dated file, folder or folders', () => {
    expect(parseBlogPath('2024-05-31-launch.md')).toMatchObject({ slug: '/2024/05/31/launch', date: { year: 2024, month: 5, day: 31 } });
    expect(parseBlogPath('2024-05-31-launch/index.mdx')).toMatchObject({ slug: '/2024/05/31/launch' });
    expect(parseBlogPath('2024/05/31/launch.md')).toMatchObject({ slug: '/2024/05/31/launch' });
    expect(parseBlogPath('news/2024-05-31-launch.md')).toMatchObject({ slug: '/2024/05/31/news/launch' });
  });
  it('use the path itself when it holds no date', () => {
    expect(parseBlogPath('plain.md')).toEqual({ slug: '/plain', text: 'plain' });
    expect(parseBlogPath('folder/post/index.md')).toEqual({ slug: '/folder/post', text: 'folder/post' });
  });
});

describe('markdown links to files', () => {
  const roots = { siteDir: '/site', contentRoots: ['/site/docs', '/site/versioned_docs/version-1.0.0', '/site/blog'] };
  const from = '/site/versioned_docs/version-1.0.0/guides/page.md';
  it('try the file folder only for ./ and ../', () => {
    expect(fileLinkCandidates('./a.md', from, roots)).toEqual(['/site/versioned_docs/version-1.0.0/guides/a.md']);
    expect(fileLinkCandidates('../a.md', from, roots)).toEqual(['/site/versioned_docs/version-1.0.0/a.md']);
  });
  it('try the content root of the version, then the site, for /a.md', () => {
    expect(fileLinkCandidates('/a.md', from, roots)).toEqual(['/site/versioned_docs/version-1.0.0/a.md', '/site/a.md']);
  });
  it('try the file folder, the content root, then the site, for a bare path', () => {
    expect(fileLinkCandidates('a.md', from, roots)).toEqual([
      '/site/versioned_docs/version-1.0.0/guides/a.md',
      '/site/versioned_docs/version-1.0.0/a.md',
      '/site/a.md',
    ]);
  });
  it('take @site/ from the site folder', () => {
    expect(fileLinkCandidates('@site/docs/a.md', from, roots)).toEqual(['/site/docs/a.md']);
  });
});

describe('plain URL links in the link checker', () => {
  const check = (trailingSlash: boolean | undefined, url: string) =>
    checkLinks({
      pages: [
        { path: '/docs/a/b', ids: new Set() },
        { path: '/docs/a/x', ids: new Set() },
        { path: '/docs/a/b/x', ids: new Set() },
      ],
      files: new Set(),
      sources: [{ route: '/docs/a/b', file: 'docs/a/b.md', links: [{ url, line: 1, column: 1 }] }],
      onBrokenLinks: 'throw',
      onBrokenAnchors: 'throw',
      trailingSlash,
    }).map((d) => d.message);
  it('resolve from /docs/a/b without a trailing slash, and from /docs/a/b/ with one', () => {
    expect(check(undefined, './x')).toEqual([]);
    expect(check(false, '../a/x')).toEqual([]);
    expect(check(true, './x')).toEqual([]);
    expect(check(true, '../x')).toEqual([]);
    expect(check(true, '../../x')).toEqual(['broken link ../../x: no such page (/docs/x)']);
    expect(check(undefined, '../x')).toEqual(['broken link ../x: no such page (/docs/x)']);
  });
});

describe('content folders', () => {
  const base = {
    siteDir: '/site',
    staticDirectories: ['static'],
    docsInstances: [{ id: 'default', routeBasePath: 'docs' }] as never,
    blog: {} as never,
    pages: {},
  };
  it('are where Docusaurus puts them without contentDir', () => {
    const paths = contentPaths(base);
    expect(paths.docs[0]).toMatchObject({ docsDir: '/site/docs', sidebarFile: undefined, versionsFile: '/site/versions.json' });
    expect(paths.docs[0]!.versionedDocsDir('1.0')).toBe('/site/versioned_docs/version-1.0');
    expect(paths.blogDir).toBe('/site/blog');
    expect(paths.pagesDir).toBe('/site/src/pages');
    expect(paths.staticDirs).toEqual(['/site/static']);
  });
  it('sit under contentDir with this project’s names when it is set', () => {
    const paths = contentPaths({ ...base, contentDir: 'content' });
    expect(paths.docs[0]).toMatchObject({
      docsDir: '/site/content/docs',
      sidebarFile: '/site/content/sidebars.json',
      versionsFile: '/site/content/versions.json',
    });
    expect(paths.pagesDir).toBe('/site/content/pages');
  });
  it('of a second docs instance carry its id, as Docusaurus names them', () => {
    const paths = contentPaths({
      ...base,
      docsInstances: [{ id: 'default' }, { id: 'community', path: 'community', sidebarPath: 'sidebarsCommunity.js' }] as never,
    });
    expect(paths.docs[1]).toMatchObject({
      id: 'community',
      docsDir: '/site/community',
      sidebarFile: '/site/sidebarsCommunity.js',
      versionsFile: '/site/community_versions.json',
    });
    expect(paths.docs[1]!.versionedDocsDir('1.0')).toBe('/site/community_versioned_docs/version-1.0');
    expect(paths.docs[1]!.versionedSidebarsFile('1.0')).toBe('/site/community_versioned_sidebars/version-1.0-sidebars.json');
  });
});

describe('sidebars modules', () => {
  it('load TypeScript that imports a local helper, and report a module that throws', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-sidebars-'));
    try {
      writeFileSync(path.join(dir, 'items.ts'), "export const items: string[] = ['intro'];\n");
      writeFileSync(path.join(dir, 'sidebars.ts'), "import { items } from './items';\nexport default { docs: items } satisfies Record<string, string[]>;\n");
      const diagnostics: Diagnostic[] = [];
      expect(loadSidebarsFile(path.join(dir, 'sidebars.ts'), dir, diagnostics)?.sidebars).toEqual({ docs: ['intro'] });
      writeFileSync(path.join(dir, 'broken.js'), "throw new Error('no sidebars today');\n");
      expect(loadSidebarsFile(path.join(dir, 'broken.js'), dir, diagnostics)).toBeUndefined();
      expect(diagnostics.map((d) => `${d.file}: ${d.message}`)).toEqual(['broken.js: the sidebars file failed while running: no sidebars today']);
    } finally {
      removeDir(dir);
    }
  });
});

describe('site paths in the link checker on a site under a base URL', () => {
  const check = (url: string) =>
    checkLinks({
      pages: [
        { path: '/handbook/', ids: new Set() },
        { path: '/handbook/docs/pruning', ids: new Set(['when']) },
      ],
      files: new Set(['/handbook/img/tree.svg']),
      sources: [{ route: '/handbook/docs/pruning', file: 'docs/pruning.md', links: [{ url, line: 3, column: 1 }] }],
      onBrokenLinks: 'throw',
      onBrokenAnchors: 'throw',
      baseUrl: '/handbook/',
    }).map((d) => d.message);
  it('are checked with the base URL added, as a page links them', () => {
    expect(check('/docs/pruning#when')).toEqual([]);
    expect(check('/')).toEqual([]);
    expect(check('/img/tree.svg')).toEqual([]);
    expect(check('/handbook/docs/pruning')).toEqual([]);
    expect(check('/docs/nowhere')).toEqual(['broken link /docs/nowhere: no such page (/handbook/docs/nowhere)']);
  });
});
