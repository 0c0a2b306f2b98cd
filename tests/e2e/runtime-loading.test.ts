import { describe, expect, it } from 'vitest';
import { isSameDocument, markDocument, settle, waitForHydration, type OpenedPage, useServedFixture } from './runtime-helpers.js';

/** Records, in page time (performance.now()), when elements matching selectors first appear, and every style the progress bar gets. */
const RECORDER = `
  window.__seen = {};
  window.__barStyles = [];
  const watch = ${JSON.stringify({ progress: '#nprogress', bar: '#nprogress .bar', spinner: '.docs-spinner', loader: '.docs-page-loader', nprogressSpinner: '#nprogress .spinner', docTitle: '.docs-doc__title' })};
  new MutationObserver(() => {
    const now = performance.now();
    for (const [name, selector] of Object.entries(watch)) {
      if (!(name in window.__seen) && document.querySelector(selector)) window.__seen[name] = now;
    }
    const bar = document.querySelector('#nprogress .bar');
    const style = bar && bar.getAttribute('style');
    if (style && window.__barStyles[window.__barStyles.length - 1]?.style !== style) window.__barStyles.push({ at: now, style });
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
  document.addEventListener('click', () => { window.__clickAt = performance.now(); }, true);
`;

interface Recorded {
  seen: Record<string, number>;
  barStyles: { at: number; style: string }[];
  clickAt: number;
}

const recorded = (o: OpenedPage) =>
  o.page.evaluate(() => {
    const w = window as unknown as { __seen: Record<string, number>; __barStyles: { at: number; style: string }[]; __clickAt: number };
    return { seen: w.__seen, barStyles: w.__barStyles, clickAt: w.__clickAt } as Recorded;
  });

