import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withServedPage } from '../helpers/built-site.js';
import { compatFixture, migrateAndBuild, type CompatRun } from '../helpers/compat.js';

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
    await withServedPage(run.out, async (page, origin, errors) => {
      await page.goto(`${origin}/add`);
      await page.getByText('19 + 23 = 42').waitFor({ timeout: 10_000 });
      expect(errors).toEqual([]);
    });
  });
});
