import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { delayImages, layoutShifts, scrollThrough } from './layout-shift.js';
import { useServedFixture, waitForHydration } from './runtime-helpers.js';

/** One page of every kind the bundled site has (a markdown page is added to its copy). */
const PAGES = {
  'docs page': '/docs',
  'docs page with tabs': '/docs/data-model/entities',
  'older docs version': '/docs/0.18.0',
  'docs tags': '/docs/tags',
  'docs tag': '/docs/tags/auth',
  'blog list': '/blog',
  'blog post': '/blog/2025/01/23/wasp-0-16-env-validation',
  'blog archive': '/blog/archive',
  'blog authors': '/blog/authors',
  'blog author': '/blog/authors/dario',
  'blog tags': '/blog/tags',
  'blog tag': '/blog/tags/auth',
  'markdown page': '/accessibility-statement',
  'home (React) page': '/',
  'search page': '/search?q=auth',
  'not-found page': '/no-such-page',
};

// At phone width the pages share the desktop's colours (audited in both modes there); what
// changes is the layout of each kind of chrome: a docs page, a blog post, the home page and the
// search page hold every kind of it.
const PHONE_PAGES = ['docs page with tabs', 'blog post', 'home (React) page', 'search page'];

const MARKDOWN_PAGE = `---
title: Accessibility statement
description: A markdown page of the site.
---

# Accessibility statement

A markdown page, with a [link to the docs](/docs) and a list:

- one
- two

## A section

| column | other |
|---|---|
| a | b |
`;

/** Versions of the docs the copy keeps: the newest and the oldest (the others repeat them, and cost build time). */
const KEPT_VERSIONS = ['0.18.0', '0.11.8'];

/** Adds a markdown page to the copy of the site and keeps two of its older docs versions. */
function prepareSite(dir: string): void {
  writeFileSync(path.join(dir, 'content', 'pages', 'accessibility-statement.md'), MARKDOWN_PAGE);
  const content = path.join(dir, 'content');
  for (const name of readdirSync(path.join(content, 'versioned_docs'))) {
    if (KEPT_VERSIONS.includes(name.replace(/^version-/, ''))) continue;
    rmSync(path.join(content, 'versioned_docs', name), { recursive: true });
    rmSync(path.join(content, 'versioned_sidebars', `${name}-sidebars.json`));
  }
  writeFileSync(path.join(content, 'versions.json'), JSON.stringify(KEPT_VERSIONS));
}

/** The focused element, and whether a reader can see where focus is. */
interface Focus {
  tag: string;
  id: string;
  text: string;
  label: string;
  cls: string;
  role: string;
  href: string | null;
  expanded: string | null;
  selected: string | null;
  /** Landmarks and widgets around it (navbar, sidebar, toc, main, mobile-menu...). */
  inside: string[];
  /** An outline or a box shadow is drawn while it has focus. */
  ring: boolean;
  onScreen: boolean;
}

const describeFocus = (f: Focus) => `<${f.tag} class="${f.cls}"> "${f.label || f.text}" in ${f.inside.join('/')}`;

/** Reads document.activeElement: what it is, where it is, and whether its focus is drawn. */
function focusOf(page: Page): Promise<Focus> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const empty = { id: '', text: '', label: '', cls: '', role: '', href: null, expanded: null, selected: null, inside: [], ring: false, onScreen: false };
    if (!element || element === document.body) return { tag: 'body', ...empty };
    const style = getComputedStyle(element);
    const ring = (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) || (style.boxShadow !== '' && style.boxShadow !== 'none');
    const rect = element.getBoundingClientRect();
    const inside: string[] = [];
    const areas: [string, string][] = [
      ['navbar', '.docs-navbar'],
      ['sidebar', '.docs-sidebar'],
      ['toc', '.docs-toc'],
      ['main', 'main'],
      ['mobile-menu', '.docs-mobile-menu__panel'],
      ['footer', 'footer'],
      ['dropdown', '.docs-dropdown'],
    ];
    for (const [name, selector] of areas) if (element.closest(selector)) inside.push(name);
    return {
      tag: element.tagName.toLowerCase(),
      id: element.id,
      text: (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 80),
      label: element.getAttribute('aria-label') ?? '',
      cls: typeof element.className === 'string' ? element.className : '',
      role: element.getAttribute('role') ?? '',
      href: element.getAttribute('href'),
      expanded: element.getAttribute('aria-expanded'),
      selected: element.getAttribute('aria-selected'),
      inside,
      ring,
      onScreen: rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight,
    };
  });
}

