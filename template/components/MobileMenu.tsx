import { useState, type RefObject } from 'react';
import { useMenuPanel } from '../hooks/use-menu-panel';
import { useRoute, useSite } from '../hooks/site-context';
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
  const route = useRoute();
  const { closeRef, panelRef } = useMenuPanel(onClose);
  const docSidebar = route.kind === 'doc' ? route.props.sidebar : undefined;
  const blogSidebar =
    route.kind === 'blogPost' || route.kind === 'blogList' || route.kind === 'blogTag' || route.kind === 'blogAuthor' ? route.props.sidebar : undefined;
  const hasSecondary = Boolean(docSidebar?.length) || Boolean(blogSidebar?.items.length);
  const [secondary, setSecondary] = useState(hasSecondary);

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
        <MobileMenuHeader onClose={onClose} closeRef={closeRef} />
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
            <MobileMenuItems secondary={hasSecondary ? (docSidebar ? 'docs' : 'blog') : undefined} onForward={() => setSecondary(true)} />
          )}
        </div>
      </div>
    </div>
  );
}

/** The panel's top row: the site's title linking home, the color mode toggle and the close button. */
function MobileMenuHeader({ onClose, closeRef }: { onClose: () => void; closeRef: RefObject<HTMLButtonElement | null> }) {
  const site = useSite();
  return (
    <div className="docs-mobile-menu__header">
      <Link to={site.navbar.logo?.href ?? '/'} className="docs-navbar__brand" onClick={onClose}>
        <strong className="docs-navbar__title">{site.navbar.title}</strong>
      </Link>
      <ColorModeToggle />
      <button
        ref={closeRef}
        type="button"
        className="docs-icon-button"
        aria-label={translate({ id: 'theme.docs.sidebar.closeSidebarButtonAriaLabel', message: 'Close navigation bar' })}
        onClick={onClose}
      >
        <Icon name="close" size={20} />
      </button>
    </div>
  );
}

/** The main menu: the navbar's items (search aside), then the way to the page's docs or blog sidebar when it has one. */
function MobileMenuItems({ secondary, onForward }: { secondary: 'docs' | 'blog' | undefined; onForward: () => void }) {
  const site = useSite();
  const items = site.navbar.items.filter((item) => item.type !== 'search');
  return (
    <ul className="docs-mobile-menu__items">
      {items.map((item, index) => (
        <li key={index}>
          <NavbarItemView item={item} mobile />
        </li>
      ))}
      {secondary ? (
        <li>
          <button type="button" className="docs-navbar__link docs-navbar__link--mobile docs-mobile-menu__forward" onClick={onForward}>
            <span>
              {secondary === 'docs'
                ? translate({ id: 'theme.navbar.mobileMenu.docsMenu', message: 'Docs menu' })
                : translate({ id: 'theme.navbar.mobileMenu.blogMenu', message: 'Blog menu' })}
            </span>
            <Icon name="chevron-right" size={16} />
          </button>
        </li>
      ) : null}
    </ul>
  );
}
