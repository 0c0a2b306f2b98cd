import { createContext, useContext } from 'react';
import type { RouteData, SiteData } from 'docs-kiln/shared/types';

/** The site-wide data; provided once by App. */
export const SiteContext = createContext<SiteData | null>(null);

/** The route being shown; changes on every client-side navigation. */
export const RouteContext = createContext<RouteData | null>(null);

/** Returns the site data (title, navbar, versions...) from any component under App. */
export function useSite(): SiteData {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() was called outside <App>: the site data is provided by App.');
  return site;
}

/** Returns the route currently shown. */
export function useRoute(): RouteData {
  const route = useContext(RouteContext);
  if (!route) throw new Error('useRoute() was called outside <App>: the route is provided by App.');
  return route;
}
