import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAndBuild, type CompatRun } from '../helpers/compat.js';

// A page imports a name that a provided module (@docusaurus/theme-common) does not export here.
describe('an import of an export a provided module lacks', () => {
  let run: CompatRun;
  beforeAll(() => {
    run = migrateAndBuild('client-missing-export');
  });
  afterAll(() => run.remove());

  it('stops the build at the import, naming the module as written, the export, and what the module exports', () => {
    expect(run.migrate.code, run.migrate.stderr).toBe(0);
    expect(run.build?.code).not.toBe(0);
    const err = run.build!.stderr;
    expect(err).toContain(
      'src/pages/prefs.js:2:24 error "@docusaurus/theme-common" has no export "useDocsPreferredVersion" here: this generator\'s @docusaurus/theme-common has no counterpart for it. It exports: ',
    );
    expect(err).toMatch(/It exports: [^\n]*useColorMode[^\n]*usePluralForm/);
    // The theme's own file is not what the site imported: it is not named.
    expect(err).not.toContain('compat/theme-common.ts');
  });
});
