import { useMemo } from 'react';
import type { SidebarCategory, SidebarItem, VersionInfo } from 'docs-kiln/shared/types';
import { useRoute, useSite } from '../hooks/site-context';
import { useDocsVersions } from './global-docs';
import { isActivePath } from '../lib/url';

/** A doc as `@docusaurus/plugin-content-docs/client` describes it in its global data. */
export interface GlobalDoc {
  id: string;
  path: string;
}

/** A docs version as that global data describes it (newest first; the current version first). */
export interface GlobalVersion {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  docs: GlobalDoc[];
  draftIds: string[];
}

/** A docs section (a docs plugin instance in Docusaurus): its route base and its versions. */
export interface GlobalPluginData {
  path: string;
  versions: GlobalVersion[];
  breadcrumbs: boolean;
}

// A version's docs are read when asked for (see useDocsVersions), so a page that never lists them does not carry them.
function globalVersion(v: VersionInfo): GlobalVersion {
  const version = { name: v.name, label: v.label, isLast: v.isLast, path: v.path, mainDocId: v.mainDocId, draftIds: v.draftIds } as GlobalVersion;
  let docs: GlobalDoc[] | undefined;
  Object.defineProperty(version, 'docs', { enumerable: true, get: () => (docs ??= v.docs.map((d) => ({ id: d.id, path: d.path }))) });
  return version;
}

function docsDataOf(versions: VersionInfo[]): Record<string, GlobalPluginData> {
  const data: Record<string, GlobalPluginData> = {};
  for (const version of versions) {
    const plugin = (data[version.pluginId] ??= { path: version.path, versions: [], breadcrumbs: true });
    // The section's route base is the shortest of its versions' paths (the last version's, by default).
    if (version.path.length < plugin.path.length) plugin.path = version.path;
    plugin.versions.push(globalVersion(version));
  }
  return data;
}

/** `useAllDocsData()`: every docs section of the site, by id ("default" for a site with one), with its versions and docs. */
export function useAllDocsData(): Record<string, GlobalPluginData> {
  const versions = useDocsVersions();
  return useMemo(() => docsDataOf(versions), [versions]);
}

/** `useDocsData(pluginId)`: one docs section (the site's main one without an id); throws for an unknown id, as Docusaurus does. */
export function useDocsData(pluginId?: string): GlobalPluginData {
  const site = useSite();
  const all = useAllDocsData();
  const id = pluginId ?? site.docsPluginId;
  const data = all[id];
  if (!data)
    throw new Error(
      `useDocsData("${id}"): this site has no docs section with that id; it has ${
        Object.keys(all)
          .map((k) => `"${k}"`)
          .join(', ') || 'none'
      }.`,
    );
  return data;
}

/** `useVersions(pluginId)`: the versions of a docs section, newest first. */
export function useVersions(pluginId?: string): GlobalVersion[] {
  return useDocsData(pluginId).versions;
}

/** `useLatestVersion(pluginId)`: the version readers get by default (the last released one). */
export function useLatestVersion(pluginId?: string): GlobalVersion {
  const versions = useVersions(pluginId);
  return versions.find((v) => v.isLast) ?? versions[0]!;
}

// A section or version served at the site's root holds every path.
const underPath = (pathname: string, base: string) => base.replace(/\/+$/, '') === '' || isActivePath(pathname, base, true);

function activeVersionOf(plugin: GlobalPluginData, pathname: string): GlobalVersion | undefined {
  // The longest matching path wins: /docs/next before /docs.
  return [...plugin.versions].sort((a, b) => b.path.length - a.path.length).find((v) => underPath(pathname, v.path));
}

/** `useActivePlugin()`: the docs section the page belongs to, or undefined outside docs. */
export function useActivePlugin(): { pluginId: string; pluginData: GlobalPluginData } | undefined {
  const all = useAllDocsData();
  const { path } = useRoute();
  const found = Object.entries(all)
    .filter(([, data]) => underPath(path, data.path))
    .sort(([, a], [, b]) => b.path.length - a.path.length)[0];
  return found ? { pluginId: found[0], pluginData: found[1] } : undefined;
}

/** `useActiveVersion(pluginId)`: the version of the page shown, or undefined outside that docs section. */
export function useActiveVersion(pluginId?: string): GlobalVersion | undefined {
  const data = useDocsData(pluginId);
  const { path } = useRoute();
  return activeVersionOf(data, path);
}

/** `useActiveDocContext(pluginId)`: the version and doc of the page shown, and the same doc in each other version. */
export function useActiveDocContext(pluginId?: string): {
  activeVersion?: GlobalVersion;
  activeDoc?: GlobalDoc;
  alternateDocVersions: Record<string, GlobalDoc>;
} {
  const data = useDocsData(pluginId);
  const { path } = useRoute();
  const activeVersion = activeVersionOf(data, path);
  const activeDoc = activeVersion?.docs.find((d) => isActivePath(path, d.path));
  const alternateDocVersions: Record<string, GlobalDoc> = {};
  if (activeDoc) {
    for (const version of data.versions) {
      const doc = version.docs.find((d) => d.id === activeDoc.id);
      if (doc) alternateDocVersions[version.name] = doc;
    }
  }
  return { activeVersion, activeDoc, alternateDocVersions };
}

/**
 * `useCurrentSidebarCategory()` of `@docusaurus/plugin-content-docs/client`: the sidebar
 * category whose page this doc is (its label, link and items). Outside such a page it
 * throws, as in Docusaurus.
 */
export function useCurrentSidebarCategory(): SidebarCategory {
  const route = useRoute();
  const sidebar = route.kind === 'doc' ? (route.props.sidebar ?? []) : [];
  const category = findCategory(sidebar, route.path);
  if (!category) throw new Error(`useCurrentSidebarCategory() was called on ${route.path}, which is not the page of a sidebar category.`);
  return category;
}

/** The items of the category whose page this is, else of the category that lists this page; [] outside docs. */
export function useCurrentSidebarCategoryItems(): SidebarItem[] {
  const route = useRoute();
  if (route.kind !== 'doc') return [];
  const sidebar = route.props.sidebar ?? [];
  const items = findCategory(sidebar, route.path)?.items ?? findParent(sidebar, route.path) ?? [];
  return items.filter((item) => !(item.type === 'link' && isActivePath(route.path, item.href)));
}

function findCategory(items: SidebarItem[], path: string): SidebarCategory | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (isActivePath(path, item.href)) return item;
    const found = findCategory(item.items, path);
    if (found) return found;
  }
  return undefined;
}

function findParent(items: SidebarItem[], path: string): SidebarItem[] | undefined {
  if (items.some((item) => item.type === 'link' && isActivePath(path, item.href))) return items;
  for (const item of items) {
    if (item.type !== 'category') continue;
    const found = findParent(item.items, path);
    if (found) return found;
  }
  return undefined;
}

/** `useDocsSidebar()`: the sidebar of the docs page shown (its name and items), or null on a page without one. */
export function useDocsSidebar(): { name: string; items: SidebarItem[] } | null {
  const route = useRoute();
  if (route.kind !== 'doc' && route.kind !== 'docCategory') return null;
  const { sidebar, sidebarName } = route.props;
  return sidebar && sidebarName ? { name: sidebarName, items: sidebar } : null;
}
