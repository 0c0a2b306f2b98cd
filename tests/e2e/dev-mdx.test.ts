import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEV_CACHE_DIR, startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { launchBrowser } from '../helpers/browser.js';
import { freePort } from '../helpers/cli-server.js';
import { copyFixture, removeDir } from '../helpers/fixture.js';

describe('docs dev on MDX (tests/fixtures/mdx)', () => {
  let site: string;
  let dev: DevServer;
  let browser: Browser;
  const logged: string[] = [];

  beforeAll(async () => {
    site = copyFixture('mdx');
    dev = await startDevServer({ siteDir: site, port: await freePort(), host: '127.0.0.1', log: (line) => logged.push(line) });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await dev?.close();
    removeDir(site);
  });

  it('an edit of the text of a page with components re-renders it without bundling; an edit of its code bundles', async () => {
    const file = path.join(site, 'content/docs/intro.mdx');
    const original = readFileSync(file, 'utf8');
    expect((await fetch(`${dev.url}docs`)).status).toBe(200);
    await dev.idle();
    // New paragraphs above the tags and expressions: they move, the module stays as it was.
    logged.length = 0;
    writeFileSync(file, original.replace('# Introduction\n', '# Introduction\n\nA new paragraph.\n\nAnd another one.\n'));
    await expect.poll(async () => (await (await fetch(`${dev.url}docs`)).text()).includes('And another one.'), { timeout: 15_000 }).toBe(true);
    await dev.idle();
    const html = await (await fetch(`${dev.url}docs`)).text();
    expect(html).toContain('The answer is <!-- -->42<!-- -->; released in <!-- -->2024');
    expect(html).toMatch(/Clicks<!-- -->: <!-- -->42/);
    expect(logged.filter((line) => line.startsWith('Rebuilt'))).toEqual([expect.stringMatching(/^Rebuilt 1 page in \d+ ms\.$/)]);
    // A changed expression is code: the module is bundled again.
    logged.length = 0;
    writeFileSync(file, original.replace('{2 + 2}', '{2 + 3}'));
    await expect.poll(async () => (await (await fetch(`${dev.url}docs`)).text()).includes('Two plus two is <!-- -->5'), { timeout: 30_000 }).toBe(true);
    await dev.idle();
    expect(logged.filter((line) => line.startsWith('Rebuilt'))).toEqual([expect.stringMatching(/^Rebuilt \d+ pages? in \d+ ms \(code bundled again\)\.$/)]);
    writeFileSync(file, original);
    await expect.poll(async () => (await (await fetch(`${dev.url}docs`)).text()).includes('Two plus two is <!-- -->4'), { timeout: 30_000 }).toBe(true);
    await dev.idle();
  });

  it('editing a component reloads the open pages that import it, and only those', async () => {
    // Open two pages (the server tracks what readers have open); only /docs uses Counter.
    for (const p of ['docs', 'docs/guides/partials']) expect((await fetch(`${dev.url}${p}`)).status).toBe(200);
    const socket = new WebSocket(`${dev.url.replace(/^http/, 'ws').replace(/\/$/, '')}/__docs/ws`);
    await new Promise((resolve) => socket.once('open', resolve));
    const message = new Promise<{ type: string; paths?: string[] }>((resolve) => socket.once('message', (data) => resolve(JSON.parse(String(data)))));
    const file = path.join(site, 'src/components/Counter.jsx');
    writeFileSync(file, readFileSync(file, 'utf8').replace('{label}: {count}', '{label} (edited): {count}'));
    const update = await message;
    socket.close();
    expect(update).toMatchObject({ type: 'update', paths: ['/docs'] });
    expect(await (await fetch(`${dev.url}docs`)).text()).toContain('Clicks<!-- --> (edited): <!-- -->42');
  });

  it('editing a partial updates the pages that use it, TOC included', async () => {
    const file = path.join(site, 'content/docs/_shared-steps.mdx');
    writeFileSync(file, readFileSync(file, 'utf8').replace('## Shared steps', '## Shared steps, edited'));
    await new Promise((r) => setTimeout(r, 300));
    await dev.idle();
    const html = await (await fetch(`${dev.url}docs/guides/partials`)).text();
    expect(html).toContain('id="shared-steps-edited"');
    expect(html).toContain('href="#shared-steps-edited" class="docs-toc__link"');
  });

  it('shows the overlay at the place of an MDX error, and the next good save clears it', async () => {
    const page = await browser.newPage();
    await page.goto(`${dev.url}docs/guides/plain`);
    const file = path.join(site, 'content/docs/guides/plain.md');
    const good = readFileSync(file, 'utf8');
    writeFileSync(file, `${good}\nValue: {missingName}\n`);
    const overlay = page.locator('#__docs-dev-overlay');
    await overlay.waitFor({ timeout: 15_000 });
    expect(await overlay.textContent()).toMatch(/content\/docs\/guides\/plain\.md:9:9 error the expression threw: missingName is not defined/);
    writeFileSync(file, good.replace('loads no module', 'loads no module at all'));
    await page.waitForFunction(() => !document.getElementById('__docs-dev-overlay') && document.body.textContent?.includes('no module at all'), null, {
      timeout: 15_000,
    });
    await page.close();
  });
});

