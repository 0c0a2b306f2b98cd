import type { Page } from 'playwright-core';

/** One layout shift the browser reported, with the elements that moved. */
export interface ShiftEntry {
  value: number;
  at: number;
  sources: string[];
}

/**
 * Delays every image response, so images arrive after the page is laid out and painted,
 * as on a real network (from a local server they would often beat the first paint).
 */
export async function delayImages(page: Page, ms = 400): Promise<void> {
  await page.route(/\.(png|jpe?g|gif|webp|avif|svg)(\?.*)?$/, async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.fallback();
  });
}

/** Scrolls down the whole page a screen at a time (loading every lazy image), waits for every image, and returns to the top. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
      await new Promise((r) => setTimeout(r, 100));
    }
    const pending = [...document.images].filter((img) => !img.complete);
    await Promise.all(
      pending.map(
        (img) =>
          new Promise((r) => {
            img.onload = r;
            img.onerror = r;
          }),
      ),
    );
    await new Promise((r) => setTimeout(r, 300));
  });
}

/**
 * The page's layout shifts so far, read from the browser's buffered 'layout-shift'
 * entries (shifts right after input excluded, as the browser's CLS does), and their sum.
 */
export async function layoutShifts(page: Page): Promise<{ total: number; entries: ShiftEntry[] }> {
  return page.evaluate(
    () =>
      new Promise<{ total: number; entries: ShiftEntry[] }>((resolve) => {
        type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] };
        const describe = (node: Node | undefined) => {
          if (!(node instanceof Element)) return node?.nodeName ?? '?';
          const cls = typeof node.className === 'string' && node.className ? `.${node.className.split(' ').join('.')}` : '';
          return `${node.tagName.toLowerCase()}${cls}${node.getAttribute('src') ? `[src=${node.getAttribute('src')}]` : ''}`;
        };
        const observer = new PerformanceObserver((list) => {
          observer.disconnect();
          const entries = (list.getEntries() as LayoutShift[])
            .filter((e) => !e.hadRecentInput)
            .map((e) => ({ value: e.value, at: Math.round(e.startTime), sources: (e.sources ?? []).map((s) => describe(s.node)) }));
          resolve({ total: entries.reduce((n, e) => n + e.value, 0), entries });
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        // No entry at all calls no callback: answer after a moment.
        setTimeout(() => {
          observer.disconnect();
          resolve({ total: 0, entries: [] });
        }, 500);
      }),
  );
}
