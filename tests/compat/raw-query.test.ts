import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAndBuild, type CompatRun } from '../helpers/compat.js';

// A `?raw` import (with webpack's "!!" prefix or without) is the file's text, as the site's
// `resourceQuery: /raw/` rule with `type: 'asset/source'` makes it.
describe('?raw imports', () => {
  let run: CompatRun;
  beforeAll(() => {
    run = migrateAndBuild('raw-query');
  });
  afterAll(() => run.remove());

  it("render the file's text", () => {
    expect(run.build?.code, run.build?.stderr).toBe(0);
    const html = run.read('index.html');
    expect(html).toContain('boil');
    expect(html).toContain('litres to the boil');
    expect(html).toContain('<p class="note">steep for four minutes, then pour\n</p>');
  });
});
