import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { migrateAndBuild, type CompatRun } from '../helpers/compat.js';
import { runCli } from '../helpers/run-cli.js';
import { serveStatic } from '../../src/server/serve.js';

// @docusaurus/plugin-client-redirects: its redirects become site.config.json's, and the build
// writes a page at each old path that sends the reader on.
describe('client redirects', () => {
  let run: CompatRun;
  beforeAll(() => {
    run = migrateAndBuild('client-redirects');
  });
  afterAll(() => run.remove());

  it('migrates the redirects and the extension option', () => {
    expect(run.migrate.code, run.migrate.stderr).toBe(0);
    expect(run.config?.redirects).toEqual([
      { from: ['/docs/old-schedule', '/timetable'], to: '/docs/schedule' },
      { from: '/docs/fares-2019', to: 'https://fares.example/archive' },
    ]);
    expect(run.migrate.stderr).not.toContain('plugin-client-redirects has no counterpart');
    expect(run.config?.redirectRules).toEqual({ fromExtensions: ['html'] });
    expect(run.migrate.stderr).not.toContain('fromExtensions');
  });

  it('writes a redirect page at each old path: meta refresh, canonical link and a script', () => {
    expect(run.build?.code, run.build?.stderr).toBe(0);
    for (const file of ['docs/old-schedule/index.html', 'timetable/index.html']) {
      const html = run.read(file);
      expect(html).toContain('<meta http-equiv="refresh" content="0; url=/docs/schedule">');
      expect(html).toContain('<link rel="canonical" href="https://ferry.example/docs/schedule">');
      expect(html).toContain('location.replace("/docs/schedule" + location.search + location.hash)');
    }
    expect(run.read('docs/fares-2019/index.html')).toContain('url=https://fares.example/archive');
    // fromExtensions: the page's old .html address, in a folder of its own as Docusaurus writes it.
    expect(run.read('docs/schedule.html/index.html')).toContain('url=/docs/schedule"');
    // Redirects are no pages: the sitemap leaves them out.
    expect(run.read('sitemap.xml')).not.toContain('old-schedule');
  });

  it('sends a reader of an old URL to the page, with its query and hash', async () => {
    const server: Server = await serveStatic({ dir: run.out, port: 0, host: '127.0.0.1' });
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      await page.goto(`${origin}/timetable?from=north#winter`);
      await page.waitForURL(`${origin}/docs/schedule?from=north#winter`);
      await expect.poll(() => page.locator('h1').textContent()).toBe('Schedule');
      // The old URL is replaced, not kept in the history: going back leaves the site.
      await page.goBack();
      expect(page.url()).toBe('about:blank');
    } finally {
      await browser.close();
      await new Promise<void>((r) => server.close(() => r()));
    }
  });

  it('refuses a redirect from a path a page has, and one to no page, at their line of the config', () => {
    const file = path.join(run.dir, 'site.config.json');
    const config = JSON.parse(readFileSync(file, 'utf8'));
    config.redirects.push({ from: '/docs/fares', to: '/docs/schedule' }, { from: '/docs/rates', to: '/docs/prices' });
    writeFileSync(file, JSON.stringify(config, null, 2));
    const failed = runCli(run.dir, ['build']);
    expect(failed.code).not.toBe(0);
    expect(failed.stderr).toMatch(
      /site\.config\.json:\d+:\d+ error the redirect from \/docs\/fares would replace the page \/docs\/fares \(docs\/fares\.md\) \[config\/redirect\]/,
    );
    expect(failed.stderr).toMatch(/site\.config\.json:\d+:\d+ error the redirect to \/docs\/prices leads to no page of the site \[config\/redirect\]/);
    // The previous output stays as it was.
    expect(existsSync(path.join(run.out, 'timetable/index.html'))).toBe(true);
  });
});
