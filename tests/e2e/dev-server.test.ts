import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { launchBrowser } from '../helpers/browser.js';
import { copyFixture, removeDir } from '../helpers/fixture.js';
import { freePort } from '../helpers/cli-server.js';

describe('docs dev', () => {
  let site: string;
  let dev: DevServer;
  let browser: Browser;
  const logs: string[] = [];

  beforeAll(async () => {
    site = copyFixture('basic');
    dev = await startDevServer({ siteDir: site, port: await freePort(), host: '127.0.0.1', log: (l) => logs.push(l) });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await dev?.close();
    removeDir(site);
  });

  it('serves draft docs, which a production build leaves out', async () => {
    const res = await fetch(`${dev.url}docs/secret`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Not in production.');
  });

  it('updates the page in the browser after a doc is edited, keeping the scroll position', async () => {
    const page = await browser.newPage({ viewport: { width: 1200, height: 400 } });
    await page.goto(`${dev.url}docs/guides/install`);
    await page.waitForTimeout(500);
    await page.evaluate(() => window.scrollTo(0, 200));
    const file = path.join(site, 'content/docs/guides/install.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('Node 20.', 'Node 22 or newer, edited live.'));
    await page.waitForFunction(() => document.body.textContent?.includes('edited live'), null, { timeout: 10_000 });
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(200);
    await page.close();
  });

  it('shows an overlay with file:line for a bad edit, and the next good save clears it', async () => {
    const page = await browser.newPage();
    await page.goto(`${dev.url}docs/guides/configure`);
    const file = path.join(site, 'content/docs/guides/configure.md');
    const good = readFileSync(file, 'utf8');
    writeFileSync(file, good.replace('title: Configure', 'title: [broken'));
    const overlay = page.locator('#__docs-dev-overlay');
    await overlay.waitFor({ timeout: 10_000 });
    expect(await overlay.textContent()).toMatch(/content\/docs\/guides\/configure\.md:\d+:\d+ error invalid YAML in front matter/);
    // The server keeps running and still answers.
    expect((await fetch(`${dev.url}docs`)).status).toBe(200);
    writeFileSync(file, good.replace('Go back', 'Please go back'));
    await page.waitForFunction(() => !document.getElementById('__docs-dev-overlay') && document.body.textContent?.includes('Please go back'), null, {
      timeout: 10_000,
    });
    await page.close();
  });

  it('shows the overlay for an error in a doc body, found when the page is rendered', async () => {
    const page = await browser.newPage();
    await page.goto(`${dev.url}docs/guides/configure`);
    const file = path.join(site, 'content/docs/guides/configure.md');
    const good = readFileSync(file, 'utf8');
    writeFileSync(file, `${good}\n<Carousel />\n`);
    const overlay = page.locator('#__docs-dev-overlay');
    await overlay.waitFor({ timeout: 10_000 });
    expect(await overlay.textContent()).toMatch(/content\/docs\/guides\/configure\.md:\d+:1 error .*Carousel/);
    writeFileSync(file, good);
    await page.waitForFunction(() => !document.getElementById('__docs-dev-overlay'), null, { timeout: 10_000 });
    await page.close();
  });

  it('coalesces rapid saves: the last one wins', async () => {
    const file = path.join(site, 'content/docs/guides/configure.md');
    const base = readFileSync(file, 'utf8');
    const before = logs.length;
    for (let i = 1; i <= 5; i++) writeFileSync(file, `${base}\nSave number ${i}.\n`);
    await new Promise((r) => setTimeout(r, 300));
    await dev.idle();
    const html = await (await fetch(`${dev.url}docs/guides/configure`)).text();
    expect(html).toContain('Save number 5.');
    expect(html).not.toContain('Save number 4.');
    expect(logs.length - before).toBeLessThanOrEqual(2);
  });

  it('says which flag to use when the port is taken', async () => {
    const port = Number(new URL(dev.url).port);
    await expect(startDevServer({ siteDir: site, port, host: '127.0.0.1', log: () => {} })).rejects.toThrow(
      `Port ${port} on 127.0.0.1 is already in use. Stop the other server or pick another port with --port <number>.`,
    );
  });
});
