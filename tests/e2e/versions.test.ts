import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { buildAndServe, type ServedSite } from '../helpers/built-site.js';

const KEY = 'docs-preferred-version-default';

describe('docs versions in the browser', () => {
  let site: ServedSite;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    site = await buildAndServe('versioned');
    browser = await launchBrowser();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  const hydrated = () => page.waitForFunction(() => !!(window as unknown as { __docs?: unknown }).__docs);
  const docsLink = () => page.locator('nav a', { hasText: /^Docs$/ }).first();

  it('switches version with the dropdown, keeps the choice, and the Docs link follows it after a reload', async () => {
    await page.goto(`${site.origin}/docs/advanced/feature`);
    await hydrated();
    await page
      .getByRole('button', { name: /Docs version/ })
      .first()
      .click();
    // The page does not exist in 1.0.0, so the version's main doc is offered. A version's root
    // doc (slug: /) is linked with a trailing slash while trailingSlash is unset, as in Docusaurus.
    const item = page.locator('.docs-dropdown__menu a', { hasText: '1.0.0' }).first();
    expect(await item.getAttribute('href')).toBe('/docs/1.0.0/');
    await item.click();
    await page.waitForURL(`${site.origin}/docs/1.0.0/`);
    expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe('1.0.0');
    await page.goto(`${site.origin}/search`);
    await hydrated();
    await page.reload();
    await hydrated();
    await expect.poll(() => docsLink().getAttribute('href')).toBe('/docs/1.0.0/');
  });

  it('links to the same doc in another version when it exists, and shows the old-version banner', async () => {
    await page.goto(`${site.origin}/docs/1.0.0`);
    await hydrated();
    const banner = page.locator('[role="note"], .docs-notice', { hasText: 'no longer actively maintained' }).first();
    expect(await banner.textContent()).toContain('This is documentation for Versioned 1.0.0, which is no longer actively maintained.');
    expect(await banner.locator('a').first().getAttribute('href')).toBe('/docs/');
    await page
      .getByRole('button', { name: /Docs version/ })
      .first()
      .click();
    expect(await page.locator('.docs-dropdown__menu a', { hasText: 'Next' }).first().getAttribute('href')).toBe('/docs/');
  });

  it('clears a stored version that matches no version', async () => {
    await page.goto(`${site.origin}/search`);
    await page.evaluate((k) => localStorage.setItem(k, 'no-such-version'), KEY);
    await page.reload();
    await hydrated();
    await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), KEY)).toBe(null);
    expect(await docsLink().getAttribute('href')).toBe('/docs/');
  });
});
