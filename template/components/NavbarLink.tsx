import type { NavbarItem } from 'docs-kiln/shared/types';
import { useRoute } from '../hooks/site-context';
import { navbarLinkClass } from '../lib/navbar';
import { isActivePath, isWebUrl } from '../lib/url';
import { BrandIcon } from './BrandIcon';
import { Icon } from './Icon';
import { Link } from './Link';

/** A navbar link (type "default"): a text link, or an icon link when the item names an `icon`; in a dropdown, one of its menu's links. */
export function NavbarLink({ item, mobile = false, inDropdown = false }: { item: NavbarItem; mobile?: boolean; inDropdown?: boolean }) {
  const route = useRoute();
  const target = item.to ?? item.href ?? '';
  const current = Boolean(item.to) && isActivePath(route.path, item.to);
  // A dropdown's link is the current one on its own page only, as in Docusaurus.
  const active = Boolean(item.to) && isActivePath(route.path, item.to, !inDropdown);
  const external = !item.to && isWebUrl(target);
  // Icon links often have only an aria-label; the mobile menu and a dropdown show it as text beside the icon.
  const label = item.label ?? (item.icon ? (item['aria-label'] ?? '') : '');
  const iconOnly = Boolean(item.icon) && !mobile && !inDropdown;
  const ariaLabel = item['aria-label'] ?? (item.icon ? label : undefined);
  return (
    <Link
      to={item.to}
      href={item.href}
      className={navbarLinkClass({ active, mobile, inDropdown, className: item.className, icon: Boolean(item.icon) })}
      aria-current={current ? 'page' : undefined}
      aria-label={mobile || inDropdown ? undefined : ariaLabel}
      title={iconOnly ? ariaLabel : undefined}
    >
      {item.icon ? <BrandIcon name={item.icon} size={mobile ? 20 : 22} /> : null}
      {iconOnly ? null : <span>{label}</span>}
      {external && !item.icon ? <Icon name="external" size={13} className="docs-external-icon" /> : null}
    </Link>
  );
}
