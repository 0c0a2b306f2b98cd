import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';
import { useRoute } from './site-context';

/**
 * The state and behaviour of a navbar menu (see NavbarDropdown): open or not, closed by Escape,
 * a click elsewhere and a navigation (in the mobile menu by its toggle alone), and the arrow
 * keys, Home and End, which open it from the toggle and move between its `.docs-dropdown__link`s.
 */
export function useDropdownMenu(mobile: boolean, active: boolean) {
  const route = useRoute();
  const [open, setOpen] = useState(mobile && active);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLElement>(null);
  const menuId = useId();
  // Which link an arrow key asked for while the menu was still closed (it can take focus once shown).
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const menuLinks = () => [...(rootRef.current?.querySelectorAll<HTMLElement>('.docs-dropdown__link') ?? [])];

  // In the mobile menu, lists open and close by their toggles alone: closing one as another is tapped would move what the tap was aimed at.
  useCloseFromOutside(open && !mobile, rootRef, toggleRef, setOpen);

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
    const next =
      event.key === 'Home' ? 0 : event.key === 'End' ? links.length - 1 : (index + (event.key === 'ArrowDown' ? 1 : -1) + links.length) % links.length;
    links[next]?.focus();
  };

  return { open, setOpen, rootRef, toggleRef, menuId, onKeyDown };
}

/** While `enabled` (an open desktop menu): a pointer press outside the menu closes it, and Escape closes it with focus back on its toggle. */
function useCloseFromOutside(
  enabled: boolean,
  rootRef: RefObject<HTMLElement | null>,
  toggleRef: RefObject<HTMLElement | null>,
  setOpen: (open: boolean) => void,
): void {
  useEffect(() => {
    if (!enabled) return;
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
  }, [enabled, rootRef, toggleRef, setOpen]);
}
