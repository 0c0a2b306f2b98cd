import { translate } from '../i18n/translate';
import { isActivePath } from '../lib/url';
import { Icon } from './Icon';
import { Link } from './Link';

/** Props of Breadcrumbs: the sidebar ancestors of the page (the page itself may or may not be the last one). */
export interface BreadcrumbsProps {
  items: readonly { label: string; href?: string }[];
  current: { label: string; path: string };
}

/** The path to the current doc through the sidebar, starting at the home page and ending with the current page. */
export function Breadcrumbs({ items: ancestors, current }: BreadcrumbsProps) {
  const last = ancestors[ancestors.length - 1];
  // The generator may list only the ancestors: the page itself is then added as the last crumb.
  const items = last && isActivePath(current.path, last.href) ? ancestors : [...ancestors, { label: current.label, href: current.path }];
  if (ancestors.length === 0) return null;
  return (
    <nav className="docs-breadcrumbs" aria-label={translate({ id: 'theme.docs.breadcrumbs.navAriaLabel', message: 'Breadcrumbs' })}>
      <ol className="docs-breadcrumbs__list">
        <li className="docs-breadcrumbs__item">
          <Link
            to="/"
            className="docs-breadcrumbs__link docs-breadcrumbs__home"
            aria-label={translate({ id: 'theme.docs.breadcrumbs.home', message: 'Home page' })}
          >
            <Icon name="home" size={15} />
          </Link>
        </li>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="docs-breadcrumbs__item">
              <Icon name="chevron-right" size={14} className="docs-breadcrumbs__separator" />
              {item.href && !last ? (
                <Link to={item.href} className="docs-breadcrumbs__link">
                  {item.label}
                </Link>
              ) : (
                <span className={last ? 'docs-breadcrumbs__current' : 'docs-breadcrumbs__text'} aria-current={last ? 'page' : undefined}>
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
