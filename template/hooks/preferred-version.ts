import { useCallback } from 'react';
import type { SiteData, VersionInfo } from '../../src/shared/types';
import { getStorageStore, useStorageStore } from './create-store';
import { useSite } from './site-context';

/** localStorage key of the preferred docs version of one docs plugin (SPEC §9). */
export function preferredVersionKey(pluginId: string): string {
  return `docs-preferred-version-${pluginId}`;
}

/** Returns the reader's preferred docs version (undefined before hydration, or when the stored name matches none) and a setter. */
export function usePreferredVersion(): [VersionInfo | undefined, (name: string) => void] {
  const site = useSite();
  const store = getStorageStore(preferredVersionKey(site.docsPluginId));
  const name = useStorageStore(store);
  const version = name === null ? undefined : site.versions.find((v) => v.name === name);
  const setName = useCallback((next: string) => store.set(next), [store]);
  return [version, setName];
}

/** Clears a stored preferred version that names no version any more (SPEC §4), once, in the browser. */
export function clearStalePreferredVersion(site: SiteData): void {
  const store = getStorageStore(preferredVersionKey(site.docsPluginId));
  const name = store.get();
  if (name !== null && !site.versions.some((v) => v.name === name)) store.set(null);
}
