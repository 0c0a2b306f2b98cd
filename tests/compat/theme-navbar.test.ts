import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAndBuild, type CompatRun } from '../helpers/compat.js';

// `@theme/Navbar` drawn by a page itself: every page here already has the theme's navbar, so
// the page shows one navbar, as it does in Docusaurus.
describe('@theme/Navbar in a React page', () => {
  let run: CompatRun;
  beforeAll(() => {
    run = migrateAndBuild('theme-navbar');
  });
  afterAll(() => run.remove());

  it('is provided: migrate does not report it, and the page builds', () => {
    expect(run.migrate.stderr).not.toContain('@theme/Navbar');
    expect(run.build?.code, run.build?.stderr).toBe(0);
  });

  it('shows one navbar, with the page below it', () => {
    const html = run.read('field/index.html');
    expect(html.match(/<nav class="docs-navbar"/g)).toHaveLength(1);
    expect(html).toContain('<h1>Flying field</h1>');
  });
});
