import { error } from '../diagnostics/diagnostic.js';
import { findKey, type TagDefinition } from '../content/load-blog.js';
import type { PostSource } from '../content/types.js';
import type { Author, TagLink } from '../../shared/types.js';
import type { MarkdownContext } from './compile-markdown.js';
import { tagPermalink, tagSlug } from './tags.js';

/** A post's authors: keys of authors.yml (an unknown key is an error, unless authors.yml itself failed) or inline authors. */
export function readAuthors(ctx: MarkdownContext, post: PostSource, known: Map<string, Author>, knownBroken: boolean): Author[] {
  const raw = post.frontMatter.authors;
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const authors: Author[] = [];
  for (const item of list) {
    if (typeof item === 'string') {
      const author = known.get(item);
      if (author) {
        authors.push(author);
      } else if (!knownBroken) {
        const where = findKey(post.source, 'authors');
        ctx.diagnostics.push(
          error('blog/unknown-author', `unknown author key "${item}"`, {
            file: post.file,
            line: where.line,
            column: where.column,
            hint: known.size ? `Authors in authors.yml: ${[...known.keys()].join(', ')}` : 'Declare the author in authors.yml beside the posts, or write the author inline: authors: [{ name: Jane Doe }].',
          }),
        );
      }
    } else if (item && typeof item === 'object') {
      const a = item as Record<string, unknown>;
      authors.push({
        name: String(a.name ?? ''),
        title: a.title === undefined ? undefined : String(a.title),
        url: a.url === undefined ? undefined : String(a.url),
        imageURL: (a.image_url ?? a.imageURL) === undefined ? undefined : String(a.image_url ?? a.imageURL),
      });
    }
  }
  return authors;
}

/** A post's tags: keys of tags.yml with their label, permalink and description, or plain labels and inline tags. */
export function readPostTags(raw: unknown, known: Map<string, TagDefinition>, base: string): TagLink[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .map((t) => {
      if (typeof t === 'string') {
        const def = known.get(t);
        if (def) return { label: def.label, permalink: tagPermalink(`${base}/tags`, def.permalink), description: def.description };
        return { label: t, permalink: tagPermalink(`${base}/tags`, tagSlug(t)) };
      }
      if (t && typeof t === 'object' && 'label' in t) {
        const label = String((t as { label: unknown }).label);
        const permalink = (t as { permalink?: unknown }).permalink;
        return { label, permalink: tagPermalink(`${base}/tags`, typeof permalink === 'string' ? permalink : tagSlug(label)) };
      }
      return undefined;
    })
    .filter((t): t is TagLink => !!t)
    .map((t) => (t.description === undefined ? { label: t.label, permalink: t.permalink } : t));
}
