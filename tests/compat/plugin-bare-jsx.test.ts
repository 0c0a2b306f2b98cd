import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAndBuild, type CompatRun } from '../helpers/compat.js';

// MDX elements a remark plugin builds without `children` or `attributes` render as empty
// elements, as Docusaurus' MDX compiler gives them; they crashed the markdown stage.
describe('MDX elements a plugin adds without children', () => {
  let run: CompatRun;
  beforeAll(() => {
    run = migrateAndBuild('plugin-bare-jsx');
  });
  afterAll(() => run.remove());

  it('render as empty elements', () => {
    expect(run.build?.code, run.build?.stderr).toBe(0);
    const html = run.read('index.html');
    expect(html).toContain('Anemones close when the water drains away.');
    expect(html).toMatch(/<hr\/?>/);
    expect(html).toContain('<aside class="pool-marker"></aside>');
  });
});
