/**
 * Where the docs items of the navbar lead, worked out at build time: the browser's site data
 * lists only each version's main doc, so a "doc" item could not find its own doc there.
 */
import type { NavbarItem, SidebarItem, VersionInfo } from '../../shared/types.js';
import { versionKey, type VersionSidebars } from './doc-routes.js';

/** The route of a sidebar's first page: its first doc link, or a category's own page when that comes first (as Docusaurus links a "docSidebar" item). */
export function firstSidebarLink(items: readonly SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link') {
      if (item.docId !== undefined || item.href.startsWith('/')) return item.href;
      continue;
    }
    if (item.href) return item.href;
    const inside = firstSidebarLink(item.items);
    if (inside) return inside;
  }
  return undefined;
}

/** The name of the sidebar that lists a doc (as a link, or as a category's own page), if any. */
export function sidebarOfDoc(sidebars: Record<string, SidebarItem[]>, docId: string, docPath: string | undefined): string | undefined {
  const lists = (items: readonly SidebarItem[]): boolean =>
    items.some((item) => (item.type === 'link' ? item.docId === docId : (docPath !== undefined && item.href === docPath) || lists(item.items)));
  return Object.keys(sidebars).find((name) => lists(sidebars[name]!));
}

/**
 * The navbar items with what their docs links need: `paths`, the route each version gives a
 * "doc" or "docSidebar" item where it is not the version's main doc, and `activeSidebar`, the
 * sidebar whose pages mark the item as the current section. Dropdowns' items get theirs too.
 */
export function withNavbarTargets(items: NavbarItem[], versions: VersionInfo[], sidebars: VersionSidebars, mainPluginId: string): NavbarItem[] {
  const resolve = (item: NavbarItem): NavbarItem => {
    const out: NavbarItem = { ...item };
    if (item.items) out.items = item.items.map(resolve);
    if (item.dropdownItemsBefore) out.dropdownItemsBefore = item.dropdownItemsBefore.map(resolve);
    if (item.dropdownItemsAfter) out.dropdownItemsAfter = item.dropdownItemsAfter.map(resolve);
    if (item.type === 'doc' || item.type === 'docSidebar')
      Object.assign(
        out,
        docItemTargets(
          item,
          versions.filter((v) => v.pluginId === (item.docsPluginId ?? mainPluginId)),
          sidebars,
        ),
      );
    return out;
  };
  return items.map(resolve);
}

// The paths and active sidebar of one "doc" or "docSidebar" item, over the versions of its docs section.
function docItemTargets(item: NavbarItem, versions: VersionInfo[], sidebars: VersionSidebars): Pick<NavbarItem, 'paths' | 'activeSidebar'> {
  const paths: Record<string, string> = {};
  const targets = versions.map((version) => {
    const own = sidebars.get(versionKey(version.pluginId, version.name)) ?? {};
    const docPath = item.type === 'doc' ? version.docs.find((d) => d.id === item.docId)?.path : undefined;
    const target = item.type === 'doc' ? docPath : firstSidebarLink(own[item.sidebarId ?? ''] ?? []);
    const main = version.docs.find((d) => d.id === version.mainDocId)?.path ?? version.path;
    if (target !== undefined && target !== main) paths[version.name] = target;
    return { version, sidebar: item.type === 'doc' ? sidebarOfDoc(own, item.docId ?? '', docPath) : item.sidebarId };
  });
  // The section the item stands for is named by the version readers get by default.
  const latest = targets.find((t) => t.version.isLast) ?? targets[0];
  return { ...(Object.keys(paths).length > 0 ? { paths } : {}), ...(latest?.sidebar !== undefined ? { activeSidebar: latest.sidebar } : {}) };
}