describe('docs dev starting on an MDX site (tests/fixtures/mdx)', () => {
  let site: string;
  let dev: DevServer;
  const log: string[] = [];

  beforeAll(() => {
    site = copyFixture('mdx');
  });
  afterAll(async () => {
    await dev?.close();
    removeDir(site);
  });

  it('serves at once, bundles the MDX modules right after, and reloads the pages open meanwhile', async () => {
    dev = await startDevServer({ siteDir: site, port: await freePort(), host: '127.0.0.1', log: (line) => log.push(line) });
    // A reader who opened a page as soon as the server was up.
    const socket = new WebSocket(`${dev.url.replace(/^http/, 'ws').replace(/\/$/, '')}/__docs/ws`);
    const messages: { type: string }[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    await new Promise((resolve) => socket.once('open', resolve));
    const plain = await fetch(`${dev.url}docs/guides/plain`);
    expect(plain.status).toBe(200);
    // A page with components waits for its module rather than failing or rendering without it.
    const [html, data] = await Promise.all([fetch(`${dev.url}docs`).then((r) => r.text()), fetch(`${dev.url}page-data/docs.json`).then((r) => r.json())]);
    expect(html).toContain('Clicks<!-- -->: <!-- -->42');
    expect(Object.keys(data.modules ?? {})).toEqual(['mdx:content/docs/intro.mdx']);
    await dev.idle();
    expect(log.some((line) => /^Bundled the MDX modules in \d+ ms\.$/.test(line))).toBe(true);
    await new Promise((r) => setTimeout(r, 100));
    socket.close();
    expect(messages).toContainEqual({ type: 'reload' });
  });

  it('a restart takes unchanged MDX files from the cache, and compiles a file edited while it was stopped', async () => {
    await dev.close();
    const scopes = path.join(site, DEV_CACHE_DIR, 'mdx-scopes');
    // The first session kept a scope per MDX file it compiled.
    expect(readdirSync(scopes).length).toBeGreaterThan(0);
    const file = path.join(site, 'content/docs/intro.mdx');
    writeFileSync(file, readFileSync(file, 'utf8').replace('Two plus two is {2 + 2}.', 'Two plus two is {2 + 2}; six times seven is {6 * 7}.'));
    dev = await startDevServer({ siteDir: site, port: await freePort(), host: '127.0.0.1', log: () => {} });
    const html = await (await fetch(`${dev.url}docs`)).text();
    expect(html).toContain('six times seven is <!-- -->42');
    expect(html).toContain('Clicks<!-- -->: <!-- -->42');
  });

  it('a restart takes both bundles from the cache, unless a file they were made from changed while it was stopped', async () => {
    await dev.idle();
    await dev.close();
    const bundles = path.join(site, DEV_CACHE_DIR, 'bundle');
    const stamps = () => Object.fromEntries(readdirSync(bundles).map((name) => [name, statSync(path.join(bundles, name)).mtimeMs]));
    const before = stamps();
    // One without the MDX modules (served at once), one with them.
    expect(Object.keys(before)).toHaveLength(2);
    const stale = path.join(site, '.docs-cache/dev/assets/js/left-by-an-old-session.js');
    writeFileSync(stale, 'old');

    dev = await startDevServer({ siteDir: site, port: await freePort(), host: '127.0.0.1', log: () => {} });
    const html = await (await fetch(`${dev.url}docs`)).text();
    await dev.idle();
    expect(html).toContain('Clicks<!-- -->: <!-- -->42');
    // Neither entry was made again, and the page's scripts are there to load.
    expect(stamps()).toEqual(before);
    const scripts = [...html.matchAll(/<script type="module" src="\/([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) expect(existsSync(path.join(site, '.docs-cache/dev', src))).toBe(true);
    expect(existsSync(stale)).toBe(false);
    await dev.close();

    const component = path.join(site, 'src/components/Counter.jsx');
    writeFileSync(component, readFileSync(component, 'utf8').replace('{label}: {count}', '{label} (while stopped): {count}'));
    dev = await startDevServer({ siteDir: site, port: await freePort(), host: '127.0.0.1', log: () => {} });
    expect(await (await fetch(`${dev.url}docs`)).text()).toContain('Clicks<!-- --> (while stopped): <!-- -->42');
    await dev.idle();
    expect(stamps()).not.toEqual(before);
  });
});
