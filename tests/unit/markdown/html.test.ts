import { describe, expect, it } from 'vitest';
import { render } from './helpers.js';

describe('raw HTML', () => {
  it('becomes plain elements with React prop names', () => {
    const source = '<div class="note big" style="color: red; background-color: #fff" tabindex="0">\n<label for="x">Name</label>\n</div>\n';
    expect(render(source).content).toEqual([
      ['div', { className: 'note big', style: { color: 'red', backgroundColor: '#fff' }, tabIndex: 0 }, '\n', ['label', { htmlFor: 'x' }, 'Name'], '\n'],
    ]);
  });

  it('works inline, between markdown', () => {
    expect(render('Press <kbd>Ctrl</kbd> + **<kbd>C</kbd>**, then<br/>paste.\n').content).toEqual([
      ['p', null, 'Press ', ['kbd', null, 'Ctrl'], ' + ', ['strong', null, ['kbd', null, 'C']], ', then', ['br', null], 'paste.'],
    ]);
  });

  it('wraps markdown separated by blank lines (details and summary)', () => {
    const source = '<details>\n<summary>More **info**</summary>\n\nInside *markdown*.\n\n- a list\n\n</details>\n\nAfter.\n';
    expect(render(source).content).toEqual([
      ['details', null, '\n', ['summary', null, 'More **info**'], ['p', null, 'Inside ', ['em', null, 'markdown'], '.'], ['ul', null, ['li', null, 'a list']]],
      ['p', null, 'After.'],
    ]);
  });

  it('can hold components, which keep their props', () => {
    const source = '<div class="wrap">\n\n<Tabs groupId="g">\n<TabItem value="a" label="A">\n\nText.\n\n</TabItem>\n</Tabs>\n\n</div>\n';
    expect(render(source).content).toEqual([
      ['div', { className: 'wrap' }, ['Tabs', { groupId: 'g' }, ['TabItem', { value: 'a', label: 'A' }, ['p', null, 'Text.']]]],
    ]);
  });

  it('drops comments', () => {
    expect(render('A<!-- inline --> B\n\n<!-- block\ncomment -->\n\nC\n').content).toEqual([
      ['p', null, 'A B'],
      ['p', null, 'C'],
    ]);
  });

  it('keeps positions for links inside it', () => {
    expect(render('Text\n\n<div>\n  <a href="https://x.example">x</a>\n</div>\n').links).toEqual([
      { url: 'https://x.example', raw: 'https://x.example', line: 4, column: 3 },
    ]);
  });
});

describe('truncate', () => {
  it('splits the excerpt at <!--truncate--> and keeps the whole content', () => {
    const result = render('# Post\n\nFirst.\n\n<!--truncate-->\n\nRest.\n');
    expect(result.excerpt).toEqual([['p', null, 'First.']]);
    expect(result.content).toEqual([
      ['p', null, 'First.'],
      ['p', null, 'Rest.'],
    ]);
  });

  it('accepts the MDX form {/* truncate */} and spaces in the comment', () => {
    expect(render('First.\n\n{/* truncate */}\n\nRest.\n').excerpt).toEqual([['p', null, 'First.']]);
    expect(render('First.\n\n<!-- truncate -->\n\nRest.\n').excerpt).toEqual([['p', null, 'First.']]);
  });

  it('leaves excerpt undefined without a marker, and drops other MDX comments', () => {
    const result = render('First.\n\n{/* a note to editors */}\n\nRest.\n');
    expect(result.excerpt).toBeUndefined();
    expect(result.content).toEqual([
      ['p', null, 'First.'],
      ['p', null, 'Rest.'],
    ]);
  });
});

describe('GFM', () => {
  it('renders tables, strikethrough, task lists, autolinks and footnotes', () => {
    const source = '| a | b |\n|:-:|--|\n| 1 | 2 |\n\n~~old~~ www.wasp.sh\n\n- [x] done\n- [ ] todo\n\nNote[^n].\n\n[^n]: The note.\n';
    const content = render(source).content;
    expect(content[0]).toEqual([
      'table',
      null,
      ['thead', null, ['tr', null, ['th', { style: { textAlign: 'center' } }, 'a'], ['th', null, 'b']]],
      ['tbody', null, ['tr', null, ['td', { style: { textAlign: 'center' } }, '1'], ['td', null, '2']]],
    ]);
    expect(content[1]).toEqual(['p', null, ['del', null, 'old'], ' ', ['a', { href: 'http://www.wasp.sh' }, 'www.wasp.sh']]);
    expect(content[2]).toEqual([
      'ul',
      { className: 'contains-task-list' },
      ['li', { className: 'task-list-item' }, ['input', { type: 'checkbox', checked: true, disabled: true }], ' done'],
      ['li', { className: 'task-list-item' }, ['input', { type: 'checkbox', checked: false, disabled: true }], ' todo'],
    ]);
    expect(content[3]).toEqual([
      'p',
      null,
      'Note',
      ['sup', null, ['a', { href: '#user-content-fn-n', id: 'user-content-fnref-n', 'data-footnote-ref': true, 'aria-describedby': 'footnote-label' }, '1']],
      '.',
    ]);
    const [tag, props] = content[4] as [string, unknown];
    expect([tag, props]).toEqual(['section', { 'data-footnotes': true, className: 'footnotes' }]);
    expect(JSON.stringify(content[4])).toContain('"id":"user-content-fn-n"');
  });
});
