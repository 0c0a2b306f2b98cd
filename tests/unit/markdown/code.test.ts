import { describe, expect, it } from 'vitest';
import { parseCodeMeta, parseLineRanges } from '../../../src/markdown/code-meta.js';
import { highlightCode, isHighlighted } from '../../../src/markdown/highlight-code.js';
import { applyMagicComments } from '../../../src/markdown/magic-comments.js';
import { render } from './helpers.js';

const kw = (text: string) => ['span', { className: 'token keyword' }, text];
const punct = (text: string) => ['span', { className: 'token punctuation' }, text];

describe('code fences', () => {
  it('render a CodeBlock with title, highlighted lines and line numbers from the meta', () => {
    const source = '```js title="src/a.js" {1,3-4} showLineNumbers\nlet a\nlet b\nlet c\nlet d\n```\n';
    expect(render(source).content).toEqual([
      [
        'CodeBlock',
        { language: 'js', title: 'src/a.js', code: 'let a\nlet b\nlet c\nlet d', highlight: [1, 3, 4], showLineNumbers: true },
        ['span', { className: 'code-line code-line--highlighted' }, kw('let'), ' a'],
        ['span', { className: 'code-line' }, kw('let'), ' b'],
        ['span', { className: 'code-line code-line--highlighted' }, kw('let'), ' c'],
        ['span', { className: 'code-line code-line--highlighted' }, kw('let'), ' d'],
      ],
    ]);
  });

  it('render an unknown language (and no language) as plain lines without error', () => {
    expect(render('```blorp\n+[>]\n\nend\n```\n').content).toEqual([
      [
        'CodeBlock',
        { language: 'blorp', code: '+[>]\n\nend', highlight: [] },
        ['span', { className: 'code-line' }, '+[>]'],
        ['span', { className: 'code-line' }],
        ['span', { className: 'code-line' }, 'end'],
      ],
    ]);
    expect(render('```\nx\n```\n').content).toEqual([['CodeBlock', { language: 'text', code: 'x', highlight: [] }, ['span', { className: 'code-line' }, 'x']]]);
  });

  it('warn about an unknown language with its line, naming the closest known one', () => {
    const [unknown, ...rest] = render('# T\n\n```pyhton\nx\n```\n\n```rusty\nx\n```\n').diagnostics;
    expect(unknown).toMatchObject({ rule: 'markdown/unknown-language', severity: 'warning', file: 'docs/guide/page.md', line: 3 });
    expect(unknown!.message).toContain('"pyhton"');
    expect(unknown!.hint).toContain('"python"');
    expect(rest).toMatchObject([{ rule: 'markdown/unknown-language', line: 7 }]);
    expect(rest[0]!.hint).toContain('"rust"');
  });

  it('say nothing about plain text, no language or a known language', () => {
    for (const language of ['', 'text', 'txt', 'plain', 'plaintext', 'none', 'python', 'rust', 'mdx']) {
      expect(render(`\`\`\`${language}\nx = 1\n\`\`\`\n`).diagnostics, language).toEqual([]);
    }
  });

  it('split multi-line tokens into one span per line', () => {
    expect(highlightCode('/* a\nb */ x', 'js', [2])).toEqual([
      ['span', { className: 'code-line' }, ['span', { className: 'token comment' }, '/* a']],
      ['span', { className: 'code-line code-line--highlighted' }, ['span', { className: 'token comment' }, 'b */'], ' x'],
    ]);
  });

  it('highlight wasp, prisma and env with their own grammars', () => {
    expect(highlightCode('route RootRoute { path: "/" }', 'wasp', [])).toEqual([
      [
        'span',
        { className: 'code-line' },
        kw('route'),
        ' ',
        ['span', { className: 'token class-name' }, 'RootRoute'],
        ' ',
        punct('{'),
        ' ',
        ['span', { className: 'token property' }, 'path'],
        punct(':'),
        ' ',
        ['span', { className: 'token string' }, '"/"'],
        ' ',
        punct('}'),
      ],
    ]);
    expect(highlightCode('model Task {\n  id Int @id\n}', 'prisma', [])[1]).toEqual([
      'span',
      { className: 'code-line' },
      '  ',
      ['span', { className: 'token property' }, 'id'],
      ' ',
      ['span', { className: 'token builtin' }, 'Int'],
      ' ',
      ['span', { className: 'token annotation function' }, '@id'],
    ]);
    expect(highlightCode('# secret\nAPI_KEY=abc', 'env', [])).toEqual([
      ['span', { className: 'code-line' }, ['span', { className: 'token comment' }, '# secret']],
      [
        'span',
        { className: 'code-line' },
        ['span', { className: 'token key attr-name' }, 'API_KEY'],
        punct('='),
        ['span', { className: 'token value attr-value' }, 'abc'],
      ],
    ]);
  });

  it('know the usual languages and aliases', () => {
    for (const language of [
      'js',
      'jsx',
      'ts',
      'tsx',
      'json',
      'bash',
      'sh',
      'shell',
      'css',
      'yaml',
      'yml',
      'diff',
      'html',
      'xml',
      'sql',
      'docker',
      'dockerfile',
      'toml',
      'prisma',
      'wasp',
      'env',
    ]) {
      expect(isHighlighted(language), language).toBe(true);
    }
  });

  it('load any grammar refractor ships on first use, with its aliases and the grammars it builds on', () => {
    for (const language of [
      'python',
      'py',
      'go',
      'rust',
      'rb',
      'ruby',
      'md',
      'markdown',
      'java',
      'kotlin',
      'swift',
      'csharp',
      'cs',
      'php',
      'ini',
      'graphql',
      'hcl',
      'zig',
      'mdx',
      'golang',
    ]) {
      expect(isHighlighted(language), language).toBe(true);
    }
    // cpp extends c; php embeds markup-templating: refractor registers both with them.
    expect(highlightCode('int main() {}', 'cpp', [])[0]).toContainEqual(['span', { className: 'token keyword' }, 'int']);
    expect(JSON.stringify(highlightCode('<?php echo 1; ?>', 'php', []))).toContain('["span",{"className":"token keyword"},"echo"]');
    expect(highlightCode('def f(): pass', 'py', [])[0]).toContainEqual(kw('def'));
    expect(isHighlighted('blorp')).toBe(false);
    expect(isHighlighted('text')).toBe(false);
    expect(isHighlighted('extend')).toBe(false);
  });

  it('apply Docusaurus highlight comments and remove them from the code', () => {
    const source = '```js\n// highlight-next-line\nlet a\nlet b\n// highlight-start\nlet c\nlet d\n// highlight-end\n```\n';
    const [block] = render(source).content as [[string, Record<string, unknown>]];
    expect(block[1]).toEqual({ language: 'js', code: 'let a\nlet b\nlet c\nlet d', highlight: [1, 3, 4] });
    expect(applyMagicComments('x\n{/* highlight-next-line */}\ny\n# highlight-next-line\nz')).toEqual({ code: 'x\ny\nz', highlight: [2, 3] });
  });

  it('render an authored <CodeBlock> like a fence', () => {
    const source = '<CodeBlock language="ts" title="a.ts" showLineNumbers>\n{`const a = 1`}\n</CodeBlock>\n';
    expect(render(source).content).toEqual([
      [
        'CodeBlock',
        { language: 'ts', title: 'a.ts', code: 'const a = 1', highlight: [], showLineNumbers: true },
        [
          'span',
          { className: 'code-line' },
          kw('const'),
          ' a ',
          ['span', { className: 'token operator' }, '='],
          ' ',
          ['span', { className: 'token number' }, '1'],
        ],
      ],
    ]);
  });
});

describe('parseCodeMeta', () => {
  it('reads language, title, ranges and showLineNumbers', () => {
    expect(parseCodeMeta('TSX', "title='a b.tsx' showLineNumbers {2}")).toEqual({ language: 'tsx', title: 'a b.tsx', highlight: [2], showLineNumbers: true });
    expect(parseCodeMeta('js{1,3}', null)).toEqual({ language: 'js', highlight: [1, 3] });
    expect(parseCodeMeta('js', 'title="{1}.js"')).toEqual({ language: 'js', title: '{1}.js', highlight: [] });
    expect(parseCodeMeta(null, null)).toEqual({ language: 'text', highlight: [] });
  });

  it('expands line ranges', () => {
    expect(parseLineRanges('5, 1-3,2')).toEqual([1, 2, 3, 5]);
  });
});
