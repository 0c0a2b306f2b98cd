import { useEffect, useRef, useState } from 'react';
import { useRoute, useSite } from '../hooks/site-context';
import { useWindowSize } from '../hooks/window-size';
import { translate } from '../i18n/translate';
import { MOBILE_MENU_ID } from '../lib/ids';
import { BlogSidebar } from './BlogSidebar';
import { ColorModeToggle } from './ColorModeToggle';
import { DocSidebar } from './DocSidebar';
import { Icon } from './Icon';
import { Link } from './Link';
import { NavbarItemView } from './NavbarItemView';

/** The phone and tablet navigation panel: the navbar's items and, on docs and blog pages, a secondary menu with the page's sidebar. */
export function MobileMenu({ onClose }: { onClose: () => void }) {
  const site = useSite();
  const route = useRoute();
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const docSidebar = route.kind === 'doc' ? route.props.sidebar : undefined;
  const blogSidebar = route.kind === 'blogPost' || route.kind === 'blogList' || route.kind === 'blogTag' || route.kind === 'blogAuthor' ? route.props.sidebar : undefined;
  const hasSecondary = Boolean(docSidebar?.length) || Boolean(blogSidebar?.items.length);
  const [secondary, setSecondary] = useState(hasSecondary);

  useEffect(() => {
    closeRef.current?.focus();
    // The page behind must not scroll while the panel is open.
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'Tab') keepFocusInside(event, panelRef.current);
    };
    document.addEventListener('keydown', onKey);
    // Going back closes the menu (the navigation itself goes ahead).
    window.addEventListener('popstate', onClose);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('popstate', onClose);
    };
  }, [onClose]);

  // A window widened to the desktop layout has the navbar back, so the panel goes.
  const windowSize = useWindowSize();
  useEffect(() => {
    if (windowSize === 'desktop') onClose();
  }, [windowSize, onClose]);

  const items = site.navbar.items.filter((item) => item.type !== 'search');
  return (
    <div className="docs-mobile-menu" id={MOBILE_MENU_ID}>
      <div className="docs-mobile-menu__backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        className="docs-mobile-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-label={translate({ id: 'theme.navbar.mobileMenu.label', message: 'Navigation menu' })}
        onClick={(event) => {
          // Any followed link closes the menu, even one to the page already shown.
          if ((event.target as Element).closest('a[href]')) onClose();
        }}
      >
        <div className="docs-mobile-menu__header">
          <Link to={site.navbar.logo?.href ?? '/'} className="docs-navbar__brand" onClick={onClose}>
            <strong className="docs-navbar__title">{site.navbar.title}</strong>
          </Link>
          <ColorModeToggle />
          <button ref={closeRef} type="button" className="docs-icon-button" aria-label={translate({ id: 'theme.docs.sidebar.closeSidebarButtonAriaLabel', message: 'Close navigation bar' })} onClick={onClose}>
            <Icon name="close" size={20} />
          </button>
        </div>
        <div className="docs-mobile-menu__body">
          {secondary && hasSecondary ? (
            <div className="docs-mobile-menu__secondary">
              <button type="button" className="docs-mobile-menu__back" onClick={() => setSecondary(false)}>
                <Icon name="arrow-left" size={16} />
                {translate({ id: 'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel', message: 'Back to main menu' })}
              </button>
              {docSidebar ? <DocSidebar items={docSidebar} path={route.path} className="docs-sidebar--mobile" /> : null}
              {blogSidebar ? <BlogSidebar sidebar={blogSidebar} path={route.path} className="docs-blog-sidebar--mobile" /> : null}
            </div>
          ) : (
            <ul className="docs-mobile-menu__items">
              {items.map((item, index) => (
                <li key={index}>
                  <NavbarItemView item={item} mobile />
                </li>
              ))}
              {hasSecondary ? (
                <li>
                  <button type="button" className="docs-navbar__link docs-navbar__link--mobile docs-mobile-menu__forward" onClick={() => setSecondary(true)}>
                    <span>{docSidebar ? translate({ id: 'theme.navbar.mobileMenu.docsMenu', message: 'Docs menu' }) : translate({ id: 'theme.navbar.mobileMenu.blogMenu', message: 'Blog menu' })}</span>
                    <Icon name="chevron-right" size={16} />
                  </button>
                </li>
              ) : null}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Tab past the panel's last control wraps to its first, and Shift+Tab back (a modal dialog keeps focus inside it). */
function keepFocusInside(event: KeyboardEvent, panel: HTMLElement | null): void {
  if (!panel) return;
  const tabbable = [...panel.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => element.getClientRects().length > 0);
  if (tabbable.length === 0) return;
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !panel.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
