import { describe, expect, it } from 'vitest';
import { render } from './helpers.js';

describe('result fields', () => {
  it('count words of text and code and take the first top-level paragraph as plain text', () => {
    const source =
      '---\ntitle: x\n---\n# Title here\n\n:::note\n\nIn a note.\n\n:::\n\nThe *first*   paragraph,\nwith [a link](https://x.io) and `code`.\n\n```js\nconst a = 1\n```\n\nSecond.\n';
    const result = render(source);
    expect(result.firstParagraph).toBe('The first paragraph, with a link and code.');
    // "In a note." 3 + first paragraph 8 + code 4 + "Second." 1 (the title is not content)
    expect(result.wordCount).toBe(16);
  });

  it('returns empty collections for an empty file', () => {
    expect(render('')).toEqual({ frontMatter: {}, content: [], toc: [], ids: [], links: [], wordCount: 0, diagnostics: [] });
  });
});

describe('robustness', () => {
  it('handles CRLF files like LF files', () => {
    const lf = '---\ntitle: x\n---\n\n:::tip[T]\n\nBody [l](https://x.io).\n\n:::\n\n## H\n';
    const crlf = render(lf.replace(/\n/g, '\r\n'));
    expect(crlf.content).toEqual(render(lf).content);
    expect(crlf.links).toEqual(render(lf).links);
  });

  it('reports a bug in a callback as an internal error naming the file, with the cause', () => {
    let caught: unknown;
    try {
      render('[a](./b.md)\n', {
        resolveMarkdownLink: () => {
          throw new Error('boom');
        },
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(Error);
    expect((caught as Error).message).toBe('internal error in the markdown stage while rendering docs/guide/page.md');
    expect(((caught as Error).cause as Error).message).toBe('boom');
  });
});
