import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompat, type CompatBuild } from '../helpers/compat.js';

// Code of the site's own that does not compile is reported by where it is: a component, a
// React page, a theme override. `template/build` is left to the theme itself.
describe("the site's own code does not compile (tests/compat/site-code-errors)", () => {
  let run: CompatBuild;
  beforeAll(() => {
    run = buildCompat('site-code-errors');
  });
  afterAll(() => run.remove());

  it('fails the build', () => {
    expect(run.build.code).toBe(1);
    expect(run.build.stderr).not.toContain('[template/build]');
    expect(run.build.stderr).not.toContain('Fix the template or page module');
  });

  it('labels a component of the site site/build, and says it is a component', () => {
    expect(run.build.stderr).toMatch(/src\/components\/Gauge\.jsx:2:\d+ error .*\[site\/build\]\n {2}Fix this component of the site/);
  });

  it('labels a React page pages/build, and says it is a page', () => {
    expect(run.build.stderr).toMatch(/src\/pages\/status\.jsx:2:\d+ error .*\[pages\/build\]\n {2}Fix this React page/);
  });

  it('labels a theme override site/build, and says it is an override', () => {
    expect(run.build.stderr).toMatch(/theme\/Footer\.tsx:\d+:\d+ error .*\[site\/build\]\n {2}Fix this theme override of the site/);
  });
});
