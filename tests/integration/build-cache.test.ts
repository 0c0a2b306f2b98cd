import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSplitSearchClient } from '../../shared/search/split-client.js';
import { copyFixture, readOut, removeDir, repoRoot } from '../helpers/fixture.js';
import { runCli } from '../helpers/run-cli.js';
import { treeHash } from '../helpers/tree-hash.js';

const CACHE = path.join('.docs-cache', 'build');

/** Builds the site with its cache and returns the hash of dist/ and what --verbose said about the cache. */
function warmBuild(site: string, bin?: string): { hash: string; cache: Record<string, { reused: number; made: number; damaged: number }> } {
  const result = bin ? runWith(bin, site, ['build', '--verbose']) : runCli(site, ['build', '--verbose']);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return { hash: treeHash(path.join(site, 'dist')), cache: cacheReport(result.stdout) };
}

/** Builds the same site from nothing (no cache read or written) elsewhere, and returns the hash of its output. */
function coldHash(site: string, bin?: string): string {
  const out = mkdtempSync(path.join(os.tmpdir(), 'docs-cold-'));
  try {
    const args = ['build', '--no-cache', '--out-dir', out];
    const result = bin ? runWith(bin, site, args) : runCli(site, args);
    expect(result.code).toBe(0);
    return treeHash(out);
  } finally {
    removeDir(out);
  }
}

function cacheReport(stdout: string) {
  const line = /^ {2}cache: (.*)$/m.exec(stdout)?.[1] ?? '';
  const report: Record<string, { reused: number; made: number; damaged: number }> = {};
  for (const part of line.split('; ').filter(Boolean)) {
    const m = /^(\S+) (\d+) reused, (\d+) made(?:, (\d+) damaged)?$/.exec(part)!;
    report[m[1]] = { reused: Number(m[2]), made: Number(m[3]), damaged: Number(m[4] ?? 0) };
  }
  return report;
}

function runWith(bin: string, cwd: string, args: string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 120_000 });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

function cacheFiles(site: string, kind: string): string[] {
  const dir = path.join(site, CACHE, kind);
  return readdirSync(dir).map((name) => path.join(dir, name));
}

