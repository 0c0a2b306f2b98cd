import { noteFile } from '../files/dependencies.js';
import type { DocSource, VersionContent } from '../content/types.js';
import type { DocTagProps, DocTagsListProps, RouteDataOf, TagLink } from '../../shared/types.js';
import { loadRoute } from './load-route.js';
import type { RouteEntry } from './types.js';

/** A doc of a version with its planned route and its tags. */
export interface TaggedDoc {
  doc: DocSource;
  route: RouteEntry;
  tags: TagLink[];
}

/**
 * The tags list and one page per tag of a docs version, from the tags of its listed docs
 * (none when no doc has a tag).
 */
export function docTagRoutes(version: VersionContent, pluginId: string, tagsBase: string, docs: TaggedDoc[]): RouteEntry[] {
  const tagged = new Map<string, { tag: TagLink; docs: { doc: DocSource; route: RouteEntry }[] }>();
  for (const { doc, route, tags } of docs) {
    if (doc.unlisted) continue;
    for (const tag of tags) {
      const entry = tagged.get(tag.permalink) ?? { tag, docs: [] };
      entry.docs.push({ doc, route });
      tagged.set(tag.permalink, entry);
    }
  }
  if (tagged.size === 0) return [];
  const tags = [...tagged.values()].map(({ tag, docs }) => ({ ...tag, count: docs.length })).sort((a, b) => a.label.localeCompare(b.label));
  const listProps: DocTagsListProps = { tags, version: version.name, pluginId };
  const routes = [
    listRoute({ kind: 'docTagsList', path: tagsBase, title: 'Tags', noIndex: version.noIndex || undefined, props: listProps }, version, 'doc_tags_list'),
  ];
  for (const { tag, docs } of tagged.values()) routes.push(docTagRoute(version, pluginId, tag, docs));
  return routes;
}

/** One tag's page: the docs that carry it, by title. */
function docTagRoute(version: VersionContent, pluginId: string, tag: TagLink, docs: { doc: DocSource; route: RouteEntry }[]): RouteEntry {
  const props: DocTagProps = { tag: { ...tag, count: docs.length }, version: version.name, pluginId, docs: [] };
  const title = `${docs.length} doc${docs.length === 1 ? '' : 's'} tagged with "${tag.label}"`;
  const route = listRoute({ kind: 'docTag', path: tag.permalink, title, noIndex: version.noIndex || undefined, props }, version, 'doc_tag_doc_list');
  route.origin = docs[0]!.doc.file;
  // A doc without a description is listed with its first paragraph, which needs its markdown.
  route.load = () => {
    props.docs = docs
      .map(({ doc, route: docRoute }) => {
        // Its title and a description from front matter need no markdown: parsing a doc
        // another thread renders would cost this one its time and memory.
        if (docRoute.load && docRoute.data.description !== undefined) noteFile(doc.absPath);
        else loadRoute(docRoute);
        return { id: doc.id, title: docRoute.data.title, permalink: doc.url, description: docRoute.data.description };
      })
      .sort((a, b) => a.title.localeCompare(b.title));
  };
  return route;
}

/** A route of the version's tags list or of one tag, in its sitemap and search facets. */
function listRoute(data: RouteDataOf<'docTagsList'> | RouteDataOf<'docTag'>, version: VersionContent, tag: string): RouteEntry {
  return {
    data,
    links: [],
    ids: [],
    sitemap: !version.noIndex,
    search: { version: version.name, tag },
  };
}
