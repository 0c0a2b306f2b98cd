import type { SidebarItem } from 'docs-kiln/shared/types';
import { isActivePath } from './url';

/** True when the item is the current page or (for a category) contains it. */
export function isItemActive(item: SidebarItem, path: string): boolean {
  if (item.type === 'link') return isActivePath(path, item.href);
  if (item.href && isActivePath(path, item.href)) return true;
  return item.items.some((child) => isItemActive(child, path));
}

/**
 * An unlisted link shows only when it is the active page; a category shows
 * if it, its link or any child is active, or it has a visible link.
 */
export function isItemVisible(item: SidebarItem, path: string): boolean {
  if (item.type === 'link') return !item.unlisted || isActivePath(path, item.href);
  if (isItemActive(item, path)) return true;
  if (item.href && !item.linkUnlisted) return true;
  return item.items.some((child) => isItemVisible(child, path));
}
