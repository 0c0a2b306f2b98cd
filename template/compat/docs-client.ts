import type { DocPageProps, SidebarCategory, SidebarItem } from 'docs-kiln/shared/types';
import { useRoute } from '../hooks/site-context';
import { isActivePath } from '../lib/url';

/**
 * `useCurrentSidebarCategory()` of `@docusaurus/plugin-content-docs/client`: the sidebar
 * category whose page this doc is (its label, link and items). Outside such a page it
 * throws, as in Docusaurus.
 */
export function useCurrentSidebarCategory(): SidebarCategory {
  const route = useRoute();
  const sidebar = route.kind === 'doc' ? ((route.props as unknown as DocPageProps).sidebar ?? []) : [];
  const category = findCategory(sidebar, route.path);
  if (!category) throw new Error(`useCurrentSidebarCategory() was called on ${route.path}, which is not the page of a sidebar category.`);
  return category;
}

/** The items of the category whose page this is, else of the category that lists this page; [] outside docs. */
export function useCurrentSidebarCategoryItems(): SidebarItem[] {
  const route = useRoute();
  if (route.kind !== 'doc') return [];
  const sidebar = (route.props as unknown as DocPageProps).sidebar ?? [];
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
