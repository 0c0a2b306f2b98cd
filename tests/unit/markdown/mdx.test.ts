import { describe, expect, it } from 'vitest';
import { mayNeedMdxModule } from '../../../src/content/mdx-candidate.js';
import { mdxModuleSource } from '../../../src/markdown/mdx-module.js';
import { fileFormat } from '../../../src/markdown/render-markdown.js';
import { PAGE, render, renderErrors } from './helpers.js';

const mdx = (source: string) => render(source, { format: 'mdx', resolveMarkdownLink: (abs) => (abs.endsWith('/other.md') ? '/docs/other' : undefined) });

describe('MDX format', () => {
  it('is chosen as Docusaurus 3 does: .mdx always, front matter, then markdown.format', () => {
    expect(fileFormat('a.md', {}, undefined)).toBe('mdx');
    expect(fileFormat('a.md', {}, 'detect')).toBe('md');
    expect(fileFormat('a.mdx', {}, 'detect')).toBe('mdx');
    expect(fileFormat('a.mdx', {}, 'md')).toBe('mdx');
    expect(fileFormat('a.md', { format: 'md' }, 'mdx')).toBe('md');
    expect(fileFormat('a.mdx', { mdx: { format: 'md' } }, 'mdx')).toBe('md');
  });

  it("slugs headings as Docusaurus does: from the text as written (a tag at the end leaves a trailing hyphen), after the page's # title", () => {
    const result = mdx("import { Internal } from './tags';\n\n# Sending Emails\n\n## Sending Emails\n\n### `Auth` Entity <Internal />\n");
    expect(result.title).toBe('Sending Emails');
    expect(result.ids).toEqual(['sending-emails-1', 'auth-entity-']);
    expect(result.toc.map((entry) => entry.value)).toEqual(['Sending Emails']);
    expect(result.toc[0]!.children.map((entry) => [entry.value, entry.id])).toEqual([['Auth Entity', 'auth-entity-']]);
  });

  it("unwraps Docusaurus' mdx-code-block fences into the page's MDX, keeping every line where it was", () => {
    const source = "Intro.\n\n```mdx-code-block\nimport Card from './card';\n\n<Card size={2} />\n```\n\n```js\nconst shown = 'as code';\n```\n\n<Missing />\n";
    expect(mayNeedMdxModule(source)).toBe(true);
    expect(mayNeedMdxModule('```mdx-code-block\nimport Card from "./card";\n```\n')).toBe(true);
    const result = render(source, { format: 'mdx' });
    // Positions are the file's: <Card> on line 6, <Missing> on line 13.
    expect(result.mdx?.tags.map((t) => [t.code, t.line, t.column])).toEqual([
      ['Card', 6, 1],
      ['Missing', 13, 1],
    ]);
    // The content starts with those positions (the module holds none), then the page.
    expect(result.content[0]).toEqual(['#at', { c: ['6:1', '13:1'], x: [] }]);
    expect(result.content[2]).toEqual(['Card', { size: 2 }]);
    expect((result.content[3] as unknown[]).slice(0, 2)).toEqual(['CodeBlock', { language: 'js', code: "const shown = 'as code';", highlight: [] }]);
    expect(result.content[4]).toEqual(['Missing', null]);
    expect(result.mdx?.imports.map((i) => i.source)).toEqual(['./card']);
  });

  it('keeps expressions as markers into the module, in document order', () => {
    const result = mdx('export const n = 1;\n\nA {n} and {n + 1}.\n\n<Foo size={n * 2} label="x" {...props} />\n');
    expect(result.content[0]).toEqual(['#at', { c: ['5:1'], x: ['3:4', '3:12', '5:12', '5:30'] }]);
    expect(result.content[1]).toEqual(['p', null, 'A ', { '#x': 0 }, ' and ', { '#x': 1 }, '.']);
    expect(result.content[2]).toEqual(['Foo', { size: { '#x': 2 }, label: 'x', '#s3': 3 }]);
    expect(result.mdx?.expressions.map((e) => [e.code, e.line, e.column])).toEqual([
      ['n', 3, 4],
      ['n + 1', 3, 12],
      ['n * 2', 5, 12],
      ['({...props})', 5, 30],
    ]);
    expect(result.mdx?.bindings).toEqual(['n']);
    expect(result.mdx?.tags.map((t) => t.code)).toEqual(['Foo']);
  });

  it('needs no module for theme components imported from @theme with literal props', () => {
    const result = mdx(
      "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs groupId=\"os\" values={[{label: 'A', value: 'a'}]}>\n  <TabItem value=\"a\">One</TabItem>\n</Tabs>\n",
    );
    expect(result.mdx).toBeUndefined();
    expect(result.content[0]).toEqual(['Tabs', { groupId: 'os', values: [{ label: 'A', value: 'a' }] }, ['TabItem', { value: 'a' }, 'One']]);
  });

  it('takes HTML comments and {#id} headings, which MDX 3 alone rejects, keeping positions', () => {
    const result = mdx('# Title\n\n<!-- a note -->\n\n## Install {#setup}\n\n<!--\nmulti\nline\n-->\n\n[link](./missing.md)\n');
    expect(result.ids).toContain('setup');
    expect(result.toc.map((t) => t.id)).toEqual(['setup']);
    expect(result.diagnostics.map((d) => [d.rule, d.line])).toEqual([['markdown/broken-markdown-link', 12]]);
  });

  it('rewrites links and images written as JSX tags like markdown ones', () => {
    const result = mdx('<a href="./other.md#part">Other</a> and <a href="https://example.com">out</a>\n');
    expect(JSON.stringify(result.content)).toContain('"href":"/docs/other#part"');
    expect(result.links.map((l) => l.url)).toEqual(['/docs/other#part', 'https://example.com']);
  });

  it('reports a syntax error at its place with the MDX hint', () => {
    const [d] = renderErrors('Text\n\nA <b>bold\n', { format: 'mdx' });
    expect(d.rule).toBe('mdx/syntax');
    expect(`${d.line}:${d.column}`).toMatch(/^3:\d+$/);
    expect(d.hint).toContain('This file is read as MDX');
  });

  it('reads `{/* truncate */}` as the truncate marker', () => {
    const result = mdx('Intro.\n\n{/* truncate */}\n\nRest.\n');
    expect(result.excerpt).toEqual([['p', null, 'Intro.']]);
  });
});

