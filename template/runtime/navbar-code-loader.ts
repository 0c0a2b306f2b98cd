import { use } from 'react';

type NavbarCode = typeof import('./navbar-code');

let loaded: NavbarCode | undefined;
// The same promise on every render while it loads, as React's use() needs; a failed load is forgotten.
let loading: Promise<NavbarCode> | undefined;

/** Loads the code of the navbar's dropdown items, once (the server loads it before rendering any page). */
export function loadNavbarCode(): Promise<NavbarCode> {
  if (!loading) {
    const promise = import('./navbar-code').then((code) => (loaded = code));
    promise.catch(() => {
      if (loading === promise) loading = undefined;
    });
    loading = promise;
  }
  return loading;
}

/** The code of the navbar's dropdown items: at once when loaded (always on the server), else suspends until it is. */
export function useNavbarCode(): NavbarCode {
  return loaded ?? use(loadNavbarCode());
}
