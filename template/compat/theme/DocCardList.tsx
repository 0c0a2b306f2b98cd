import type { DocPageProps, SidebarItem } from 'docs-kiln/shared/types';
import { Link } from '../../components/Link';
import { useRoute } from '../../hooks/site-context';
import { plural } from '../../i18n/plural';
import { isActivePath } from '../../lib/url';

/**
 * `@theme/DocCardList`: a card per item of the sidebar category whose page this is (as
 * Docusaurus' category index docs use it), or of the `items` given. A card shows the item's
 * label, and a category the number of its items.
 */
export default function DocCardList({ items, className }: { items?: SidebarItem[]; className?: string }) {
  const route = useRoute();
  const shown = items ?? (route.kind === 'doc' ? categoryItems((route.props as unknown as DocPageProps).sidebar ?? [], route.path) : []);
  return (
    <ul className={className ? `docs-card-list ${className}` : 'docs-card-list'}>
      {shown.map((item) => {
        const href = item.type === 'link' ? item.href : (item.href ?? firstLink(item.items));
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

// The items of the category this page is the page of; else of the category that lists it.
function categoryItems(sidebar: SidebarItem[], path: string): SidebarItem[] {
  let parent: SidebarItem[] | undefined;
  const visit = (items: SidebarItem[]): SidebarItem[] | undefined => {
    for (const item of items) {
      if (item.type === 'link') {
        if (isActivePath(path, item.href)) parent ??= items;
        continue;
      }
      if (isActivePath(path, item.href)) return item.items;
      const found = visit(item.items);
      if (found) return found;
    }
    return undefined;
  };
  return (visit(sidebar) ?? parent ?? []).filter((item) => !(item.type === 'link' && isActivePath(path, item.href)));
}

function firstLink(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link') return item.href;
    const found = item.href ?? firstLink(item.items);
    if (found) return found;
  }
  return undefined;
}
