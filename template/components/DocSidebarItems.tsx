import type { SidebarItem } from 'docs-kiln/shared/types';
import { isItemVisible } from '../lib/sidebar';
import { DocSidebarCategory } from './DocSidebarCategory';
import { DocSidebarLink } from './DocSidebarLink';

/** The visible items of one sidebar level (unlisted entries appear only when current). */
export function DocSidebarItems({ items, path, level }: { items: readonly SidebarItem[]; path: string; level: number }) {
  return (
    <>
      {items.map((item, index) =>
        !isItemVisible(item, path) ? null : item.type === 'category' ? (
          <DocSidebarCategory key={`${index}-${item.label}`} item={item} path={path} level={level} />
        ) : (
          <DocSidebarLink key={`${index}-${item.href}`} item={item} path={path} level={level} />
        ),
      )}
    </>
  );
}
