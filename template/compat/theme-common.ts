import { useCallback, useEffect, useMemo, useState } from 'react';
import { useColorMode as useThemeColorMode, type ColorMode } from '../hooks/color-mode';
import { getStorageStore, useStorageStore } from '../hooks/create-store';
import { useSite } from '../hooks/site-context';

export { ThemeClassNames } from './theme-common/class-names';
export { Collapsible, type CollapsibleProps } from './theme-common/Collapsible';
export { HtmlClassNameProvider } from './theme-common/HtmlClassNameProvider';
export { NavbarSecondaryMenuFiller } from './theme-common/NavbarSecondaryMenuFiller';
export { PageMetadata, type PageMetadataProps } from './theme-common/PageMetadata';
export { usePluralForm } from './theme-common/plural-form';
/** `useDocsSidebar` (exported by `@docusaurus/theme-common` before it moved to the docs plugin's client). */
export { useDocsSidebar } from './docs-client';
/** `Details` of `@docusaurus/theme-common`: the theme's collapsible details. */
export { default as Details } from './theme/Details';

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

/** `useCollapsible({ initialState, forceOpen })` of `@docusaurus/theme-common`: a collapsed state with a setter and a toggle. */
export function useCollapsible({ initialState, forceOpen }: { initialState: boolean | (() => boolean); forceOpen?: boolean }) {
  const [collapsed, setCollapsed] = useState(initialState);
  const toggleCollapsed = useCallback(() => setCollapsed((value) => !value), []);
  return { collapsed: forceOpen ? false : collapsed, setCollapsed, toggleCollapsed };
}

/** `useThemeConfig()` of `@docusaurus/theme-common`: the theme's part of the config (navbar, footer, colour mode, announcement bar). */
export function useThemeConfig() {
  const site = useSite();
  return useMemo(
    () => ({
      navbar: site.navbar,
      footer: site.footer,
      colorMode: site.colorMode,
      announcementBar: site.announcementBar,
      prism: {},
      docs: { sidebar: { hideable: false, autoCollapseCategories: false } },
      tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    }),
    [site],
  );
}

/** `isRegexpStringMatch(pattern, text)` of `@docusaurus/theme-common`: whether the regular expression in `pattern` matches (false without one). */
export function isRegexpStringMatch(pattern: string | undefined, text: string): boolean {
  return pattern !== undefined && new RegExp(pattern, 'gi').test(text);
}

/**
 * `usePrismTheme()` of `@docusaurus/theme-common`: a prism-react-renderer theme. Code here is
 * highlighted at build time and coloured by the theme's CSS, so the theme is its plain colours
 * (the theme's code colours, following the colour mode) with no token styles.
 */
export function usePrismTheme(): { plain: { color: string; backgroundColor: string }; styles: { types: string[]; style: Record<string, string> }[] } {
  return useMemo(() => ({ plain: { color: 'var(--docs-color-code-text)', backgroundColor: 'var(--docs-color-code-bg)' }, styles: [] }), []);
}
