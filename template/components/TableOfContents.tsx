import type { TocItem } from 'docs-kiln/shared/types';
import { useActiveHeading } from '../hooks/use-active-heading';
import { translate } from '../i18n/translate';
import { tocIds } from '../lib/toc';
import { TocList } from './TocList';

/** The sticky "On this page" table of contents beside the content (desktop), highlighting the section being read. */
export function TableOfContents({ items }: { items: readonly TocItem[] }) {
  const active = useActiveHeading(tocIds(items));
  if (items.length === 0) return null;
  const title = translate({ id: 'theme.TOC.title', message: 'On this page' });
  return (
    <nav className="docs-toc" aria-label={title}>
      <div className="docs-toc__title">{title}</div>
      <TocList items={items} active={active} />
    </nav>
  );
}
