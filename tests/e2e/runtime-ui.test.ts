import { describe, expect, it } from 'vitest';
import { isSameDocument, markDocument, scrollTo, type OpenedPage, useServedFixture } from './runtime-helpers.js';

/** Records every inline transition an element matching the selector gets. */
const transitionRecorder = (selector: string) => `
  window.__transitions = [];
  new MutationObserver((records) => {
    for (const record of records) {
      const element = record.target;
      if (element.matches && element.matches(${JSON.stringify(selector)}) && element.style.transition) window.__transitions.push(element.style.transition);
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['style'] });
`;

const transitions = (o: OpenedPage) => o.page.evaluate(() => (window as unknown as { __transitions: string[] }).__transitions);

// Error boundary, mobile menu, collapsible panels, image zoom (issue 5, items 7, 8, 9, 10; the default of 13).
describe('client runtime: interface', () => {
  const { open, h1 } = useServedFixture();

  describe('7. error boundary', () => {
    it('shows "This page crashed." with the cause chain, and "Try again" clears the error', async () => {
      const o = await open('/crash', { init: 'window.__docsCrash = true;' });
      await expect.poll(() => h1(o).textContent()).toBe('This page crashed.');
      const causes = await o.page.locator('.docs-error-page__causes li').allInnerTexts();
      expect(causes).toEqual(['Error: The widget exploded', 'Error: The fuse was lit', 'Error: Someone had a match']);
      // The layout around the page survives.
      expect(await o.page.getByRole('link', { name: 'Docs' }).first().isVisible()).toBe(true);

      // Still broken: trying again crashes again.
      await o.page.getByRole('button', { name: 'Try again' }).click();
      await expect.poll(() => h1(o).textContent()).toBe('This page crashed.');

      await o.page.evaluate(() => {
        (window as unknown as { __docsCrash?: boolean }).__docsCrash = false;
      });
      await o.page.getByRole('button', { name: 'Try again' }).click();
      await expect.poll(() => h1(o).textContent()).toBe('Crash test');
      expect(await o.page.getByText('This page crashed.').count()).toBe(0);
    });

    it('catches a crash after client-side navigation, and navigating away clears it', async () => {
      const o = await open('/docs/long', { init: 'window.__docsCrash = true;' });
      await o.page.evaluate(() => window.__docs!.router.navigate('/crash'));
      await o.page.waitForURL('**/crash');
      await expect.poll(() => h1(o).textContent()).toBe('This page crashed.');
      await o.page.getByRole('link', { name: 'Docs' }).first().click();
      // The docs root (slug: /) is linked as /docs/ while trailingSlash is unset, as in Docusaurus.
      await o.page.waitForURL('**/docs/');
      await expect.poll(() => h1(o).textContent()).toBe('Introduction');
    });
  });

  describe('8. mobile navigation', () => {
    const mobile = { viewport: { width: 996, height: 700 } };
    const menu = (o: OpenedPage) => o.page.getByRole('dialog', { name: 'Navigation menu' });
    const bodyOverflow = (o: OpenedPage) => o.page.evaluate(() => getComputedStyle(document.body).overflow);

    it('turns the navbar into a sidebar with the docs menu and "Back to main menu", locking body scroll', async () => {
      const o = await open('/docs/long', mobile);
      const toggle = o.page.getByRole('button', { name: 'Toggle navigation bar' });
      expect(await toggle.isVisible()).toBe(true);
      expect(await o.page.locator('.docs-navbar__items--left').isVisible()).toBe(false);
      expect(await bodyOverflow(o)).not.toBe('hidden');
      await toggle.click();
      await menu(o).waitFor();
      expect(await bodyOverflow(o)).toBe('hidden');
      // Secondary menu first on a docs page: the docs sidebar.
      expect(await menu(o).getByRole('link', { name: 'Other page' }).isVisible()).toBe(true);
      await menu(o).getByRole('button', { name: 'Back to main menu' }).click();
      expect(await menu(o).getByRole('link', { name: 'Docs' }).isVisible()).toBe(true);
      expect(await menu(o).getByRole('link', { name: 'External' }).isVisible()).toBe(true);
      await menu(o).getByRole('button', { name: 'Docs menu' }).click();
      // A link in the menu navigates and closes it.
      await menu(o).getByRole('link', { name: 'Other page' }).click();
      await o.page.waitForURL('**/docs/other');
      await menu(o).waitFor({ state: 'detached' });
      expect(await bodyOverflow(o)).not.toBe('hidden');
    });

    it('closes when the window becomes desktop-sized (wider than 996 px)', async () => {
      const o = await open('/docs/long', mobile);
      await o.page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      await menu(o).waitFor();
      await o.page.setViewportSize({ width: 997, height: 700 });
      await menu(o).waitFor({ state: 'detached' });
      expect(await bodyOverflow(o)).not.toBe('hidden');
    });

    it('closes on back navigation', async () => {
      const o = await open('/docs/long', mobile);
      await o.page.evaluate(() => window.__docs!.router.navigate('/docs/other'));
      await expect.poll(() => h1(o).textContent()).toBe('Other page');
      await o.page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      await menu(o).waitFor();
      await o.page.goBack();
      await menu(o).waitFor({ state: 'detached' });
      await expect.poll(() => h1(o).textContent()).toBe('Long page');
      expect(await bodyOverflow(o)).not.toBe('hidden');
    });
  });

  describe('9. collapsible panels', () => {
    const category = (o: OpenedPage) => o.page.locator('.docs-doc-layout__sidebar').getByRole('button', { name: 'Guides' });
    const guideLink = (o: OpenedPage) => o.page.locator('.docs-doc-layout__sidebar').getByRole('link', { name: 'First guide' });

    it('animates a sidebar category and a details block by height with ease-in-out', async () => {
      const o = await open('/docs/long', { init: transitionRecorder('.docs-menu__list--nested, .docs-details > div') });
      // Lazy, as in Docusaurus: a closed category's items are not in the page until it first opens
      // (a role locator would not tell: it skips hidden elements).
      const inDom = () => o.page.locator('.docs-doc-layout__sidebar a', { hasText: 'First guide' }).count();
      expect(await inDom()).toBe(0);
      await category(o).click();
      await guideLink(o).waitFor();
      // The panel measured its items: it ends at their full height, not cut off.
      await expect.poll(() => guideLink(o).evaluate((a) => a.closest('ul')!.getBoundingClientRect().height)).toBeGreaterThan(10);
      const opened = await transitions(o);
      expect(opened.length).toBeGreaterThan(0);
      for (const t of opened) expect(t).toMatch(/^height \d+ms ease-in-out$/);
      expect(Number(/(\d+)ms/.exec(opened[0])![1])).toBeGreaterThanOrEqual(100);
      await category(o).click();
      await guideLink(o).waitFor({ state: 'hidden' });
      // Once opened, the items stay mounted (hidden) when it closes again.
      expect(await inDom()).toBe(1);

      await o.page.evaluate(() => ((window as unknown as { __transitions: string[] }).__transitions = []));
      await o.page.getByText('More details').click();
      await o.page.getByText('Hidden text inside the details.').waitFor();
      const details = await transitions(o);
      expect(details.length).toBeGreaterThan(0);
      for (const t of details) expect(t).toMatch(/^height \d+ms ease-in-out$/);
      expect(Number(/(\d+)ms/.exec(details[0])![1])).toBeGreaterThanOrEqual(100);
    });

    it('takes 1 ms with prefers-reduced-motion', async () => {
      const o = await open('/docs/long', { reducedMotion: 'reduce', init: transitionRecorder('.docs-menu__list--nested, .docs-details > div') });
      await category(o).click();
      await guideLink(o).waitFor();
      await o.page.getByText('More details').click();
      await o.page.getByText('Hidden text inside the details.').waitFor();
      const all = await transitions(o);
      expect(all.length).toBeGreaterThanOrEqual(2);
      for (const t of all) expect(t).toBe('height 1ms ease-in-out');
    });
    it('opens a closed category whose page is navigated to client-side, with its items and the page marked current', async () => {
      const o = await open('/docs/long');
      const sidebar = o.page.locator('.docs-doc-layout__sidebar');
      expect(await sidebar.locator('a', { hasText: 'Second guide' }).count()).toBe(0);
      await markDocument(o.page);
      await o.page.evaluate(() => window.__docs!.router.navigate('/docs/guides/second'));
      await expect.poll(() => h1(o).textContent()).toBe('Second guide');
      const current = sidebar.locator('a[aria-current="page"]');
      await current.waitFor();
      expect(await current.innerText()).toBe('Second guide');
      expect(await sidebar.getByRole('link', { name: 'First guide' }).isVisible()).toBe(true);
      expect(await category(o).getAttribute('aria-expanded')).toBe('true');
      expect(await isSameDocument(o.page)).toBe(true);
      expect([...o.errors, ...o.warnings]).toEqual([]);
    });

    it('opens the narrow-screen table of contents, rendered lazily, and closes it when a section is chosen', async () => {
      const o = await open('/docs/long', { viewport: { width: 800, height: 700 } });
      const panel = o.page.locator('.docs-toc-mobile');
      // Like a closed sidebar category, the closed panel holds no links until it first opens.
      expect(await panel.locator('a').count()).toBe(0);
      await panel.getByRole('button', { name: 'On this page' }).click();
      const second = panel.getByRole('link', { name: 'Second section' });
      await second.waitFor();
      expect(await panel.getByRole('link').allInnerTexts()).toEqual(['First section', 'Second section', 'Links at the bottom']);
      await second.click();
      await o.page.waitForURL('**/docs/long#second-section');
      await second.waitFor({ state: 'hidden' });
      expect(await panel.getByRole('button', { name: 'On this page' }).getAttribute('aria-expanded')).toBe('false');
    });
  });

  describe('10. image zoom', () => {
    const ZOOM_RECORDER = `
      new MutationObserver(() => {
        if (!window.__zoomAt && document.querySelector('.docs-markdown img.docs-zoomable')) window.__zoomAt = performance.now();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'], childList: true });
    `;
    const zoomAt = (o: OpenedPage) => o.page.evaluate(() => (window as unknown as { __zoomAt?: number }).__zoomAt);
    // medium-zoom ignores scrolling and Escape while the image is still zooming in.
    const zoomedIn = (o: OpenedPage) =>
      o.page.waitForFunction(() => {
        const image = document.querySelector('.medium-zoom-image--opened');
        return image && image.getAnimations().length === 0;
      });
    const isOpen = (o: OpenedPage) => o.page.evaluate(() => document.body.classList.contains('medium-zoom--opened'));

    it('attaches to content images 1 s after the page starts, loads medium-zoom only when used, and a 40 px scroll closes it', async () => {
      const o = await open('/docs/long', { init: ZOOM_RECORDER });
      const zoomCode: string[] = [];
      o.page.on('request', (r) => {
        if (r.url().includes('medium-zoom')) zoomCode.push(r.url());
      });
      await o.page.waitForSelector('.docs-markdown img.docs-zoomable', { state: 'attached' });
      const startedAt = await o.page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive);
      expect((await zoomAt(o))! - startedAt).toBeGreaterThanOrEqual(1000);
      // Images outside markdown content (the navbar logo, favicon) are left alone.
      expect(await o.page.locator('img.docs-zoomable:not(.docs-markdown img)').count()).toBe(0);
      expect(zoomCode).toEqual([]);

      await scrollTo(o.page, 300);
      await o.page.locator('.docs-markdown img').first().click();
      // The overlay appears once the module has loaded: only then is its one request certain to be seen.
      await o.page.waitForSelector('.medium-zoom-overlay');
      expect(zoomCode).toHaveLength(1);
      await expect.poll(() => isOpen(o)).toBe(true);
      await zoomedIn(o);
      await o.page.evaluate(() => window.scrollBy(0, 30));
      await o.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      expect(await isOpen(o)).toBe(true);
      await o.page.evaluate(() => window.scrollBy(0, 15));
      await expect.poll(() => isOpen(o)).toBe(false);
    });

    it('attaches again 1 s after a client-side navigation', async () => {
      const o = await open('/docs/other', { init: ZOOM_RECORDER });
      await o.page.evaluate(() => {
        window.__docs!.router.on('end', () => ((window as unknown as { __endAt: number }).__endAt = performance.now()));
      });
      await o.page.getByRole('link', { name: 'Docs' }).first().click();
      // The docs root (slug: /) is linked as /docs/ while trailingSlash is unset, as in Docusaurus.
      await o.page.waitForURL('**/docs/');
      await o.page.waitForSelector('.docs-markdown img.docs-zoomable', { state: 'attached' });
      const endAt = await o.page.evaluate(() => (window as unknown as { __endAt: number }).__endAt);
      expect((await zoomAt(o))! - endAt).toBeGreaterThanOrEqual(990);
      await o.page.locator('.docs-markdown img').first().click();
      await o.page.waitForSelector('.medium-zoom-overlay');
      await expect.poll(() => isOpen(o)).toBe(true);
      await zoomedIn(o);
      // Escape closes it, and a click zooms again, now through medium-zoom's own listeners.
      await o.page.keyboard.press('Escape');
      await expect.poll(() => isOpen(o)).toBe(false);
      await o.page.waitForSelector('.medium-zoom-overlay', { state: 'detached' });
      await o.page.locator('.docs-markdown img').first().click();
      await expect.poll(() => isOpen(o)).toBe(true);
    });
  });

  describe('13. navbar hide on scroll (off here)', () => {
    it('keeps the navbar when scrolling down', async () => {
      const o = await open('/docs/long');
      for (let i = 0; i < 4; i++) await o.page.mouse.wheel(0, 400);
      await expect.poll(() => o.page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      await o.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      expect(await o.page.locator('.docs-navbar-wrapper--hidden').count()).toBe(0);
      const top = await o.page.locator('.docs-navbar-wrapper').evaluate((e) => e.getBoundingClientRect().top);
      expect(top).toBe(0);
    });
  });
});
