import { Suspense } from 'react';
import type { NavbarItem } from 'docs-kiln/shared/types';
import { navbarCode } from '../runtime/navbar-code-loader';
import { DocNavbarLink } from './DocNavbarLink';
import { DocsVersionDropdown } from './DocsVersionDropdown';
import { NavbarLink } from './NavbarLink';
import { SearchBar } from './SearchBar';

/** Props of NavbarItemView: the item, and where it shows (the mobile menu, a dropdown's menu). */
export interface NavbarItemViewProps {
  item: NavbarItem;
  mobile?: boolean;
  inDropdown?: boolean;
}

/** Renders one configured navbar item by its type; an unknown type is a configuration error that names the item. */
export function NavbarItemView({ item, mobile = false, inDropdown = false }: NavbarItemViewProps) {
  // Docusaurus draws an item with `items` and no type as a dropdown.
  switch (item.type ?? (item.items ? 'dropdown' : 'default')) {
    case 'default':
      return <NavbarLink item={item} mobile={mobile} inDropdown={inDropdown} />;
    case 'doc':
    case 'docSidebar':
    case 'docsVersion':
      return <DocNavbarLink item={item} mobile={mobile} inDropdown={inDropdown} />;
    case 'dropdown':
      // Its code loads with the first page that has one (hydration keeps the static menu meanwhile).
      return (
        <Suspense fallback={null}>
          <LazyDropdown item={item} mobile={mobile} />
        </Suspense>
      );
    case 'docsVersionDropdown':
      return <DocsVersionDropdown item={item} mobile={mobile} />;
    case 'search':
      return mobile ? null : <SearchBar />;
    case 'html':
      // HTML from the site's own config.
      return (
        <div className={item.className ? `docs-navbar__html ${item.className}` : 'docs-navbar__html'} dangerouslySetInnerHTML={{ __html: item.value ?? '' }} />
      );
    default:
      throw new Error(`Unknown navbar item type "${String(item.type)}". Please check this item in navbar.items of site.config.json: ${JSON.stringify(item)}`);
  }
}

// The dropdown's component, from the chunk only sites with dropdowns load.
function LazyDropdown({ item, mobile }: { item: NavbarItem; mobile: boolean }) {
  const { DropdownNavbarItem } = navbarCode.useCode();
  return <DropdownNavbarItem item={item} mobile={mobile} />;
}
