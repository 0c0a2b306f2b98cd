import { rememberDependencies, replayDependencies } from '../cache/dependencies.js';
import { resolveSidebars } from '../content/resolve-sidebars.js';
import type { DocSource, VersionContent } from '../content/types.js';
import type { DocPageProps, DocTagProps, SidebarItem, TagLink, TagsListProps, VersionInfo } from '../shared/types.js';
import { compileMarkdown, type MarkdownContext } from './compile-markdown.js';
import { quickTitle } from './quick-title.js';
import { tagSlug } from './tags.js';
import type { RouteEntry } from './types.js';

/**
 * Plans the doc, docs-tags-list and docs-tag routes of every version, and the version
 * metadata. Only front matter is read here; each route's markdown is rendered by its `load`,
 * so `docs dev` renders a doc when it is first asked for and a build loads them all.
 */
export function buildDocRoutes(ctx: MarkdownContext, versions: VersionContent[]): { routes: RouteEntry[]; infos: VersionInfo[] } {
  const { config } = ctx;
  const infos: VersionInfo[] = [];
  const routes: RouteEntry[] = [];
  const latest = versions.find((v) => v.isLast) ?? versions[0];
  const docPathIn = new Map(versions.map((v) => [v.name, new Map(v.docs.map((d) => [d.id, d.permalink]))]));

  for (const version of versions) {
    const titles = new Map(version.docs.map((d) => [d.id, d.title ?? quickTitle(d.source) ?? d.id.split('/').pop()!]));
    const { sidebars, placements } = resolveSidebars(version, config.siteDir, titles, config.docs.sidebarCollapsed, ctx.diagnostics);
    const mainDocId = version.docs.find((d) => d.permalink === version.path)?.id ?? firstDocOf(sidebars, version) ?? version.docs[0]?.id ?? '';
    version.mainDocId = mainDocId;
    infos.push({
      name: version.name,
      label: version.label,
      path: version.path,
      isLast: version.isLast,
      mainDocId,
      banner: version.banner,
      noIndex: version.noIndex,
      draftIds: version.draftIds,
      sidebars: Object.keys(sidebars),
      docs: version.docs.map((d) => ({ id: d.id, path: d.permalink })),
    });
    const docTag = version.name === 'current' ? 'docs-default-current' : `docs-default-${version.name}`;
    const tagsBase = `${version.path}/tags`;
    const tagged = new Map<string, { tag: TagLink; docs: { doc: DocSource; route: RouteEntry }[] }>();

    for (const doc of version.docs) {
      const title = titles.get(doc.id)!;
      const placement = placements.get(doc.id);
      const sidebarName = doc.displayedSidebar === null ? undefined : (doc.displayedSidebar ?? placement?.sidebarName);
      const tags: TagLink[] = doc.tags.map((label) => ({ label, permalink: `${tagsBase}/${tagSlug(label)}` }));
      const versionLinks: Record<string, string> = {};
      for (const v of versions) {
        const p = docPathIn.get(v.name)!.get(doc.id);
        if (p) versionLinks[v.name] = p;
      }
      const tocMinLevel = num(doc.frontMatter.toc_min_heading_level) ?? config.docs.tocMinHeadingLevel;
      const tocMaxLevel = num(doc.frontMatter.toc_max_heading_level) ?? config.docs.tocMaxHeadingLevel;
      const props: DocPageProps = {
        id: doc.id,
        version: version.name,
        title,
        content: [],
        toc: [],
        hideTableOfContents: doc.hideTableOfContents,
        tocMinLevel,
        tocMaxLevel,
        sidebar: sidebarName ? sidebars[sidebarName] : undefined,
        sidebarName,
        breadcrumbs: placement?.breadcrumbs ?? [],
        previous: sidebarName ? placement?.previous : undefined,
        next: sidebarName ? placement?.next : undefined,
        tags,
        unlisted: doc.unlisted,
        draft: doc.draft,
        versionLinks,
        latestLink: version === latest ? undefined : (docPathIn.get(latest!.name)!.get(doc.id) ?? latest!.path),
      };
      if (config.docs.editUrl) props.editUrl = `${config.docs.editUrl.replace(/\/$/, '')}/${doc.file}`;
      const route: RouteEntry = {
        data: { kind: 'doc', path: doc.permalink, title, description: doc.description, noIndex: version.noIndex || doc.unlisted || undefined, props: props as unknown as Record<string, unknown> },
        file: doc.file,
        links: [],
        ids: [],
        sitemap: !version.noIndex && !doc.unlisted && !doc.draft,
        search: { version: version.name, tag: docTag, lvl0: placement?.breadcrumbs[0]?.label ?? 'Documentation' },
        load: () => {
          const result = compileMarkdown(ctx, doc.file, doc.absPath, doc.source, { min: tocMinLevel, max: tocMaxLevel });
          if (!result) return;
          props.content = result.content;
          if (result.module) props.mdx = result.module;
          props.toc = result.toc;
          route.data.description ??= result.firstParagraph;
          route.links = result.links;
          route.ids = result.ids;
        },
      };
      routes.push(route);
      if (!doc.unlisted) {
        for (const tag of tags) {
          const entry = tagged.get(tag.permalink) ?? { tag, docs: [] };
          entry.docs.push({ doc, route });
          tagged.set(tag.permalink, entry);
        }
      }
    }

    if (tagged.size > 0) {
      const tags = [...tagged.values()]
        .map(({ tag, docs }) => ({ ...tag, count: docs.length }))
        .sort((a, b) => a.label.localeCompare(b.label));
      const listProps: TagsListProps = { tags, version: version.name };
      routes.push(listRoute(tagsBase, 'Tags', 'docTagsList', listProps, version, 'doc_tags_list'));
      for (const { tag, docs } of tagged.values()) {
        const props: DocTagProps = { tag: { ...tag, count: docs.length }, version: version.name, docs: [] };
        const route = listRoute(tag.permalink, `${docs.length} doc${docs.length === 1 ? '' : 's'} tagged with "${tag.label}"`, 'docTag', props, version, 'doc_tag_doc_list');
        // A doc without a description is listed with its first paragraph, which needs its markdown.
        route.load = () => {
          props.docs = docs
            .map(({ doc, route: docRoute }) => {
              loadRoute(docRoute);
              return { id: doc.id, title: docRoute.data.title, permalink: doc.permalink, description: docRoute.data.description };
            })
            .sort((a, b) => a.title.localeCompare(b.title));
        };
        routes.push(route);
      }
    }
  }
  return { routes, infos };
}

/** Runs a route's pending `load` once (renders its markdown). */
export function loadRoute(route: RouteEntry): void {
  const load = route.load;
  // A page that uses another's markdown (a tag page) depends on the files it was made from.
  if (!load) return replayDependencies(route);
  delete route.load;
  route.reload = load;
  rememberDependencies(route, () => load.call(route));
}

function firstDocOf(sidebars: Record<string, SidebarItem[]>, version: VersionContent): string | undefined {
  const first = (item: SidebarItem): string | undefined => {
    if (item.type === 'link') return item.docId;
    if (item.href) return version.docs.find((d) => d.permalink === item.href)?.id;
    for (const child of item.items) {
      const id = first(child);
      if (id) return id;
    }
    return undefined;
  };
  for (const item of Object.values(sidebars).flat()) {
    const id = first(item);
    if (id) return id;
  }
  return undefined;
}

function listRoute(path: string, title: string, kind: 'docTagsList' | 'docTag', props: object, version: VersionContent, tag: string): RouteEntry {
  return {
    data: { kind, path, title, noIndex: version.noIndex || undefined, props: props as Record<string, unknown> },
    links: [],
    ids: [],
    sitemap: !version.noIndex,
    search: { version: version.name, tag },
  };
}

const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
