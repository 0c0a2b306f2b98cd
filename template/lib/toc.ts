import type { TocItem } from 'docs-kiln/shared/types';

/** Keeps the TOC entries between two heading levels; children of dropped entries move up. */
export function filterToc(items: readonly TocItem[], minLevel: number, maxLevel: number): TocItem[] {
  const result: TocItem[] = [];
  for (const item of items) {
    const children = filterToc(item.children ?? [], minLevel, maxLevel);
    if (item.level >= minLevel && item.level <= maxLevel) result.push({ ...item, children });
    else result.push(...children);
  }
  return result;
}

/** Ids of every entry, in document order. */
export function tocIds(items: readonly TocItem[]): string[] {
  return items.flatMap((item) => [item.id, ...tocIds(item.children)]);
}
