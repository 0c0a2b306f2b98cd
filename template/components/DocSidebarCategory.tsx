import { useEffect, useId, useState, type Dispatch, type SetStateAction } from 'react';
import type { SidebarCategory } from 'docs-kiln/shared/types';
import { translate } from '../i18n/translate';
import { isItemActive } from '../lib/sidebar';
import { isActivePath } from '../lib/url';
import { Collapsible } from './Collapsible';
import { DocSidebarItems } from './DocSidebarItems';
import { Icon } from './Icon';
import { Link } from './Link';

/** A sidebar category: a heading (a link when the category has a page) that opens and closes its items. */
export function DocSidebarCategory({ item, path, level }: { item: SidebarCategory; path: string; level: number }) {
  const active = isItemActive(item, path);
  const current = Boolean(item.href) && isActivePath(path, item.href);
  const [collapsed, setCollapsed] = useState(item.collapsible ? !active && item.collapsed : false);
  const listId = useId();

  // Navigating into a closed category opens it, so the current page is always visible.
  useEffect(() => {
    if (active) setCollapsed(false);
  }, [active]);

  const isCollapsed = item.collapsible && collapsed;
  return (
    <li className="docs-menu__item docs-menu__item--category" data-level={level}>
      <CategoryHeading item={item} active={active} current={current} collapsed={collapsed} setCollapsed={setCollapsed} listId={listId} />
      <Collapsible as="ul" id={listId} collapsed={isCollapsed} lazy className="docs-menu__list docs-menu__list--nested">
        <DocSidebarItems items={item.items} path={path} level={level + 1} />
      </Collapsible>
    </li>
  );
}

interface CategoryHeadingProps {
  item: SidebarCategory;
  /** The current page is the category's or one of its items'. */
  active: boolean;
  /** The current page is the category's own. */
  current: boolean;
  collapsed: boolean;
  setCollapsed: Dispatch<SetStateAction<boolean>>;
  /** The id of the item list it opens and closes. */
  listId: string;
}

/**
 * A category's heading row: the link to its page (with a caret button beside it when it
 * collapses), a button that opens and closes it when it has no page, or plain text.
 */
function CategoryHeading({ item, active, current, collapsed, setCollapsed, listId }: CategoryHeadingProps) {
  const isCollapsed = item.collapsible && collapsed;
  const toggleLabel = translate(
    { id: 'theme.DocSidebarItem.toggleCollapsedCategoryAriaLabel', message: "Toggle the collapsible sidebar category '{label}'" },
    { label: item.label },
  );
  const headerClasses = ['docs-menu__category'];
  if (active) headerClasses.push('docs-menu__category--active');

  return (
    <div className={headerClasses.join(' ')}>
      {item.href ? (
        <Link
          href={item.href}
          className={current ? 'docs-menu__link docs-menu__link--category docs-menu__link--active' : 'docs-menu__link docs-menu__link--category'}
          aria-current={current ? 'page' : undefined}
          onClick={() => {
            // Opening a category's page also opens the category.
            if (item.collapsible && collapsed) setCollapsed(false);
          }}
        >
          {item.label}
        </Link>
      ) : item.collapsible ? (
        <button
          type="button"
          className="docs-menu__link docs-menu__link--category docs-menu__caret-row"
          aria-expanded={!isCollapsed}
          aria-controls={listId}
          onClick={() => setCollapsed((value) => !value)}
        >
          <span>{item.label}</span>
          <Icon name="chevron-right" size={16} className="docs-menu__caret" />
        </button>
      ) : (
        <span className="docs-menu__link docs-menu__link--category docs-menu__link--static">{item.label}</span>
      )}
      {item.href && item.collapsible ? (
        <button
          type="button"
          className="docs-menu__caret-button"
          aria-label={toggleLabel}
          aria-expanded={!isCollapsed}
          aria-controls={listId}
          onClick={() => setCollapsed((value) => !value)}
        >
          <Icon name="chevron-right" size={16} className="docs-menu__caret" />
        </button>
      ) : null}
    </div>
  );
}
