import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyCompatCase } from '../helpers/compat-site.js';
import { removeDir } from '../helpers/fixture.js';
import { runCli } from '../helpers/run-cli.js';

// An import of a package the site has not installed (a component's, or an MDX file's own)
// says which package, where it is imported, and how to install it.
describe('a package that is not installed (tests/compat/missing-package)', () => {
  let site: string;
  let build: ReturnType<typeof runCli>;

  beforeAll(() => {
    site = copyCompatCase('missing-package');
    build = runCli(site, ['build']);
  });
  afterAll(() => removeDir(site));

  it('fails at the import of a component, naming the package and the command that installs it', () => {
    expect(build.code).toBe(1);
    expect(build.stderr).toContain(
      'src/components/Chart.js:2:27 error cannot import "tiny-chart-lib": the package tiny-chart-lib is not installed [bundle/missing-package]\n' +
        '  Install it in the site folder: npm install tiny-chart-lib',
    );
    expect(build.stderr).not.toContain('mark the path');
  });

  it('fails at the import of an MDX file, installing the package of a subpath import', () => {
    expect(build.stderr).toContain(
      'docs/intro.mdx:6:24 error cannot import "@tiny-scope/formatter/strict": the package @tiny-scope/formatter is not installed [bundle/missing-package]\n' +
        '  Install it in the site folder: npm install @tiny-scope/formatter',
    );
    expect(build.stderr).toContain('2 errors found.');
  });

  it('names the command of the package manager whose lock file the site has', () => {
    writeFileSync(path.join(site, 'yarn.lock'), '');
    const again = runCli(site, ['build']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('  Install it in the site folder: yarn add tiny-chart-lib');
  });
});
