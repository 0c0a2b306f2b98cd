import { describe, expect, it } from 'vitest';
import { DiagnosticError } from '../../../src/diagnostics/diagnostic.js';
import { parseFrontMatter } from '../../../src/markdown/front-matter.js';
import { render, renderErrors } from './helpers.js';

function frontMatterErrors(source: string) {
  try {
    parseFrontMatter(source, 'docs/a.md');
  } catch (error) {
    if (error instanceof DiagnosticError) return error.diagnostics;
    throw error;
  }
  throw new Error('expected a DiagnosticError');
}

describe('parseFrontMatter', () => {
  it('splits the YAML mapping from the body and says where the body starts', () => {
    expect(parseFrontMatter('---\ntitle: Hello\ntags: [a, b]\n---\n\nBody\n', 'docs/a.md')).toEqual({
      data: { title: 'Hello', tags: ['a', 'b'] },
      body: '\nBody\n',
      bodyStartLine: 5,
    });
  });

  it('returns the whole source when there is no front matter', () => {
    expect(parseFrontMatter('# Title\n\n---\n', 'docs/a.md')).toEqual({ data: {}, body: '# Title\n\n---\n', bodyStartLine: 1 });
  });

  it('accepts empty front matter, CRLF line endings, a BOM and a file that ends at the fence', () => {
    expect(parseFrontMatter('---\n---\nBody', 'a.md')).toEqual({ data: {}, body: 'Body', bodyStartLine: 3 });
    expect(parseFrontMatter('\uFEFF---\r\nid: x\r\n---\r\nBody', 'a.md')).toEqual({ data: { id: 'x' }, body: 'Body', bodyStartLine: 4 });
    expect(parseFrontMatter('---\nid: x\n---', 'a.md')).toEqual({ data: { id: 'x' }, body: '', bodyStartLine: 4 });
  });

  it('keeps YAML types (numbers, booleans, dates as written)', () => {
    expect(parseFrontMatter('---\nsidebar_position: 3\ndraft: true\ndate: 2021-03-04\n---\n', 'a.md').data).toEqual({
      sidebar_position: 3,
      draft: true,
      date: '2021-03-04',
    });
  });

  it('reports a YAML error at its line and column in the file, below the opening ---', () => {
    expect(frontMatterErrors('---\ntitle: ok\ndescription: a: b\n---\n')).toEqual([
      {
        rule: 'markdown/front-matter',
        severity: 'error',
        file: 'docs/a.md',
        line: 3,
        column: 15,
        // js-yaml 3's words, as Docusaurus reports the same front matter.
        message: 'invalid YAML in front matter: incomplete explicit mapping pair; a key node is missed; or followed by a non-tabulated empty line',
        hint: expect.stringContaining('quote values'),
      },
    ]);
  });

  it('reads keys that follow a flow list on the same line, as Docusaurus does', () => {
    expect(parseFrontMatter('---\ntitle: Release\nauthors: [jane] tags: [release]\n---\n', 'blog/a.md').data).toEqual({
      title: 'Release',
      authors: ['jane'],
      tags: ['release'],
    });
  });

  it('reports a duplicate key at its line with a hint, as Docusaurus refuses it', () => {
    expect(frontMatterErrors('---\ntitle: A\ntags: [a]\ntitle: B\n---\n')).toEqual([
      expect.objectContaining({
        file: 'docs/a.md',
        line: 4,
        message: 'invalid YAML in front matter: duplicated mapping key',
        hint: expect.stringContaining('Fix the YAML'),
      }),
    ]);
  });

  it('reports a second YAML document at the line that ends the first', () => {
    expect(frontMatterErrors('---\ntitle: A\n...\ndraft: true\n---\n')).toEqual([
      expect.objectContaining({
        line: 3,
        column: 1,
        message: expect.stringContaining('expected a single document'),
        hint: expect.stringContaining('one YAML document'),
      }),
    ]);
  });

  it('reports an unclosed quote', () => {
    const [d] = frontMatterErrors('---\nid: a\ntitle: "Oops\n---\n');
    expect(d).toMatchObject({ line: 4, column: 1, message: expect.stringContaining('unexpected end of the stream within a double quoted scalar') });
  });

  it('rejects front matter that is not a mapping', () => {
    expect(frontMatterErrors('---\n- a\n- b\n---\n')).toEqual([
      {
        rule: 'markdown/front-matter',
        severity: 'error',
        file: 'docs/a.md',
        line: 2,
        column: 1,
        message: 'front matter must be a mapping of keys to values, received a list',
        hint: expect.stringContaining('key: value'),
      },
    ]);
    expect(frontMatterErrors('---\n\njust text\n---\n')[0]).toMatchObject({ line: 3, column: 1, message: expect.stringContaining('received a string') });
  });

  it('rejects an opening fence that is never closed', () => {
    expect(frontMatterErrors('---\ntitle: x\n\nBody')[0]).toMatchObject({
      rule: 'markdown/front-matter',
      line: 1,
      message: expect.stringContaining('never closed'),
    });
  });
});

describe('front matter in renderMarkdown', () => {
  it('returns the data and keeps positions of the body equal to the file lines', () => {
    const result = render('---\ntitle: T\n---\n\nSee [a](https://example.com).\n', {});
    expect(result.frontMatter).toEqual({ title: 'T' });
    expect(result.links).toEqual([{ url: 'https://example.com', raw: 'https://example.com', line: 5, column: 5 }]);
  });

  it('throws the front matter diagnostic', () => {
    expect(renderErrors('---\ntitle: [a\n---\n')[0]).toMatchObject({ rule: 'markdown/front-matter', file: 'docs/guide/page.md', line: 3 });
  });
});
