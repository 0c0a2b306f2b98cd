import { createContext, useCallback, useContext } from 'react';
import type { SiteData, VersionInfo } from 'docs-kiln/shared/types';
import { getStorageStore, useStorageStore, type StorageStore } from './create-store';
import { instanceVersions } from '../lib/versions';
import { useSite } from './site-context';

/** localStorage key of the preferred docs version of one docs plugin. */
export function preferredVersionKey(pluginId: string): string {
  return `docs-preferred-version-${pluginId}`;
}

/** The store of the preferred docs version, provided once by App through PreferredVersionProvider. */
export const PreferredVersionContext = createContext<StorageStore | null>(null);

/** Returns the store of the preferred version; a developer error outside PreferredVersionProvider. */
export function usePreferredVersionContext(): StorageStore {
  const store = useContext(PreferredVersionContext);
  if (!store) {
    throw new Error(
      'usePreferredVersion() was called outside <PreferredVersionProvider>: render the component inside <App>, which provides the preferred docs version.',
    );
  }
  return store;
}

/**
 * Returns the reader's preferred version of a docs instance (the site's main one by default;
 * undefined before hydration, or when the stored name matches none) and a setter.
 */
export function usePreferredVersion(pluginId?: string): [VersionInfo | undefined, (name: string) => void] {
  const provided = usePreferredVersionContext();
  const site = useSite();
  // Each docs instance remembers its own preferred version, as in Docusaurus.
  const store = pluginId === undefined || pluginId === site.docsPluginId ? provided : getStorageStore(preferredVersionKey(pluginId));
  const name = useStorageStore(store);
  const version = name === null ? undefined : instanceVersions(site, pluginId).find((v) => v.name === name);
  const setName = useCallback((next: string) => store.set(next), [store]);
  return [version, setName];
}

/** Returns the store of a site's preferred docs version (one per docs plugin). */
export function preferredVersionStore(site: Pick<SiteData, 'docsPluginId'>): StorageStore {
  return getStorageStore(preferredVersionKey(site.docsPluginId));
}

/** Clears a stored preferred version that names no version any more, once, in the browser, for every docs instance. */
export function clearStalePreferredVersion(site: SiteData): void {
  const ids = new Set([site.docsPluginId, ...site.versions.map((v) => v.pluginId ?? site.docsPluginId)]);
  for (const id of ids) {
    const store = getStorageStore(preferredVersionKey(id));
    const name = store.get();
    if (name !== null && !instanceVersions(site, id).some((v) => v.name === name)) store.set(null);
  }
}
