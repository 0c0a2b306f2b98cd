import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { buildAndServe, type ServedSite } from '../helpers/built-site.js';

describe('layout in a real browser', () => {
  let site: ServedSite;
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    site = await buildAndServe('basic');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('hydrates a doc page without errors', async () => {
    const context = await browser.newContext();
    page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${site.origin}/docs/guides/install`);
    // The client entry publishes its router once hydration has started.
    await page.waitForFunction(() => !!(window as unknown as { __docs?: unknown }).__docs, null, { timeout: 10_000 });
    await page.waitForTimeout(300);
    expect(errors).toEqual([]);
    expect(await page.locator('h1').first().textContent()).toBe('Install');
  });

  it('toggles the colour mode, keeps it after a reload, and starts light', async () => {
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    await page
      .getByRole('button', { name: /dark mode|light mode|colou?r mode/i })
      .first()
      .click();
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
  });

  it('has a skip link that moves focus to the main content', async () => {
    await page.goto(`${site.origin}/docs`);
    await page.keyboard.press('Tab');
    const skip = page.locator(':focus');
    expect((await skip.textContent())?.toLowerCase()).toContain('skip to main content');
    await page.keyboard.press('Enter');
    await page.waitForTimeout(100);
    const focusedId = await page.evaluate(() => document.activeElement?.id || document.activeElement?.closest('main')?.id);
    expect(focusedId).toBe('__docs-main');
  });
});
