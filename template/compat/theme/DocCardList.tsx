import type { SidebarItem } from 'docs-kiln/shared/types';
import { firstSidebarLink } from 'docs-kiln/shared/sidebar-links';
import { Link } from '../../components/Link';
import { useCurrentSidebarCategoryItems } from '../docs-client';
import { plural } from '../../i18n/plural';

/**
 * `@theme/DocCardList`: a card per item of the sidebar category whose page this is (as
 * Docusaurus' category index docs use it), or of the `items` given. A card shows the item's
 * label, and a category the number of its items.
 */
export default function DocCardList({ items, className }: { items?: SidebarItem[]; className?: string }) {
  const current = useCurrentSidebarCategoryItems();
  const shown = items ?? current;
  return (
    <ul className={className ? `docs-card-list ${className}` : 'docs-card-list'}>
      {shown.map((item) => {
        const href = item.type === 'link' ? item.href : (item.href ?? firstSidebarLink(item.items));
        if (!href) return null;
        return (
          <li key={href}>
            <article className="docs-card">
              <h2 className="docs-card__title">
                <Link to={href}>{item.label}</Link>
              </h2>
              {item.type === 'category' ? (
                <p className="docs-card__text">
                  {plural(item.items.length, { id: 'theme.docs.DocCard.categoryDescription.one', message: '1 item' }, { id: 'theme.docs.DocCard.categoryDescription.other', message: '{count} items' })}
                </p>
              ) : null}
            </article>
          </li>
        );
      })}
    </ul>
  );
}
