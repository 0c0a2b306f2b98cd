import { noteFile, rememberDependencies, replayDependencies } from '../files/dependencies.js';
import { resolveSidebars, type GeneratedIndex } from '../content/resolve-sidebars.js';
import type { DocsInstanceConfig } from '../config/types.js';
import type { DocSource, VersionContent } from '../content/types.js';
import type { DocCategoryPageProps, DocPageProps, DocTagProps, DocTagsListProps, NavLink, RouteDataOf, SidebarItem, TagLink, VersionInfo } from '../../shared/types.js';
import { compileMarkdown, type MarkdownContext } from './compile-markdown.js';
import { leadingTitle } from '../content/quick-title.js';
import { error } from '../diagnostics/diagnostic.js';
import { keyPosition } from '../content/doc-front-matter.js';
import { gitLastUpdates, type LastUpdate } from '../content/git-last-update.js';
import { frontMatterDate } from '../content/calendar-date.js';
import { tagPermalink, tagSlug } from './tags.js';
import type { RouteEntry } from './types.js';
import { firstSidebarLink } from '../../shared/sidebar-links.js';

/**
 * Plans the doc, docs-tags-list and docs-tag routes of every version, and the version
 * metadata. Only front matter is read here; each route's markdown is rendered by its `load`,
 * so `docs dev` renders a doc when it is first asked for and a build loads them all.
 */
export function buildDocRoutes(ctx: MarkdownContext, versions: VersionContent[]): { routes: RouteEntry[]; infos: VersionInfo[]; sidebars: VersionSidebars } {
  const routes: RouteEntry[] = [];
  const infos: VersionInfo[] = [];
  const sidebars: VersionSidebars = new Map();
  // Each docs instance has its own versions, sidebars, tags and previous/next; none sees another's.
  for (const instance of ctx.config.docsInstances) {
    const own = buildInstanceRoutes(ctx, instance, versions.filter((v) => v.pluginId === instance.id), sidebars);
    routes.push(...own.routes);
    infos.push(...own.infos);
  }
  return { routes, infos, sidebars };
}

/** The resolved sidebars of each docs version, by versionKey(pluginId, version name). */
export type VersionSidebars = Map<string, Record<string, SidebarItem[]>>;

/** The key of a docs version in VersionSidebars. */
export function versionKey(pluginId: string, version: string): string {
  return `${pluginId}\u0000${version}`;
}

