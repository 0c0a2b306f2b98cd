import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAndBuild, type CompatRun } from '../helpers/compat.js';

// Work a plugin leaves running can fail outside any page, and leave the plugin waiting for ever;
// the build reports it and ends.
describe("a site plugin's background work that throws", () => {
  let run: CompatRun;
  beforeAll(() => {
    run = migrateAndBuild('plugin-background-error');
  });
  afterAll(() => run.remove());

  it('is a diagnostic with its message and where it was thrown; the build neither crashes nor waits for ever', () => {
    expect(run.migrate.code, run.migrate.stderr).toBe(0);
    expect(run.build?.code).toBe(1);
    const stderr = run.build?.stderr ?? '';
    expect(stderr).toMatch(/error the site's code threw outside any page: spawn sandbar-checker-that-is-not-installed ENOENT \[site\/uncaught\]/);
    expect(stderr).not.toContain('node:events');
    expect(stderr).not.toContain('goroutine');
  });
});
