import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAndBuild, type CompatRun } from '../helpers/compat.js';

// The site has installed a package its config reads (kiln-fixture-meta, an ES module and a
// CommonJS one): the config gets the real values. Docusaurus' own packages stay stand-ins even
// when installed (the fixture's @docusaurus/utils throws if it is loaded).
describe("a config that reads packages installed in the site's node_modules", () => {
  let run: CompatRun;
  beforeAll(() => {
    run = migrateAndBuild('migrate-config-packages');
  });
  afterAll(() => run.remove());

  it('evaluates with the real values of installed packages', () => {
    expect(run.migrate.code, run.migrate.stderr).toBe(0);
    expect(run.config?.tagline).toBe('Lamps for every harbour');
    expect(run.config?.footer.copyright).toBe('Copyright 1887 Lantern keepers (function)');
  });

  it('builds, and the values show on the site', () => {
    expect(run.build?.code, run.build?.stderr).toBe(0);
    expect(run.read('index.html')).toContain('<p class="tagline">Lamps for every harbour</p>');
    expect(run.read('docs/wicks/index.html')).toContain('Copyright 1887 Lantern keepers');
  });
});
