import { describe, expect, it } from 'vitest';
import { render, renderErrors } from './helpers.js';

const TABS = `import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

Pick one:

<Tabs groupId="js-ts" values={[{label: 'JavaScript', value: 'js'}, {label: "TypeScript", value: 'ts'},]}>
<TabItem value="js" label="JavaScript" default>

\`\`\`js title="a.js"
a
\`\`\`

</TabItem>
<TabItem value="ts" label="TypeScript" attributes={{className: 'ts'}} order={2}>

Some *TS* text.

</TabItem>
</Tabs>
`;

describe('component tags', () => {
  it('render Tabs/TabItem with markdown inside, literal props, and no import lines', () => {
    expect(render(TABS).content).toEqual([
      ['p', null, 'Pick one:'],
      [
        'Tabs',
        {
          groupId: 'js-ts',
          values: [
            { label: 'JavaScript', value: 'js' },
            { label: 'TypeScript', value: 'ts' },
          ],
        },
        [
          'TabItem',
          { value: 'js', label: 'JavaScript', default: true },
          ['CodeBlock', { language: 'js', title: 'a.js', code: 'a', highlight: [] }, ['span', { className: 'code-line' }, 'a']],
        ],
        ['TabItem', { value: 'ts', label: 'TypeScript', attributes: { className: 'ts' }, order: 2 }, ['p', null, 'Some ', ['em', null, 'TS'], ' text.']],
      ],
    ]);
  });

  it('keep positions after dropped import lines', () => {
    expect(render("import Tabs from '@theme/Tabs';\n\n[x](https://x.example)\n").links[0]).toMatchObject({ line: 3, column: 1 });
  });

  it('drop multi-line imports and exports but keep prose that starts with "import"', () => {
    const source = "import {\n  a,\n  b,\n} from './x';\nexport const meta = {a: 1};\n\nimport the data first.\n";
    expect(render(source).content).toEqual([['p', null, 'import the data first.']]);
  });

  it('keep import lines inside code fences', () => {
    const [block] = render("```js\nimport x from 'y';\n```\n").content as [[string, { code: string }]];
    expect(block[1].code).toBe("import x from 'y';");
  });

  it('accept indented children and a component on one line, without a paragraph around it', () => {
    expect(render('<Tabs>\n  <TabItem value="a">\n\n    Indented text.\n\n  </TabItem>\n</Tabs>\n').content).toEqual([
      ['Tabs', null, ['TabItem', { value: 'a' }, ['p', null, 'Indented text.']]],
    ]);
    expect(render('<TabItem value="a">Inline *text*</TabItem>\n').content).toEqual([['TabItem', { value: 'a' }, 'Inline ', ['em', null, 'text']]]);
  });

  it('leave lowercase tags, autolinks and stray < to HTML and text', () => {
    expect(render('a < b and <https://x.io> and 3<4\n').content).toEqual([
      ['p', null, 'a < b and ', ['a', { href: 'https://x.io' }, 'https://x.io'], ' and 3<4'],
    ]);
  });

  it('report an unknown component with its line and the known list', () => {
    expect(renderErrors('Intro.\n\n<Tabs>\n<Tab value="a">\n\nx\n\n</Tab>\n</Tabs>\n')).toEqual([
      {
        rule: 'markdown/unknown-component',
        severity: 'error',
        file: 'docs/guide/page.md',
        line: 4,
        column: 1,
        message: 'unknown component <Tab>',
        hint: expect.stringContaining('Known components: Tabs, TabItem, details, summary, Admonition, CodeBlock.'),
      },
    ]);
  });

  it('report every bad component of a file at once', () => {
    const errors = renderErrors('<Foo />\n\nText <Bar/>.\n\n<Tabs values={items}>\n</Tabs>\n');
    expect(errors.map((d) => [d.rule, d.line, d.column])).toEqual([
      ['markdown/unknown-component', 1, 1],
      ['markdown/unknown-component', 3, 6],
      ['markdown/invalid-component', 5, 7],
    ]);
    expect(errors[2].message).toBe('<Tabs values={…}>: "items" is not a literal (variables, calls and other code are not evaluated)');
  });

  it('report tag syntax errors with their position', () => {
    expect(renderErrors('Text\n\n<Tabs>\n\nNever closed.\n')).toEqual([
      {
        rule: 'markdown/invalid-component',
        severity: 'error',
        file: 'docs/guide/page.md',
        line: 3,
        column: 1,
        message: 'Expected a closing tag for `<Tabs>` (3:1-3:7)',
        hint: expect.stringContaining('Close each component tag'),
      },
    ]);
    expect(renderErrors('<TabItem value=js>\n</TabItem>\n')[0]).toMatchObject({ rule: 'markdown/invalid-component', line: 1, column: 16 });
  });

  it('reject spread attributes', () => {
    expect(renderErrors('<Tabs {...props}>\n</Tabs>\n')[0]).toMatchObject({
      rule: 'markdown/invalid-component',
      line: 1,
      message: expect.stringContaining('spread'),
    });
  });
});
