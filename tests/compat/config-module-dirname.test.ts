import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAndBuild, type CompatRun } from '../helpers/compat.js';

// Docusaurus loads the config file by file, so a module it imports has its own __dirname and
// import.meta.url: a file read beside that module is found.
describe('the location of a module the config imports', () => {
  let run: CompatRun;
  beforeAll(() => {
    run = migrateAndBuild('config-module-dirname', { build: false });
  });
  afterAll(() => run.remove());

  it("is the module's own folder, for __dirname and import.meta.url", () => {
    expect(run.migrate.code, run.migrate.stderr).toBe(0);
    expect(run.migrate.stderr).not.toMatch(/config-error|stand-in/);
    expect(run.config?.customFields).toEqual({ motto: 'Look up after dusk.', moonCount: 4 });
  });
});
