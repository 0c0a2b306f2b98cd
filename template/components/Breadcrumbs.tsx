import { translate } from '../i18n/translate';
import { Icon } from './Icon';
import { Link } from './Link';

/** The path to the current doc through the sidebar, starting at the home page; the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: readonly { label: string; href?: string }[] }) {
  if (items.length === 0) return null;
  return (
    <nav className="docs-breadcrumbs" aria-label={translate({ id: 'theme.docs.breadcrumbs.navAriaLabel', message: 'Breadcrumbs' })}>
      <ol className="docs-breadcrumbs__list">
        <li className="docs-breadcrumbs__item">
          <Link to="/" className="docs-breadcrumbs__link docs-breadcrumbs__home" aria-label={translate({ id: 'theme.docs.breadcrumbs.home', message: 'Home page' })}>
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
