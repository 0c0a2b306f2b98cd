import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode, type Ref } from 'react';
import { useRoute } from '../hooks/site-context';
import { Icon } from './Icon';

/** What a dropdown's toggle gets: its ref, class, ARIA state, and the label with its chevron. */
export interface DropdownToggleProps {
  ref: Ref<HTMLElement>;
  className: string;
  'aria-expanded': boolean;
  'aria-haspopup': true;
  'aria-controls': string;
  'aria-label'?: string;
  children: ReactNode;
}

/** Props of NavbarDropdown. */
export interface NavbarDropdownProps {
  label: ReactNode;
  /** The toggle's accessible name, when the visible label is not enough. */
  ariaLabel?: string;
  /** Draws the toggle in place of the theme's button (a label that is a link); it opens the menu with the arrow keys. */
  renderToggle?: (props: DropdownToggleProps) => ReactNode;
  /** The menu's items: `<li>`s holding links of class `docs-dropdown__link`. */
  children: ReactNode;
  active?: boolean;
  className?: string;
  mobile?: boolean;
}

/**
 * A navbar menu, as Docusaurus' dropdowns behave: on the desktop it opens on hover, on a click
 * of its toggle, or with Enter, Space and the arrow keys; arrows, Home and End move between its
 * links, Escape and Tab out close it. In the mobile menu it is a collapsible list.
 */
export function NavbarDropdown({ label, ariaLabel, renderToggle, children, active = false, className, mobile = false }: NavbarDropdownProps) {
  const route = useRoute();
  const [open, setOpen] = useState(mobile && active);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLElement>(null);
  const menuId = useId();
  // Which link an arrow key asked for while the menu was still closed (it can take focus once shown).
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const menuLinks = () => [...(rootRef.current?.querySelectorAll<HTMLElement>('.docs-dropdown__link') ?? [])];

  useEffect(() => {
    // In the mobile menu, lists open and close by their toggles alone: closing one as another is tapped would move what the tap was aimed at.
    if (!open || mobile) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, mobile]);

  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    const links = menuLinks();
    (focusOnOpen.current === 'first' ? links[0] : links[links.length - 1])?.focus();
    focusOnOpen.current = null;
  }, [open]);

  // Close after a navigation, whichever link caused it (the mobile menu keeps an active one open).
  useEffect(() => setOpen(mobile && active), [route.path, mobile, active]);

  // Arrow keys open the menu from the toggle and move between its links (wrapping), as in a menu button.
  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    const links = menuLinks();
    const index = links.indexOf(document.activeElement as HTMLElement);
    if (index === -1) {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      if (open) (event.key === 'ArrowDown' ? links[0] : links[links.length - 1])?.focus();
      else {
        focusOnOpen.current = event.key === 'ArrowDown' ? 'first' : 'last';
        setOpen(true);
      }
      return;
    }
    event.preventDefault();
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? links.length - 1 : (index + (event.key === 'ArrowDown' ? 1 : -1) + links.length) % links.length;
    links[next]?.focus();
  };

  const classes = ['docs-dropdown'];
  if (open) classes.push('docs-dropdown--open');
  if (mobile) classes.push('docs-dropdown--mobile');
  if (className) classes.push(className);
  const toggle: DropdownToggleProps = {
    ref: toggleRef,
    className: active ? 'docs-navbar__link docs-dropdown__toggle docs-navbar__link--active' : 'docs-navbar__link docs-dropdown__toggle',
    'aria-expanded': open,
    'aria-haspopup': true,
    'aria-controls': menuId,
    'aria-label': ariaLabel,
    children: (
      <>
        <span>{label}</span>
        <Icon name="chevron-down" size={14} className="docs-dropdown__chevron" />
      </>
    ),
  };

  return (
    <div className={classes.join(' ')} ref={rootRef} onKeyDown={onKeyDown} onBlur={(event) => {
      // Tabbing out of the menu closes it (not a list of the mobile menu, which its toggle alone closes).
      if (!mobile && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
    }}>
      {renderToggle ? renderToggle(toggle) : <button type="button" {...toggle} ref={toggleRef as Ref<HTMLButtonElement>} onClick={() => setOpen((value) => !value)} />}
      <ul className="docs-dropdown__menu" id={menuId} onClick={(event) => {
        if ((event.target as Element).closest('a[href]')) setOpen(false);
      }}>
        {children}
      </ul>
    </div>
  );
}
