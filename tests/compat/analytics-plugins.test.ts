import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { migrateAndBuild, type CompatRun } from '../helpers/compat.js';
import { serveStatic } from '../../src/server/serve.js';

// @docusaurus/plugin-google-gtag and plugin-google-tag-manager map onto analytics, whose tags
// every page's head carries.
describe('Google analytics plugins', () => {
  let run: CompatRun;
  beforeAll(() => {
    run = migrateAndBuild('analytics-plugins');
  });
  afterAll(() => run.remove());

  it('migrates gtag and Tag Manager into analytics', () => {
    expect(run.migrate.code, run.migrate.stderr).toBe(0);
    expect(run.config?.analytics).toEqual({
      gtag: { trackingID: ['G-TIDE0001', 'G-TIDE0002'], anonymizeIP: true },
      googleTagManager: { containerId: 'GTM-HARB01' },
    });
    expect(run.migrate.stderr).not.toMatch(/gtag|tag-manager/);
  });

  it("puts the Google tag and Tag Manager in every page's head", () => {
    expect(run.build?.code, run.build?.stderr).toBe(0);
    for (const page of ['docs/berths/index.html', 'docs/moorings/index.html']) {
      const head = run.read(page).split('</head>')[0]!;
      expect(head).toContain('<script async src="https://www.googletagmanager.com/gtag/js?id=G-TIDE0001"></script>');
      expect(head).toContain('gtag("config", "G-TIDE0001", {"anonymize_ip": true});gtag("config", "G-TIDE0002", {"anonymize_ip": true});');
      expect(head).toContain('https://www.googletagmanager.com/gtm.js?id=GTM-HARB01');
    }
  });

  it('loads both in the browser and reports a client-side navigation to gtag as a page view', async () => {
    const server: Server = await serveStatic({ dir: run.out, port: 0, host: '127.0.0.1' });
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const loaded: string[] = [];
      // Google's scripts are stood in for: the test sees which were asked for, and what the page pushes.
      await page.route('https://www.googletagmanager.com/**', (route) => {
        loaded.push(new URL(route.request().url()).pathname);
        return route.fulfill({ contentType: 'text/javascript', body: '' });
      });
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/docs/berths`);
      await page.waitForFunction(() => !!(globalThis as { __docs?: unknown }).__docs);
      await expect.poll(() => loaded.sort()).toEqual(['/gtag/js', '/gtm.js']);
      await page.locator('article').getByRole('link', { name: 'moorings', exact: true }).click();
      await expect.poll(() => page.locator('h1').textContent()).toBe('Moorings');
      const pushed = () =>
        page.evaluate(() =>
          (window as unknown as { dataLayer: unknown[] }).dataLayer.map((entry) =>
            typeof entry === 'object' && entry && 'length' in entry ? Array.from(entry as ArrayLike<unknown>) : entry,
          ),
        );
      await expect.poll(pushed).toContainEqual(['event', 'page_view']);
      expect(await pushed()).toContainEqual(['set', 'page_path', '/docs/moorings']);
      expect(await pushed()).toContainEqual(expect.objectContaining({ event: 'gtm.js' }));
    } finally {
      await browser.close();
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
