import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAndBuild, type CompatRun } from '../helpers/compat.js';

/** Every stylesheet the build wrote, joined. */
function builtCss(out: string): string {
  const files = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.css'));
  return files.map((f) => readFileSync(path.join(out, f), 'utf8')).join('\n');
}

// customCss lists a package's stylesheet by require.resolve, beside the site's own file.
describe('customCss with package stylesheets', () => {
  let run: CompatRun;
  beforeAll(() => {
    run = migrateAndBuild('migrate-custom-css-package');
  });
  afterAll(() => run.remove());

  it('builds with the installed package stylesheet and the site stylesheet', () => {
    expect(run.migrate.code, run.migrate.stderr).toBe(0);
    expect(run.build?.code, run.build?.stderr).toBe(0);
    const css = builtCss(run.out);
    expect(css).toContain('--kiln-fixture-theme-sand');
    expect(css).toContain('.shoal-banner');
  });

  it('names the stylesheet of a package that is not installed, at its line', () => {
    expect(run.migrate.stderr).toMatch(
      /docusaurus\.config\.js:15:\d+ warning the stylesheet missing-theme\/dist\/theme\.css is in a package that is not installed \[migrate\/custom-css\]/,
    );
  });
});
