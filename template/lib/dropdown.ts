import type { NavbarItem } from 'docs-kiln/shared/types';
import { isActivePath } from './url';

/**
 * Whether a dropdown holds the page shown: one of its links goes to it, or one of its docs
 * items stands for the page's sidebar (Docusaurus marks such a dropdown active).
 */
export function dropdownHoldsPage(items: readonly NavbarItem[], path: string, sidebarName: string | undefined): boolean {
  return items.some((item) =>
    item.type === 'doc' || item.type === 'docSidebar'
      ? (sidebarName !== undefined && item.activeSidebar === sidebarName) || Object.values(item.paths ?? {}).some((p) => isActivePath(path, p))
      : isActivePath(path, item.to),
  );
}
