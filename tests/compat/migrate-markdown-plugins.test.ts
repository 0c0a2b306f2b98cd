import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAndBuild, type CompatRun } from '../helpers/compat.js';

// Markdown plugins have no key in site.config.json yet: each is reported with the entry it
// would be written as (package name or site path, options as JSON), and the site still builds.
describe('remark and rehype plugins of the docs, blog and pages', () => {
  let run: CompatRun;
  beforeAll(() => {
    run = migrateAndBuild('migrate-markdown-plugins');
  });
  afterAll(() => run.remove());

  it('reports each plugin with the entry it would be written as', () => {
    expect(run.migrate.code, run.migrate.stderr).toBe(0);
    const err = run.migrate.stderr;
    expect(err).toMatch(/docusaurus\.config\.js:16:\d+ warning the remark plugin remark-math is not migrated \[migrate\/markdown-plugin\]\n {2}[^\n]*markdown\.remarkPlugins: \[\["remark-math"\]\]/);
    expect(err).toContain('markdown.remarkPlugins: [["./src/remark/highlight-words.js",{"words":["tide","swell"]}]]');
    expect(err).toContain('markdown.rehypePlugins: [["rehype-katex",{"strict":false}]]');
    expect(err).toMatch(/docusaurus\.config\.js:21:\d+ warning the remark plugin \.\/src\/remark\/highlight-words\.js is not migrated/);
    expect(err).toContain('Its options hold a function (at test)');
  });

  it('builds', () => {
    expect(run.build?.code, run.build?.stderr).toBe(0);
    expect(run.read('docs/depths/index.html')).toContain('Fathoms below the keel.');
  });
});
