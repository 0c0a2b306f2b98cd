import { useSyncExternalStore } from 'react';

/** Widths up to this many pixels are "mobile", wider ones "desktop". */
export const DESKTOP_BREAKPOINT = 996;

/** The layout the window calls for; "ssr" on the server and until hydration is over. */
export type WindowSize = 'desktop' | 'mobile' | 'ssr';

let hydrated = false;
const listeners = new Set<() => void>();

/** Called by App once hydration is over: from then on the window size may differ from the server HTML. */
export function markHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  listeners.forEach((listener) => listener());
}

/** True once App has hydrated (always false on the server). */
export function isHydrated(): boolean {
  return hydrated;
}

/**
 * Returns "desktop" or "mobile" for the current window width. A developer error
 * before hydration: the server has no window, and a first render that used
 * the width would not match the server's HTML; use useWindowSize() in components.
 */
export function getWindowSize(breakpoint = DESKTOP_BREAKPOINT): 'desktop' | 'mobile' {
  if (typeof window === 'undefined' || !hydrated) {
    throw new Error(
      'getWindowSize() was called before React hydration: the window size is unknown until then. Use useWindowSize(), which returns "ssr" until hydration is over.',
    );
  }
  return window.innerWidth > breakpoint ? 'desktop' : 'mobile';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('resize', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('resize', listener);
  };
}

const snapshot = (): WindowSize => (hydrated ? getWindowSize() : 'ssr');
const serverSnapshot = (): WindowSize => 'ssr';

/** Returns "desktop" (wider than 996 px) or "mobile", and "ssr" on the server and during hydration; updates on resize. */
export function useWindowSize(): WindowSize {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
