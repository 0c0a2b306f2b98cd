import type { NavbarItem } from 'docs-kiln/shared/types';
import { isActivePath } from './url';

/** The class of a navbar link: a navbar or mobile-menu link, or a link inside a dropdown's menu. */
export function navbarLinkClass({ active, mobile, inDropdown, className, icon }: { active: boolean; mobile?: boolean; inDropdown?: boolean; className?: string; icon?: boolean }): string {
  const classes = inDropdown ? ['docs-dropdown__link'] : ['docs-navbar__link'];
  if (icon && !inDropdown) classes.push('docs-navbar__link--icon');
  if (active) classes.push(inDropdown ? 'docs-dropdown__link--active' : 'docs-navbar__link--active');
  if (className) classes.push(className);
  if (mobile && !inDropdown) classes.push('docs-navbar__link--mobile');
  return classes.join(' ');
}

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
