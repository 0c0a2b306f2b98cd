import type { SidebarItem } from 'docs-kiln/shared/types';
import { firstSidebarLink } from 'docs-kiln/shared/sidebar-links';
import { categoryItemCount, DocCard as ThemeDocCard } from '../../components/DocCard';

/**
 * `@theme/DocCard`: the card of one sidebar item (a doc, a link or a category), as a category
 * index lists them: its label, and for a category the number of its items.
 */
export default function DocCard({ item }: { item: SidebarItem }) {
  const href = item.type === 'link' ? item.href : (item.href ?? firstSidebarLink(item.items));
  if (!href) return null;
  const text = item.type === 'category' ? (item.description ?? categoryItemCount(item.items.length)) : undefined;
  return <ThemeDocCard href={href} title={item.label} text={text} />;
}
