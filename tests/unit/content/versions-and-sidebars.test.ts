import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/load-config.js';
import { loadDocsVersions } from '../../../src/content/load-docs.js';
import { resolveSidebars } from '../../../src/content/resolve-sidebars.js';
import type { Diagnostic } from '../../../src/diagnostics/diagnostic.js';
import { copyFixture, removeDir, repoRoot } from '../../helpers/fixture.js';

const fixture = path.join(repoRoot, 'tests/fixtures/versioned');
const temps: string[] = [];
afterEach(() => temps.splice(0).forEach(removeDir));

async function versions(dir = fixture, mode: 'production' | 'development' = 'production') {
  const config = await loadConfig(dir);
  const diagnostics: Diagnostic[] = [];
  const list = loadDocsVersions(config, mode, diagnostics);
  return { config, list, diagnostics };
}

describe('version loading', () => {
  it('reads the current tree and versions.json in Docusaurus layout', async () => {
    const { list, diagnostics } = await versions();
    expect(diagnostics).toEqual([]);
    expect(list.map((v) => [v.name, v.label, v.path, v.isLast, v.banner])).toEqual([
      ['current', 'Next', '/docs', true, 'none'],
      ['1.0.0', '1.0.0', '/docs/1.0.0', false, 'unmaintained'],
    ]);
    const old = list[1]!;
    expect(old.docs.map((d) => [d.id, d.permalink])).toEqual([
      ['intro', '/docs/1.0.0'],
      ['old-only', '/docs/1.0.0/old-only'],
    ]);
  });

  it('leaves drafts out of production and keeps them in development', async () => {
    const prod = await versions();
    expect(prod.list[0]!.docs.map((d) => d.id)).not.toContain('advanced/draft-doc');
    expect(prod.list[0]!.draftIds).toEqual(['advanced/draft-doc']);
    const dev = await versions(fixture, 'development');
    expect(dev.list[0]!.docs.map((d) => d.id)).toContain('advanced/draft-doc');
  });

  it('accepts "current" in versions.json, as Docusaurus does, and loads the current docs once', async () => {
    const dir = copyFixture('versioned');
    temps.push(dir);
    writeFileSync(path.join(dir, 'content/versions.json'), '["current", "1.0.0"]');
    const { list, diagnostics } = await versions(dir);
    expect(diagnostics).toEqual([]);
    expect(list.map((v) => [v.name, v.path, v.isLast, v.banner])).toEqual([
      ['current', '/docs', true, 'none'],
      ['1.0.0', '/docs/1.0.0', false, 'unmaintained'],
    ]);
  });

  it('orders the versions as versions.json lists them, "current" where it stands, and makes the first release the latest', async () => {
    const dir = copyFixture('versioned');
    temps.push(dir);
    writeFileSync(path.join(dir, 'content/versions.json'), '["1.0.0", "current"]');
    const config = path.join(dir, 'site.config.json');
    const json = JSON.parse(readFileSync(config, 'utf8'));
    delete json.docs.lastVersion;
    writeFileSync(config, JSON.stringify(json));
    const { list, diagnostics } = await versions(dir);
    expect(diagnostics).toEqual([]);
    expect(list.map((v) => [v.name, v.path, v.isLast])).toEqual([
      ['1.0.0', '/docs', true],
      ['current', '/docs/next', false],
    ]);
  });

  it('reports a version listed in versions.json whose folder is missing', async () => {
    const dir = copyFixture('versioned');
    temps.push(dir);
    writeFileSync(path.join(dir, 'content/versions.json'), '["1.0.0", "0.9.0"]');
    const { diagnostics } = await versions(dir);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]!.rule).toBe('content/missing-version');
    expect(diagnostics[0]!.message).toContain('content/versioned_docs/version-0.9.0 does not exist');
  });
});

describe('sidebar resolution', () => {
  const titles = (list: { docs: { id: string; title?: string }[] }) => new Map(list.docs.map((d) => [d.id, d.title ?? d.id]));

  it('resolves links and categories, and a draft in production is nothing rather than an error', async () => {
    const { config, list } = await versions();
    const current = list[0]!;
    const diagnostics: Diagnostic[] = [];
    const { sidebars, placements } = resolveSidebars(current, config.siteDir, titles(current), true, diagnostics);
    expect(diagnostics).toEqual([]);
    expect(sidebars.docs).toEqual([
      // A doc with `slug: /` is linked as "/docs/" while trailingSlash is unset, as in Docusaurus.
      { type: 'link', label: 'Intro', href: '/docs/', docId: 'intro' },
      {
        type: 'category',
        label: 'Advanced',
        collapsible: true,
        collapsed: true,
        items: [
          { type: 'link', label: 'Feature', href: '/docs/advanced/feature', docId: 'advanced/feature' },
          { type: 'link', label: 'Hidden', href: '/docs/advanced/hidden', docId: 'advanced/hidden', unlisted: true },
        ],
      },
    ]);
    expect(placements.get('advanced/feature')).toEqual({
      sidebarName: 'docs',
      breadcrumbs: [{ label: 'Advanced', href: undefined }],
      previous: { title: 'Intro', permalink: '/docs/' },
      next: undefined,
    });
  });

  it('fails on an unknown doc id with the list of available ids', async () => {
    const dir = copyFixture('versioned');
    temps.push(dir);
    writeFileSync(path.join(dir, 'content/sidebars.json'), '{\n  "docs": [\n    "intro",\n    "nope"\n  ]\n}\n');
    const { config, list } = await versions(dir);
    const diagnostics: Diagnostic[] = [];
    resolveSidebars(list[0]!, config.siteDir, titles(list[0]!), true, diagnostics);
    expect(diagnostics).toEqual([
      {
        rule: 'sidebar/invalid-item',
        severity: 'error',
        file: 'content/sidebars.json',
        line: 4,
        column: 5,
        message: 'sidebar docs[1] refers to an unknown doc id "nope" (version current)',
        hint: 'Available doc ids: advanced/feature, advanced/hidden, intro, new-in-next',
      },
    ]);
  });

  it('fails on a sidebar link with nothing to link to', async () => {
    const dir = copyFixture('versioned');
    temps.push(dir);
    writeFileSync(path.join(dir, 'content/sidebars.json'), JSON.stringify({ docs: [{ type: 'link', label: 'Nowhere' }] }));
    const { config, list } = await versions(dir);
    const diagnostics: Diagnostic[] = [];
    resolveSidebars(list[0]!, config.siteDir, titles(list[0]!), true, diagnostics);
    expect(diagnostics.map((d) => d.message)).toEqual(['sidebar link docs[0] ("Nowhere") has nothing to link to']);
  });

  it('builds autogenerated items from a folder, ordered by sidebar_position', async () => {
    const dir = copyFixture('versioned');
    temps.push(dir);
    cpSync(path.join(dir, 'content/docs/advanced'), path.join(dir, 'content/docs/auto'), { recursive: true });
    writeFileSync(path.join(dir, 'content/docs/auto/feature.md'), '---\ntitle: Feature\nsidebar_position: 1\n---\n\nText.\n');
    writeFileSync(path.join(dir, 'content/sidebars.json'), JSON.stringify({ docs: [{ type: 'autogenerated', dirName: 'auto' }] }));
    const { config, list } = await versions(dir);
    const diagnostics: Diagnostic[] = [];
    const { sidebars } = resolveSidebars(list[0]!, config.siteDir, titles(list[0]!), true, diagnostics);
    expect(diagnostics).toEqual([]);
    expect(sidebars.docs!.map((i) => i.type === 'link' && i.docId)).toEqual(['auto/feature', 'auto/hidden']);
  });
});
