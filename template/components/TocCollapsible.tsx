import { useEffect, useId, useState } from 'react';
import type { TocItem } from 'docs-kiln/shared/types';
import { useRoute } from '../hooks/site-context';
import { translate } from '../i18n/translate';
import { Collapsible } from './Collapsible';
import { Icon } from './Icon';
import { TocList } from './TocList';

/** The table of contents above the content on narrow screens: a closed "On this page" panel. */
export function TocCollapsible({ items }: { items: readonly TocItem[] }) {
  const [collapsed, setCollapsed] = useState(true);
  const route = useRoute();
  const id = useId();
  useEffect(() => setCollapsed(true), [route.path]);
  if (items.length === 0) return null;
  return (
    <div className={collapsed ? 'docs-toc-mobile' : 'docs-toc-mobile docs-toc-mobile--open'}>
      <button type="button" className="docs-toc-mobile__button" aria-expanded={!collapsed} aria-controls={id} onClick={() => setCollapsed((value) => !value)}>
        {translate({ id: 'theme.TOCCollapsible.toggleButtonLabel', message: 'On this page' })}
        <Icon name="chevron-right" size={16} className="docs-toc-mobile__caret" />
      </button>
      <Collapsible collapsed={collapsed} id={id} lazy>
        <div
          className="docs-toc-mobile__content"
          onClick={(event) => {
            // Jumping to a section closes the panel so the section is not hidden under it.
            if ((event.target as Element).closest('a')) setCollapsed(true);
          }}
        >
          <TocList items={items} />
        </div>
      </Collapsible>
    </div>
  );
}