/** A serious or critical violation, short enough to read in a failure. */
interface Finding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Runs axe-core in the page and returns its serious and critical violations. */
async function audit(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source });
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 2).join('')}`),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => (v.rule === 'nested-interactive' ? { ...v, targets: v.targets.filter((t) => !SEARCH_HIT.test(t)) } : v))
    .filter((v) => v.targets.length > 0);
}

// The one finding left on purpose (README, Client): each search result of the modal is an
// option of its list box holding a real link, so a middle click or Ctrl+click opens it in a
// new tab; the keyboard moves between results from the search box (aria-activedescendant).
const SEARCH_HIT = /^#docsearch-hits[\w-]*-item-\d+ /;

// The bundled site, built once for the whole file (issue 15, item 3).
describe('accessibility', () => {
  const { site, browser } = useServedFixture('@bundled', prepareSite);

  // Every page kind in both colour modes at desktop width; at phone width, the kinds of chrome.
  describe('audit (axe-core)', () => {
    for (const mode of ['light', 'dark'] as const) {
      for (const [width, height] of [
        [1280, 800],
        [390, 844],
      ] as const) {
        // Sixteen pages (four at phone width) and the states that open over a page, one by one.
        it(`finds no serious or critical violation on any page kind, ${mode} mode, ${width} px wide`, { timeout: 240_000 }, async () => {
          const context = await browser().newContext({ viewport: { width, height } });
          await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
          const page = await context.newPage();
          const found: Record<string, Finding[]> = {};
          try {
            for (const [kind, url] of Object.entries(PAGES)) {
              if (width < 996 && !PHONE_PAGES.includes(kind)) continue;
              await page.goto(`${site().origin}${url}`);
              await waitForHydration(page);
              expect(await page.getAttribute('html', 'data-theme')).toBe(mode);
              // The search page answers from its index after hydration: audit the results.
              if (url.startsWith('/search')) await page.locator('.docs-search-results__hit').first().waitFor();
              const findings = await audit(page);
              if (findings.length) found[`${kind} ${url}`] = findings;
            }
            // What opens over a page: the search modal with results, then the phone menu or the version dropdown.
            await page.goto(`${site().origin}/docs/data-model/entities`);
            await waitForHydration(page);
            await page.keyboard.press('Control+k');
            await page.locator('.DocSearch-Input').fill('entity');
            await page.locator('.DocSearch-Hit').first().waitFor();
            const modal = await audit(page);
            if (modal.length) found['search modal'] = modal;
            await page.keyboard.press('Escape');
            await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
            if (width < 996) {
              await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
              await page.locator('.docs-mobile-menu__panel').waitFor();
              const menu = await audit(page);
              if (menu.length) found['mobile menu'] = menu;
            } else {
              await page.locator('.docs-dropdown__toggle').first().click();
              await page.locator('.docs-dropdown__menu').first().waitFor();
              const dropdown = await audit(page);
              if (dropdown.length) found['version dropdown'] = dropdown;
            }
          } finally {
            await context.close();
          }
          expect(found).toEqual({});
        });
      }
    }
  });

  // The real pages (issue 15, item 2): nothing moves while they load, their images included.
  describe('layout shift', () => {
    for (const [kind, url] of [
      ['the home page', '/'],
      ['a docs page with diagrams', '/docs/auth/entities'],
      ['a blog post with images', '/blog/2020/07/14/inside-the-compiler'],
    ] as const) {
      it(`stays under 0.02 on ${kind} of the bundled site`, async () => {
        const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
        try {
          const page = await context.newPage();
          await delayImages(page);
          await page.goto(`${site().origin}${url}`);
          await waitForHydration(page);
          await scrollThrough(page);
          const { total, entries } = await layoutShifts(page);
          expect(total, JSON.stringify(entries)).toBeLessThan(0.02);
        } finally {
          await context.close();
        }
      });
    }
  });

  describe('keyboard only', () => {
    let context: BrowserContext | undefined;
    afterEach(async () => {
      await context?.close();
      context = undefined;
    });
    const open = async (url: string, width = 1280, height = 800) => {
      context = await browser().newContext({ viewport: { width, height } });
      const page = await context.newPage();
      await page.goto(`${site().origin}${url}`);
      await waitForHydration(page);
      // A reader starts once the page has loaded: a late chunk (a page's MDX module) may still re-render it.
      await page.waitForLoadState('networkidle');
      return page;
    };

    it('walks navbar, version dropdown, sidebar, tabs and TOC with Tab, Shift+Tab, arrows, Enter and Escape, focus always visible', async () => {
      const page = await open('/docs/data-model/entities');
      const walk: Focus[] = [];
      const step = async (key: string) => {
        await page.keyboard.press(key);
        // The browser scrolls a focused element into view (the sidebar's own scroll too): wait for it on a busy machine.
        await page
          .waitForFunction(
            () => {
              const rect = document.activeElement?.getBoundingClientRect();
              return !rect || (rect.bottom > 0 && rect.top < window.innerHeight);
            },
            null,
            { timeout: 2000 },
          )
          .catch(() => {});
        const now = await focusOf(page);
        walk.push(now);
        expect(now.tag, `${key} lost focus after ${walk.length} steps: ${walk.slice(-4, -1).map(describeFocus).join(' | ')}`).not.toBe('body');
        expect(now.ring, `no visible focus on ${describeFocus(now)}`).toBe(true);
        expect(now.onScreen, `${describeFocus(now)} is off screen`).toBe(true);
        return now;
      };
      const tabUntil = async (what: string, found: (f: Focus) => boolean, key = 'Tab') => {
        for (let i = 0; i < 250; i++) if (found(await step(key))) return walk[walk.length - 1];
        throw new Error(`${key} never reached ${what}; last: ${walk.slice(-5).map(describeFocus).join(' | ')}`);
      };

      // First stop: the skip link, then the navbar in order.
      expect((await step('Tab')).text).toBe('Skip to main content');
      await tabUntil('the Docs link', (f) => f.text === 'Docs' && f.inside.includes('navbar'));
      const toggle = await tabUntil('the version dropdown', (f) => f.label.startsWith('Docs version'));
      expect(toggle.expanded).toBe('false');

      // Version dropdown: arrows open it and move between versions (wrapping); Escape closes and gives focus back.
      expect((await step('ArrowDown')).text).toBe('Next');
      expect(await page.getAttribute('.docs-dropdown__toggle', 'aria-expanded')).toBe('true');
      expect((await step('ArrowDown')).text).toBe(KEPT_VERSIONS[0]);
      expect((await step('ArrowUp')).text).toBe('Next');
      expect((await step('ArrowUp')).text).toBe(KEPT_VERSIONS[KEPT_VERSIONS.length - 1]);
      expect((await step('Home')).text).toBe('Next');
      expect((await step('Escape')).label).toBe(toggle.label);
      expect(await page.getAttribute('.docs-dropdown__toggle', 'aria-expanded')).toBe('false');
      // Enter opens it too; Tab enters the menu, Shift+Tab comes back out.
      await step('Enter');
      expect(await page.getAttribute('.docs-dropdown__toggle', 'aria-expanded')).toBe('true');
      expect((await step('Tab')).text).toBe('Next');
      expect((await step('Shift+Tab')).label).toBe(toggle.label);
      await step('Escape');
      expect(await page.getAttribute('.docs-dropdown__toggle', 'aria-expanded')).toBe('false');

      // The rest of the navbar: repository links, colour toggle, search.
      await tabUntil('the search button', (f) => f.cls.includes('docs-search-button'));
      expect(walk.some((f) => f.label === 'GitHub repository')).toBe(true);
      expect(walk.some((f) => /mode/i.test(f.label))).toBe(true);

      // Sidebar: links, and categories that open and close with Enter.
      await tabUntil('the sidebar', (f) => f.inside.includes('sidebar'));
      const category = await tabUntil('a closed sidebar category', (f) => f.inside.includes('sidebar') && f.expanded === 'false');
      await page.keyboard.press('Enter');
      expect((await focusOf(page)).expanded).toBe('true');
      await page.keyboard.press('Enter');
      expect((await focusOf(page)).expanded).toBe('false');
      expect((await focusOf(page)).label).toBe(category.label);
      // Tab at once, while the list still animates closed, passes over its links: focus never falls into a hidden list.
      const list = await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'));
      await step('Tab');
      expect(await page.evaluate((id) => Boolean(id && document.getElementById(id)?.contains(document.activeElement)), list)).toBe(false);

      // Tabs: one stop for the tab list; arrows move the selection between tabs.
      const first = await tabUntil('a tab', (f) => f.role === 'tab');
      expect(first.selected).toBe('true');
      const second = await step('ArrowRight');
      expect(second.role).toBe('tab');
      expect(second.selected).toBe('true');
      expect(second.text).not.toBe(first.text);
      expect((await step('ArrowLeft')).text).toBe(first.text);
      expect((await step('End')).selected).toBe('true');
      await step('Home');
      // The TOC is reached by Tab too, and Enter follows its link to the section.
      const tocLink = await tabUntil('the table of contents', (f) => f.inside.includes('toc'));
      const hash = new URL(tocLink.href!, 'http://x').hash;
      await page.keyboard.press('Enter');
      await page.waitForFunction((h) => window.location.hash === h, hash);
      // The section's heading takes focus (not the body), so the next Tab goes on from there.
      await expect.poll(async () => (await focusOf(page)).id, { timeout: 5000 }).toBe(decodeURIComponent(hash.slice(1)));
      const heading = await focusOf(page);
      expect(heading.ring && heading.onScreen).toBe(true);
      // Shift+Tab walks back the same way.
      const back = await step('Shift+Tab');
      expect(back.tag).not.toBe('body');
    });

    it('keeps focus after a client-side navigation by keyboard: on the page start, the next Tab reaching the skip link', async () => {
      const page = await open('/docs/data-model/entities');
      await page.evaluate(() => ((window as unknown as { __mark: boolean }).__mark = true));
      const link = page.locator('.docs-sidebar a[href="/docs/data-model/crud"]');
      await link.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL('**/docs/data-model/crud');
      await page.waitForFunction(() => document.querySelector('main h1')?.textContent !== 'Entities');
      expect(await page.evaluate(() => (window as unknown as { __mark?: boolean }).__mark)).toBe(true);
      const after = await focusOf(page);
      expect(after.tag).not.toBe('body');
      expect(after.id).toBe('__docs-route-focus');
      await page.keyboard.press('Tab');
      const next = await focusOf(page);
      expect(next.text).toBe('Skip to main content');
      expect(next.ring && next.onScreen).toBe(true);
      // The skip link takes focus into the page's main content.
      await page.keyboard.press('Enter');
      expect((await focusOf(page)).tag).toBe('main');
      await page.keyboard.press('Tab');
      const inMain = await focusOf(page);
      expect(inMain.inside).toContain('main');
      expect(inMain.ring).toBe(true);
    });

    it('opens the search modal from its button and with Ctrl+K, closes it with Escape, and gives focus back; Enter on a result navigates', {
      timeout: 120_000,
    }, async () => {
      const page = await open('/docs/data-model/entities');
      // As a reader would, start typing once the caret is in the search box.
      const modalReady = () => page.waitForFunction(() => document.activeElement?.classList.contains('DocSearch-Input'));
      const button = page.locator('.docs-navbar .docs-search-button');
      await button.focus();
      await page.keyboard.press('Enter');
      await modalReady();
      expect((await focusOf(page)).cls).toContain('DocSearch-Input');
      await page.keyboard.type('entities');
      await expect
        .poll(async () => `${await page.locator('.DocSearch-Input').inputValue()} ${await page.locator('.DocSearch-HitsFooter a').getAttribute('href')}`, {
          timeout: 20_000,
        })
        .toBe('entities /search?q=entities');
      await page.keyboard.press('Escape');
      await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
      await expect.poll(async () => (await focusOf(page)).cls, { timeout: 5000 }).toContain('docs-search-button');
      const back = await focusOf(page);
      expect(back.ring).toBe(true);

      // From elsewhere: Ctrl+K, then Escape, gives focus back to where it was.
      const sidebarLink = page.locator('.docs-sidebar a[href="/docs/data-model/crud"]');
      await sidebarLink.focus();
      await page.keyboard.press('Control+k');
      await modalReady();
      await page.keyboard.press('Escape');
      await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
      await expect.poll(async () => (await focusOf(page)).href, { timeout: 5000 }).toBe('/docs/data-model/crud');

      // Arrows pick a result, Enter goes there client-side, and focus is on the new page.
      await page.keyboard.press('Control+k');
      await modalReady();
      await page.keyboard.type('prisma file');
      // Hits of the first letters typed show first: wait for those of the whole query.
      await expect.poll(() => page.locator('.DocSearch-HitsFooter a').getAttribute('href'), { timeout: 20_000 }).toBe('/search?q=prisma%20file');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowUp');
      // The hits of a slower, earlier query may still replace the list (and its selection)
      // between reading it here and pressing Enter: note the hit selected when Enter goes down.
      await page.evaluate(() => {
        window.addEventListener(
          'keydown',
          (event) => {
            if (event.key !== 'Enter') return;
            const selected = document.querySelector('.DocSearch-Hit[aria-selected="true"] a');
            (window as unknown as { selectedAtEnter?: string | null }).selectedAtEnter = selected?.getAttribute('href');
          },
          { capture: true, once: true },
        );
      });
      expect(await page.locator('.DocSearch-Hit[aria-selected="true"] a').getAttribute('href')).toMatch(/^\//);
      await page.keyboard.press('Enter');
      const target = await page.evaluate(() => (window as unknown as { selectedAtEnter?: string | null }).selectedAtEnter);
      expect(target).toMatch(/^\//);
      await page.waitForFunction((path) => window.location.pathname + window.location.hash === path, target);
      await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
      expect((await focusOf(page)).tag).not.toBe('body');
      // The modal's code and the site's whole search index load on first use: slow on a busy machine.
    });

    it('opens the phone menu with Enter, keeps Tab inside it, closes it with Escape, and follows a link from it with focus kept', async () => {
      const page = await open('/docs/data-model/entities', 390, 844);
      const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
      await toggle.focus();
      expect((await focusOf(page)).ring).toBe(true);
      await page.keyboard.press('Enter');
      await page.locator('.docs-mobile-menu__panel').waitFor();
      expect((await focusOf(page)).label).toBe('Close navigation bar');
      // The panel opens on the docs menu: back to the main menu, then Tab around (and past the end, back to the start).
      const seen: Focus[] = [];
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press(i % 4 === 3 ? 'Shift+Tab' : 'Tab');
        const now = await focusOf(page);
        seen.push(now);
        expect(now.inside, describeFocus(now)).toContain('mobile-menu');
        expect(now.ring, describeFocus(now)).toBe(true);
      }
      const back = page.getByRole('button', { name: 'Back to main menu' });
      await back.focus();
      await page.keyboard.press('Enter');
      const items = await page.locator('.docs-mobile-menu__panel').evaluate((panel) => panel.querySelectorAll('a[href], button').length);
      for (let i = 0; i < items + 2; i++) {
        await page.keyboard.press('Tab');
        const now = await focusOf(page);
        expect(now.inside, describeFocus(now)).toContain('mobile-menu');
      }
      await page.keyboard.press('Escape');
      await page.locator('.docs-mobile-menu__panel').waitFor({ state: 'detached' });
      expect((await focusOf(page)).label).toBe('Toggle navigation bar');

      // A link followed from the menu: the menu closes, the page changes, focus stays on the page.
      await page.keyboard.press('Enter');
      await page.locator('.docs-mobile-menu__panel').waitFor();
      await back.focus();
      await page.keyboard.press('Enter');
      const blog = page.locator('.docs-mobile-menu__panel a', { hasText: 'Blog' }).first();
      await blog.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL('**/blog');
      await page.locator('.docs-mobile-menu__panel').waitFor({ state: 'detached' });
      expect((await focusOf(page)).tag).not.toBe('body');
      await page.keyboard.press('Tab');
      expect((await focusOf(page)).text).toBe('Skip to main content');
    });
  });
});
