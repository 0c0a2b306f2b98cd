import { use } from 'react';

// The code that makes a React page's props (./page-props), a chunk of its own: a docs page never needs it.
type PagePropsCode = typeof import('./page-props');

let loaded: PagePropsCode | undefined;
// The same promise on every render while it loads, as React's use() needs; a failed load is forgotten.
let loading: Promise<PagePropsCode> | undefined;

/** Loads the code that makes a React page's props, once (the router loads it with a React page's route). */
export function loadPagePropsCode(): Promise<PagePropsCode> {
  if (!loading) {
    const promise = import('./page-props').then((code) => (loaded = code));
    promise.catch(() => {
      if (loading === promise) loading = undefined;
    });
    loading = promise;
  }
  return loading;
}

/** The code that makes a React page's props: at once when loaded (always on the server), else suspends until it is. */
export function usePagePropsCode(): PagePropsCode {
  return loaded ?? use(loadPagePropsCode());
}
