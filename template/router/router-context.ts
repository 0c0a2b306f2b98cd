import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import type { RouteData } from 'docs-kiln/shared/types';
import type { Router, RouterLocation, RouterState } from './router';

/** The router of the page; null on the server, where there is nothing to navigate. */
export const RouterContext = createContext<Router | null>(null);

/** The location of the page shown (on the server: the route's path, no query or hash). */
export const LocationContext = createContext<RouterLocation>({ pathname: '/', search: '', hash: '' });

/** Returns the router, or null during server rendering. */
export function useRouter(): Router | null {
  return useContext(RouterContext);
}

/** Returns the pathname, query and hash of the page shown. */
export function useLocation(): RouterLocation {
  return useContext(LocationContext);
}

const noSubscribe = () => () => {};

/** Returns the router's state, or a fixed state built from `route` when there is no router (server). */
export function useRouterState(router: Router | undefined, route: RouteData, pathname: string): RouterState {
  // One object per route, since useSyncExternalStore compares snapshots by identity.
  const getFixed = useMemo(() => {
    const fixed: RouterState = { route, location: { pathname, search: '', hash: '' }, id: 0, scroll: { type: 'none' }, push: false };
    return () => fixed;
  }, [route, pathname]);
  return useSyncExternalStore(router ? router.subscribe : noSubscribe, router ? router.getState : getFixed, router ? router.getServerState : getFixed);
}
