import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, readOut, removeDir } from '../helpers/fixture.js';
import { runCli } from '../helpers/run-cli.js';

describe('docs build on the basic fixture', () => {
  let site: string;
  let out: string;
  let stdout: string;

  beforeAll(() => {
    site = copyFixture('basic');
    const result = runCli(site, ['build']);
    stdout = result.stdout;
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    out = path.join(site, 'dist');
  });
  afterAll(() => removeDir(site));

  it('reports how many pages it built', () => {
    expect(stdout).toMatch(/^Built \d+ pages into dist in \d+ ms\.$/m);
  });

  it('writes the home page from the React page with its title', () => {
    const html = readOut(out, 'index.html');
    expect(html).toContain('<title>Fixture Site</title>');
    expect(html).toContain('Hello from a React page.');
    expect(html).toContain('<html lang="en" dir="ltr"');
    expect(html).toMatch(/<meta name="generator" content="docs [\d.]+">/);
  });

  it('writes every doc with real content and "Page | Site" titles', () => {
    const intro = readOut(out, 'docs/index.html');
    expect(intro).toContain('<title>Introduction | Fixture Site</title>');
    expect(intro).toContain('id="what-you-get"');
    expect(intro).toContain('href="/docs/guides/install#requirements"');
    const install = readOut(out, 'docs/guides/install/index.html');
    expect(install).toContain('<title>Install | Fixture Site</title>');
    expect(install).toContain('id="custom-id"');
    // Code is highlighted token by token, so compare the page's text.
    expect(install.replace(/<[^>]+>/g, '')).toContain('npm install fixture');
    expect(readOut(out, 'docs/guides/configure/index.html')).toContain('href="/docs"');
    expect(existsSync(path.join(out, 'docs/guides/index.html'))).toBe(true);
  });

  it('leaves drafts out of a production build and keeps unlisted docs out of the sitemap', () => {
    expect(existsSync(path.join(out, 'docs/secret/index.html'))).toBe(false);
    expect(existsSync(path.join(out, 'docs/hidden/index.html'))).toBe(true);
    const sitemap = readOut(out, 'sitemap.xml');
    expect(sitemap).toContain('<loc>https://fixture.example.com/docs/guides/install</loc>');
    expect(sitemap).not.toContain('/docs/hidden');
    expect(sitemap).not.toContain('/docs/secret');
    expect(readOut(out, 'docs/hidden/index.html')).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it('copies content images with a content hash and static files as they are', () => {
    const images = readdirSync(path.join(out, 'assets/images'));
    expect(images.some((f) => /^diagram-[0-9a-f]{8}\.svg$/.test(f))).toBe(true);
    expect(existsSync(path.join(out, 'img/ada.svg'))).toBe(true);
  });

  it('writes markdown pages, tags pages, 404.html and per-route data files', () => {
    expect(readOut(out, 'about/index.html')).toContain('A markdown page.');
    expect(readOut(out, 'docs/tags/index.html')).toContain('basics');
    expect(readOut(out, 'docs/tags/setup/index.html')).toContain('Install');
    expect(readOut(out, '404.html')).toContain('Page Not Found');
    const data = JSON.parse(readOut(out, 'page-data/docs/guides/install.json'));
    expect(data.kind).toBe('doc');
    expect(data.props.title).toBe('Install');
  });

  it('bundles the client with hashed names and links it from every page', () => {
    const js = readdirSync(path.join(out, 'assets/js'));
    const main = js.find((f) => /^main-[A-Z0-9]+\.js$/i.test(f));
    expect(main).toBeDefined();
    expect(readOut(out, 'docs/index.html')).toContain(`<script type="module" src="/assets/js/${main}"></script>`);
  });

  it('keeps the previous dist/ when a build fails', () => {
    writeFileSync(path.join(site, 'site.config.json'), '{ "title": 3 }');
    const result = runCli(site, ['build']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/site\.config\.json:1:\d+/);
    expect(existsSync(path.join(out, 'index.html'))).toBe(true);
    expect(readdirSync(site).filter((f) => f.startsWith('dist.'))).toEqual([]);
  });
});
