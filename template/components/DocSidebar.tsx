import { useEffect, useRef } from 'react';
import type { SidebarItem } from 'docs-kiln/shared/types';
import { translate } from '../i18n/translate';
import { DocSidebarItems } from './DocSidebarItems';

/** The docs sidebar navigation; when the page changes it scrolls its own box (never the page) to show the current link. */
export function DocSidebar({ items, path, className }: { items: readonly SidebarItem[]; path: string; className?: string }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const nav = ref.current;
    const active = nav?.querySelector<HTMLElement>('.docs-menu__link--active');
    if (!nav || !active) return;
    const navBox = nav.getBoundingClientRect();
    const linkBox = active.getBoundingClientRect();
    if (linkBox.top < navBox.top || linkBox.bottom > navBox.bottom) {
      nav.scrollTop += linkBox.top - navBox.top - navBox.height / 3;
    }
    // Only when the page changes: in between, the reader's own scrolling wins.
  }, [path]);
  return (
    <nav
      ref={ref}
      className={className ? `docs-sidebar ${className}` : 'docs-sidebar'}
      aria-label={translate({ id: 'theme.docs.sidebar.navAriaLabel', message: 'Docs sidebar' })}
    >
      <ul className="docs-menu__list">
        <DocSidebarItems items={items} path={path} level={1} />
      </ul>
    </nav>
  );
}
