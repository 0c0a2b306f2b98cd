import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAndBuild, type CompatRun } from '../helpers/compat.js';

// A doc rendering a component of a third-party Docusaurus theme: components of theme packages
// do not load here, so migrate names the page and the themes the config adds, and the build
// fails at the import with what to do.
describe('a component of a theme package', () => {
  let run: CompatRun;
  beforeAll(() => {
    run = migrateAndBuild('theme-package-component');
  });
  afterAll(() => run.remove());

  it('migrate names the page and the themes of the config', () => {
    expect(run.migrate.code, run.migrate.stderr).toBe(0);
    const err = run.migrate.stderr.replace(/\s+/g, ' ');
    expect(err).toContain(
      'docs/api/readings.mdx:5 warning the doc imports @theme/BarometerChart, which has no counterpart here: the config adds the themes docusaurus-preset-barometer, docusaurus-theme-barometer, whose components do not load here [migrate/unknown-import]',
    );
    expect(err).toContain('docs.exclude');
  });

  it('does not read the preset as the classic one for its theme option', () => {
    expect(run.migrate.stderr).not.toContain('preset-as-classic');
    expect(run.migrate.stderr).toMatch(/the preset docusaurus-preset-barometer has no counterpart \[migrate\/plugin\]/);
  });

  it('the build fails at the import, saying what to do', () => {
    expect(run.build?.code).toBe(1);
    const err = run.build!.stderr.replace(/\s+/g, ' ');
    expect(err).toMatch(/docs\/api\/readings\.mdx:5:\d+ error "@theme\/BarometerChart" is not a component of this theme/);
    expect(err).toContain('components of other Docusaurus themes (theme packages) do not load here');
    expect(err).toContain('src/theme/BarometerChart');
    expect(err).toContain('docs.exclude');
  });
});
