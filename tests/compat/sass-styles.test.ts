import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtCss, migrateAndBuild, type CompatRun } from '../helpers/compat.js';
import { runCli } from '../helpers/run-cli.js';

// docusaurus-plugin-sass: .scss stylesheets compiled with the site's own sass package (the one
// this repository installs for tests, found above the copy as a workspace's would be).
describe('Sass stylesheets', () => {
  let run: CompatRun;
  beforeAll(() => {
    run = migrateAndBuild('sass-styles', { inRepo: true });
  });
  afterAll(() => run.remove());

  it('migrates the .scss stylesheet, and takes the sass plugin as built in', () => {
    expect(run.migrate.code, run.migrate.stderr).toBe(0);
    expect(run.config?.customCss).toEqual(['src/css/custom.scss']);
    expect(run.migrate.stderr).not.toContain('docusaurus-plugin-sass');
  });

  it("compiles the site stylesheet with its partial, and a component's .module.scss as a CSS module", () => {
    expect(run.build?.code, run.build?.stderr).toBe(0);
    const css = builtCss(run.out);
    expect(css).toMatch(/\.keeper-note\s*\{\s*border-left:\s*4px solid #d98a1c/);
    expect(css).toMatch(/\.keeper-note strong\s*\{\s*color:\s*#123456/);
    expect(css).toMatch(/\.Beacon_beacon\s*\{\s*outline:\s*3px solid #d98a1c/);
    expect(css).toMatch(/\.Beacon_beacon \.Beacon_label\s*\{/);
    const html = run.read('docs/lamps/index.html');
    expect(html).toContain('<span class="Beacon_beacon"><span class="Beacon_label">North light</span></span>');
  });

  it('says where a Sass error is', () => {
    const file = path.join(run.dir, 'src/components/Beacon.module.scss');
    writeFileSync(file, '.beacon {\n  outline: $missing solid;\n}\n');
    const failed = runCli(run.dir, ['build']);
    expect(failed.code).not.toBe(0);
    expect(failed.stderr).toMatch(/src\/components\/Beacon\.module\.scss:2:\d+ error Undefined variable\. \[bundle\/sass\]/);
  });
});

describe('Sass stylesheets without sass installed', () => {
  let run: CompatRun;
  beforeAll(() => {
    // In the system's temp folder no node_modules above the site holds sass.
    run = migrateAndBuild('sass-styles');
  });
  afterAll(() => run.remove());

  it('names the stylesheet and the command that installs sass', () => {
    expect(run.build?.code).not.toBe(0);
    // The server bundle meets the component's module first, the browser's also the site stylesheet.
    expect(run.build?.stderr).toMatch(
      /(src\/\S+\.scss) error cannot compile the Sass stylesheet \1: the site has no sass package \[bundle\/missing-package\]\n {2}Install it in the site folder: npm install sass/,
    );
  });
});
