import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../src/diagnostics/diagnostic.js';
import { parseFrontMatter } from '../../../src/markdown/front-matter.js';
import { postAuthors, type KnownAuthors } from '../../../src/routes/post-authors.js';
import type { PostSource } from '../../../src/content/types.js';
import type { Author } from '../../../shared/types.js';

const jane: Author = { key: 'jane', name: 'Jane Doe', title: 'Maintainer', url: 'https://jane.example', page: '/blog/authors/jane' };
const known: KnownAuthors = { authors: new Map([['jane', jane]]), broken: false };

function authorsOf(frontMatter: string): { authors: Author[]; diagnostics: Diagnostic[] } {
  const source = `---\n${frontMatter}\n---\nText.\n`;
  const post = { file: 'blog/2024-05-31-a.md', source, frontMatter: parseFrontMatter(source, 'blog/2024-05-31-a.md').data } as PostSource;
  const diagnostics: Diagnostic[] = [];
  return { authors: postAuthors(post, known, diagnostics), diagnostics };
}

describe('the authors of a blog post', () => {
  it("reads the single-author keys of older Docusaurus posts as the post's author", () => {
    expect(authorsOf('author: Ada Lovelace\nauthorURL: https://ada.example\nauthorTitle: Analyst\nauthorImageURL: /img/ada.png')).toEqual({
      authors: [{ name: 'Ada Lovelace', url: 'https://ada.example', title: 'Analyst', imageURL: '/img/ada.png' }],
      diagnostics: [],
    });
  });

  it('prefers the snake_case key to its camelCase twin, as Docusaurus does', () => {
    expect(authorsOf('author: Ada\nauthor_url: https://a.example\nauthorURL: https://b.example\nauthor_title: One\nauthor_image_url: /a.png').authors).toEqual([
      { name: 'Ada', url: 'https://a.example', title: 'One', imageURL: '/a.png' },
    ]);
  });

  it('makes an author of a title alone, with no name', () => {
    expect(authorsOf('author_title: Guest').authors).toEqual([{ name: '', title: 'Guest' }]);
  });

  it('refuses a post that names authors both ways, at the authors line', () => {
    const { diagnostics } = authorsOf('title: A\nauthors: [jane]\nauthor: Ada');
    expect(diagnostics).toEqual([
      expect.objectContaining({
        rule: 'blog/invalid-author',
        file: 'blog/2024-05-31-a.md',
        line: 3,
        severity: 'error',
        hint: expect.stringContaining('Keep one'),
      }),
    ]);
  });

  it('takes the rest of an inline author with a key from authors.yml', () => {
    expect(authorsOf('authors:\n  - key: jane\n    title: Guest editor').authors).toEqual([{ ...jane, title: 'Guest editor' }]);
  });

  it('reads keys and inline authors as before', () => {
    expect(authorsOf('authors: [jane, {name: Bob, image_url: /bob.png}]').authors).toEqual([jane, { name: 'Bob', imageURL: '/bob.png' }]);
    expect(authorsOf('authors: nobody').diagnostics).toEqual([expect.objectContaining({ rule: 'blog/unknown-author', line: 2 })]);
  });
});
