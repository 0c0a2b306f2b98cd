import { describe, expect, it } from 'vitest';
import { mdxModuleSource } from '../../../src/markdown/mdx-module.js';
import { render, renderErrors } from './helpers.js';

// Markdown that real Docusaurus 3 sites carry and Docusaurus 3 builds: each case here once
// failed the build or rendered differently.
const mdx = (source: string) => render(source, { format: 'mdx' });

describe('a second truncate marker', () => {
  it('is ignored, as Docusaurus cuts the excerpt at the first one', () => {
    const result = render('First.\n\n<!--truncate-->\n\nMiddle.\n\n<!-- truncate -->\n\nRest.\n');
    expect(result.excerpt).toEqual([['p', null, 'First.']]);
    expect(result.content).toEqual([
      ['p', null, 'First.'],
      ['p', null, 'Middle.'],
      ['p', null, 'Rest.'],
    ]);
  });

  it('is ignored in MDX, in either spelling', () => {
    const result = mdx('First.\n\n{/* truncate */}\n\nMiddle.\n\n<!--truncate-->\n\nRest.\n\n{/* truncate */}\n');
    expect(result.excerpt).toEqual([['p', null, 'First.']]);
    expect(result.content).toEqual([
      ['p', null, 'First.'],
      ['p', null, 'Middle.'],
      ['p', null, 'Rest.'],
    ]);
  });
});

describe('HTML comments in MDX', () => {
  it('are dropped inside a line, as Docusaurus turns every HTML comment into an MDX comment', () => {
    expect(mdx('a <!-- note --> b\n').content).toEqual([['p', null, 'a  b']]);
    expect(mdx('- item <!-- a note\n  over two lines --> end\n').content).toEqual([['ul', null, ['li', null, 'item  end']]]);
    expect(mdx('> quoted <!-- x --> text\n').content).toEqual([['blockquote', null, ['p', null, 'quoted  text']]]);
  });

  it('still drop a comment on lines of its own, and keep the positions of what follows', () => {
    const result = mdx('<!-- a\n\ncomment -->\n\nText {1 + 1}.\n');
    expect(result.content[1]).toEqual(['p', null, 'Text ', { '#x': 0 }, '.']);
    expect(result.mdx?.expressions.map((e) => [e.code, e.line, e.column])).toEqual([['1 + 1', 5, 7]]);
  });

  it('cut the excerpt at an inline truncate marker, and leave the rest of the paragraph in the post', () => {
    const result = mdx('Intro.\n\nText <!-- truncate -->more text.\n\nRest.\n');
    expect(result.excerpt).toEqual([
      ['p', null, 'Intro.'],
      ['p', null, 'Text'],
    ]);
    expect(result.content).toEqual([
      ['p', null, 'Intro.'],
      ['p', null, 'Text more text.'],
      ['p', null, 'Rest.'],
    ]);
  });

  it('are text inside code, and their text inside attribute strings and expressions is kept', () => {
    expect(mdx('Write `<!-- x -->` here.\n').content).toEqual([['p', null, 'Write ', ['code', null, '<!-- x -->'], ' here.']]);
    const result = mdx('<Note title="<!-- kept -->" />\n\n{"<!-- also kept -->"}\n');
    expect(result.content.slice(1)).toEqual([['Note', { title: '<!-- kept -->' }], { '#x': 0 }]);
  });

  it('that never close are a syntax error at the comment, and so are <!--> and <!--->', () => {
    expect(renderErrors('Text <!-- never closed\n', { format: 'mdx' })[0]).toMatchObject({ rule: 'mdx/syntax', line: 1, column: 7 });
    expect(renderErrors('a <!--> b\n', { format: 'mdx' })[0]).toMatchObject({ rule: 'mdx/syntax', line: 1, column: 4 });
    expect(renderErrors('a <!---> b\n', { format: 'mdx' })[0]).toMatchObject({ rule: 'mdx/syntax', line: 1, column: 4 });
    expect(mdx('a <!----> b\n').content).toEqual([['p', null, 'a  b']]);
  });

  it('hide what they hold: no admonition opens inside a comment', () => {
    const result = mdx('<!--\n:::note\nnot an admonition\n:::\n-->\n\n:::tip\n\nShown.\n\n:::\n');
    expect(result.diagnostics).toEqual([]);
    expect(result.content.map((node) => (node as unknown[])[0])).toEqual(['Admonition']);
  });

  it('leave plain markdown files as they were: comments there are HTML', () => {
    expect(render('a <!-- note --> b\n').content).toEqual([['p', null, 'a  b']]);
  });
});

describe('JSX names of expressions', () => {
  it('are read from the parsed expression, so a string holding "<Name>" names no component', () => {
    const result = mdx('Returns {\'Promise<Response>\'} and {"<Other />"} and {`<Third>`}.\n');
    expect(result.diagnostics).toEqual([]);
    const source = mdxModuleSource(result.mdx, 'docs/a.mdx');
    expect(source).not.toMatch(/(Response|Other|Third) = _component/);
    expect(source).not.toContain('_component(undefined');
  });

  it('still provide the components an expression renders', () => {
    const result = mdx('{props.open && <Panel.Body />} {[1].map((i) => <Item key={i} />)} {a < b ? 1 : 2}\n');
    const source = mdxModuleSource(result.mdx, 'docs/a.mdx');
    expect(source).toContain('Panel = _component(undefined, "Panel"');
    expect(source).toContain('Item = _component(undefined, "Item"');
    expect(source).not.toContain('"b"');
  });
});
