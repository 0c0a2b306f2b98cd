import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAndBuild, type CompatRun } from '../helpers/compat.js';

// A local plugin that wraps @docusaurus/plugin-content-blog (returns the blog plugin's instance
// spread into an object with a method of its own), with the preset's blog off: Docusaurus
// builds that blog with the wrapper's options, so the migrated site has it too.
describe('a local plugin wrapping the blog plugin', () => {
  let run: CompatRun;
  beforeAll(() => {
    run = migrateAndBuild('migrate-blog-wrapper');
  });
  afterAll(() => run.remove());

  it("maps the wrapper's options as the blog's and says what does not run", () => {
    expect(run.migrate.code, run.migrate.stderr).toBe(0);
    expect(run.config?.blog).toMatchObject({ routeBasePath: 'journal', sidebarTitle: 'Latest pickings', sidebarCount: 3, showReadingTime: false });
    expect(run.config?.blog?.include).toBeUndefined();
    expect(run.migrate.stderr).toMatch(
      /docusaurus\.config\.js:\d+:\d+ warning the plugin \.\/plugins\/blog-with-neighbours\.js wraps @docusaurus\/plugin-content-blog: its options are mapped as that plugin's, and what it adds to it does not run here \[migrate\/plugin-wrapper\]/,
    );
    expect(run.migrate.stderr).not.toContain('has no counterpart');
  });

  it('builds the blog at its route', () => {
    expect(run.build?.code, run.build?.stderr).toBe(0);
    const list = run.read('journal/index.html');
    expect(list).toContain('First russets');
    expect(list).toContain('Cider pressing');
    expect(run.read('journal/2024/09/14/first-russets/index.html')).toContain('came in a week early');
    expect(run.read('journal/2024/09/28/cider-pressing/index.html')).toContain('Latest pickings');
  });
});
