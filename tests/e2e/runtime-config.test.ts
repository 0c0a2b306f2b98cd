import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { buildAndServe, type ServedSite } from '../helpers/built-site.js';
import { openPage, type OpenedPage } from './runtime-helpers.js';

/** Returns a `prepare` step that changes the fixture's site.config.json. */
function withConfig(change: (config: Record<string, any>) => void): (dir: string) => void {
  return (dir) => {
    const file = path.join(dir, 'site.config.json');
    const config = JSON.parse(readFileSync(file, 'utf8'));
    change(config);
    writeFileSync(file, JSON.stringify(config, null, 2));
  };
}

// Behaviours that depend on site.config.json: the wrong-base-URL banner and navbar.hideOnScroll (issue 5, items 11, 13).
describe('client runtime: configuration variants', () => {
  let subBase: ServedSite;
  let hiding: ServedSite;
  let browser: Browser;
  let opened: OpenedPage | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
    // Built one after the other: each build already uses both cores.
    subBase = await buildAndServe('runtime', withConfig((c) => (c.baseUrl = '/sub/')));
    hiding = await buildAndServe('runtime', withConfig((c) => (c.navbar.hideOnScroll = true)));
  });
  afterAll(async () => {
    await browser?.close();
    await subBase?.close();
    await hiding?.close();
  });
  afterEach(async () => {
    await opened?.context.close();
    opened = undefined;
  });

  describe('11. wrong base URL banner', () => {
    it('appears on the home page when the site built for /sub/ is served at /', async () => {
      opened = await openPage(browser, `${subBase.origin}/`, { noHydration: true });
      const banner = opened.page.getByRole('alert');
      await banner.waitFor();
      const text = await banner.innerText();
      expect(text).toContain('This site did not load properly');
      expect(text).toContain('wrong site baseUrl');
      expect(text).toContain('Current configured baseUrl = /sub/');
      expect(text).toContain('We suggest trying baseUrl = /');
    });

    it('does not appear when the site is served at its base URL', async () => {
      opened = await openPage(browser, `${hiding.origin}/`);
      await opened.page.waitForLoadState('load');
      expect(await opened.page.getByText('This site did not load properly').count()).toBe(0);
    });
  });

  describe('13. navbar hideOnScroll', () => {
    it('hides the navbar while scrolling down and shows it again on the way up', async () => {
      opened = await openPage(browser, `${hiding.origin}/docs/long`);
      const wrapper = opened.page.locator('.docs-navbar-wrapper');
      for (let i = 0; i < 4; i++) await opened.page.mouse.wheel(0, 400);
      await opened.page.waitForSelector('.docs-navbar-wrapper--hidden');
      await expect.poll(() => wrapper.evaluate((e) => e.getBoundingClientRect().bottom)).toBeLessThanOrEqual(0);
      await opened.page.mouse.wheel(0, -300);
      await opened.page.waitForSelector('.docs-navbar-wrapper--hidden', { state: 'detached' });
      await expect.poll(() => wrapper.evaluate((e) => e.getBoundingClientRect().top)).toBe(0);
    });
  });
});
