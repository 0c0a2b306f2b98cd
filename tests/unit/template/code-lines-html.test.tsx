import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ContentNode } from '../../../shared/types';
import { codeLinesAsHtml } from '../../../template/lib/code-lines-html';

/** How React renders content spans as elements: the HTML the written lines must equal. */
function asElements(node: ContentNode, key?: number): ReactNode {
  if (typeof node === 'string' || !Array.isArray(node)) return node as string;
  const [tag, props, ...children] = node;
  return createElement(tag, { ...(props ?? {}), key }, ...children.map((c, i) => asElements(c, i)));
}

const lines: ContentNode[] = [
  ['span', { className: 'code-line' }, ['span', { className: 'token keyword' }, 'const'], ' x ', ['span', { className: 'token operator' }, '='], ' 1', '\n'],
  ['span', { className: 'code-line code-line--highlighted' }, 'a < b && c > "d"', '', " 'e'", '\n'],
  ['span', null, ['span', { className: 'x"y' }, ['span', null, 'deep', 'er']], '\n'],
  '\n',
  ['span', { className: 'code-line' }, ''],
];

describe('code lines written as HTML', () => {
  it('writes each line as React renders its elements, text separators and escapes included', () => {
    const written = codeLinesAsHtml(lines)!;
    const plain = lines.filter((l) => typeof l !== 'string');
    expect(written).toHaveLength(plain.length);
    written.forEach((line, i) => {
      expect(renderToString(<div>{line}</div>)).toBe(renderToString(<div>{asElements(plain[i]!)}</div>));
    });
  });

  it('gives each line its text, for the code block to read', () => {
    const written = codeLinesAsHtml(lines)! as { props: { children: string } }[];
    expect(written.map((l) => l.props.children)).toEqual(['const x = 1\n', 'a < b && c > "d" \'e\'\n', 'deeper\n', '']);
  });

  it('leaves lines that are not plain spans to React', () => {
    expect(codeLinesAsHtml([['span', { className: 'a', style: { color: 'red' } }, 'x']])).toBeUndefined();
    expect(codeLinesAsHtml([['span', null, ['a', { href: '/x' }, 'link']]])).toBeUndefined();
    expect(codeLinesAsHtml(['plain text line'])).toBeUndefined();
  });
});
