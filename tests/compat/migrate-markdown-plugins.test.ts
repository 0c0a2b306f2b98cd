import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAndBuild, type CompatRun } from '../helpers/compat.js';

// Markdown plugins go to markdown.<list> of site.config.json, named by package or by site path,
// options as JSON, each entry once; recma plugins and options holding functions stay notes.
describe('remark and rehype plugins of the docs, blog and pages', () => {
  let run: CompatRun;
  beforeAll(() => {
    run = migrateAndBuild('migrate-markdown-plugins', { build: false });
  });
  afterAll(() => run.remove());

  it('writes each list into site.config.json', () => {
    expect(run.migrate.code, run.migrate.stderr).toBe(0);
    expect(run.config?.markdown).toEqual({
      remarkPlugins: [['remark-math'], ['./src/remark/highlight-words.js', { words: ['tide', 'swell'] }]],
      rehypePlugins: [['rehype-katex', { strict: false }]],
    });
  });

  it('reports what it cannot write', () => {
    const err = run.migrate.stderr;
    expect(err).not.toContain('the remark plugin remark-math is not migrated');
    expect(err).toMatch(/docusaurus\.config\.js:21:\d+ warning the remark plugin \.\/src\/remark\/highlight-words\.js is not migrated/);
    expect(err).toContain('Its options hold a function (at test)');
  });
});
