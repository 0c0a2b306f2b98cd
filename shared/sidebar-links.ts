import type { SidebarItem } from './types.js';

/** Where a category without a page of its own leads: its first item's link, as in Docusaurus. */
export function firstSidebarLink(items: readonly SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link') return item.href;
    const href = item.href ?? firstSidebarLink(item.items);
    if (href) return href;
  }
  return undefined;
}
