import type { VersionInfo } from 'docs-kiln/shared/types';
import { useMemo } from 'react';
import { useRoute, useSite } from '../hooks/site-context';

// While the server renders a page: the full list of docs, and whether a component asked for it.
let serverDocs: VersionInfo[] | undefined;
let asked = false;

/** Starts a page's server render: the docs' full list is there for the components that ask. */
export function beginAllDocs(docs: VersionInfo[] | undefined): void {
  serverDocs = docs;
  asked = false;
}

/** Ends a page's server render; true when a component asked for the full list (the page must carry it). */
export function endAllDocs(): boolean {
  serverDocs = undefined;
  return asked;
}

/**
 * The docs versions of the site, each with all its docs. The browser's site data lists only
 * each version's main doc (most pages need no more), so `docs` is read when asked for: on the
 * server, asking marks the page, whose data then carries the full list for its hydration and
 * its client-side visits. Code that first reads `docs` in the browser only (in an effect, or
 * after a click) on a page whose render never did gets the main doc alone.
 */
export function useDocsVersions(): VersionInfo[] {
  const route = useRoute();
  const site = useSite();
  return useMemo(
    () =>
      site.versions.map((version) => {
        const lazy = { ...version } as VersionInfo;
        Object.defineProperty(lazy, 'docs', {
          enumerable: true,
          get() {
            let full = route.allDocs;
            if (!full && serverDocs) {
              asked = true;
              full = serverDocs;
            }
            return full?.find((v) => v.pluginId === version.pluginId && v.name === version.name)?.docs ?? version.docs;
          },
        });
        return lazy;
      }),
    [site, route],
  );
}
