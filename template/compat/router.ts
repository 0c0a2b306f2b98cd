import { useMemo } from 'react';
import { useLocation as useRouterLocation, useRouter } from '../router/router-context';

/** A location as react-router gives it (what `@docusaurus/router` hands to a site's components). */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key?: string;
}

/** `useLocation()` of `@docusaurus/router`: the pathname, query and hash of the page shown. */
export function useLocation(): Location {
  const location = useRouterLocation();
  return useMemo(() => ({ pathname: location.pathname, search: location.search, hash: location.hash, state: undefined }), [location]);
}

/** `useHistory()` of `@docusaurus/router`: push and replace navigate client-side; the rest of history as the browser has it. */
export function useHistory() {
  const router = useRouter();
  const location = useLocation();
  return useMemo(() => {
    const go = (to: string | { pathname?: string; search?: string; hash?: string }, replace: boolean) => {
      const href = typeof to === 'string' ? to : `${to.pathname ?? location.pathname}${to.search ?? ''}${to.hash ?? ''}`;
      if (router) void router.navigate(href, { replace });
      else if (typeof window !== 'undefined') window.location.assign(href);
    };
    return {
      location,
      push: (to: Parameters<typeof go>[0]) => go(to, false),
      replace: (to: Parameters<typeof go>[0]) => go(to, true),
      go: (n: number) => window.history.go(n),
      goBack: () => window.history.back(),
      goForward: () => window.history.forward(),
    };
  }, [router, location]);
}
