import { useEffect, useMemo, useState } from 'react';
import { useColorMode as useThemeColorMode, type ColorMode } from '../hooks/color-mode';
import { getStorageStore, useStorageStore } from '../hooks/create-store';

/** `useColorMode()` of `@docusaurus/theme-common`: the current mode and a setter. */
export function useColorMode(): { colorMode: ColorMode; setColorMode: (mode: ColorMode) => void; isDarkTheme: boolean } {
  const { mode, setMode } = useThemeColorMode();
  return { colorMode: mode, setColorMode: setMode, isDarkTheme: mode === 'dark' };
}

/** A localStorage key, as `useStorageSlot()` gives it: read, write, remove, and listen to changes. */
export interface StorageSlot {
  get(): string | null;
  set(value: string): void;
  del(): void;
  listen(onChange: () => void): () => void;
}

/**
 * `useStorageSlot(key)` of `@docusaurus/theme-common`: the value stored under a localStorage
 * key (null on the server and during hydration, so the HTML never depends on one reader's
 * storage) and the slot to change it. Every component reading the key re-renders when it
 * changes, on this page or another tab; the theme's tabs with a `groupId` keep their choice
 * under `docusaurus.tab.<groupId>`, as in Docusaurus, so a component can follow them.
 */
export function useStorageSlot(key: string | null): [string | null, StorageSlot] {
  // A null key reads nothing, on a key nobody writes (hooks run the same way every render).
  const store = getStorageStore(key ?? '\u0000none');
  const value = useStorageStore(store);
  const slot = useMemo<StorageSlot>(
    () => ({
      get: () => (key === null ? null : store.get()),
      set: (next) => {
        if (key !== null) store.set(next);
      },
      del: () => {
        if (key !== null) store.set(null);
      },
      listen: (onChange) => store.subscribe(onChange),
    }),
    [key, store],
  );
  return [key === null ? null : value, slot];
}

/** Docusaurus' breakpoint between its mobile and desktop layouts, in CSS pixels. */
const DESKTOP_MIN_WIDTH = 997;

/**
 * `useWindowSize()` of `@docusaurus/theme-common`: "ssr" on the server and during hydration,
 * then "desktop" or "mobile" as the window is at least 997 px wide or not, following resizes.
 */
export function useWindowSize(): 'desktop' | 'mobile' | 'ssr' {
  const [size, setSize] = useState<'desktop' | 'mobile' | 'ssr'>('ssr');
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
    const update = () => setSize(query.matches ? 'desktop' : 'mobile');
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return size;
}
