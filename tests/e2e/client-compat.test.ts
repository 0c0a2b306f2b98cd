import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isSameDocument, markDocument, settle, useServedFixture } from './runtime-helpers.js';

// What Docusaurus sites' navbars, links and pages need from the client (tests/fixtures/client-compat).
describe('client compatibility with Docusaurus sites', () => {
  const { open, h1 } = useServedFixture('client-compat');
  const desktop = { viewport: { width: 1280, height: 800 } };

  describe('navbar dropdowns', () => {
    it('open on hover, and from the keyboard: arrows move between the links, Escape closes and gives focus back', async () => {
      const o = await open('/docs/next/intro', desktop);
      const dropdown = o.page.locator('.docs-navbar__items--left .docs-dropdown');
      const menu = dropdown.locator('.docs-dropdown__menu');
      expect(await menu.isVisible()).toBe(false);
      await dropdown.locator('.docs-dropdown__toggle').hover();
      await expect.poll(() => menu.isVisible()).toBe(true);
      await o.page.mouse.move(5, 700);
      await expect.poll(() => menu.isVisible()).toBe(false);

      const toggle = dropdown.getByRole('button', { name: 'Resources' });
      await toggle.focus();
      await o.page.keyboard.press('ArrowDown');
      await expect.poll(() => o.page.evaluate(() => document.activeElement?.textContent)).toBe('Blog-less news');
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await o.page.keyboard.press('ArrowDown');
      await expect.poll(() => o.page.evaluate(() => document.activeElement?.textContent)).toBe('API reference');
      await o.page.keyboard.press('Escape');
      await expect.poll(() => menu.isVisible()).toBe(false);
      expect(await o.page.evaluate(() => document.activeElement?.textContent)).toBe('Resources');
      // Enter on a focused link follows it, client-side.
      await markDocument(o.page);
      await o.page.keyboard.press('Enter');
      await o.page.keyboard.press('ArrowDown');
      await o.page.keyboard.press('ArrowDown');
      await o.page.keyboard.press('Enter');
      await o.page.waitForURL('**/docs/next/api');
      await expect.poll(() => h1(o).textContent()).toBe('API reference');
      expect(await isSameDocument(o.page)).toBe(true);
      expect(o.errors).toEqual([]);
    });

    it('list their links in the mobile menu, the version dropdown its links before and after the versions', async () => {
      const o = await open('/docs/next/intro', { viewport: { width: 390, height: 800 } });
      await o.page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      const panel = o.page.getByRole('dialog', { name: 'Navigation menu' });
      await panel.getByRole('button', { name: 'Back to main menu' }).click();
      await panel.getByRole('button', { name: 'Resources' }).click();
      for (const name of ['Blog-less news', 'API reference', 'Legacy app']) expect(await panel.getByRole('link', { name }).isVisible()).toBe(true);
      await panel.getByRole('button', { name: 'Docs version: Next' }).click();
      const versions = panel.locator('.docs-dropdown', { has: o.page.getByRole('button', { name: 'Docs version: Next' }) });
      await expect.poll(() => versions.getAttribute('class')).toContain('docs-dropdown--open');
      expect(await versions.locator('.docs-dropdown__link').allTextContents()).toEqual(['Archived versions', 'Next', '1.0', 'All versions']);
      await panel.getByRole('link', { name: 'All versions' }).click();
      await o.page.waitForURL('**/versions');
      expect(o.errors).toEqual([]);
    });
  });

  it('<html> and <body> in <Head> mark the document while their page shows, and not after a navigation away', async () => {
    const o = await open('/kiosk', desktop);
    const marks = () => o.page.evaluate(() => [document.documentElement.lang, document.documentElement.className, document.body.className].join('|'));
    expect(await marks()).toBe('en-GB|kiosk|kiosk-body');
    await markDocument(o.page);
    await o.page.locator('main').getByRole('link', { name: 'Leave the kiosk' }).click();
    await o.page.waitForURL('**/docs/next/intro');
    await expect.poll(marks).toBe('en||');
    await o.page.goBack();
    await o.page.waitForURL('**/kiosk');
    await expect.poll(marks).toBe('en-GB|kiosk|kiosk-body');
    expect(await isSameDocument(o.page)).toBe(true);
    expect(o.errors).toEqual([]);
  });

  it('a "doc" navbar item goes to its own doc, in the version being read', async () => {
    const o = await open('/docs/next/intro', desktop);
    await o.page.locator('.docs-navbar').getByRole('link', { name: 'Deep guide' }).click();
    await o.page.waitForURL('**/docs/next/guide/deep');
    await expect.poll(() => h1(o).textContent()).toBe('Deep guide');
    const old = await open('/docs/intro', desktop);
    expect(await old.page.locator('.docs-navbar').getByRole('link', { name: 'Deep guide' }).getAttribute('href')).toBe('/docs/guide/deep');
  });

  it('Redirect lands on its target: from the static page, and on a client-side navigation', async () => {
    const direct = await open('/redirect', { ...desktop, noHydration: true });
    await direct.page.waitForURL('**/docs/next/guide/deep');
    await direct.page.waitForSelector('main h1');
    expect(await direct.page.locator('main h1').first().textContent()).toBe('Deep guide');

    const o = await open('/docs/next/intro', desktop);
    await markDocument(o.page);
    await o.page.locator('main').getByRole('link', { name: 'The redirect page' }).click();
    await o.page.waitForURL('**/docs/next/guide/deep');
    await expect.poll(() => h1(o).textContent()).toBe('Deep guide');
    expect(await isSameDocument(o.page)).toBe(true);
  });

  it('a pathname:/// link loads the static file in a full page load, from the content, the navbar and the footer', async () => {
    for (const where of ['main', '.docs-footer', '.docs-navbar__items--left .docs-dropdown__menu']) {
      const o = await open('/docs/next/intro', desktop);
      await markDocument(o.page);
      const documents: string[] = [];
      o.page.on('request', (r: Request) => {
        if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname);
      });
      if (where.includes('dropdown')) await o.page.locator('.docs-navbar__items--left .docs-dropdown__toggle').hover();
      const link = o.page
        .locator(where)
        .getByRole('link', { name: /legacy app/i })
        .first();
      expect(await link.getAttribute('href')).toBe('/legacy/index.html');
      await link.click();
      await o.page.waitForURL('**/legacy/index.html');
      expect(await o.page.locator('h1').textContent()).toBe('Legacy app');
      expect(documents).toEqual(['/legacy/index.html']);
      expect(await isSameDocument(o.page)).toBe(false);
      await o.context.close();
    }
  });

  it('prefetches a link to a page that exists, and never one to a path without a page', async () => {
    const dataRequests: string[] = [];
    const o = await open('/docs/next/intro', {
      ...desktop,
      setup: async (page) =>
        page.on('request', (r: Request) => {
          if (r.url().includes('/page-data/')) dataRequests.push(new URL(r.url()).pathname);
        }),
    });
    await settle(o.page);
    await o.page.locator('main').getByRole('link', { name: 'A page that does not exist' }).hover();
    await o.page.locator('main').getByRole('link', { name: 'deep guide', exact: true }).hover();
    await expect.poll(() => dataRequests).toContain('/page-data/docs/next/guide/deep.json');
    await settle(o.page);
    expect(dataRequests).not.toContain('/page-data/docs/nope.json');
    expect(o.errors).toEqual([]);
  });

  describe('search styles', () => {
    const searchCss = (href: string) => /\/assets\/js\/search-[^/]+\.css$/.test(href);
    const stylesheets = (o: { page: import('playwright-core').Page }) =>
      o.page.evaluate(() => [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href') ?? ''));

    it("are not in a docs page's first load; the modal loads them when it opens, before the theme's stylesheet, and looks right", async () => {
      const o = await open('/docs/next/intro', desktop);
      const requested: string[] = [];
      o.page.on('request', (r: Request) => requested.push(r.url()));
      expect((await stylesheets(o)).some(searchCss)).toBe(false);
      const main = await o.page.evaluate(() => [...document.styleSheets].map((s) => [...s.cssRules].map((r) => r.cssText).join('')).join(''));
      expect(main).not.toContain('DocSearch-Modal');
      await o.page.locator('.docs-navbar .docs-search-button').first().click();
      const modal = o.page.locator('.DocSearch-Modal');
      await modal.waitFor();
      const links = await stylesheets(o);
      expect(links.findIndex(searchCss)).toBe(0);
      expect(requested.filter(searchCss)).toHaveLength(1);
      // DocSearch's styles apply: the modal is a fixed panel of its own width, not page flow.
      const look = await o.page.evaluate(() => {
        const box = document.querySelector('.DocSearch-Modal')!.getBoundingClientRect();
        return {
          container: getComputedStyle(document.querySelector('.DocSearch-Container')!).position,
          width: Math.round(box.width),
          top: Math.round(box.top),
        };
      });
      expect(look.container).toBe('fixed');
      expect(look.width).toBeGreaterThan(400);
      expect(look.width).toBeLessThanOrEqual(800);
      await o.page.screenshot({ path: '/tmp/client-compat-search-modal.png' });
      // This fixture has no search index, so the local backend's query fails; that is not about styles.
      expect(o.errors.filter((e) => !e.includes('/1/indexes/'))).toEqual([]);
    });

    it("are linked by the search page's HTML, before the theme's stylesheet", async () => {
      const o = await open('/search?q=guide', desktop);
      const links = await stylesheets(o);
      expect(links.findIndex(searchCss)).toBe(0);
      expect(links).toHaveLength(2);
    });
  });
});
