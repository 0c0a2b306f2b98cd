import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { serveStatic } from '../../src/server/serve.js';
import { launchBrowser } from './browser.js';
import { copyBundledSite, copyFixture, removeDir } from './fixture.js';
import { runCli } from './run-cli.js';

/** A fixture site built and served on 127.0.0.1 for browser tests. */
export interface ServedSite {
  dir: string;
  origin: string;
  server: Server;
  close(): Promise<void>;
}

/** Copies a fixture, builds it with the CLI and serves dist/ on a free loopback port. */
export async function buildAndServe(fixture: string, prepare?: (dir: string) => void): Promise<ServedSite> {
  // '@bundled' is the site this repository ships (content/, static/, site.config.json).
  const dir = fixture === '@bundled' ? copyBundledSite() : copyFixture(fixture);
  prepare?.(dir);
  const result = runCli(dir, ['build']);
  if (result.code !== 0) throw new Error(`build of ${fixture} failed:\n${result.stderr}`);
  const server = await serveStatic({ dir: path.join(dir, 'dist'), port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    dir,
    origin,
    server,
    close: async () => {
      // A socket a browser opened ahead and never used would hold close() for 60 s.
      await new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      });
      removeDir(dir);
    },
  };
}

/**
 * Serves a built site's folder on a free loopback port and opens one Chromium page on it, which
 * collects the page's uncaught errors into `errors`; `use` goes to the paths it checks. The
 * browser and the server are closed afterwards, whatever `use` did.
 */
export async function withServedPage(dir: string, use: (page: Page, origin: string, errors: string[]) => Promise<void>): Promise<void> {
  const server = await serveStatic({ dir, port: 0, host: '127.0.0.1' });
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await use(page, `http://127.0.0.1:${(server.address() as AddressInfo).port}`, errors);
  } finally {
    await browser.close();
    await new Promise<void>((r) => server.close(() => r()));
  }
}
