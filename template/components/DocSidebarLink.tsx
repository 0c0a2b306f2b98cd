import type { SidebarLink } from 'docs-kiln/shared/types';
import { isActivePath, isWebUrl } from '../lib/url';
import { Icon } from './Icon';
import { Link } from './Link';

/** A link of the docs sidebar; the current page is marked for styling and for screen readers. */
export function DocSidebarLink({ item, path, level }: { item: SidebarLink; path: string; level: number }) {
  const active = isActivePath(path, item.href);
  const external = isWebUrl(item.href);
  const classes = ['docs-menu__link'];
  if (active) classes.push('docs-menu__link--active');
  return (
    <li className={item.className ? `docs-menu__item docs-menu__item--link ${item.className}` : 'docs-menu__item docs-menu__item--link'} data-level={level}>
      <Link href={item.href} className={classes.join(' ')} aria-current={active ? 'page' : undefined}>
        {item.label}
        {external ? <Icon name="external" size={12} className="docs-external-icon" /> : null}
      </Link>
    </li>
  );
}
