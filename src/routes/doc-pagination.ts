import type { MarkdownContext } from './compile-markdown.js';
import type { DocSource, VersionContent } from '../content/types.js';
import type { NavLink } from '../../shared/types.js';
import { error } from '../diagnostics/diagnostic.js';
import { keyPosition } from '../content/doc-front-matter.js';

/** A doc's previous or next link: front matter `pagination_prev`/`pagination_next` first, else the sidebar's neighbour. */
export type PaginationLink = (doc: DocSource, key: 'pagination_prev' | 'pagination_next', fromSidebar: NavLink | undefined) => NavLink | undefined;

/**
 * The previous/next links of one version's docs, as in Docusaurus: pagination_prev/next name
 * a doc by id (an unknown id is an error), or null for none; a doc's pagination_label is the
 * title its neighbours' links show.
 */
export function paginationLinks(ctx: MarkdownContext, version: VersionContent, titles: Map<string, string>): PaginationLink {
  const docsById = new Map(version.docs.map((d) => [d.id, d]));
  // pagination_label names a doc in its neighbours' previous/next links.
  const navTitle = (id: string) => str(docsById.get(id)?.frontMatter.pagination_label) ?? docsById.get(id)?.sidebarLabel ?? titles.get(id) ?? id;
  // The first doc of each URL, as a search from the start would find it.
  const docsByUrl = new Map<string, DocSource>();
  for (const d of version.docs) if (!docsByUrl.has(d.url)) docsByUrl.set(d.url, d);
  const relabel = (link: NavLink | undefined): NavLink | undefined => {
    if (!link) return undefined;
    const target = docsByUrl.get(link.permalink);
    return target && typeof target.frontMatter.pagination_label === 'string' ? { ...link, title: target.frontMatter.pagination_label } : link;
  };
  // pagination_prev/next name a doc by id, or null for none, as in Docusaurus.
  return (doc, key, fromSidebar) => {
    const value = doc.frontMatter[key];
    if (value === null) return undefined;
    if (typeof value !== 'string') return relabel(fromSidebar);
    const target = docsById.get(value);
    if (!target) {
      const where = keyPosition(doc.source, key);
      ctx.diagnostics.push(
        error('docs/unknown-doc-id', `${key} names the doc id "${value}", which is not a doc of version ${version.name}`, {
          file: doc.file,
          ...where,
          hint: `Use the id of a doc (its path without extension, or its \`id\`), or null for no link. Close ids: ${closeIds(value, [...docsById.keys()])}.`,
        }),
      );
      return undefined;
    }
    return { title: navTitle(target.id), permalink: target.url };
  };
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** Up to five doc ids that look like a mistyped one, else the first five ids, for the hint of an unknown id. */
function closeIds(id: string, ids: string[]): string {
  const last = id.split('/').pop()!;
  const close = ids.filter((c) => c.endsWith(last) || c.includes(last) || last.includes(c.split('/').pop()!)).slice(0, 5);
  return close.length ? close.join(', ') : ids.slice(0, 5).join(', ');
}
