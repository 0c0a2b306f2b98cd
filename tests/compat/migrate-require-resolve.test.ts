import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAndBuild, type CompatRun } from '../helpers/compat.js';

// `sidebarPath: require.resolve('./sidebars')` names sidebars.ts without its extension.
describe('a sidebar file named by require.resolve without its extension', () => {
  let run: CompatRun;
  beforeAll(() => {
    run = migrateAndBuild('migrate-require-resolve');
  });
  afterAll(() => run.remove());

  it('migrates to the file Node would find', () => {
    expect(run.migrate.code, run.migrate.stderr).toBe(0);
    expect(run.config?.docs.sidebarPath).toBe('sidebars.ts');
  });

  it('builds, and the docs show that sidebar', () => {
    expect(run.build?.code, run.build?.stderr).toBe(0);
    const intro = run.read('docs/intro/index.html');
    expect(intro).toContain('Reading the tides');
    expect(intro).toContain('href="/docs/charts"');
  });
});