describe('the build cache (tests/fixtures/mdx)', () => {
  let site: string;
  let pages: number;

  beforeAll(() => {
    site = copyFixture('mdx');
  });
  afterAll(() => removeDir(site));

  it('gives a second build with nothing changed the same output, all of it from the cache', () => {
    const first = warmBuild(site);
    pages = first.cache.routes.made;
    expect(pages).toBeGreaterThan(5);
    expect(first.cache.routes.reused).toBe(0);
    const second = warmBuild(site);
    expect(second.cache.routes).toEqual({ reused: pages, made: 0, damaged: 0 });
    expect(second.cache.bundle).toEqual({ reused: 1, made: 0, damaged: 0 });
    expect(second.cache.search.reused).toBe(1);
    expect(second.hash).toBe(first.hash);
    expect(second.hash).toBe(coldHash(site));
  });

  it('renders again only what an edited doc changes, and the output equals a cold build of the edit', () => {
    appendFileSync(path.join(site, 'content/docs/guides/plain.md'), '\nAn added sentence about caches.\n');
    const warm = warmBuild(site);
    expect(warm.cache.routes.made).toBeGreaterThanOrEqual(1);
    expect(warm.cache.routes.made).toBeLessThan(pages / 2);
    expect(warm.cache.bundle.reused).toBe(1);
    expect(readOut(path.join(site, 'dist'), 'docs/guides/plain/index.html')).toContain('An added sentence about caches.');
    expect(warm.hash).toBe(coldHash(site));
  });

  it('keeps the bundle when the text of an MDX doc moves its tags and expressions, and bundles again when its code changes', () => {
    const file = path.join(site, 'content/docs/intro.mdx');
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, original.replace('# Introduction\n', '# Introduction\n\nA paragraph added above every tag.\n'));
    const moved = warmBuild(site);
    expect(moved.cache.bundle).toEqual({ reused: 1, made: 0, damaged: 0 });
    expect(readOut(path.join(site, 'dist'), 'docs/index.html')).toContain('A paragraph added above every tag.');
    expect(moved.hash).toBe(coldHash(site));

    writeFileSync(file, original.replace('{2 + 2}', '{2 + 3}'));
    const changed = warmBuild(site);
    expect(changed.cache.bundle.made).toBe(1);
    expect(readOut(path.join(site, 'dist'), 'docs/index.html')).toContain('Two plus two is <!-- -->5');
    expect(changed.hash).toBe(coldHash(site));
    writeFileSync(file, original);
  });

  it('follows a partial that an MDX doc imports, and a component a page uses', () => {
    const partial = path.join(site, 'content/docs/_shared-steps.mdx');
    appendFileSync(partial, '\n## A step added later\n\nOne more step.\n');
    const afterPartial = warmBuild(site);
    // Its heading joins the table of contents of the doc that imports it.
    expect(readOut(path.join(site, 'dist'), 'docs/guides/partials/index.html')).toContain('href="#a-step-added-later"');
    expect(afterPartial.cache.bundle.made).toBe(1);
    expect(afterPartial.hash).toBe(coldHash(site));

    const component = path.join(site, 'src/components/Links.jsx');
    writeFileSync(component, readFileSync(component, 'utf8').replace('the shared steps', 'the steps we share'));
    const afterComponent = warmBuild(site);
    expect(readOut(path.join(site, 'dist'), 'docs/guides/partials/index.html')).toContain('the steps we share');
    expect(afterComponent.cache.bundle.made).toBe(1);
    expect(afterComponent.hash).toBe(coldHash(site));
  });

  it('bundles again when a theme override is added (a file the stored bundle never read), and again when it goes', () => {
    const before = warmBuild(site);
    mkdirSync(path.join(site, 'theme'), { recursive: true });
    const override = path.join(site, 'theme', 'Footer.tsx');
    writeFileSync(override, 'export function Footer() {\n  return <footer className="site-footer">footer from theme/</footer>;\n}\n');
    const added = warmBuild(site);
    expect(added.cache.bundle.made).toBe(1);
    expect(readOut(path.join(site, 'dist'), 'docs/guides/plain/index.html')).toContain('<footer class="site-footer">footer from theme/</footer>');
    expect(added.hash).toBe(coldHash(site));
    rmSync(override);
    const removed = warmBuild(site);
    expect(removed.cache.bundle.made + removed.cache.bundle.reused).toBe(1);
    expect(removed.hash).toBe(before.hash);
  });

  it('detects truncated and garbled entries, rebuilds them and never serves them', () => {
    // Entries of earlier tests' builds stay in the cache unused; start from one build so every entry is read.
    removeDir(path.join(site, CACHE));
    warmBuild(site);
    // Each route has an entry (`<key>`) and keeps its page and data file beside it (`<key>.html`, `<key>.json`).
    const entries = cacheFiles(site, 'routes').filter((f) => !path.basename(f).includes('.'));
    const [truncated, garbled, cutPage, rewrittenPage] = entries.slice(0, 4);
    truncateSync(truncated!, Math.floor(statSync(truncated!).size / 2));
    const bytes = readFileSync(garbled!);
    // Same length, some bytes of the entry changed: only the checksum can tell.
    for (let i = bytes.length - 200; i < bytes.length - 100; i++) bytes[i] = bytes[i]! ^ 0x55;
    writeFileSync(garbled!, bytes);
    // A kept page cut short, and one written over with other bytes of the same length.
    truncateSync(`${cutPage}.html`, 100);
    const page = readFileSync(`${rewrittenPage}.html`);
    writeFileSync(`${rewrittenPage}.html`, Buffer.from(page.toString('latin1').replace(/[a-z]/g, 'x'), 'latin1'));
    // The entry itself (its client files are kept beside it as `<key>.<n>`).
    const bundle = cacheFiles(site, 'bundle').find((f) => !path.basename(f).includes('.'))!;
    truncateSync(bundle, 10);
    writeFileSync(cacheFiles(site, 'search')[0]!, 'not an entry');

    const repaired = warmBuild(site);
    expect(repaired.cache.routes.damaged).toBe(4);
    expect(repaired.cache.routes.made).toBe(4);
    expect(repaired.cache.bundle).toEqual({ reused: 0, made: 1, damaged: 1 });
    expect(repaired.cache.search.damaged).toBe(1);
    expect(repaired.hash).toBe(coldHash(site));
    // The entries were made anew: the next build takes everything from the cache.
    const next = warmBuild(site);
    expect(next.cache.routes).toEqual({ reused: pages, made: 0, damaged: 0 });
    expect(next.hash).toBe(repaired.hash);
  });

  it('links the client files from the cache, and bundles again when one of them was changed', () => {
    const kept = cacheFiles(site, 'bundle').filter((f) => path.basename(f).includes('.'));
    expect(kept.length).toBeGreaterThan(3);
    const before = warmBuild(site);
    expect(before.cache.bundle.reused).toBe(1);
    // The output's scripts are the cache's files, not copies of them.
    const main = readdirSync(path.join(site, 'dist/assets/js')).find((n) => n.startsWith('main-'))!;
    expect(statSync(path.join(site, 'dist/assets/js', main)).nlink).toBeGreaterThan(1);
    const victim = kept.find((f) => statSync(f).size > 100)!;
    writeFileSync(victim, readFileSync(victim, 'latin1').replace(/[a-z]/g, 'q'), 'latin1');
    const after = warmBuild(site);
    expect(after.cache.bundle).toEqual({ reused: 0, made: 1, damaged: 1 });
    expect(after.hash).toBe(before.hash);
  });

  it('writes into the folders of the output before last, and leaves none of them behind empty', () => {
    const doc = path.join(site, 'content/docs/guides/extra/added.md');
    mkdirSync(path.dirname(doc), { recursive: true });
    writeFileSync(doc, '# An added doc\n\nIn a folder of its own.\n');
    warmBuild(site);
    expect(readdirSync(path.join(site, 'dist/docs/guides/extra/added'))).toContain('index.html');
    rmSync(path.dirname(doc), { recursive: true });
    // This build replaces the output that has the doc; the next one writes into its folders.
    warmBuild(site);
    const spare = path.join(site, CACHE, 'spare-output');
    expect(readdirSync(path.join(spare, 'docs/guides/extra/added'))).toContain('index.html');
    const next = warmBuild(site);
    expect(readdirSync(path.join(site, 'dist/docs/guides'))).not.toContain('extra');
    // It took the spare tree; the one it replaced is the spare now.
    expect(readdirSync(path.join(spare, 'docs/guides'))).not.toContain('extra');
    const empty: string[] = [];
    const visit = (dir: string) => {
      const names = readdirSync(dir, { withFileTypes: true });
      if (names.length === 0) empty.push(dir);
      for (const entry of names) if (entry.isDirectory()) visit(path.join(dir, entry.name));
    };
    visit(path.join(site, 'dist'));
    expect(empty).toEqual([]);
    expect(next.hash).toBe(coldHash(site));
  });

  it('uses no entry made with another config', () => {
    const configFile = path.join(site, 'site.config.json');
    const config = JSON.parse(readFileSync(configFile, 'utf8'));
    config.title = `${config.title} renamed`;
    writeFileSync(configFile, JSON.stringify(config, null, 2));
    const warm = warmBuild(site);
    expect(warm.cache.routes.reused).toBe(0);
    expect(warm.cache.bundle.reused).toBe(0);
    expect(warm.hash).toBe(coldHash(site));
  });

  it('uses no entry made by another version of the generator', () => {
    warmBuild(site);
    // A copy of the generator whose compiled code differs by one comment, as after an upgrade.
    const install = mkdtempSync(path.join(os.tmpdir(), 'docs-generator-'));
    try {
      for (const name of ['bin', 'lib', 'src', 'shared', 'template', 'package.json'])
        cpSync(path.join(repoRoot, name), path.join(install, name), { recursive: true });
      symlinkSync(path.join(repoRoot, 'node_modules'), path.join(install, 'node_modules'));
      appendFileSync(path.join(install, 'lib', 'cli.js'), '\n// another release\n');
      const other = warmBuild(site, path.join(install, 'bin', 'docs.js'));
      expect(other.cache.routes).toEqual({ reused: 0, made: pages, damaged: 0 });
      expect(other.cache.bundle.reused).toBe(0);
      // Compared with the same install's cold build: its template lives elsewhere, which esbuild's output shows.
      expect(other.hash).toBe(coldHash(site, path.join(install, 'bin', 'docs.js')));
    } finally {
      removeDir(install);
    }
  });

  it('is safe to delete, and --no-cache neither reads nor writes it', () => {
    removeDir(path.join(site, '.docs-cache'));
    const result = runCli(site, ['build', '--no-cache', '--verbose']);
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain('cache:');
    expect(() => readdirSync(path.join(site, CACHE))).toThrow();
    const rebuilt = warmBuild(site);
    expect(rebuilt.cache.routes).toEqual({ reused: 0, made: pages, damaged: 0 });
    expect(rebuilt.hash).toBe(coldHash(site));
  });
});

