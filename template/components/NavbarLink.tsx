import type { NavbarItem } from 'docs-kiln/shared/types';
import { useRoute } from '../hooks/site-context';
import { isActivePath, isWebUrl } from '../lib/url';
import { BrandIcon } from './BrandIcon';
import { Icon } from './Icon';
import { Link } from './Link';

/** A navbar link (type "default"): a text link, or an icon link when the item names an `icon`. */
export function NavbarLink({ item, mobile = false }: { item: NavbarItem; mobile?: boolean }) {
  const route = useRoute();
  const target = item.to ?? item.href ?? '';
  const current = Boolean(item.to) && isActivePath(route.path, item.to);
  const active = Boolean(item.to) && isActivePath(route.path, item.to, true);
  const external = !item.to && isWebUrl(target);
  // Icon links often have only an aria-label; the mobile menu shows it as text beside the icon.
  const label = item.label ?? (item.icon ? (item['aria-label'] ?? '') : '');
  const ariaLabel = item['aria-label'] ?? (item.icon ? label : undefined);
  const classes = ['docs-navbar__link'];
  if (item.icon) classes.push('docs-navbar__link--icon');
  if (active) classes.push('docs-navbar__link--active');
  if (item.className) classes.push(item.className);
  if (mobile) classes.push('docs-navbar__link--mobile');
  return (
    <Link
      to={item.to}
      href={item.href}
      className={classes.join(' ')}
      aria-current={current ? 'page' : undefined}
      aria-label={mobile ? undefined : ariaLabel}
      title={item.icon && !mobile ? ariaLabel : undefined}
    >
      {item.icon ? <BrandIcon name={item.icon} size={mobile ? 20 : 22} /> : null}
      {item.icon && !mobile ? null : <span>{label}</span>}
      {external && !item.icon ? <Icon name="external" size={13} className="docs-external-icon" /> : null}
    </Link>
  );
}
