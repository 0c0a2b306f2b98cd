/** Groups items by a key, keeping the order in which keys first appear. */
export function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups];
}

/** The year of an ISO date string ("2024-03-05T..." → "2024"), without time-zone surprises. */
export function yearOf(isoDate: string): string {
  return isoDate.slice(0, 4);
}

/** Groups labelled items by their upper-cased first letter, letters sorted, items sorted within. */
export function groupByLetter<T extends { label: string }>(items: readonly T[]): [string, T[]][] {
  const sorted = [...items].sort((a, b) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }));
  return groupBy(sorted, (item) => item.label.charAt(0).toLocaleUpperCase('en'));
}
