import { createElement, useMemo, type ComponentType } from 'react';
import { useLocation as useRouterLocation, useRouter } from '../router/router-context';
import { matchPath, type Match, type MatchOptions } from './match-path';

export { matchPath, type Match, type MatchOptions } from './match-path';
export { Redirect, type RedirectProps } from './Redirect';
/** `Link` of `@docusaurus/router`: the theme's link. */
export { Link } from '../components/Link';

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

/** A listener of `history.listen`: the new location and how it was reached, as history 4 calls it. */
type HistoryListener = (location: Location, action: 'PUSH' | 'REPLACE' | 'POP') => void;

/**
 * `useHistory()` of `@docusaurus/router`: push and replace navigate client-side, `listen`
 * hears every navigation (a component may subscribe to it with useSyncExternalStore, as
 * history 4 allows), `location` is the current one; the rest as the browser has it.
 */
export function useHistory() {
  const router = useRouter();
  const location = useLocation();
  return useMemo(() => {
    const hrefOf = (to: string | { pathname?: string; search?: string; hash?: string }) =>
      typeof to === 'string' ? to : `${to.pathname ?? location.pathname}${to.search ?? ''}${to.hash ?? ''}`;
    const go = (to: Parameters<typeof hrefOf>[0], replace: boolean) => {
      if (router) void router.navigate(hrefOf(to), { replace });
      else if (typeof window !== 'undefined') window.location.assign(hrefOf(to));
    };
    const current = (): Location => {
      if (!router) return location;
      const { pathname, search, hash } = router.getState().location;
      return { pathname, search, hash, state: undefined };
    };
    return {
      get location() {
        return current();
      },
      push: (to: Parameters<typeof go>[0]) => go(to, false),
      replace: (to: Parameters<typeof go>[0]) => go(to, true),
      go: (n: number) => window.history.go(n),
      goBack: () => window.history.back(),
      goForward: () => window.history.forward(),
      createHref: hrefOf,
      // A plain function (not a method) so that a component may hand it on unbound.
      listen: (listener: HistoryListener) => (router ? router.subscribe(() => listener(current(), router.getState().push ? 'PUSH' : 'POP')) : () => {}),
    };
  }, [router, location]);
}

/** `useRouteMatch(pattern)` of `@docusaurus/router`: how the page's pathname matches a pattern; without one, the page's own route. */
export function useRouteMatch(pattern?: string | string[] | MatchOptions): Match | null {
  const { pathname } = useLocation();
  return pattern === undefined ? { path: pathname, url: pathname, isExact: true, params: {} } : matchPath(pathname, pattern);
}

/** `useParams()` of `@docusaurus/router`: a page's route has no parameters (every page is a path of its own). */
export function useParams(): Record<string, string> {
  return {};
}

/** `withRouter(Component)` of `@docusaurus/router`: the component with `location`, `history` and `match` as props. */
export function withRouter<P extends object>(Component: ComponentType<P>) {
  return function WithRouter(props: Omit<P, 'location' | 'history' | 'match'>) {
    const location = useLocation();
    const history = useHistory();
    const match = useRouteMatch();
    return createElement(Component, { ...(props as P), location, history, match });
  };
}
