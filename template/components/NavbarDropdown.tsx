import type { ReactNode, Ref } from 'react';
import { useDropdownMenu } from '../hooks/use-dropdown-menu';
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
  const { open, setOpen, rootRef, toggleRef, menuId, onKeyDown } = useDropdownMenu(mobile, active);

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
    <div
      className={classes.join(' ')}
      ref={rootRef}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Tabbing out of the menu closes it (not a list of the mobile menu, which its toggle alone closes).
        if (!mobile && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      {renderToggle ? (
        renderToggle(toggle)
      ) : (
        <button type="button" {...toggle} ref={toggleRef as Ref<HTMLButtonElement>} onClick={() => setOpen((value) => !value)} />
      )}
      <ul
        className="docs-dropdown__menu"
        id={menuId}
        onClick={(event) => {
          if ((event.target as Element).closest('a[href]')) setOpen(false);
        }}
      >
        {children}
      </ul>
    </div>
  );
}
