import { readdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { compatFixture, migrateAndBuild, type CompatRun } from '../helpers/compat.js';
import { serveStatic } from '../../src/server/serve.js';

// A `.wasm` file imported by a page gives its URL, as the file-loader rule Docusaurus sites add
// for WebAssembly gives it; the browser fetches and instantiates the module.
describe('a WebAssembly module imported by URL', () => {
  let run: CompatRun;
  beforeAll(() => {
    run = migrateAndBuild('wasm-import');
  });
  afterAll(() => run.remove());

  it('copies the module under assets/media', () => {
    expect(run.build?.code, run.build?.stderr).toBe(0);
    const media = readdirSync(path.join(run.out, 'assets/media')).filter((f) => f.endsWith('.wasm'));
    expect(media).toHaveLength(1);
    expect(readFileSync(path.join(run.out, 'assets/media', media[0]!))).toEqual(readFileSync(path.join(compatFixture('wasm-import'), 'src/wasm/add.wasm')));
  });

  it('runs the module in the browser', async () => {
    const server: Server = await serveStatic({ dir: run.out, port: 0, host: '127.0.0.1' });
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/add`);
      await page.getByText('19 + 23 = 42').waitFor({ timeout: 10_000 });
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
