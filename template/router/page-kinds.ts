import { use } from 'react';
import type { PageKind } from 'docs-kiln/shared/types';
import { isLazyPageKind } from 'docs-kiln/shared/page-kinds';

// The chunk of the page components loaded with their route (see pages/lazy-pages.tsx).
type LazyPages = typeof import('../pages/lazy-pages');

let loaded: LazyPages | undefined;
// The same promise on every render while it loads, as React's use() needs; a failed load is
// forgotten, so the next render or navigation tries again (a navigation falls back to a full load).
let loading: Promise<LazyPages> | undefined;

function load(): Promise<LazyPages> {
  if (!loading) {
    const promise = import('../pages/lazy-pages').then((pages) => (loaded = pages));
    promise.catch(() => {
      if (loading === promise) loading = undefined;
    });
    loading = promise;
  }
  return loading;
}

/** Loads the page component a route's kind renders with, when it is not in the main bundle. */
export async function loadPageKind(kind: PageKind): Promise<void> {
  if (isLazyPageKind(kind)) await load();
}

/** Loads every lazily loaded page component (the server renders any kind, synchronously). */
export async function loadAllPageKinds(): Promise<void> {
  await load();
}

/** The lazily loaded page components: at once when loaded, else suspends until they are. */
export function useLazyPages(): LazyPages {
  return loaded ?? use(load());
}
