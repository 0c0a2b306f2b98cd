import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAndBuild, type CompatRun } from '../helpers/compat.js';

// `import { stampHeadings } from './plugins/marks'` in the config, then `remarkPlugins:
// [stampHeadings]`: the plugin is a named export of a site module, written `module#name`.
describe('remark plugins that are named exports of a TypeScript module', () => {
  let run: CompatRun;
  beforeAll(() => {
    run = migrateAndBuild('named-export-plugins');
  });
  afterAll(() => run.remove());

  it('are migrated as module#export', () => {
    expect(run.migrate.code, run.migrate.stderr).toBe(0);
    expect(run.migrate.stderr).not.toContain('is not migrated');
    expect(run.config?.markdown).toEqual({
      beforeDefaultRemarkPlugins: [['./plugins/marks/index.ts#stampHeadings']],
      remarkPlugins: [['./plugins/marks/index.ts#countWords', { label: 'words' }]],
    });
  });

  it('run on the pages, a helper in a subfolder reading the file beside it', () => {
    expect(run.build?.code, run.build?.stderr).toBe(0);
    const html = run.read('index.html');
    expect(html).toMatch(/<h2[^>]*>.*Herons \(observed\)/);
    expect(html).toContain('2 paragraphs of words');
  });
});
