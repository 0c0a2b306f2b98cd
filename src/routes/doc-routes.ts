import { resolveSidebars } from '../content/resolve-sidebars.js';
import type { DocsInstanceConfig } from '../config/types.js';
import type { VersionContent } from '../content/types.js';
import type { DocPageProps, SidebarItem, VersionInfo } from '../../shared/types.js';
import type { MarkdownContext } from './compile-markdown.js';
import { leadingTitle } from '../content/quick-title.js';
import { gitLastUpdates, type LastUpdate } from '../content/git-last-update.js';
import type { RouteEntry } from './types.js';
import { paginationLinks } from './doc-pagination.js';
import { docRoute, type VersionDocsContext } from './doc-route.js';
import { docTagRoutes, type TaggedDoc } from './doc-tag-routes.js';
import { generatedIndexRoute } from './doc-category-route.js';

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
    const own = buildInstanceRoutes(
      ctx,
      instance,
      versions.filter((v) => v.pluginId === instance.id),
      sidebars,
    );
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

/** What the versions of one docs instance share while their routes are planned. */
interface InstancePlan {
  ctx: MarkdownContext;
  instance: DocsInstanceConfig;
  versions: VersionContent[];
  latest: VersionContent | undefined;
  docPathIn: Map<string, Map<string, string>>;
  gitUpdates: Map<string, LastUpdate> | undefined;
}

/** The routes and version metadata of one docs instance; each version's sidebars go into `sidebarsOut`. */
function buildInstanceRoutes(
  ctx: MarkdownContext,
  instance: DocsInstanceConfig,
  versions: VersionContent[],
  sidebarsOut: VersionSidebars,
): { routes: RouteEntry[]; infos: VersionInfo[] } {
  const infos: VersionInfo[] = [];
  const routes: RouteEntry[] = [];
  const showLastUpdate = instance.showLastUpdateTime || instance.showLastUpdateAuthor;
  const plan: InstancePlan = {
    ctx,
    instance,
    versions,
    latest: versions.find((v) => v.isLast) ?? versions[0],
    docPathIn: new Map(versions.map((v) => [v.name, new Map(v.docs.map((d) => [d.id, d.url]))])),
    gitUpdates: showLastUpdate ? gitLastUpdates(ctx.config.siteDir) : undefined,
  };
  // Docs missing from the latest version link to its main doc, known once its sidebars are resolved.
  const withoutLatest: DocPageProps[] = [];
  for (const version of versions) {
    const own = buildVersionRoutes(plan, version, sidebarsOut);
    infos.push(own.info);
    routes.push(...own.routes);
    withoutLatest.push(...own.withoutLatest);
  }
  const latestInfo = infos.find((i) => i.name === plan.latest?.name);
  const latestMain = latestInfo?.docs.find((d) => d.id === latestInfo.mainDocId)?.path ?? latestInfo?.path;
  for (const props of withoutLatest) props.latestLink = latestMain;
  return { routes, infos };
}

/**
 * One version's routes: its docs, then its tags pages, then its categories' generated index
 * pages; with its metadata and the props of its docs that the latest version lacks.
 */
function buildVersionRoutes(
  plan: InstancePlan,
  version: VersionContent,
  sidebarsOut: VersionSidebars,
): { routes: RouteEntry[]; info: VersionInfo; withoutLatest: DocPageProps[] } {
  const { ctx, instance } = plan;
  const titles = new Map(version.docs.map((d) => [d.id, d.title ?? leadingTitle(d) ?? d.id.split('/').pop()!]));
  const { sidebars, placements, generatedIndexes } = resolveSidebars(version, ctx.config.siteDir, titles, instance.sidebarCollapsed, ctx.diagnostics);
  const mainDocId = version.docs.find((d) => d.permalink === version.path)?.id ?? firstDocOf(sidebars, version) ?? version.docs[0]?.id ?? '';
  version.mainDocId = mainDocId;
  sidebarsOut.set(versionKey(instance.id, version.name), sidebars);
  const info = versionInfo(instance, version, mainDocId, sidebars);
  const v: VersionDocsContext = {
    ...plan,
    version,
    sidebars,
    placements,
    titles,
    tagsBase: `${version.path}/tags`,
    docTag: `docs-${instance.id}-${version.name}`,
    pagination: paginationLinks(ctx, version, titles),
  };
  const routes: RouteEntry[] = [];
  const withoutLatest: DocPageProps[] = [];
  const tagged: TaggedDoc[] = [];
  // The version's doc routes by doc id, for its generated index pages.
  const docRoutes = new Map<string, RouteEntry>();
  for (const doc of version.docs) {
    const { route, props } = docRoute(v, doc);
    if (version !== plan.latest && props.latestLink === undefined) withoutLatest.push(props);
    routes.push(route);
    docRoutes.set(doc.id, route);
    tagged.push({ doc, route, tags: props.tags });
  }
  routes.push(...docTagRoutes(version, instance.id, v.tagsBase, tagged));
  for (const index of generatedIndexes) routes.push(generatedIndexRoute(index, version, instance, sidebars, v.docTag, (id) => docRoutes.get(id)));
  return { routes, info, withoutLatest };
}

/** A version's metadata, as the theme and the navbar read it. */
function versionInfo(instance: DocsInstanceConfig, version: VersionContent, mainDocId: string, sidebars: Record<string, SidebarItem[]>): VersionInfo {
  return {
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
  };
}

/** The id of the first doc the version's sidebars link to. */
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
