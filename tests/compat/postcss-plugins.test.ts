import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtCss, migrateAndBuild, type CompatRun } from '../helpers/compat.js';
import { runCli } from '../helpers/run-cli.js';

// PostCSS as Docusaurus runs it: the plugins of postcss.config.js and of a configurePostCss
// plugin, run with the site's postcss (the repository's, found above the copy as a workspace's
// would be) on the site's stylesheet and its CSS modules.
describe('PostCSS plugins', () => {
  let run: CompatRun;
  beforeAll(() => {
    run = migrateAndBuild('postcss-plugins', { inRepo: true });
  });
  afterAll(() => run.remove());

  it('migrates the plugins of postcss.config.js and of configurePostCss into postcss.plugins', () => {
    expect(run.migrate.code, run.migrate.stderr).toBe(0);
    expect(run.config?.postcss).toEqual({ plugins: [['./postcss/swatches.js', { prefix: 'swatch' }], './postcss/shades.js'] });
    expect(run.migrate.stderr).not.toContain('postcss');
  });

  it("runs them on customCss and on CSS modules, not on the theme's stylesheets", () => {
    expect(run.build?.code, run.build?.stderr).toBe(0);
    const css = builtCss(run.out);
    expect(css).toMatch(/\.swatch-ochre\s*\{\s*background:\s*#c77d1a/);
    expect(css).toMatch(/\.paint-label\s*\{\s*color:\s*#666e77/);
    expect(css).toMatch(/\.Tin_tin\s*\{\s*border:\s*2px solid #(?:112244|124)\b/);
    expect(css).toMatch(/\.Tin_swatch-lid\s*\{\s*background:\s*#(?:445566|456)\b/);
    expect(css).not.toContain('@swatches');
    expect(run.read('docs/colours/index.html')).toContain('<span class="Tin_tin Tin_swatch-lid">a tin of teal</span>');
  });

  it('names a plugin that is not installed, and how to install it', () => {
    const config = JSON.parse(readFileSync(path.join(run.dir, 'site.config.json'), 'utf8'));
    config.postcss.plugins.push('postcss-not-a-real-plugin');
    writeFileSync(path.join(run.dir, 'site.config.json'), JSON.stringify(config));
    const failed = runCli(run.dir, ['build']);
    expect(failed.code).not.toBe(0);
    expect(failed.stderr).toMatch(/the PostCSS plugin postcss-not-a-real-plugin is not installed \[bundle\/missing-package\]/);
    expect(failed.stderr).toContain('npm install postcss-not-a-real-plugin');
  });
});
