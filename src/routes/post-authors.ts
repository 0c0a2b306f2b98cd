import { error, type Diagnostic } from '../diagnostics/diagnostic.js';
import { findKey } from '../content/load-blog.js';
import type { PostSource } from '../content/types.js';
import type { Author } from '../../shared/types.js';

/** What a post's authors are read against: authors.yml, and whether it failed to load. */
export interface KnownAuthors {
  authors: Map<string, Author>;
  broken: boolean;
}

/**
 * The authors of a post, as Docusaurus shows them: those its `authors` front matter names (keys
 * of authors.yml, objects written inline, or an inline object whose `key` takes the rest from
 * authors.yml), or else the one author of the older single-author keys (`author`,
 * `author_url`...). A post that uses both kinds is an error, as in Docusaurus.
 */
export function postAuthors(post: PostSource, known: KnownAuthors, diagnostics: Diagnostic[]): Author[] {
  const raw = post.frontMatter.authors;
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const legacy = legacyAuthor(post.frontMatter);
  if (legacy && list.length > 0) {
    const where = findKey(post.source, 'authors');
    diagnostics.push(
      error(
        'blog/invalid-author',
        'the post names its authors twice: in `authors` and in the single-author keys (`author`, `author_url`, `author_title`, `author_image_url`)',
        {
          file: post.file,
          ...where,
          hint: 'Keep one of them, e.g. authors: [{ name: Jane Doe, url: https://example.com, title: Maintainer }].',
        },
      ),
    );
  }
  if (legacy) return [legacy];
  const authors: Author[] = [];
  for (const item of list) {
    const author =
      typeof item === 'string'
        ? knownAuthor(post, item, known, diagnostics)
        : item && typeof item === 'object'
          ? inlineAuthor(post, item as Record<string, unknown>, known, diagnostics)
          : undefined;
    if (author) authors.push(author);
  }
  return authors;
}

function knownAuthor(post: PostSource, key: string, known: KnownAuthors, diagnostics: Diagnostic[]): Author | undefined {
  const author = known.authors.get(key);
  if (author || known.broken) return author;
  const where = findKey(post.source, 'authors');
  diagnostics.push(
    error('blog/unknown-author', `unknown author key "${key}"`, {
      file: post.file,
      line: where.line,
      column: where.column,
      hint: known.authors.size
        ? `Authors in authors.yml: ${[...known.authors.keys()].join(', ')}`
        : 'Declare the author in authors.yml beside the posts, or write the author inline: authors: [{ name: Jane Doe }].',
    }),
  );
  return undefined;
}

/** An author written inline; with a `key`, its fields replace those of that author of authors.yml. */
function inlineAuthor(post: PostSource, a: Record<string, unknown>, known: KnownAuthors, diagnostics: Diagnostic[]): Author | undefined {
  const base = typeof a.key === 'string' ? knownAuthor(post, a.key, known, diagnostics) : undefined;
  if (typeof a.key === 'string' && !base) return undefined;
  const own: Author = { name: String(a.name ?? base?.name ?? '') };
  const title = a.title ?? base?.title;
  const url = a.url ?? base?.url;
  const imageURL = a.image_url ?? a.imageURL ?? base?.imageURL;
  if (title !== undefined) own.title = String(title);
  if (url !== undefined) own.url = String(url);
  if (imageURL !== undefined) own.imageURL = String(imageURL);
  return base ? { ...base, ...own } : own;
}

/**
 * The author of Docusaurus' older single-author keys, when the post sets any of them: the
 * snake_case key wins over its camelCase twin, as in Docusaurus.
 */
function legacyAuthor(fm: Record<string, unknown>): Author | undefined {
  const name = text(fm.author);
  const title = text(fm.author_title ?? fm.authorTitle);
  const url = text(fm.author_url ?? fm.authorURL);
  const imageURL = text(fm.author_image_url ?? fm.authorImageURL);
  if (!name && !title && !url && !imageURL) return undefined;
  const author: Author = { name: name ?? '' };
  if (title) author.title = title;
  if (url) author.url = url;
  if (imageURL) author.imageURL = imageURL;
  return author;
}

/** A front matter value read as text: Docusaurus' validation turns a number into its text too. */
function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}
