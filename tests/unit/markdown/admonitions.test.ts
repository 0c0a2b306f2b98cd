import { describe, expect, it } from 'vitest';
import { render, renderErrors } from './helpers.js';

describe('admonitions', () => {
  it('render each type with markdown inside', () => {
    for (const type of ['note', 'tip', 'info', 'warning', 'danger']) {
      expect(render(`:::${type}\n\nSome **bold** text.\n\n:::\n`).content).toEqual([
        ['Admonition', { type }, ['p', null, 'Some ', ['strong', null, 'bold'], ' text.']],
      ]);
    }
  });

  it("take Docusaurus' older keywords as today's types under their own title, which a written title replaces", () => {
    expect(render(':::important\n\nRead this.\n\n:::\n').content).toEqual([['Admonition', { type: 'info', title: 'Important' }, ['p', null, 'Read this.']]]);
    expect(render(':::success[Done]\n\nIt worked.\n\n:::\n').content).toEqual([['Admonition', { type: 'tip', title: 'Done' }, ['p', null, 'It worked.']]]);
    expect(render(':::secondary\n\nAside.\n\n:::\n').content).toEqual([['Admonition', { type: 'note', title: 'Secondary' }, ['p', null, 'Aside.']]]);
    expect(render('<Admonition type="important">\n\nBody.\n\n</Admonition>\n').content).toEqual([
      ['Admonition', { type: 'info', title: 'Important' }, ['p', null, 'Body.']],
    ]);
  });

  it('map caution to warning, titled Caution', () => {
    // Docusaurus renders it as a warning under its own name.
    expect(render(':::caution\n\nCareful.\n\n:::\n').content).toEqual([['Admonition', { type: 'warning', title: 'Caution' }, ['p', null, 'Careful.']]]);
  });

  it('take a title in brackets or after a space, as plain text', () => {
    expect(render(':::tip[My title]\n\nBody.\n\n:::\n').content).toEqual([['Admonition', { type: 'tip', title: 'My title' }, ['p', null, 'Body.']]]);
    expect(render(':::info Old style title\n\nBody.\n\n:::\n').content).toEqual([
      ['Admonition', { type: 'info', title: 'Old style title' }, ['p', null, 'Body.']],
    ]);
    expect(render(":::danger Don't put secrets in `.env.client`\nBody.\n:::\n").content).toEqual([
      ['Admonition', { type: 'danger', title: "Don't put secrets in .env.client" }, ['p', null, 'Body.']],
    ]);
  });

  it('work without blank lines around the body and between paragraphs', () => {
    expect(render('Before.\n:::note\nInside.\n:::\nAfter.\n').content).toEqual([
      ['p', null, 'Before.'],
      ['Admonition', { type: 'note' }, ['p', null, 'Inside.']],
      ['p', null, 'After.'],
    ]);
  });

  it('nest with more colons on the outer fence', () => {
    expect(render('::::warning[Outer]\n\nA.\n\n:::tip\n\nB.\n\n:::\n\nC.\n\n::::\n').content).toEqual([
      ['Admonition', { type: 'warning', title: 'Outer' }, ['p', null, 'A.'], ['Admonition', { type: 'tip' }, ['p', null, 'B.']], ['p', null, 'C.']],
    ]);
  });

  it('hold lists, code and components, and ignore ::: inside code fences', () => {
    const source = [
      ':::note',
      '',
      '- one',
      '- two',
      '',
      '```md',
      ':::tip',
      'not an admonition',
      ':::',
      '```',
      '',
      '<Tabs>',
      '<TabItem value="a">',
      '',
      'Tab.',
      '',
      '</TabItem>',
      '</Tabs>',
      '',
      ':::',
      '',
    ].join('\n');
    expect(render(source).content).toEqual([
      [
        'Admonition',
        { type: 'note' },
        ['ul', null, ['li', null, 'one'], ['li', null, 'two']],
        [
          'CodeBlock',
          { language: 'md', code: ':::tip\nnot an admonition\n:::', highlight: [] },
          ['span', { className: 'code-line' }, ':::tip'],
          ['span', { className: 'code-line' }, 'not an admonition'],
          ['span', { className: 'code-line' }, ':::'],
        ],
        ['Tabs', null, ['TabItem', { value: 'a' }, ['p', null, 'Tab.']]],
      ],
    ]);
  });

  it('can sit in a list item and in a tab', () => {
    expect(render('- Item\n\n  :::tip\n\n  In item.\n\n  :::\n').content).toEqual([
      ['ul', null, ['li', null, '\n', ['p', null, 'Item'], '\n', ['Admonition', { type: 'tip' }, ['p', null, 'In item.']], '\n']],
    ]);
    expect(render('<Tabs>\n<TabItem value="a">\n\n:::info\n\nIn tab.\n\n:::\n\n</TabItem>\n</Tabs>\n').content).toEqual([
      ['Tabs', null, ['TabItem', { value: 'a' }, ['Admonition', { type: 'info' }, ['p', null, 'In tab.']]]],
    ]);
  });

  it('keep the positions of what follows', () => {
    const result = render(':::note\n\n[inside](https://a.example)\n\n:::\n\n[after](https://b.example)\n');
    expect(result.links.map(({ line, column }) => [line, column])).toEqual([
      [3, 1],
      [7, 1],
    ]);
  });

  it('close at the end of the file when the closing fence is missing', () => {
    expect(render(':::note\n\nOpen.\n').content).toEqual([['Admonition', { type: 'note' }, ['p', null, 'Open.']]]);
  });

  it('leave an unknown type as text, as Docusaurus does, with a warning at its file, line and column', () => {
    const result = render('Text.\n\n  :::hint Some title\n\nBody.\n\n:::\n');
    expect(result.content).toEqual([
      ['p', null, 'Text.'],
      ['p', null, ':::hint Some title'],
      ['p', null, 'Body.'],
      ['p', null, ':::'],
    ]);
    expect(result.diagnostics).toEqual([
      {
        rule: 'markdown/unknown-admonition',
        severity: 'warning',
        file: 'docs/guide/page.md',
        line: 3,
        column: 3,
        message: 'unknown admonition type ":::hint"; its lines are shown as text',
        hint: 'Use one of :::note, :::tip, :::info, :::warning, :::danger, :::caution, :::secondary, :::important, :::success.',
      },
    ]);
  });

  it('also come from <Admonition type title> tags', () => {
    expect(render('<Admonition type="caution" title="Heads up">\n\nBody.\n\n</Admonition>\n').content).toEqual([
      ['Admonition', { type: 'warning', title: 'Heads up' }, ['p', null, 'Body.']],
    ]);
    expect(renderErrors('<Admonition type="nope">\n\nBody.\n\n</Admonition>\n')[0]).toMatchObject({ rule: 'markdown/unknown-admonition', line: 1, column: 1 });
  });

  it('nest with the same number of colons, each ::: closing the innermost', () => {
    expect(render(':::note\n:::tip\nx\n:::\ny\n:::\n').content).toEqual([
      ['Admonition', { type: 'note' }, ['Admonition', { type: 'tip' }, ['p', null, 'x']], ['p', null, 'y']],
    ]);
    // A shorter fence inside a longer one is text, as is a ::: line in a code block.
    expect(render('::::note\n:::\n::::\n').content).toEqual([['Admonition', { type: 'note' }, ['p', null, ':::']]]);
  });

  it('read titles with brackets, inline markdown and braces as written', () => {
    expect(render(':::tip See [docs\nx\n:::\n').content).toEqual([['Admonition', { type: 'tip', title: 'See [docs' }, ['p', null, 'x']]]);
    expect(render(':::tip Use [the guide](https://a.example) **now**\nx\n:::\n').content).toEqual([
      ['Admonition', { type: 'tip', title: 'Use the guide now' }, ['p', null, 'x']],
    ]);
    expect(render(':::note Write {#id} or <b>\nx\n:::\n', { format: 'mdx' }).content).toEqual([
      ['Admonition', { type: 'note', title: 'Write {#id} or <b>' }, ['p', null, 'x']],
    ]);
  });

  it('take attributes after the title and ignore them', () => {
    expect(render(':::tip[Title]{#anchor .wide}\nx\n:::\n').content).toEqual([['Admonition', { type: 'tip', title: 'Title' }, ['p', null, 'x']]]);
  });

  it('can sit in a block quote', () => {
    expect(render('> :::note\n> Quoted.\n> :::\n').content).toEqual([['blockquote', null, ['Admonition', { type: 'note' }, ['p', null, 'Quoted.']]]]);
    const unknown = render('> :::hint\n> Quoted.\n> :::\n');
    expect(unknown.content).toEqual([['blockquote', null, ['p', null, ':::hint'], ['p', null, 'Quoted.'], ['p', null, ':::']]]);
    expect(unknown.diagnostics).toMatchObject([{ rule: 'markdown/unknown-admonition', line: 1, column: 3 }]);
  });

  it('leave an unknown type without a title as text too, and what follows it', () => {
    const result = render('Text\n:::hint\nBody.\n:::\n');
    expect(result.content).toEqual([['p', null, 'Text\n:::hint\nBody.\n:::']]);
    expect(result.diagnostics).toMatchObject([{ rule: 'markdown/unknown-admonition', line: 2, column: 1 }]);
  });
});

describe('colons in prose', () => {
  // Only container directives (:::) are parsed: text (:name) and leaf (::name) directives are not.
  const prose = 'At 12:30, a:b and ::before, :smile: and :abbr[HTML]{title="x"}.';
  it.each(['md', 'mdx'] as const)('stay as written in %s', (format) => {
    const source = `${prose}\n\n::before\n\n::leaf[label]{#id}\n\n:::\n\n:text\n`;
    const expected = format === 'md' ? 'At 12:30, a:b and ::before, :smile: and :abbr[HTML]{title="x"}.' : undefined;
    const result = render(format === 'md' ? source : source.replace(/\{[^}]*\}/g, ''), { format });
    expect(result.content).toEqual([
      ['p', null, expected ?? 'At 12:30, a:b and ::before, :smile: and :abbr[HTML].'],
      ['p', null, '::before'],
      ['p', null, format === 'md' ? '::leaf[label]{#id}' : '::leaf[label]'],
      ['p', null, ':::'],
      ['p', null, ':text'],
    ]);
    expect(result.diagnostics).toEqual([]);
  });
});
