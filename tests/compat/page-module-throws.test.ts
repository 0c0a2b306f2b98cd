import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompat, type CompatBuild } from '../helpers/compat.js';

// A React page imports a component whose top-level code throws when the module loads (before
// any page renders), as a component reading data a site script was meant to generate does.
describe('a page module that throws while it loads (tests/compat/page-module-throws)', () => {
  let run: CompatBuild;
  beforeAll(() => {
    run = buildCompat('page-module-throws');
  });
  afterAll(() => run.remove());

  it("fails the build at the page, with the error and where it was thrown, as the site's own error", () => {
    expect(run.build.code).toBe(1);
    expect(run.build.stderr).not.toContain('Internal error');
    expect(run.build.stderr).toMatch(/src\/pages\/index\.jsx error loading the page module threw: Cannot read properties of undefined \(reading 'map'\)/);
    expect(run.build.stderr).toContain('src/components/ShipTicker.jsx');
    expect(run.build.stderr).toContain('[pages/load]');
    expect(existsSync(run.out)).toBe(false);
  });
});
