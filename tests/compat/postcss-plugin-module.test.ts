import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtCss, migrateAndBuild, type CompatRun } from '../helpers/compat.js';

// A Tailwind 4 setup as sites write it: an ES module config importing a plugin file whose
// configurePostCss sets the list to one package's plugin, and a stylesheet importing that
// package by name, which only the PostCSS plugin can answer.
describe('PostCSS plugin set by a plugin imported from a file', () => {
  let run: CompatRun;
  beforeAll(() => {
    run = migrateAndBuild('postcss-plugin-module', { inRepo: true });
  });
  afterAll(() => run.remove());

  it('migrates the package that configurePostCss sets into postcss.plugins', () => {
    expect(run.migrate.code, run.migrate.stderr).toBe(0);
    expect(run.config?.postcss).toEqual({ plugins: ['postcss-stamps'] });
    // Its one job is mapped: it is not reported as a plugin without a counterpart.
    expect(run.migrate.stderr).not.toContain('stamps-loader');
  });

  it("builds the stylesheet with the plugin's answer to its @import", () => {
    expect(run.build?.code, run.build?.stderr).toBe(0);
    const css = builtCss(run.out);
    expect(css).toMatch(/\.stamp-penny-black\s*\{\s*background:\s*#0b0b0b/);
    expect(css).toMatch(/\.album\s*\{\s*border:\s*1px dashed teal/);
    expect(run.read('docs/album/index.html')).toContain('One penny, black.');
  });
});
