import type { Ref } from 'react';
import type { NavbarItem } from 'docs-kiln/shared/types';
import { useRoute } from '../hooks/site-context';
import { dropdownHoldsPage } from '../lib/dropdown';
import { Link } from './Link';
import { NavbarDropdown } from './NavbarDropdown';
import { NavbarItemView } from './NavbarItemView';

/** A navbar item of type "dropdown" (or with `items` and no type): its label, and a menu of its items. */
export function DropdownNavbarItem({ item, mobile = false }: { item: NavbarItem; mobile?: boolean }) {
  const route = useRoute();
  const items = item.items ?? [];
  const sidebarName = route.kind === 'doc' || route.kind === 'docCategory' ? route.props.sidebarName : undefined;
  return (
    <NavbarDropdown
      label={item.label ?? ''}
      className={item.className}
      mobile={mobile}
      active={dropdownHoldsPage(items, route.path, sidebarName)}
      // A label with `to` or `href` is a link, as in Docusaurus; in the mobile menu, where nothing hovers, it opens the list.
      renderToggle={
        (item.to !== undefined || item.href !== undefined) && !mobile
          ? ({ ref, ...toggle }) => <Link {...toggle} ref={ref as Ref<HTMLAnchorElement>} to={item.to} href={item.href} />
          : undefined
      }
    >
      {items.map((sub, index) => (
        <li key={index}>
          <NavbarItemView item={sub} mobile={mobile} inDropdown />
        </li>
      ))}
    </NavbarDropdown>
  );
}
