import type { TocItem } from 'docs-kiln/shared/types';

/** The nested list of TOC entries, with the active entry marked. */
export function TocList({ items, active, className }: { items: readonly TocItem[]; active?: string; className?: string }) {
  if (items.length === 0) return null;
  return (
    <ul className={className ?? 'docs-toc__list'}>
      {items.map((item) => (
        <li key={item.id}>
          <a
            href={`#${item.id}`}
            className={item.id === active ? 'docs-toc__link docs-toc__link--active' : 'docs-toc__link'}
            aria-current={item.id === active ? 'location' : undefined}
          >
            {item.value}
          </a>
          <TocList items={item.children} active={active} className="docs-toc__list docs-toc__list--nested" />
        </li>
      ))}
    </ul>
  );
}
