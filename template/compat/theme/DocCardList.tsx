import type { SidebarItem } from 'docs-kiln/shared/types';
import { firstSidebarLink } from 'docs-kiln/shared/sidebar-links';
import { categoryItemCount, DocCard } from '../../components/DocCard';
import { useCurrentSidebarCategoryItems } from '../docs-client';

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
            <DocCard href={href} title={item.label} text={item.type === 'category' ? categoryItemCount(item.items.length) : undefined} />
          </li>
        );
      })}
    </ul>
  );
}
