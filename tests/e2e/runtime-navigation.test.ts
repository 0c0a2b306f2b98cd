import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isSameDocument, markDocument, scrollTo, useServedFixture } from './runtime-helpers.js';

// Client-side navigation, scroll rules, path normalisation and page views (issue 5, items 1, 2, 3, 12).
describe('client runtime: navigation', () => {
  const { site, open, h1 } = useServedFixture();

  describe('1. client-side navigation', () => {
    it('loads the next route data first, then shows the page without a full load', async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const o = await open('/docs/long', {
        setup: (page) =>
          page.route('**/page-data/docs/other.json', async (route) => {
            await held;
            await route.continue();
          }),
      });
      const documents: string[] = [];
      o.page.on('request', (r: Request) => {
        if (r.resourceType() === 'document') documents.push(r.url());
      });
      await markDocument(o.page);
      const dataRequest = o.page.waitForRequest('**/page-data/docs/other.json');
      await o.page.getByRole('link', { name: 'Other page', exact: true }).first().click();
      await dataRequest;
      // While the data is held back, the old page stays, address included.
      expect(new URL(o.page.url()).pathname).toBe('/docs/long');
      expect(await h1(o).textContent()).toBe('Long page');
      release();
      await o.page.waitForURL('**/docs/other');
      await expect.poll(() => h1(o).textContent()).toBe('Other page');
      expect(await o.page.title()).toBe('Other page | Runtime Fixture');
      expect(await isSameDocument(o.page)).toBe(true);
      expect(documents).toEqual([]);
      expect(o.errors).toEqual([]);
    });

    it('loads a React page chunk before showing the page', async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const o = await open('/docs/long', {
        setup: (page) =>
          page.route('**/assets/js/widget-*.js', async (route) => {
            await held;
            await route.continue();
          }),
      });
      await markDocument(o.page);
      const chunk = o.page.waitForRequest('**/assets/js/widget-*.js');
      await o.page.getByRole('link', { name: 'The widget page' }).click();
      await chunk;
      expect(new URL(o.page.url()).pathname).toBe('/docs/long');
      release();
      await o.page.waitForURL('**/widget');
      await expect.poll(() => h1(o).textContent()).toBe('Widget page');
      expect(await isSameDocument(o.page)).toBe(true);
      // The link to a missing page next to it was prefetched in view: its 404 is expected.
      expect(o.errors.filter((e) => !e.includes('/page-data/docs/does-not-exist.json'))).toEqual([]);
    });

    it('warns and does a full page load of the target when its data fails to load', async () => {
      const o = await open('/docs/long', {
        setup: (page) => page.route('**/page-data/docs/other.json', (route) => route.abort('failed')),
      });
      await markDocument(o.page);
      const fullLoad = o.page.waitForRequest((r) => r.resourceType() === 'document' && r.url().endsWith('/docs/other'));
      await o.page.getByRole('link', { name: 'Other page', exact: true }).first().click();
      await fullLoad;
      await o.page.waitForURL('**/docs/other');
      await expect.poll(() => h1(o).textContent()).toBe('Other page');
      expect(await isSameDocument(o.page)).toBe(false);
      expect(o.warnings.some((w) => w.includes('Could not load /docs/other'))).toBe(true);
    });

    it('does a full page load when the next page chunk fails to load', async () => {
      let failures = 0;
      const o = await open('/docs/long', {
        setup: (page) =>
          page.route('**/assets/js/widget-*.js', (route) => {
            // Only the client-side attempt fails; the full load that follows gets the chunk.
            if (failures++ === 0) return route.abort('failed');
            return route.continue();
          }),
      });
      await markDocument(o.page);
      const fullLoad = o.page.waitForRequest((r) => r.resourceType() === 'document' && r.url().endsWith('/widget'));
      await o.page.getByRole('link', { name: 'The widget page' }).click();
      await fullLoad;
      await o.page.waitForURL('**/widget');
      await expect.poll(() => h1(o).textContent()).toBe('Widget page');
      expect(await isSameDocument(o.page)).toBe(false);
      expect(o.warnings.some((w) => w.includes('Could not load /widget'))).toBe(true);
    });

    it('opens external links in a new tab with rel="noopener noreferrer"', async () => {
      const o = await open('/docs/long');
      await o.context.route('https://example.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>external</p>' }));
      for (const name of ['External', 'external link']) {
        const link = o.page.getByRole('link', { name, exact: true });
        expect(await link.getAttribute('target')).toBe('_blank');
        expect((await link.getAttribute('rel'))?.split(/\s+/).sort()).toEqual(['noopener', 'noreferrer']);
      }
      await markDocument(o.page);
      const [popup] = await Promise.all([o.context.waitForEvent('page'), o.page.getByRole('link', { name: 'external link', exact: true }).click()]);
      await popup.waitForLoadState();
      expect(popup.url()).toBe('https://example.com/markdown');
      expect(new URL(o.page.url()).pathname).toBe('/docs/long');
      expect(await isSameDocument(o.page)).toBe(true);
    });

    it('goes back and forward client-side, restoring the scroll position of each page', async () => {
      const o = await open('/docs/long');
      await markDocument(o.page);
      const longY = await scrollTo(o.page, 1500);
      await o.page.evaluate(() => window.__docs!.router.navigate('/docs/other'));
      await o.page.waitForURL('**/docs/other');
      await expect.poll(() => o.page.evaluate(() => window.scrollY)).toBe(0);
      const otherY = await scrollTo(o.page, 700);

      await o.page.goBack();
      await expect.poll(() => h1(o).textContent()).toBe('Long page');
      await expect.poll(() => o.page.evaluate(() => window.scrollY)).toBe(longY);

      await o.page.goForward();
      await expect.poll(() => h1(o).textContent()).toBe('Other page');
      await expect.poll(() => o.page.evaluate(() => window.scrollY)).toBe(otherY);
      expect(await isSameDocument(o.page)).toBe(true);
    });

    it('restores the scroll position on reload', async () => {
      const o = await open('/docs/long');
      const y = await scrollTo(o.page, 1200);
      await o.page.reload();
      await o.page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
      await expect.poll(() => o.page.evaluate(() => window.scrollY)).toBe(y);
    });
  });

  describe('2. scroll after navigation', () => {
    it('scrolls to the hash target after navigating to a hash', async () => {
      const o = await open('/docs/long');
      await o.page.getByRole('link', { name: 'Other page, target section' }).click();
      await o.page.waitForURL('**/docs/other#target-section');
      await expect.poll(() => h1(o).textContent()).toBe('Other page');
      await expect
        .poll(() => o.page.evaluate(() => Math.round(document.getElementById('target-section')!.getBoundingClientRect().top)))
        .toBeGreaterThanOrEqual(0);
      const top = await o.page.evaluate(() => document.getElementById('target-section')!.getBoundingClientRect().top);
      // At the top of the view, below the sticky navbar (scroll-margin-top).
      expect(top).toBeLessThan(150);
      expect(await o.page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    });

    it('scrolls to the top after navigating without a hash', async () => {
      const o = await open('/docs/long');
      await scrollTo(o.page, 100_000);
      expect(await o.page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      await o.page.getByRole('link', { name: 'Other page', exact: true }).first().click();
      await o.page.waitForURL('**/docs/other');
      await expect.poll(() => h1(o).textContent()).toBe('Other page');
      expect(await o.page.evaluate(() => window.scrollY)).toBe(0);
    });

    it('keeps the scroll position when only the query string changes', async () => {
      const o = await open('/docs/long');
      await markDocument(o.page);
      const link = o.page.getByRole('link', { name: 'This page with another query' });
      await link.scrollIntoViewIfNeeded();
      const y = await o.page.evaluate(() => window.scrollY);
      expect(y).toBeGreaterThan(1000);
      await link.click();
      await o.page.waitForURL('**/docs/long?view=2');
      expect(await o.page.evaluate(() => window.scrollY)).toBe(y);
      await o.page.evaluate(() => window.__docs!.router.navigate('/docs/long?view=3'));
      await o.page.waitForURL('**/docs/long?view=3');
      expect(await o.page.evaluate(() => window.scrollY)).toBe(y);
      expect(await isSameDocument(o.page)).toBe(true);
    });
  });

  describe('3. paths', () => {
    it('normalises /index.html in the address bar without a new history entry', async () => {
      const o = await open('/docs/long/index.html?view=1#first-section');
      expect(await h1(o).textContent()).toBe('Long page');
      await o.page.waitForURL('**/docs/long?view=1#first-section');
      // Replaced, not pushed: one step back is the blank page the test started from.
      await o.page.goBack();
      expect(o.page.url()).toBe('about:blank');
    });

    it('shows the page of a .html path, loading its route in place when the server answered 404', async () => {
      const o = await open('/docs/other.html#target-section');
      await o.page.waitForURL('**/docs/other#target-section');
      await expect.poll(() => h1(o).textContent()).toBe('Other page');
      expect(await o.page.title()).toBe('Other page | Runtime Fixture');
      await expect.poll(() => o.page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    });

    it('shows an error saying a malformed pathname could not be decoded', async () => {
      const o = await open('/docs/%E0%A4%A');
      await expect.poll(() => h1(o).textContent()).toBe('This page crashed.');
      const text = await o.page.locator('main').innerText();
      expect(text).toContain('The pathname "/docs/%E0%A4%A" could not be decoded.');
      expect(text).toContain('URIError');
      // The rest of the page (navbar) is still there.
      expect(await o.page.getByRole('link', { name: 'Docs' }).first().isVisible()).toBe(true);
    });

    it('shows the not-found page for unknown paths, on a full load and on client-side navigation', async () => {
      const o = await open('/docs/nope');
      expect(await h1(o).textContent()).toBe('Page Not Found');
      await o.page.goto(`${site().origin}/docs/long`);
      await o.page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
      await markDocument(o.page);
      await o.page.getByRole('link', { name: 'A missing page' }).click();
      await o.page.waitForURL('**/docs/does-not-exist');
      await expect.poll(() => h1(o).textContent()).toBe('Page Not Found');
      expect(await o.page.title()).toBe('Page Not Found | Runtime Fixture');
      expect(await isSameDocument(o.page)).toBe(true);
    });
  });

  describe('12. analytics', () => {
    it('has the page-view and other analytics scripts in the head', async () => {
      const o = await open('/docs/long');
      const pageView = o.page.locator('head script[data-domain]');
      expect(await pageView.getAttribute('src')).toBe('/waspara/js/script.js');
      expect(await pageView.getAttribute('data-domain')).toBe('runtime.example.com');
      expect(await pageView.getAttribute('data-api')).toBe('/waspara/api/event');
      expect(await pageView.getAttribute('defer')).not.toBeNull();
      expect(await o.page.locator('head script[src="/scripts/analytics.js"]').getAttribute('async')).not.toBeNull();
      await o.page.waitForFunction(() => (window as unknown as { __docsAnalyticsLoaded?: boolean }).__docsAnalyticsLoaded === true);
    });

    it('reports a page view for the first page and for each client-side navigation', async () => {
      const events: { n: string; u: string; d: string }[] = [];
      const o = await open('/docs/long', {
        setup: (page) =>
          page.route('**/waspara/api/event', async (route) => {
            events.push(JSON.parse(route.request().postData() ?? '{}'));
            await route.fulfill({ status: 202, body: 'ok' });
          }),
      });
      await expect.poll(() => events.length).toBe(1);
      expect(events[0]).toMatchObject({ n: 'pageview', d: 'runtime.example.com', u: `${site().origin}/docs/long` });
      await o.page.getByRole('link', { name: 'Other page', exact: true }).first().click();
      await o.page.waitForURL('**/docs/other');
      await expect.poll(() => events.length).toBe(2);
      expect(events[1]).toMatchObject({ n: 'pageview', u: `${site().origin}/docs/other` });
      // Back is a page view too; a hash link on the same page is not.
      await o.page.goBack();
      await expect.poll(() => events.length).toBe(3);
      expect(events[2].u).toBe(`${site().origin}/docs/long`);
      await o.page.evaluate(() => {
        location.hash = '#first-section';
      });
      await o.page.waitForURL('**#first-section');
      await o.page.evaluate(() => new Promise((r) => setTimeout(r, 100)));
      expect(events.length).toBe(3);
    });
  });
});
