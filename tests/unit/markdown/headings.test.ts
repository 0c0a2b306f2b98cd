import { describe, expect, it } from 'vitest';
import { render } from './helpers.js';

describe('headings', () => {
  it('render as Heading components with GitHub-style ids', () => {
    expect(render('## Using `useQuery` hooks!\n\n### Step 2: Deploy & test\n').content).toEqual([
      ['Heading', { as: 'h2', id: 'using-usequery-hooks' }, 'Using ', ['code', null, 'useQuery'], ' hooks!'],
      ['Heading', { as: 'h3', id: 'step-2-deploy--test' }, 'Step 2: Deploy & test'],
    ]);
  });

  it('number duplicate ids -1, -2 within one file only', () => {
    const source = '## Setup\n\n## Setup\n\n## Setup\n';
    const ids = (s: string) => render(s).content.map((node) => (node as [string, { id: string }])[1].id);
    expect(ids(source)).toEqual(['setup', 'setup-1', 'setup-2']);
    // A fresh slugger per file: rendering again starts over.
    expect(ids(source)).toEqual(['setup', 'setup-1', 'setup-2']);
  });

  it('take a custom id from a trailing {#id} and remove it from the text', () => {
    expect(render('## Custom *heading* {#my-id}\n\n## Plain\n').content).toEqual([
      ['Heading', { as: 'h2', id: 'my-id' }, 'Custom ', ['em', null, 'heading']],
      ['Heading', { as: 'h2', id: 'plain' }, 'Plain'],
    ]);
    expect(render('## Text {#custom-id}\n').toc).toEqual([{ value: 'Text', id: 'custom-id', level: 2, children: [] }]);
  });

  it('give a generated id that a custom one already took the next suffix, and warn (as Docusaurus builds it) when two custom ids clash', () => {
    // As in a real site: "{#link-component}" on one heading, and later a heading whose text slugs to the same id.
    const result = render('## Navigating {#link-component}\n\n### `Link` Component\n\n## One {#same}\n\n## Two {#same}\n');
    expect(result.content.map((node) => (node as [string, { id: string }])[1].id)).toEqual(['link-component', 'link-component-1', 'same', 'same']);
    expect(result.diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.message} [${d.rule}]`)).toEqual([
      '7:1 warning the heading id "same" is already used by the heading on line 5; links to it reach that one [markdown/duplicate-heading-id]',
    ]);
  });

  it('turn a leading # Title into result.title, removed from the content', () => {
    const result = render('# The *Title* {#ignored}\n\nIntro.\n\n# Another h1\n');
    expect(result.title).toBe('The Title');
    expect(result.content).toEqual([
      ['p', null, 'Intro.'],
      ['Heading', { as: 'h1', id: 'another-h1' }, 'Another h1'],
    ]);
    expect(result.ids).toEqual(['another-h1']);
  });

  it('leave an h1 that is not the first node alone', () => {
    const result = render('Intro.\n\n# Late title\n');
    expect(result.title).toBeUndefined();
    expect(result.content[1]).toEqual(['Heading', { as: 'h1', id: 'late-title' }, 'Late title']);
  });

  it('list every heading id (all levels) and explicit ids in ids', () => {
    const result = render('## A\n\n#### Deep\n\n<div id="box">x</div>\n\n<span id="inline">y</span> text\n');
    expect(result.ids).toEqual(['a', 'deep', 'box', 'inline']);
  });
});

describe('table of contents', () => {
  const source = ['## One', '### One.A', '#### One.A.i', '### One.B', '## Two', '#### Two.deep', '## Three', ''].join('\n\n');

  it('nests levels 2..3 by default', () => {
    expect(render(source).toc).toEqual([
      {
        value: 'One',
        id: 'one',
        level: 2,
        children: [
          { value: 'One.A', id: 'onea', level: 3, children: [] },
          { value: 'One.B', id: 'oneb', level: 3, children: [] },
        ],
      },
      { value: 'Two', id: 'two', level: 2, children: [] },
      { value: 'Three', id: 'three', level: 2, children: [] },
    ]);
  });

  it('follows the input levels, and front matter over the input', () => {
    const deep = render(source, { tocMinLevel: 3, tocMaxLevel: 4 }).toc;
    expect(deep).toEqual([
      { value: 'One.A', id: 'onea', level: 3, children: [{ value: 'One.A.i', id: 'oneai', level: 4, children: [] }] },
      { value: 'One.B', id: 'oneb', level: 3, children: [] },
      { value: 'Two.deep', id: 'twodeep', level: 4, children: [] },
    ]);
    const fromFrontMatter = render(`---\ntoc_min_heading_level: 2\ntoc_max_heading_level: 2\n---\n${source}`, { tocMinLevel: 3, tocMaxLevel: 4 });
    expect(fromFrontMatter.toc.map((item) => item.id)).toEqual(['one', 'two', 'three']);
    expect(fromFrontMatter.toc.every((item) => item.children.length === 0)).toBe(true);
  });

  it('uses plain text for values', () => {
    expect(render('## The `wasp` [CLI](https://wasp.sh) **now**\n').toc[0].value).toBe('The wasp CLI now');
  });

  it('includes headings inside admonitions and tabs', () => {
    const result = render(':::note\n\n## In note\n\n:::\n\n<Tabs>\n<TabItem value="a">\n\n## In tab\n\n</TabItem>\n</Tabs>\n');
    expect(result.toc.map((item) => item.id)).toEqual(['in-note', 'in-tab']);
  });
});
