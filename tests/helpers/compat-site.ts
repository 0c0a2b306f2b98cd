import { cpSync, mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serveStatic } from '../../src/server/serve.js';
import { launchBrowser } from './browser.js';
import { repoRoot } from './fixture.js';

/** Copies a Docusaurus compatibility case (tests/compat/<name>/, with its node_modules) to a fresh temp folder. */
export function copyCompatCase(name: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `docs-compat-${name}-`));
  cpSync(path.join(repoRoot, 'tests', 'compat', name), dir, { recursive: true });
  return dir;
}

/** What a built page did in the browser: its errors, and the text of one element once it showed. */
export interface BrowserVisit {
  errors: string[];
  text: string;
}

/**
 * Serves a built site, opens one page in Chromium, waits until `selector` holds `expected`
 * (which only the client bundle can put there, or the page's own text for a page that only
 * has to load cleanly) and returns the page's errors and that element's text.
 */
export async function visitBuiltPage(dist: string, route: string, selector: string, expected: string): Promise<BrowserVisit> {
  const server: Server = await serveStatic({ dir: dist, port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    // A failed request is reported with its URL (the console only says that one failed).
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
    });
    page.on('response', (r) => {
      if (r.status() >= 400) errors.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${origin}${route}`);
    // The client has started once the router exists.
    await page
      .waitForFunction(() => !!(globalThis as unknown as { __docs?: unknown }).__docs, undefined, { timeout: 10_000 })
      .catch(() => errors.push('the client did not start'));
    const shows = ([sel, text]: string[]) =>
      (globalThis as unknown as { document: { querySelector(s: string): { textContent: string } | null } }).document.querySelector(sel!)?.textContent === text;
    await page.waitForFunction(shows, [selector, expected], { timeout: 10_000 }).catch(() => {});
    const text = (await page.locator(selector).first().textContent()) ?? '';
    return { errors, text };
  } finally {
    await browser.close();
    await new Promise<void>((r) => server.close(() => r()));
  }
}
