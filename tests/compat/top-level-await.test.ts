import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyCompatCase, visitBuiltPage } from '../helpers/compat-site.js';
import { readOut, removeDir } from '../helpers/fixture.js';
import { runCli } from '../helpers/run-cli.js';

// A module that awaits at its top level (a WebAssembly loader such as yoga-layout's), imported
// by an MDX doc and by a React page, builds, renders and runs in the browser.
describe('top-level await (tests/compat/top-level-await)', () => {
  let site: string;
  let build: ReturnType<typeof runCli>;

  beforeAll(() => {
    site = copyCompatCase('top-level-await');
    build = runCli(site, ['build']);
  });
  afterAll(() => removeDir(site));

  it('builds, and the server render shows the awaited values', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    const dist = path.join(site, 'dist');
    expect(readOut(dist, 'docs/intro/index.html')).toContain('Value <span class="tla-value">42</span>');
    expect(readOut(dist, 'docs/intro/index.html')).toContain('Hydrated: <span class="tla-hydrated">42</span>');
    expect(readOut(dist, 'measure/index.html')).toContain('Width <span class="tla-width">24</span>');
  });

  it('runs in the browser: the pages hydrate without an error', async () => {
    const dist = path.join(site, 'dist');
    const doc = await visitBuiltPage(dist, '/docs/intro', '.tla-hydrated', '42 (hydrated)');
    expect(doc.errors).toEqual([]);
    expect(doc.text).toBe('42 (hydrated)');
    const page = await visitBuiltPage(dist, '/measure', '.tla-width', '24 (hydrated)');
    expect(page.errors).toEqual([]);
    expect(page.text).toBe('24 (hydrated)');
  });
});
