import { useCallback, useEffect, useRef, useState } from 'react';
import { useRoute, useSite } from '../hooks/site-context';
import { useHideOnScroll } from '../hooks/use-hide-on-scroll';
import { translate } from '../i18n/translate';
import { MOBILE_MENU_ID } from '../lib/ids';
import { ColorModeToggle } from './ColorModeToggle';
import { Icon } from './Icon';
import { Link } from './Link';
import { MobileMenu } from './MobileMenu';
import { NavbarItemView } from './NavbarItemView';

/** The top navigation bar: brand, left and right items, colour toggle and search; a menu button below the desktop breakpoint; optionally hides on scroll down. */
export function Navbar() {
  const { navbar } = useSite();
  const { menuOpen, setMenuOpen, toggleRef, closeMenu } = useMobileMenu();
  const hidden = useHideOnScroll(navbar.hideOnScroll) && !menuOpen;

  const left = navbar.items.filter((item) => item.position === 'left');
  const right = navbar.items.filter((item) => item.position !== 'left' && item.type !== 'search');
  const search = navbar.items.filter((item) => item.type === 'search');

  return (
    <header className={hidden ? 'docs-navbar-wrapper docs-navbar-wrapper--hidden' : 'docs-navbar-wrapper'}>
      <nav className="docs-navbar" aria-label={translate({ id: 'theme.navbar.ariaLabel', message: 'Main' })}>
        <div className="docs-navbar__inner">
          <button
            ref={toggleRef}
            type="button"
            className="docs-icon-button docs-navbar__toggle"
            aria-label={translate({ id: 'theme.docs.sidebar.toggleSidebarButtonAriaLabel', message: 'Toggle navigation bar' })}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name="menu" size={22} />
          </button>
          <NavbarBrand />
          <div className="docs-navbar__items docs-navbar__items--left">
            {left.map((item, index) => (
              <NavbarItemView key={index} item={item} />
            ))}
          </div>
          <div className="docs-navbar__items docs-navbar__items--right">
            {right.map((item, index) => (
              <NavbarItemView key={index} item={item} />
            ))}
            <ColorModeToggle className="docs-navbar__color-toggle" />
            {search.map((item, index) => (
              <NavbarItemView key={`search-${index}`} item={item} />
            ))}
          </div>
        </div>
      </nav>
      {menuOpen ? <MobileMenu onClose={closeMenu} /> : null}
    </header>
  );
}

/**
 * Whether the mobile menu is open, and its closing: focus goes back to the menu button, and a
 * navigation (from a link in the menu) closes it.
 */
function useMobileMenu() {
  const route = useRoute();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    toggleRef.current?.focus({ preventScroll: true });
  }, []);
  useEffect(() => setMenuOpen(false), [route.path]);
  return { menuOpen, setMenuOpen, toggleRef, closeMenu };
}

/** The brand at the navbar's start: the logo (a dark-mode one beside it when set), the title and the beta badge, linking home. */
function NavbarBrand() {
  const { navbar } = useSite();
  const logo = navbar.logo;
  return (
    <Link to={logo?.href ?? '/'} className="docs-navbar__brand">
      {logo ? (
        <>
          <img
            className={logo.srcDark ? 'docs-navbar__logo docs-only-light' : 'docs-navbar__logo'}
            src={logo.src}
            alt={logo.alt}
            width={logo.width}
            height={32}
          />
          {logo.srcDark ? <img className="docs-navbar__logo docs-only-dark" src={logo.srcDark} alt={logo.alt} width={logo.width} height={32} /> : null}
        </>
      ) : null}
      {navbar.title ? <strong className="docs-navbar__title">{navbar.title}</strong> : null}
      {navbar.betaLabel ? <span className="docs-badge docs-navbar__beta">{navbar.betaLabel}</span> : null}
    </Link>
  );
}
