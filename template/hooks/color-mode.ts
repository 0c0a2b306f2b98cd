import { useCallback, useSyncExternalStore } from 'react';
import { onStorageChange, readStorage, writeStorage } from './local-storage';
import { useSite } from './site-context';

/** The two colour modes. */
export type ColorMode = 'light' | 'dark';

/** localStorage key of the chosen mode. */
export const COLOR_MODE_STORAGE_KEY = 'theme';

const listeners = new Set<() => void>();
let detach: (() => void) | undefined;

function currentMode(): ColorMode | null {
  const value = document.documentElement.getAttribute('data-theme');
  return value === 'dark' || value === 'light' ? value : null;
}

function applyMode(mode: ColorMode): void {
  document.documentElement.setAttribute('data-theme', mode);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the mode: follow it so all open tabs look the same.
  detach ??= onStorageChange(COLOR_MODE_STORAGE_KEY, () => {
    const stored = readStorage(COLOR_MODE_STORAGE_KEY);
    if (stored === 'dark' || stored === 'light') applyMode(stored);
  });
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && detach) {
      detach();
      detach = undefined;
    }
  };
}

/** Returns the active colour mode and a setter that applies it to <html> and persists it. */
export function useColorMode(): { mode: ColorMode; setMode: (mode: ColorMode) => void } {
  const site = useSite();
  const fallback = site.colorMode.defaultMode;
  // The <html data-theme> set by the no-flash script is the source of truth in the browser.
  const mode = useSyncExternalStore(
    subscribe,
    () => currentMode() ?? fallback,
    () => fallback,
  );
  const setMode = useCallback((next: ColorMode) => {
    writeStorage(COLOR_MODE_STORAGE_KEY, next);
    applyMode(next);
  }, []);
  return { mode, setMode };
}
