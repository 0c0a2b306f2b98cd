import { describe, expect, it } from 'vitest';
import { isItemActive, isItemVisible } from '../../../template/lib/sidebar';
import { filterToc } from '../../../template/lib/toc';
import { sidebar } from './fixtures';

describe('sidebar visibility', () => {
  it('shows an unlisted link only when it is the active page', () => {
    const auth = sidebar[1];
    if (auth.type !== 'category') throw new Error('fixture');
    const secret = auth.items[1];
    expect(isItemVisible(secret, '/docs/intro')).toBe(false);
    expect(isItemVisible(secret, '/docs/auth/secret')).toBe(true);
  });

  it('shows a category with a visible link, or when it is active, never when it is empty of visible links', () => {
    expect(isItemVisible(sidebar[1], '/docs/intro')).toBe(true);
    expect(isItemVisible(sidebar[2], '/docs/intro')).toBe(false);
    expect(isItemVisible(sidebar[2], '/docs/nope')).toBe(true);
  });

  it('marks a category active when a child is the current page', () => {
    expect(isItemActive(sidebar[1], '/docs/auth/overview')).toBe(true);
    expect(isItemActive(sidebar[1], '/docs/intro')).toBe(false);
  });
});

describe('filterToc', () => {
  it('keeps the configured levels and lifts children of dropped entries', () => {
    const toc = [{ value: 'A', id: 'a', level: 2, children: [{ value: 'B', id: 'b', level: 3, children: [{ value: 'C', id: 'c', level: 4, children: [] }] }] }];
    expect(filterToc(toc, 2, 2)).toEqual([{ value: 'A', id: 'a', level: 2, children: [] }]);
    expect(filterToc(toc, 3, 4)).toEqual([{ value: 'B', id: 'b', level: 3, children: [{ value: 'C', id: 'c', level: 4, children: [] }] }]);
  });
});
