import type { NavbarItem } from 'docs-kiln/shared/types';
import { useRoute } from '../hooks/site-context';
import { dropdownHoldsPage } from '../lib/navbar';
import { DocNavbarLink } from './DocNavbarLink';
import { DocsVersionDropdown } from './DocsVersionDropdown';
import { NavbarDropdown } from './NavbarDropdown';
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
  const route = useRoute();
  // Docusaurus draws an item with `items` and no type as a dropdown.
  switch (item.type ?? (item.items ? 'dropdown' : 'default')) {
    case 'default':
      return <NavbarLink item={item} mobile={mobile} inDropdown={inDropdown} />;
    case 'doc':
    case 'docSidebar':
    case 'docsVersion':
      return <DocNavbarLink item={item} mobile={mobile} inDropdown={inDropdown} />;
    case 'dropdown': {
      const items = item.items ?? [];
      const sidebarName = route.kind === 'doc' || route.kind === 'docCategory' ? route.props.sidebarName : undefined;
      return (
        <NavbarDropdown label={item.label ?? ''} to={item.to} href={item.href} className={item.className} mobile={mobile} active={dropdownHoldsPage(items, route.path, sidebarName)}>
          {items.map((sub, index) => (
            <li key={index}>
              <NavbarItemView item={sub} mobile={mobile} inDropdown />
            </li>
          ))}
        </NavbarDropdown>
      );
    }
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
