import { describe, expect, it } from 'vitest';
import { useServedFixture, type OpenedPage } from './runtime-helpers.js';

/** Hydration problems React reports in the console, and any other error. */
function hydrationProblems(opened: OpenedPage): string[] {
  return [...opened.errors, ...opened.warnings].filter((m) => /hydrat|did not match|mismatch|error/i.test(m));
}

describe('MDX pages in the browser (tests/fixtures/mdx)', () => {
  const fixture = useServedFixture('mdx');

  it('a stateful component works after hydration', async () => {
    const opened = await fixture.open('/docs');
    const counter = opened.page.getByTestId('counter');
    expect(await counter.textContent()).toBe('Clicks: 42');
    await counter.click();
    await counter.click();
    expect(await counter.textContent()).toBe('Clicks: 44');
    // Its CSS module's style applies (same class name on the server and in the client bundle).
    expect(await counter.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe('rgb(102, 51, 153)');
    expect(hydrationProblems(opened)).toEqual([]);
  });

  it('a stateful component works after a client-side navigation, with its stylesheet', async () => {
    const opened = await fixture.open('/docs/guides/plain');
    await opened.page.evaluate(() => ((window as unknown as { __docsTestMark: boolean }).__docsTestMark = true));
    // The docs root (slug: /) is linked as /docs/ while trailingSlash is unset, as in Docusaurus.
    await opened.page.locator('nav a[href="/docs/"]').first().click();
    const counter = opened.page.getByTestId('counter');
    await counter.waitFor();
    expect(await opened.page.evaluate(() => (window as unknown as { __docsTestMark?: boolean }).__docsTestMark)).toBe(true);
    await counter.click();
    expect(await counter.textContent()).toBe('Clicks: 43');
    await opened.page.waitForFunction(() => getComputedStyle(document.querySelector('[data-testid="counter"]')!).borderTopColor === 'rgb(102, 51, 153)');
    expect(hydrationProblems(opened)).toEqual([]);
  });

  it('ThemedImage follows the colour mode; BrowserOnly renders in the browser', async () => {
    const opened = await fixture.open('/docs/guides/theme');
    const visible = () =>
      opened.page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('.docs-themed-image')]
          .filter((img) => getComputedStyle(img).display !== 'none')
          .map((img) => img.getAttribute('src')),
      );
    expect(await visible()).toEqual(['/img/light.png']);
    await opened.page
      .getByRole('button', { name: /dark mode|light mode|colou?r mode/i })
      .first()
      .click();
    expect(await opened.page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await visible()).toEqual(['/img/dark.png']);
    expect(await opened.page.locator('.browser-only').textContent()).toBe('browser /docs/guides/theme');
    expect(hydrationProblems(opened)).toEqual([]);
  });

  it('a component following the tabs through useStorageSlot switches with them, and the docs list hydrates', async () => {
    const opened = await fixture.open('/docs/guides/site-data');
    const note = opened.page.locator('.language-note');
    expect(await note.getAttribute('data-language')).toBe('ts');
    expect(await opened.page.locator('.doc-index').getAttribute('data-window-size')).toBe('desktop');
    await opened.page.getByRole('tab', { name: 'JavaScript' }).click();
    await opened.page.waitForFunction(() => document.querySelector('.language-note')?.getAttribute('data-language') === 'js');
    expect(await note.textContent()).toBe('The port is untyped.');
    expect(hydrationProblems(opened)).toEqual([]);
    // The choice is kept: the next page load shows the JavaScript note once hydrated.
    await opened.page.reload();
    await opened.page.waitForFunction(() => document.querySelector('.language-note')?.getAttribute('data-language') === 'js');
    // Reached by client-side navigation, the page gets the docs list from its data.
    await opened.page.evaluate(() => localStorage.clear());
    const other = await fixture.open('/docs/guides/plain');
    await other.page.evaluate(() => ((window as unknown as { __docsTestMark: boolean }).__docsTestMark = true));
    await other.page.locator('nav a[href="/docs/guides/site-data"]').first().click();
    await other.page.locator('.doc-index').waitFor();
    expect(await other.page.evaluate(() => (window as unknown as { __docsTestMark?: boolean }).__docsTestMark)).toBe(true);
    expect(await other.page.locator('.doc-index li').count()).toBe(5);
    expect(await other.page.locator('.doc-index__current').textContent()).toBe('Open: guides/site-data in Next (section at /docs)');
    expect(hydrationProblems(other)).toEqual([]);
  });

  it('no hydration warnings on any MDX page, and tabs keep working', async () => {
    for (const path of ['/docs', '/docs/guides/partials', '/docs/guides/theme', '/docs/guides/site-data', '/blog', '/blog/2024/05/01/mdx-post']) {
      const opened = await fixture.open(path);
      expect(hydrationProblems(opened), path).toEqual([]);
      await opened.context.close();
    }
    const opened = await fixture.open('/docs');
    await opened.page.getByRole('tab', { name: 'TypeScript' }).click();
    expect(await opened.page.getByRole('tabpanel').textContent()).toBe('TypeScript code');
  });
});
