import type { NavbarItem } from 'docs-kiln/shared/types';
import { DocNavbarLink } from './DocNavbarLink';
import { DocsVersionDropdown } from './DocsVersionDropdown';
import { NavbarLink } from './NavbarLink';
import { SearchBar } from './SearchBar';

/** Renders one configured navbar item by its type; an unknown type is a configuration error that names the item. */
export function NavbarItemView({ item, mobile = false }: { item: NavbarItem; mobile?: boolean }) {
  switch (item.type ?? 'default') {
    case 'default':
      return <NavbarLink item={item} mobile={mobile} />;
    case 'doc':
    case 'docSidebar':
    case 'docsVersion':
      return <DocNavbarLink item={item} mobile={mobile} />;
    case 'docsVersionDropdown':
      return <DocsVersionDropdown item={item} mobile={mobile} />;
    case 'search':
      return mobile ? null : <SearchBar />;
    case 'html':
      // HTML from the site's own config.
      return <div className={item.className ? `docs-navbar__html ${item.className}` : 'docs-navbar__html'} dangerouslySetInnerHTML={{ __html: item.value ?? '' }} />;
    default:
      throw new Error(
        `Unknown navbar item type "${String(item.type)}". Please check this item in navbar.items of site.config.json: ${JSON.stringify(item)}`,
      );
  }
}
