import type { ComponentType } from 'react';

/**
 * `NavbarSecondaryMenuFiller` of `@docusaurus/theme-common`: in Docusaurus, a page puts its own
 * panel into the mobile menu's second level with it. Here that level always shows the page's
 * sidebar (docs and blog pages), so the filler renders nothing and the mobile menu lists the
 * navbar's items.
 */
export function NavbarSecondaryMenuFiller<P extends object>(_props: { component: ComponentType<P>; props: P }): null {
  return null;
}