/** The routes and version metadata of one docs instance; each version's sidebars go into `sidebarsOut`. */
function buildInstanceRoutes(ctx: MarkdownContext, instance: DocsInstanceConfig, versions: VersionContent[], sidebarsOut: VersionSidebars): { routes: RouteEntry[]; infos: VersionInfo[] } {
  const { config } = ctx;
  const infos: VersionInfo[] = [];
  const routes: RouteEntry[] = [];
  const latest = versions.find((v) => v.isLast) ?? versions[0];
  const docPathIn = new Map(versions.map((v) => [v.name, new Map(v.docs.map((d) => [d.id, d.url]))]));
  // Docs missing from the latest version link to its main doc, known once its sidebars are resolved.
  const withoutLatest: DocPageProps[] = [];
  const showLastUpdate = instance.showLastUpdateTime || instance.showLastUpdateAuthor;
  const gitUpdates = showLastUpdate ? gitLastUpdates(config.siteDir) : undefined;

  for (const version of versions) {
    const titles = new Map(version.docs.map((d) => [d.id, d.title ?? leadingTitle(d) ?? d.id.split('/').pop()!]));
    const { sidebars, placements, generatedIndexes } = resolveSidebars(version, config.siteDir, titles, instance.sidebarCollapsed, ctx.diagnostics);
    const mainDocId = version.docs.find((d) => d.permalink === version.path)?.id ?? firstDocOf(sidebars, version) ?? version.docs[0]?.id ?? '';
    version.mainDocId = mainDocId;
    sidebarsOut.set(versionKey(instance.id, version.name), sidebars);
    infos.push({
      pluginId: instance.id,
      name: version.name,
      label: version.label,
      path: version.path,
      isLast: version.isLast,
      mainDocId,
      banner: version.banner,
      noIndex: version.noIndex,
      draftIds: version.draftIds,
      sidebars: Object.keys(sidebars),
      docs: version.docs.map((d) => ({ id: d.id, path: d.url })),
    });
    // The search facet of the version's pages, as Docusaurus writes it: docs-<instance id>-<version>.
    const docTag = `docs-${instance.id}-${version.name}`;
    const tagsBase = `${version.path}/tags`;
    const tagged = new Map<string, { tag: TagLink; docs: { doc: DocSource; route: RouteEntry }[] }>();
    // The version's doc routes by doc id, for its generated index pages.
    const docRoutes = new Map<string, RouteEntry>();

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
    const paginationLink = (doc: DocSource, key: 'pagination_prev' | 'pagination_next', fromSidebar: NavLink | undefined): NavLink | undefined => {
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

    for (const doc of version.docs) {
      const title = titles.get(doc.id)!;
      const placement = placements.get(doc.id);
      const fm = doc.frontMatter;
      const sidebarName = doc.displayedSidebar === null ? undefined : (doc.displayedSidebar ?? placement?.sidebarName);
      const tags: TagLink[] = doc.tags.map((label) => ({ label, permalink: tagPermalink(tagsBase, tagSlug(label)) }));
      const versionLinks: Record<string, string> = {};
      for (const v of versions) {
        const p = docPathIn.get(v.name)!.get(doc.id);
        if (p) versionLinks[v.name] = p;
      }
      const tocMinLevel = num(doc.frontMatter.toc_min_heading_level) ?? instance.tocMinHeadingLevel;
      const tocMaxLevel = num(doc.frontMatter.toc_max_heading_level) ?? instance.tocMaxHeadingLevel;
      const props: DocPageProps = {
        pluginId: instance.id,
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
        previous: paginationLink(doc, 'pagination_prev', sidebarName ? placement?.previous : undefined),
        next: paginationLink(doc, 'pagination_next', sidebarName ? placement?.next : undefined),
        tags,
        unlisted: doc.unlisted,
        draft: doc.draft,
        versionLinks,
        latestLink: version === latest ? undefined : docPathIn.get(latest!.name)!.get(doc.id),
      };
      // custom_edit_url replaces the link from docs.editUrl; null removes it.
      if (typeof fm.custom_edit_url === 'string') props.editUrl = fm.custom_edit_url;
      else if (instance.editUrl && fm.custom_edit_url !== null) props.editUrl = `${instance.editUrl.replace(/\/$/, '')}/${doc.file}`;
      if (showLastUpdate) {
        const lastUpdate = docLastUpdate(fm.last_update, gitUpdates?.get(doc.absPath), instance);
        if (lastUpdate) props.lastUpdate = lastUpdate;
      }
      if (version !== latest && props.latestLink === undefined) withoutLatest.push(props);
      const route: RouteEntry = {
        data: {
          kind: 'doc',
          path: doc.permalink,
          ...(doc.url !== doc.permalink ? { url: doc.url } : {}),
          title,
          description: doc.description,
          ...(Array.isArray(fm.keywords) ? { keywords: fm.keywords as string[] } : {}),
          ...(typeof fm.image === 'string' ? { image: fm.image } : {}),
          noIndex: version.noIndex || doc.unlisted || undefined,
          props,
        },
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
          // hide_title hides the title from front matter only; a # heading of the doc still shows, as in Docusaurus.
          if (fm.hide_title === true && result.title === undefined) props.hideTitle = true;
          route.data.description ??= result.firstParagraph;
          route.links = result.links;
          route.ids = result.ids;
        },
      };
      routes.push(route);
      docRoutes.set(doc.id, route);
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
      const listProps: DocTagsListProps = { tags, version: version.name, pluginId: instance.id };
      routes.push(listRoute({ kind: 'docTagsList', path: tagsBase, title: 'Tags', noIndex: version.noIndex || undefined, props: listProps }, version, 'doc_tags_list'));
      for (const { tag, docs } of tagged.values()) {
        const props: DocTagProps = { tag: { ...tag, count: docs.length }, version: version.name, pluginId: instance.id, docs: [] };
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
        routes.push(route);
      }
    }
    for (const index of generatedIndexes) routes.push(generatedIndexRoute(index, version, instance, sidebars, docTag, (id) => docRoutes.get(id)));
  }
  const latestInfo = infos.find((i) => i.name === latest?.name);
  const latestMain = latestInfo?.docs.find((d) => d.id === latestInfo.mainDocId)?.path ?? latestInfo?.path;
  for (const props of withoutLatest) props.latestLink = latestMain;
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
    if (item.href) return version.docs.find((d) => d.url === item.href)?.id;
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

function listRoute(data: RouteDataOf<'docTagsList'> | RouteDataOf<'docTag'>, version: VersionContent, tag: string): RouteEntry {
  return {
    data,
    links: [],
    ids: [],
    sitemap: !version.noIndex,
    search: { version: version.name, tag },
  };
}

/**
 * A category's generated index page: its title, description and one card per item of the
 * category (a doc's card shows its description, a category's its item count), in the
 * sidebar with breadcrumbs and previous/next, as in Docusaurus.
 */
function generatedIndexRoute(
  index: GeneratedIndex,
  version: VersionContent,
  instance: DocsInstanceConfig,
  sidebars: Record<string, SidebarItem[]>,
  docTag: string,
  docRoute: (id: string) => RouteEntry | undefined,
): RouteEntry {
  const placement = index.placement;
  const props: DocCategoryPageProps = {
    pluginId: instance.id,
    version: version.name,
    title: index.title,
    ...(index.description !== undefined ? { description: index.description } : {}),
    // The cards are known now (so they are part of the route's plan); doc descriptions come with `load`.
    items: index.category.items.flatMap((item): DocCategoryPageProps['items'] => {
      if (item.type === 'category') {
        const href = item.href ?? firstSidebarLink(item.items);
        return href ? [{ type: 'category', title: item.label, href, ...(item.description !== undefined ? { description: item.description } : {}), count: item.items.length }] : [];
      }
      return [{ type: 'link', title: item.label, href: item.href, ...(item.docId ? { docId: item.docId } : {}) }];
    }),
    sidebar: placement ? sidebars[placement.sidebarName] : undefined,
    sidebarName: placement?.sidebarName,
    // The page's own crumb is its category, by the category's label, as in Docusaurus.
    breadcrumbs: [...(placement?.breadcrumbs ?? []), { label: index.category.label, href: index.permalink }],
    previous: placement?.previous,
    next: placement?.next,
  };
  const route: RouteEntry = {
    data: {
      kind: 'docCategory',
      path: index.permalink,
      title: index.title,
      description: index.description,
      ...(index.keywords ? { keywords: index.keywords } : {}),
      ...(index.image !== undefined ? { image: index.image } : {}),
      noIndex: version.noIndex || undefined,
      props,
    },
    links: [],
    ids: [],
    sitemap: !version.noIndex,
    search: { version: version.name, tag: docTag, lvl0: placement?.breadcrumbs[0]?.label ?? index.title },
    // A doc's card shows its description, which may be its first paragraph: that needs its markdown.
    load: () => {
      for (const card of props.items) {
        const target = card.docId ? docRoute(card.docId) : undefined;
        if (!target) continue;
        loadRoute(target);
        if (target.data.description !== undefined) card.description = target.data.description;
        else delete card.description;
      }
    },
  };
  return route;
}

const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

function closeIds(id: string, ids: string[]): string {
  const last = id.split('/').pop()!;
  const close = ids.filter((c) => c.endsWith(last) || c.includes(last) || last.includes(c.split('/').pop()!)).slice(0, 5);
  return close.length ? close.join(', ') : ids.slice(0, 5).join(', ');
}

/** The last update shown on a doc: front matter `last_update` first, then the file's last commit. */
function docLastUpdate(
  fm: unknown,
  git: LastUpdate | undefined,
  options: { showLastUpdateTime: boolean; showLastUpdateAuthor: boolean },
): { date?: string; author?: string } | undefined {
  const own = fm && typeof fm === 'object' ? (fm as { date?: unknown; author?: unknown }) : {};
  const date = own.date instanceof Date ? own.date : typeof own.date === 'string' ? frontMatterDate(own.date) : git ? new Date(git.timestamp * 1000) : undefined;
  const author = typeof own.author === 'string' ? own.author : git?.author;
  const out: { date?: string; author?: string } = {};
  if (options.showLastUpdateTime && date && !isNaN(date.getTime())) out.date = date.toISOString();
  if (options.showLastUpdateAuthor && author) out.author = author;
  return out.date || out.author ? out : undefined;
}
