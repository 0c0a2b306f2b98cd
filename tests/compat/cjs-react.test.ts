import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyCompatCase, visitBuiltPage } from '../helpers/compat-site.js';
import { readOut, removeDir } from '../helpers/fixture.js';
import { runCli } from '../helpers/run-cli.js';

// A CommonJS package that takes React with require() (use-sync-external-store/shim, which
// zustand, @tanstack/* and react-redux bring) works in both bundles, with the one React the
// theme uses: its hook would throw with a second copy.
describe('a CommonJS package that requires react (tests/compat/cjs-react)', () => {
  let site: string;
  let build: ReturnType<typeof runCli>;

  beforeAll(() => {
    site = copyCompatCase('cjs-react');
    build = runCli(site, ['build']);
  });
  afterAll(() => removeDir(site));

  it('builds, and the server render shows the value its hook returns', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    const dist = path.join(site, 'dist');
    expect(readOut(dist, 'docs/intro/index.html')).toContain('<strong class="store-value">store value from CommonJS</strong>');
    expect(readOut(dist, 'index.html')).toContain('<strong class="store-value">store value from CommonJS</strong>');
  });

  it('runs in the browser: the page hydrates without an error and the hook follows the store', async () => {
    for (const route of ['/docs/intro', '/']) {
      const visit = await visitBuiltPage(path.join(site, 'dist'), route, '.store-value', 'store value after hydration');
      expect(visit.errors).toEqual([]);
      expect(visit.text).toBe('store value after hydration');
    }
  });
});
