import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { copyFixture, removeDir } from '../helpers/fixture.js';
import { freePort } from '../helpers/cli-server.js';

/** Fetches a page until its HTML contains a text (the dev server rebuilds after a save). */
async function waitForHtml(url: string, text: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const html = await (await fetch(url)).text();
    if (html.includes(text) || Date.now() > deadline) return html;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const footer = (mark: string) => `export function Footer() {\n  return <footer className="site-footer">${mark}</footer>;\n}\n`;

describe('docs dev with theme overrides', () => {
  let site: string;
  let dev: DevServer;

  beforeAll(async () => {
    site = copyFixture('basic');
    mkdirSync(path.join(site, 'theme'));
    writeFileSync(path.join(site, 'theme', 'Footer.tsx'), footer('first footer'));
    dev = await startDevServer({ siteDir: site, port: await freePort(), host: '127.0.0.1', log: () => {} });
  });
  afterAll(async () => {
    await dev?.close();
    removeDir(site);
  });

  it('serves the override, and the edited override after a save', async () => {
    expect(await (await fetch(`${dev.url}docs`)).text()).toContain('<footer class="site-footer">first footer</footer>');
    writeFileSync(path.join(site, 'theme', 'Footer.tsx'), footer('second footer'));
    expect(await waitForHtml(`${dev.url}docs`, 'second footer')).toContain('<footer class="site-footer">second footer</footer>');
  });

  it('picks up an override added while it runs', async () => {
    writeFileSync(path.join(site, 'theme', 'TagList.tsx'), 'export function TagList() {\n  return <p className="site-tags">tags replaced</p>;\n}\n');
    expect(await waitForHtml(`${dev.url}docs`, 'tags replaced')).toContain('<p class="site-tags">tags replaced</p>');
  });
});
