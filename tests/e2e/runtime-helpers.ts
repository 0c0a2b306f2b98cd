import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { buildAndServe, type ServedSite } from '../helpers/built-site.js';

/** A browser page of a runtime test, with what it logged. */
export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions. */
  errors: string[];
  /** Console warnings. */
  warnings: string[];
}

/** Options of openPage. */
export interface OpenOptions extends BrowserContextOptions {
  /** Runs in every document before the page's own scripts (stubs, flags, recorders). */
  init?: string;
  /** Sets up routes (slow or failing loads) before the first request. */
  setup?: (page: Page) => Promise<unknown>;
  /** Skips waiting for hydration (for pages that never hydrate). */
  noHydration?: boolean;
}

/** Opens `url` in a fresh context and waits until the page is hydrated. */
export async function openPage(browser: Browser, url: string, options: OpenOptions = {}): Promise<OpenedPage> {
  const { init, setup, noHydration, ...contextOptions } = options;
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('console', (message) => {
    // The location names the resource of a "Failed to load resource" message.
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  if (init) await page.addInitScript(init);
  // The page-view script posts to the event API, which a static server does not have.
  await page.route('**/waspara/api/event', (route) => route.fulfill({ status: 202, body: 'ok' }));
  await setup?.(page);
  await page.goto(url);
  if (!noHydration) await waitForHydration(page);
  return { context, page, errors, warnings };
}

/** Waits until App has hydrated the page (it sets data-hydrated on <html>). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 10_000 });
}

/** Marks the current document, so a test can tell a client-side navigation (mark kept) from a full load (mark gone). */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __docsTestMark?: boolean }).__docsTestMark = true;
  });
}

/** True when the document marked by markDocument is still the one shown. */
export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __docsTestMark?: boolean }).__docsTestMark === true);
}

/** Resolves once the page has been idle and painted twice: after the runtime's idle-time work has run. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const afterFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)));
        if (typeof requestIdleCallback === 'function') requestIdleCallback(afterFrames);
        else afterFrames();
      }),
  );
}

/** Scrolls the window to a vertical position and waits until it is there. */
export async function scrollTo(page: Page, y: number): Promise<number> {
  await page.evaluate((target) => window.scrollTo(0, target), y);
  await page.waitForFunction(
    (target) => Math.abs(window.scrollY - target) < 2 || window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
    y,
  );
  return page.evaluate(() => window.scrollY);
}

/**
 * Registers the setup every runtime test file shares: the fixture built and served, one
 * browser, and a fresh browser context per test (closed after it). Call inside `describe`.
 */
export function useServedFixture(fixture = 'runtime', prepare?: (dir: string) => void) {
  let site: ServedSite | undefined;
  let browser: Browser | undefined;
  let opened: OpenedPage | undefined;
  beforeAll(async () => {
    [site, browser] = await Promise.all([buildAndServe(fixture, prepare), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  afterEach(async () => {
    await opened?.context.close();
    opened = undefined;
  });
  return {
    /** The served site (available inside tests). */
    site: () => site!,
    /** Opens a path of the site in a new context, closed after the test. */
    open: async (path: string, options?: OpenOptions) => {
      opened = await openPage(browser!, `${site!.origin}${path}`, options);
      return opened;
    },
    /** The browser (available inside tests). */
    browser: () => browser!,
    /** The page's main heading. */
    h1: (o: OpenedPage) => o.page.locator('main h1').first(),
  };
}