/** The progress (0 to 1) a bar style shows: nprogress places the bar at translate3d((n - 1) * 100%). */
const progressOf = (style: string) => {
  const match = /translate(?:3d)?\((-?[\d.]+)%/.exec(style);
  return match ? 1 + Number(match[1]) / 100 : NaN;
};

/** A route handler that holds a response until released. */
function gate() {
  let release!: () => void;
  const opened = new Promise<void>((resolve) => (release = resolve));
  return { release, wait: () => opened };
}

// Route progress bar, lazy page loading and prefetching (issue 5, items 4, 5, 6).
describe('client runtime: loading', () => {
  const { site, open, h1 } = useServedFixture();

  describe('4. route progress bar', () => {
    it('starts 200 ms into a slow route change with nprogress settings, trickles by at most 0.02 every 800 ms, and finishes', async () => {
      const held = gate();
      const o = await open('/docs/long', {
        init: RECORDER,
        setup: (page) =>
          page.route('**/page-data/docs/other.json', async (route) => {
            await held.wait();
            await route.continue();
          }),
      });
      await o.page.getByRole('link', { name: 'Other page', exact: true }).first().click();
      await o.page.waitForSelector('#nprogress .bar', { state: 'attached' });
      // Two trickles at 800 ms intervals.
      await o.page.waitForFunction(() => (window as unknown as { __barStyles: unknown[] }).__barStyles.length >= 3, null, { timeout: 5000 });
      const during = await recorded(o);
      held.release();
      await o.page.waitForURL('**/docs/other');
      await o.page.waitForSelector('#nprogress', { state: 'detached' });

      const delay = during.seen.progress - during.clickAt;
      expect(delay).toBeGreaterThanOrEqual(195);
      expect(delay).toBeLessThan(1500);
      expect(during.seen.nprogressSpinner).toBeUndefined();
      const [first, ...trickles] = during.barStyles;
      expect(progressOf(first.style)).toBeCloseTo(0.08, 5); // minimum
      expect(first.style).toContain('200ms'); // speed
      let previous = progressOf(first.style);
      let previousAt = first.at;
      for (const step of trickles) {
        const value = progressOf(step.style);
        expect(value).toBeGreaterThanOrEqual(previous);
        expect(value - previous).toBeLessThanOrEqual(0.02 + 1e-9); // trickle rate
        expect(step.at - previousAt).toBeGreaterThanOrEqual(750); // trickle speed
        previous = value;
        previousAt = step.at;
      }
    });

    it('shows 200 ms after the click on a slow network, where every request (the bar’s own code included) takes 900 ms', async () => {
      const o = await open('/docs/long', {
        init: RECORDER,
        setup: (page) =>
          page.route('**/*', async (route) => {
            await new Promise((r) => setTimeout(r, 900));
            await route.fallback();
          }),
      });
      // At once after hydration: nothing the page fetches later can be what makes the bar work.
      await o.page.getByRole('link', { name: 'Other page', exact: true }).first().click();
      await o.page.waitForSelector('#nprogress .bar', { state: 'attached', timeout: 5000 });
      const during = await recorded(o);
      await o.page.waitForURL('**/docs/other', { timeout: 10_000 });
      await expect.poll(() => h1(o).textContent()).toBe('Other page');
      await o.page.waitForSelector('#nprogress', { state: 'detached' });

      const delay = during.seen.progress - during.clickAt;
      expect(delay).toBeGreaterThanOrEqual(195);
      // The route itself needs at least 900 ms, so a bar that waited for its code would come later.
      expect(delay).toBeLessThan(600);
    });

    it('uses the theme colour for the bar', async () => {
      const held = gate();
      const o = await open('/docs/long', {
        setup: (page) =>
          page.route('**/page-data/docs/other.json', async (route) => {
            await held.wait();
            await route.continue();
          }),
      });
      await o.page.getByRole('link', { name: 'Other page', exact: true }).first().click();
      const bar = await o.page.waitForSelector('#nprogress .bar', { state: 'attached' });
      const [background, primary] = await bar.evaluate((element) => {
        const probe = document.createElement('div');
        probe.style.color = 'var(--docs-color-primary)';
        document.body.append(probe);
        const colour = getComputedStyle(probe).color;
        probe.remove();
        return [getComputedStyle(element).backgroundColor, colour];
      });
      expect(background).toBe(primary);
      held.release();
      await o.page.waitForURL('**/docs/other');
    });

    it('never shows for a fast route change', async () => {
      const held = gate();
      const o = await open('/docs/long', {
        init: RECORDER,
        setup: (page) =>
          page.route('**/page-data/docs/other.json', async (route) => {
            await held.wait();
            await route.continue();
          }),
      });
      // A slow change first, so nprogress is loaded and could show at once.
      await o.page.getByRole('link', { name: 'Other page', exact: true }).first().click();
      await o.page.waitForSelector('#nprogress', { state: 'attached' });
      held.release();
      await o.page.waitForURL('**/docs/other');
      await o.page.waitForSelector('#nprogress', { state: 'detached' });
      await o.page.evaluate(() => ((window as unknown as { __seen: object }).__seen = {}));

      // A route not loaded yet, so the change waits for the network, briefly.
      const timing = await o.page.evaluate(async () => {
        const startAt = performance.now();
        let endAt = 0;
        const off = window.__docs!.router.on('end', () => (endAt = performance.now()));
        await window.__docs!.router.navigate('/docs/guides/first');
        while (!endAt) await new Promise((r) => requestAnimationFrame(r));
        off();
        return { startAt, endAt };
      });
      expect(await h1(o).textContent()).toBe('First guide');
      // Past the 200 ms the bar would have waited for.
      await o.page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
      const { seen } = await recorded(o);
      // A loaded machine can make even a local load slow; then the bar may show, but only after 200 ms.
      if (timing.endAt - timing.startAt < 150) expect(seen.progress).toBeUndefined();
      else if (seen.progress !== undefined) expect(seen.progress - timing.startAt).toBeGreaterThanOrEqual(195);
    });
  });

  describe('5. lazy page loading', () => {
    it('shows a spinner only after 200 ms of loading, then the page', async () => {
      const held = gate();
      const o = await open('/docs/long.html', {
        init: RECORDER,
        setup: (page) =>
          page.route('**/page-data/docs/long.json', async (route) => {
            await held.wait();
            await route.continue();
          }),
      });
      await o.page.waitForSelector('.docs-spinner');
      const { seen } = await recorded(o);
      expect(seen.spinner - seen.loader).toBeGreaterThanOrEqual(195);
      held.release();
      await expect.poll(() => h1(o).textContent()).toBe('Long page');
      expect(await o.page.locator('.docs-spinner').count()).toBe(0);
    });

    it('shows no spinner when loading is fast', async () => {
      const o = await open('/docs/long.html', { init: RECORDER });
      await expect.poll(() => h1(o).textContent()).toBe('Long page');
      await o.page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
      const { seen } = await recorded(o);
      expect(seen.loader).toBeDefined();
      // A loaded machine can make even a local load slow; then the spinner may show, but only after 200 ms.
      if (seen.docTitle - seen.loader < 150) expect(seen.spinner).toBeUndefined();
      else if (seen.spinner !== undefined) expect(seen.spinner - seen.loader).toBeGreaterThanOrEqual(195);
    });

    it('shows the error with Retry when route data fails to load in place; Retry loads it again', async () => {
      const o = await open('/docs/long.html', {
        setup: (page) => page.route('**/page-data/docs/long.json', (route) => route.abort('internetdisconnected')),
      });
      const alert = o.page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.innerText()).toContain('This page could not be loaded.');
      expect(await alert.innerText()).toContain('Could not fetch /page-data/docs/long.json');
      // Retry while still offline: the error again.
      await o.page.getByRole('button', { name: 'Retry' }).click();
      await alert.waitFor();
      await o.page.unroute('**/page-data/docs/long.json');
      await o.page.getByRole('button', { name: 'Retry' }).click();
      await expect.poll(() => h1(o).textContent()).toBe('Long page');
      expect(new URL(o.page.url()).pathname).toBe('/docs/long');
      expect(await o.page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    });

    it('shows the error with Retry when a React page chunk fails on the first render; Retry loads it', async () => {
      // A browser may keep the failure of a module's URL for the rest of the document (the
      // module map of HTML before 2025; Chromium up to 150), or fetch it again (later ones):
      // the chunk's own URL keeps failing here, so Retry works only if it loads the chunk by
      // another URL, as it must on either kind of browser.
      const o = await open('/widget', {
        setup: (page) =>
          page.route('**/assets/js/widget-*.js', (route) =>
            new URL(route.request().url()).search === '' ? route.abort('internetdisconnected') : route.continue(),
          ),
      });
      const alert = o.page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.innerText()).toContain('The code of the page "widget" could not be loaded.');
      await markDocument(o.page);
      await o.page.getByRole('button', { name: 'Retry' }).click();
      await expect.poll(() => h1(o).textContent()).toBe('Widget page');
      expect(await isSameDocument(o.page)).toBe(true);
      // The page is live: its link navigates client-side.
      await o.page.getByRole('link', { name: 'Back to the long page' }).click();
      await o.page.waitForURL('**/docs/long');
      expect(await isSameDocument(o.page)).toBe(true);
    });

    it('keeps the server HTML of a React page while its chunk is slow, then hydrates it', async () => {
      const held = gate();
      const o = await open('/widget', {
        init: RECORDER,
        noHydration: true,
        setup: (page) =>
          page.route('**/assets/js/widget-*.js', async (route) => {
            await held.wait();
            await route.continue();
          }),
      });
      await o.page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
      expect(await h1(o).textContent()).toBe('Widget page');
      expect((await recorded(o)).seen.spinner).toBeUndefined();
      expect(await o.page.locator('html[data-hydrated]').count()).toBe(0);
      held.release();
      await waitForHydration(o.page);
      await markDocument(o.page);
      expect(await h1(o).textContent()).toBe('Widget page');
      await o.page.getByRole('link', { name: 'Back to the long page' }).click();
      await o.page.waitForURL('**/docs/long');
      expect(await isSameDocument(o.page)).toBe(true);
      expect(o.errors).toEqual([]);
    });
  });

  describe('page components that load with their route', () => {
    const isLazyPages = (p: string) => /\/assets\/js\/lazy-pages-\w+\.js$/.test(p);

    it('a docs page loads no other kind of page; following a link to a markdown page loads it and navigates client-side', async () => {
      const requested: string[] = [];
      const o = await open('/docs/long', { setup: async (page) => page.on('request', (r) => requested.push(new URL(r.url()).pathname)) });
      await settle(o.page);
      expect(requested.filter(isLazyPages)).toEqual([]);
      await markDocument(o.page);
      await o.page.locator('a.docs-navbar__brand').click();
      await o.page.waitForURL(`${site().origin}/`);
      await expect.poll(() => h1(o).textContent()).toBe('Runtime Fixture');
      expect(await isSameDocument(o.page)).toBe(true);
      expect(requested.filter(isLazyPages)).toHaveLength(1);
      expect(o.errors).toEqual([]);
    });

    it('a markdown page opened directly preloads its page component and hydrates without a warning', async () => {
      const o = await open('/');
      const preloads = await o.page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname),
      );
      expect(preloads.filter(isLazyPages)).toHaveLength(1);
      expect(await h1(o).textContent()).toBe('Runtime Fixture');
      expect([...o.errors, ...o.warnings]).toEqual([]);
    });

    it("a docs page's sidebar comes from its own file, loaded once from the page's preload and kept for the next page", async () => {
      const requested: string[] = [];
      const o = await open('/docs/long', { setup: async (page) => page.on('request', (r) => requested.push(new URL(r.url()).pathname)) });
      await settle(o.page);
      const sidebarFiles = () => requested.filter((p) => /^\/assets\/sidebars\/[0-9a-f]{16}\.json$/.test(p));
      // The preload's request is the one the page uses: no second request for the same file.
      expect(sidebarFiles()).toHaveLength(1);
      const sidebar = o.page.locator('.docs-doc-layout__sidebar');
      await sidebar.getByRole('link', { name: 'Other page' }).click();
      await o.page.waitForURL('**/docs/other');
      await expect.poll(() => h1(o).textContent()).toBe('Other page');
      // The same sidebar, now with the other page as the current one, and not loaded again.
      expect(await sidebar.locator('a[aria-current="page"]').innerText()).toBe('Other page');
      expect(await sidebar.getByRole('link', { name: 'Long page' }).isVisible()).toBe(true);
      expect(sidebarFiles()).toHaveLength(1);
      expect([...o.errors, ...o.warnings]).toEqual([]);
    });
  });

  describe('6. prefetch', () => {
    const prefetchLinks = (o: OpenedPage) =>
      o.page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => new URL(l.href).pathname));

    it('prefetches the data of links in view, and of others once they scroll into view', async () => {
      const o = await open('/docs/long');
      await o.page.waitForFunction(() => !!document.querySelector('link[rel="prefetch"][href="/page-data/docs/other.json"]'));
      expect(await prefetchLinks(o)).not.toContain('/page-data/widget.json');
      await o.page.getByRole('link', { name: 'The widget page' }).scrollIntoViewIfNeeded();
      await o.page.waitForFunction(() => !!document.querySelector('link[rel="prefetch"][href="/page-data/widget.json"]'));
      // Once per route, and never the page shown.
      const links = await prefetchLinks(o);
      expect(links.filter((l) => l === '/page-data/docs/other.json')).toHaveLength(1);
      expect(links).not.toContain('/page-data/docs/long.json');
    });

    it('prefetches the data of a hovered link', async () => {
      // Without IntersectionObserver callbacks, only hovering can prefetch.
      const o = await open('/docs/long', {
        init: 'window.IntersectionObserver = class { observe() {} unobserve() {} disconnect() {} takeRecords() { return []; } };',
      });
      await settle(o.page);
      expect(await prefetchLinks(o)).toEqual([]);
      const request = o.page.waitForRequest('**/page-data/widget.json');
      await o.page.getByRole('link', { name: 'The widget page' }).hover();
      await request;
      expect(await prefetchLinks(o)).toEqual(['/page-data/widget.json']);
    });

    it('falls back to fetch when <link rel="prefetch"> is not supported', async () => {
      const o = await open('/docs/long', {
        init: `
          window.IntersectionObserver = class { observe() {} unobserve() {} disconnect() {} takeRecords() { return []; } };
          const supports = DOMTokenList.prototype.supports;
          DOMTokenList.prototype.supports = function (token) { return token === 'prefetch' ? false : supports.call(this, token); };
        `,
      });
      const request = o.page.waitForRequest('**/page-data/widget.json');
      await o.page.getByRole('link', { name: 'The widget page' }).hover();
      expect((await request).resourceType()).toBe('fetch');
      expect(await prefetchLinks(o)).toEqual([]);
    });

    for (const [name, connection] of [
      ['data-saver', { saveData: true, effectiveType: '4g' }],
      ['2g', { saveData: false, effectiveType: '2g' }],
      ['slow-2g', { saveData: false, effectiveType: 'slow-2g' }],
    ] as const) {
      it(`prefetches nothing on a ${name} connection`, async () => {
        const o = await open('/docs/long', {
          init: `Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => (${JSON.stringify(connection)}) });`,
        });
        const dataRequests: string[] = [];
        o.page.on('request', (r) => {
          if (r.url().includes('/page-data/')) dataRequests.push(r.url());
        });
        await settle(o.page);
        await o.page.getByRole('link', { name: 'The widget page' }).hover();
        await settle(o.page);
        expect(await prefetchLinks(o)).toEqual([]);
        expect(dataRequests).toEqual([]);
        // Navigation itself still loads the data.
        await o.page.getByRole('link', { name: 'The widget page' }).click();
        await expect.poll(() => h1(o).textContent()).toBe('Widget page');
        expect(dataRequests.map((u) => new URL(u).pathname)).toEqual(['/page-data/widget.json']);
      });
    }
  });
});
