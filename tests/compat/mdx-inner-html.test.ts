import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompat, type CompatBuild } from '../helpers/compat.js';

// `dangerouslySetInnerHTML={{__html: '…'}}` on an HTML tag in MDX (written by hand, or made by
// a remark plugin such as trpc's, which wraps highlighted code this way) shows its HTML, as
// React renders it in Docusaurus.
describe('dangerouslySetInnerHTML in MDX', () => {
  let run: CompatBuild;
  beforeAll(() => {
    run = buildCompat('mdx-inner-html');
  });
  afterAll(() => run.remove());

  it('shows the HTML inside the tag, in .mdx and in .md read as MDX', () => {
    expect(run.build.code, run.build.stderr).toBe(0);
    expect(run.read('docs/soundings/index.html')).toContain('<div class="sounding"><b>Four fathoms</b> at the bar, <em>sand</em>.</div>');
    expect(run.read('docs/buoys/index.html')).toContain('<div><ul><li>Red to port</li><li>Green to starboard</li></ul></div>');
  });
});