/** The URLs the built site's split search index gives for a query in one docs version, read from dist/ as the browser reads it. */
async function searchDist(site: string, query: string, version: string): Promise<string[]> {
  const client = createSplitSearchClient(async (file) => JSON.parse(readFileSync(path.join(site, 'dist', file), 'utf8')) as unknown);
  const { results } = await client.search({
    requests: [{ indexName: 'versioned', query, facetFilters: ['language:en', [`docusaurus_tag:docs-default-${version}`]] }],
  });
  return [...new Set(results[0]!.hits.map((hit) => String(hit.url_without_anchor)))];
}

/** The number of groups (docs versions, blog, other pages) of the built site's split index. */
function searchGroups(site: string): number {
  return (JSON.parse(readOut(path.join(site, 'dist'), 'search-index/manifest.json')) as { groups: unknown[] }).groups.length;
}

describe('the search index in the build cache (tests/fixtures/versioned)', () => {
  let site: string;
  let groups: number;
  const oldIntro = () => path.join(site, 'content/versioned_docs/version-1.0.0/intro.md');

  beforeAll(() => {
    site = copyFixture('versioned');
    const config = JSON.parse(readFileSync(path.join(site, 'site.config.json'), 'utf8'));
    writeFileSync(path.join(site, 'site.config.json'), JSON.stringify({ ...config, search: { indexName: 'versioned' } }));
    const first = warmBuild(site);
    groups = searchGroups(site);
    expect(groups).toBeGreaterThanOrEqual(2);
    expect(first.cache['search-groups']).toEqual({ reused: 0, made: groups, damaged: 0 });
  });
  afterAll(() => removeDir(site));

  it('splits again only the group of a doc whose text changed in one version, and the output equals a cold build', async () => {
    // The same pages in the same order: only the text of the 1.0.0 intro tells its group changed.
    writeFileSync(oldIntro(), readFileSync(oldIntro(), 'utf8').replace('Old intro.', 'Old intro, kept by a quokkalith.'));
    const warm = warmBuild(site);
    expect(warm.cache.search).toEqual({ reused: 0, made: 1, damaged: 0 });
    expect(warm.cache['search-groups']).toEqual({ reused: groups - 1, made: 1, damaged: 0 });
    expect(warm.hash).toBe(coldHash(site));
    expect(await searchDist(site, 'quokkalith', '1.0.0')).toEqual(['https://versioned.example.com/docs/1.0.0']);
    expect(await searchDist(site, 'quokkalith', 'current')).toEqual([]);
    // The other version's group came from the cache and still answers.
    expect(await searchDist(site, 'feature', 'current')).toContain('https://versioned.example.com/docs/advanced/feature');
  });

  it('finds a word moved from one version to another after a warm build, and no longer where it was', async () => {
    writeFileSync(oldIntro(), readFileSync(oldIntro(), 'utf8').replace('kept by a quokkalith', 'kept by a wombat'));
    const current = path.join(site, 'content/docs/new-in-next.md');
    appendFileSync(current, '\nA quokkalith lives here now.\n');
    const warm = warmBuild(site);
    expect(warm.cache['search-groups'].made).toBe(2);
    expect(warm.hash).toBe(coldHash(site));
    expect(await searchDist(site, 'quokkalith', '1.0.0')).toEqual([]);
    expect(await searchDist(site, 'quokkalith', 'current')).toEqual(['https://versioned.example.com/docs/new-in-next']);
  });

  it('splits again a group whose pages moved when a doc is added to another, and the output equals a cold build', async () => {
    // Its path sorts before every page of 1.0.0: their texts are unchanged but their indexes among all pages move.
    writeFileSync(path.join(site, 'content/docs/aardvark.md'), '---\ntitle: Aardvark\nslug: /0-aardvark\n---\n\nAn aardvark digs at night.\n');
    const warm = warmBuild(site);
    expect(warm.cache['search-groups']).toEqual({ reused: groups - 2, made: 2, damaged: 0 });
    expect(warm.hash).toBe(coldHash(site));
    expect(await searchDist(site, 'aardvark', 'current')).toEqual(['https://versioned.example.com/docs/0-aardvark']);
    expect(await searchDist(site, 'wombat', '1.0.0')).toEqual(['https://versioned.example.com/docs/1.0.0']);
  });

  it('rebuilds a group whose entry or kept piece is damaged, and keeps the sound ones', () => {
    warmBuild(site);
    const files = cacheFiles(site, 'search-groups');
    // An entry is named by its key; the pieces it keeps are `<key>.<piece>`.
    const entry = files.find((file) => !path.basename(file).includes('.'))!;
    const piece = files.find((file) => path.basename(file).includes('.') && !path.basename(file).startsWith(`${path.basename(entry)}.`))!;
    const bytes = readFileSync(entry);
    // Same length, a few bytes changed: only the checksum can tell.
    for (let i = bytes.length - 60; i < bytes.length - 20; i++) bytes[i] = bytes[i]! ^ 0x55;
    writeFileSync(entry, bytes);
    // A piece is the same file as the one in dist/ (a hard link): an edit there must not come back either.
    truncateSync(piece, 1);
    const repaired = warmBuild(site);
    expect(repaired.cache['search-groups']).toEqual({ reused: groups - 2, made: 2, damaged: 2 });
    expect(repaired.hash).toBe(coldHash(site));
    const next = warmBuild(site);
    expect(next.cache.search).toEqual({ reused: 1, made: 0, damaged: 0 });
    expect(next.cache['search-groups']).toEqual({ reused: groups, made: 0, damaged: 0 });
    expect(next.hash).toBe(repaired.hash);
  });
});
