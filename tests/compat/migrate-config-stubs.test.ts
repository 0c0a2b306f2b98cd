import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAndBuild, type CompatRun } from '../helpers/compat.js';

// A config that uses packages the site has not installed: a namespace import, iterated and
// spread values of a stand-in, and a require() of its own made with createRequire.
describe('a config that uses packages which are not installed', () => {
  let run: CompatRun;
  beforeAll(() => {
    run = migrateAndBuild('migrate-config-stubs');
  });
  afterAll(() => run.remove());

  it('evaluates, with the values its own files give', () => {
    expect(run.migrate.code, run.migrate.stderr).toBe(0);
    expect(run.config?.title).toBe('Skiff');
  });

  it('reports the values that came from a missing package, where they are used', () => {
    expect(run.migrate.stderr).toMatch(
      /docusaurus\.config\.ts:\d+:\d+ warning customFields\.links comes from js-yaml\.[\w.()]+, and the package js-yaml is not installed here/,
    );
  });

  it('keeps the remark plugin it could not load, and the build names the one command that is missing', () => {
    expect(run.config?.markdown).toMatchObject({ remarkPlugins: [['remark-math']] });
    expect(run.build?.code).toBe(1);
    expect(run.build?.stderr).toContain('the remark plugin remark-math is not installed [markdown/plugin]');
    expect(run.build?.stderr).toContain('npm install remark-math');
    expect(run.build?.stderr).toContain('1 error found.');
  });
});
