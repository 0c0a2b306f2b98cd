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
