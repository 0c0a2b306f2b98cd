import { writeFileSync } from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useServedFixture, waitForHydration } from './runtime-helpers.js';

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

const addMarkdownPage = (dir: string) => writeFileSync(path.join(dir, 'content', 'pages', 'accessibility-statement.md'), MARKDOWN_PAGE);

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
    return result.violations.map((v) => ({ rule: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 2).join('')}`) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

// Every page kind of the bundled site, in both colour modes, at desktop and phone widths (issue 15, item 3).
describe('accessibility audit (axe-core)', () => {
  const { site, browser } = useServedFixture('@bundled', addMarkdownPage);

  for (const mode of ['light', 'dark'] as const) {
    for (const [width, height] of [[1280, 800], [390, 844]] as const) {
      it(`finds no serious or critical violation on any page kind, ${mode} mode, ${width} px wide`, async () => {
        const context = await browser().newContext({ viewport: { width, height } });
        await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
        const page = await context.newPage();
        const found: Record<string, Finding[]> = {};
        try {
          for (const [kind, url] of Object.entries(PAGES)) {
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
