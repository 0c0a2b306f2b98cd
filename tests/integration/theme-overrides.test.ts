import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../../src/server/serve.js';
import { themeComponents } from '../../src/bundle/theme-components.js';
import { launchBrowser } from '../helpers/browser.js';
import { copyFixture, readOut, removeDir, repoRoot } from '../helpers/fixture.js';
import { runCli } from '../helpers/run-cli.js';

describe('theme overrides and docs swizzle', () => {
  let site: string;
  let swizzle: ReturnType<typeof runCli>;

  beforeAll(() => {
    site = copyFixture('basic');
    swizzle = runCli(site, ['swizzle', 'Footer']);
    // The copy is edited as a site author would: a mark on the footer element.
    const file = path.join(site, 'theme', 'Footer.tsx');
    writeFileSync(file, readFileSync(file, 'utf8').replace('<footer className=', '<footer data-site-footer="mine" className='));
    // A hand-written override that wraps the original and imports a helper of its own.
    writeFileSync(path.join(site, 'theme', 'shout.ts'), 'export const shout = (s: string) => s.toUpperCase();\n');
    writeFileSync(
      path.join(site, 'theme', 'Admonition.tsx'),
      [
        "import { Admonition as Original, type AdmonitionProps } from '@docs/theme-original/Admonition';",
        "import { shout } from './shout';",
        'export type { AdmonitionProps };',
        'export function Admonition(props: AdmonitionProps) {',
        '  return <div className="site-admonition" data-said={shout("wrapped")}><Original {...props} /></div>;',
        '}',
        '',
      ].join('\n'),
    );
    // A code block that reads its lines' elements (the tokens), as a site's own one may restyle them.
    writeFileSync(
      path.join(site, 'theme', 'CodeBlock.tsx'),
      [
        "import { Children, isValidElement, type ReactElement } from 'react';",
        "import { CodeBlock as Original, type CodeBlockProps } from '@docs/theme-original/CodeBlock';",
        'export type { CodeBlockProps };',
        'const tokensOf = (line: unknown) =>',
        '  isValidElement(line) ? Children.toArray((line as ReactElement<{ children?: unknown }>).props.children as never).filter(isValidElement).length : 0;',
        'export function CodeBlock(props: CodeBlockProps) {',
        '  const tokens = Children.toArray(props.children).reduce((n: number, line) => n + tokensOf(line), 0);',
        '  return <div className="site-code" data-tokens={tokens}><Original {...props} /></div>;',
        '}',
        '',
      ].join('\n'),
    );
    const build = runCli(site, ['build']);
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
  });
  afterAll(() => removeDir(site));

  it('swizzle copies the component into theme/ and says where', () => {
    expect(swizzle.code).toBe(0);
    expect(swizzle.stdout).toContain(`Wrote ${path.join('theme', 'Footer.tsx')}`);
    // The copy is the original under a three-line note (with the edit made above undone).
    const copy = readFileSync(path.join(site, 'theme', 'Footer.tsx'), 'utf8').replace(' data-site-footer="mine"', '');
    const original = readFileSync(path.join(repoRoot, 'template', 'components', 'Footer.tsx'), 'utf8');
    expect(copy.split('\n').slice(3).join('\n')).toBe(original);
    expect(copy).toMatch(/^\/\/ Copied from the docs-kiln theme \(components\/Footer\.tsx\) by `docs swizzle Footer`/);
  });

  it('the built pages use the edited copy and the wrapper instead of the theme originals', () => {
    const html = readOut(path.join(site, 'dist'), 'docs/index.html');
    expect(html).toContain('data-site-footer="mine"');
    expect(html).toMatch(/<div class="site-admonition" data-said="WRAPPED"><div class="[^"]*docs-admonition/);
    // The original footer's content is still rendered by the copy.
    expect(html).toContain('docs-footer__column');
    // A replaced code block gets its lines as elements, tokens and all, on the server as in the browser.
    const tokens = /<div class="site-code" data-tokens="(\d+)">/.exec(html);
    expect(Number(tokens?.[1])).toBeGreaterThan(0);
  });

  it('the browser keeps the overrides after hydration and client-side navigation', async () => {
    const server: Server = await serveStatic({ dir: path.join(site, 'dist'), port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${origin}/docs/guides/install`);
      // The router exists once the page has hydrated; the click below is then a client-side navigation.
      await page.waitForFunction(() => !!(globalThis as unknown as { __docs?: unknown }).__docs);
      await page.evaluate(() => ((globalThis as unknown as { marker: number }).marker = 1));
      await page.click('.docs-footer a[href="/docs"]');
      await page.waitForURL(`${origin}/docs`);
      await page.waitForSelector('.site-admonition[data-said="WRAPPED"]');
      expect(await page.locator('footer[data-site-footer="mine"]').count()).toBe(1);
      // Same document: the wrapper was rendered by the client bundle, not by a full page load.
      expect(await page.evaluate(() => (globalThis as unknown as { marker?: number }).marker)).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      await new Promise<void>((r) => server.close(() => r()));
    }
  });

  it('swizzle refuses to overwrite an existing override and leaves it untouched', () => {
    const file = path.join(site, 'theme', 'Footer.tsx');
    const before = readFileSync(file, 'utf8');
    const again = runCli(site, ['swizzle', 'Footer']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`${path.join('theme', 'Footer.tsx')} already exists and overrides Footer`);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('swizzle refuses an unknown name, suggests the closest and lists the valid ones', () => {
    const result = runCli(site, ['swizzle', 'Fotoer']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('"Fotoer" is not a theme component (did you mean "Footer"?)');
    expect(result.stderr).toContain('Admonition, AnnouncementBar');
    expect(existsSync(path.join(site, 'theme', 'Fotoer.tsx'))).toBe(false);
  });

  it('a syntax error in an override is reported with its file and line', () => {
    const broken = copyFixture('basic');
    try {
      mkdirSync(path.join(broken, 'theme'));
      writeFileSync(path.join(broken, 'theme', 'Footer.tsx'), 'export function Footer() {\n  return <footer>;\n}\n');
      const result = runCli(broken, ['build']);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/^theme\/Footer\.tsx:\d+:\d+ error /m);
      expect(readdirSync(broken)).not.toContain('dist');
    } finally {
      removeDir(broken);
    }
  });
});

describe('a site with a whole theme of its own', () => {
  it('a copy of template/ in the site folder builds (the theme imports shared code by package path)', () => {
    const site = copyFixture('basic');
    try {
      cpSync(path.join(repoRoot, 'template'), path.join(site, 'template'), { recursive: true });
      const footer = path.join(site, 'template', 'components', 'Footer.tsx');
      writeFileSync(footer, readFileSync(footer, 'utf8').replace('<footer className=', '<footer data-own-theme="yes" className='));
      const result = runCli(site, ['build']);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(readOut(path.join(site, 'dist'), 'docs/index.html')).toContain('data-own-theme="yes"');
    } finally {
      removeDir(site);
    }
  });
});

describe('the README lists the components a site may override', () => {
  it('the list in "Theme overrides" is exactly the theme\'s components', () => {
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    const section = readme.split(/^## /m).find((s) => s.startsWith('Theme overrides'));
    expect(section, 'README has a "## Theme overrides" section').toBeDefined();
    const listed = section!.split('\n').filter((l) => l.startsWith('Overridable components:'))[0] ?? '';
    const names = [...listed.matchAll(/`([A-Z][A-Za-z0-9]*)`/g)].map((m) => m[1]);
    expect([...names].sort()).toEqual(
      themeComponents(path.join(repoRoot, 'template'))
        .map((c) => c.name)
        .sort(),
    );
  });
});
