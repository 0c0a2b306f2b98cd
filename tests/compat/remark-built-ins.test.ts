import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAndBuild, type CompatRun } from '../helpers/compat.js';
import { launchBrowser } from '../helpers/browser.js';
import { runCli } from '../helpers/run-cli.js';
import { serveStatic } from '../../src/server/serve.js';

// The JS chunks that hold the stand-in mermaid package.
function mermaidChunk(out: string): string[] {
  const chunks = readdirSync(path.join(out, 'assets/js')).filter((f) => f.endsWith('.js'));
  return chunks.filter((f) => readFileSync(path.join(out, 'assets/js', f), 'utf8').includes('fixture-diagram'));
}

// Serves a built site and opens a Chromium page on it; every URL the page asks for is in `requested`.
async function inBrowser(out: string, use: (page: Page, origin: string, requested: string[]) => Promise<void>): Promise<void> {
  const server: Server = await serveStatic({ dir: out, port: 0, host: '127.0.0.1' });
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const requested: string[] = [];
    const errors: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    page.on('pageerror', (e) => errors.push(e.message));
    await use(page, `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requested);
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
    await new Promise<void>((r) => server.close(() => r()));
  }
}

// npm2yarn fences and mermaid diagrams, which Docusaurus sites turn on with its packages
// (@docusaurus/remark-plugin-npm2yarn, @docusaurus/theme-mermaid), built in here.
describe('npm2yarn and mermaid', () => {
  let run: CompatRun;
  beforeAll(() => {
    run = migrateAndBuild('remark-built-ins');
  });
  afterAll(() => run.remove());

  it('migrates both into markdown, without a note', () => {
    expect(run.migrate.code, run.migrate.stderr).toBe(0);
    expect(run.config?.markdown).toEqual({ remarkPlugins: [['@docusaurus/remark-plugin-npm2yarn', { sync: true }]], mermaid: true });
    expect(run.migrate.stderr).not.toMatch(/mermaid|npm2yarn/);
  });

  it('turns an npm2yarn fence into tabs of npm, yarn and pnpm commands, grouped', () => {
    expect(run.build?.code, run.build?.stderr).toBe(0);
    const html = run.read('install/index.html');
    expect(html.match(/class="docs-tabs"/g)).toHaveLength(2);
    expect([...html.matchAll(/role="tab"[^>]*>(npm|Yarn|pnpm)</g)].map((m) => m[1])).toEqual(['npm', 'Yarn', 'pnpm', 'npm', 'Yarn', 'pnpm']);
    const text = html.replace(/<[^>]+>/g, '');
    for (const command of [
      'npm install --save-dev @harbour/cli',
      'yarn add --dev @harbour/cli',
      'pnpm add --save-dev @harbour/cli',
      'yarn start --port 3001',
      'pnpm run start --port 3001',
    ]) {
      expect(text).toContain(command);
    }
    // The fence's other meta stays with each tab's code block.
    expect(html.match(/Start the server/g)).toHaveLength(3);
  });

  it('switches every npm2yarn block of the page when the reader picks a package manager (the synced group)', async () => {
    await inBrowser(run.out, async (page, origin) => {
      await page.goto(`${origin}/install`);
      await page.waitForFunction(() => !!(globalThis as { __docs?: unknown }).__docs);
      await page.getByRole('tab', { name: 'pnpm' }).first().click();
      const selected = () => page.locator('[role="tab"][aria-selected="true"]').allTextContents();
      await expect.poll(selected).toEqual(['pnpm', 'pnpm']);
      await expect
        .poll(() => page.locator('[role="tabpanel"]:visible').allTextContents())
        .toEqual([expect.stringContaining('pnpm add --save-dev @harbour/cli'), expect.stringContaining('pnpm run start --port 3001')]);
    });
  });

  it("draws the diagram in the browser with the site's mermaid, and again in dark mode; other pages never load it", async () => {
    await inBrowser(run.out, async (page, origin, requested) => {
      await page.goto(`${origin}/plain`);
      await page.waitForFunction(() => !!(globalThis as { __docs?: unknown }).__docs);
      expect(requested.some((url) => mermaidChunk(run.out).some((chunk) => url.endsWith(chunk)))).toBe(false);
      await page.goto(`${origin}/flow`);
      const svg = page.locator('.docs-mermaid svg.fixture-diagram');
      await expect.poll(() => svg.getAttribute('data-theme')).toBe('default');
      expect(await svg.locator('text').allTextContents()).toEqual(['Dock', 'Quay', 'Ship']);
      await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
      await expect.poll(() => page.locator('.docs-mermaid svg').getAttribute('data-theme')).toBe('dark');
    });
  });

  it("shows a diagram's source in the page's HTML, to be drawn in the browser", () => {
    const html = run.read('flow/index.html');
    expect(html).toMatch(/<pre class="docs-code docs-mermaid"><code class="language-mermaid">graph TD\n {2}Dock --&gt; Quay/);
    // mermaid is in a chunk of its own, which no page loads up front.
    const mermaidChunks = mermaidChunk(run.out);
    expect(mermaidChunks).toHaveLength(1);
    for (const page of ['flow/index.html', 'plain/index.html']) expect(run.read(page)).not.toContain(mermaidChunks[0]);
  });

  it('names the package to install when the site has no mermaid', () => {
    rmSync(path.join(run.dir, 'node_modules/mermaid'), { recursive: true });
    const failed = runCli(run.dir, ['build']);
    expect(failed.code).not.toBe(0);
    expect(failed.stderr).toMatch(
      /site\.config\.json:\d+:\d+ error markdown\.mermaid is on, but the site has no mermaid package to draw the diagrams with \[bundle\/missing-package\]/,
    );
    expect(failed.stderr).toContain('npm install mermaid');
  });
});
