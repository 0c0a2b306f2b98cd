import { useEffect, useRef } from 'react';
import { useWindowSize } from './window-size';

/**
 * What makes the mobile menu's panel a modal dialog while it is open: focus on its close
 * button, the page behind kept from scrolling, Tab kept inside it, and Escape, going back or a
 * window widened to the desktop layout (which has the navbar back) closing it.
 */
export function useMenuPanel(onClose: () => void) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

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

  const windowSize = useWindowSize();
  useEffect(() => {
    if (windowSize === 'desktop') onClose();
  }, [windowSize, onClose]);

  return { closeRef, panelRef };
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
