import type { NavbarItem } from 'docs-kiln/shared/types';
import { useRoute } from '../hooks/site-context';
import { dropdownHoldsPage } from '../lib/navbar';
import { NavbarDropdown } from './NavbarDropdown';
import { NavbarItemView } from './NavbarItemView';

/** A navbar item of type "dropdown" (or with `items` and no type): its label, and a menu of its items. */
export function DropdownNavbarItem({ item, mobile = false }: { item: NavbarItem; mobile?: boolean }) {
  const route = useRoute();
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