describe('which files may need a module', () => {
  it('says no for plain markdown, code fences and heading ids', () => {
    expect(mayNeedMdxModule('# Title\n\nText with `code {x}` and ``{y}`` in code spans.\n')).toBe(false);
    expect(mayNeedMdxModule('# Title {#id}\n\n```js\nconst a = {b: 1};\nimport x from "y";\n```\n\n<Tabs><TabItem value="a">A</TabItem></Tabs>\n')).toBe(false);
  });

  it('says yes for ESM, expressions and other components', () => {
    expect(mayNeedMdxModule("import X from './x';\n")).toBe(true);
    expect(mayNeedMdxModule('Year {2024}\n')).toBe(true);
    expect(mayNeedMdxModule('<Carousel />\n')).toBe(true);
  });
});

describe('the generated module', () => {
  it('keeps the ESM on its own lines and resolves tags to bindings or provided components', () => {
    const result = mdx("---\ntitle: x\n---\nimport Foo from './foo';\n\n<Foo /> <Bar.Baz /> {require('./img.png').default}\n");
    const code = mdxModuleSource(result.mdx, 'docs/page.mdx');
    expect(code.split('\n')[3]).toBe("import Foo from './foo';");
    expect(code).toContain('"Foo": _component(Foo, "Foo"');
    expect(code).toContain('_components["Bar"] && _components["Bar"]["Baz"]');
    expect(code).toContain('import * as _require0 from "./img.png";');
    expect(code).toContain('_require0.default');
    expect(PAGE).toBe('/site/docs/guide/page.md');
  });

  it('stays the same when the text around tags and expressions moves, which only the content records', () => {
    const before = mdx("import Foo from './foo';\n\nIntro.\n\n<Foo n={1 + 1} /> and {'x'}\n");
    const after = mdx("import Foo from './foo';\n\nA longer intro,\n\non two paragraphs.\n\nThen <Foo n={1 + 1} /> and {'x'}\n");
    expect(mdxModuleSource(after.mdx, 'docs/page.mdx')).toBe(mdxModuleSource(before.mdx, 'docs/page.mdx'));
    expect(before.content[0]).toEqual(['#at', { c: ['5:1'], x: ['5:9', '5:24'] }]);
    expect(after.content[0]).toEqual(['#at', { c: ['7:6'], x: ['7:14', '7:29'] }]);
    // What the code does changes the module.
    const changed = mdx("import Foo from './foo';\n\nIntro.\n\n<Foo n={1 + 2} /> and {'x'}\n");
    expect(mdxModuleSource(changed.mdx, 'docs/page.mdx')).not.toBe(mdxModuleSource(before.mdx, 'docs/page.mdx'));
  });
});
