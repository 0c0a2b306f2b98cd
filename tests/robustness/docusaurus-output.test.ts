import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { treeHash } from '../helpers/tree-hash.js';
import { doc, makeWeakSite, runDocs, WEAK_CONFIG } from '../helpers/weak-site.js';

// A site moved from Docusaurus keeps `outDir: "build"`, where `docusaurus build` left its
// output: a build of docs replaces it as its own, and still refuses what is not a build's.

const CONFIG = WEAK_CONFIG.replace('"contentDir"', '"outDir": "build",\n  "contentDir"');

/** What `docusaurus build` writes into build/ (the webpack runtime chunk is always runtime~main). */
const DOCUSAURUS_BUILD: Record<string, string> = {
  'build/index.html': '<!doctype html><html><head><meta name="generator" content="Docusaurus v3.7.0"><title>Old</title></head><body>old home</body></html>',
  'build/404.html': '<!doctype html><html><head><meta name="generator" content="Docusaurus v3.7.0"></head><body>not found</body></html>',
  'build/assets/js/runtime~main.4f8c2a1b.js': '(()=>{})();',
  'build/assets/js/main.9d1e7f33.js': '(()=>{})();',
  'build/assets/css/styles.a1b2c3d4.css': 'body{}',
  'build/docs/intro/index.html': '<p>old intro</p>',
  'build/sitemap.xml': '<urlset/>',
  'build/img/logo.svg': '<svg/>',
};

describe('an output folder a Docusaurus build wrote', () => {
  let site: string | undefined;
  afterEach(() => {
    if (site) rmSync(site, { recursive: true, force: true });
    site = undefined;
  });

  /** The small site with the config above and `files`, without the dist/ of the helper. */
  const makeSite = (files: Record<string, string>) => {
    const dir = makeWeakSite({ 'site.config.json': CONFIG, 'content/docs/intro.md': doc('New intro.', 'title: Intro'), ...files });
    rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
    return dir;
  };

  it('is replaced by the build as generated output', async () => {
    site = makeSite(DOCUSAURUS_BUILD);
    const result = await runDocs(site, ['build']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toBe('');
    expect(readFileSync(path.join(site, 'build', 'docs', 'intro', 'index.html'), 'utf8')).toContain('New intro.');
    // Nothing of Docusaurus' output is left.
    expect(existsSync(path.join(site, 'build', 'assets', 'js', 'runtime~main.4f8c2a1b.js'))).toBe(false);
    expect(existsSync(path.join(site, 'build', 'img', 'logo.svg'))).toBe(false);
    expect(existsSync(path.join(site, 'build', '.docs-build'))).toBe(true);
  }, 180_000);

  it('holding a .git is still refused, naming it', async () => {
    site = makeSite({ ...DOCUSAURUS_BUILD, 'build/.git/HEAD': 'ref: refs/heads/gh-pages\n' });
    const before = treeHash(path.join(site, 'build'));
    const result = await runDocs(site, ['build']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('site.config.json:4:3 error `outDir` "build" holds files that docs build did not write (.git)');
    expect(treeHash(path.join(site, 'build'))).toBe(before);
  }, 180_000);

  it('is told from a folder that only looks like one: without the webpack runtime it is refused', async () => {
    const { 'build/assets/js/runtime~main.4f8c2a1b.js': _runtime, ...rest } = DOCUSAURUS_BUILD;
    site = makeSite(rest);
    mkdirSync(path.join(site, 'build', 'assets', 'js'), { recursive: true });
    writeFileSync(path.join(site, 'build', 'notes.txt'), 'mine\n');
    const before = treeHash(path.join(site, 'build'));
    const result = await runDocs(site, ['build']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/`outDir` "build" holds files that docs build did not write \(404\.html, assets, docs, img, index\.html and 2 more\)/);
    expect(treeHash(path.join(site, 'build'))).toBe(before);
  }, 180_000);
});
