/**
 * The route table the browser reads before prefetching: every page's path as the client's
 * router names it ("/" and "/docs/intro", below the base URL), so a link to a path that has
 * no page is never prefetched (which would be a 404 in the reader's console).
 */
import type { ResolvedConfig } from '../config/types.js';
import type { RouteEntry } from './types.js';

/** The JSON of the route table: the sorted paths of every route but the not-found page. */
export function routeTableJson(config: ResolvedConfig, routes: readonly RouteEntry[]): string {
  const base = config.baseUrl.replace(/\/$/, '');
  const paths = routes
    .filter((route) => route.data.kind !== 'notFound')
    .map((route) => {
      const path = route.data.path.startsWith(`${base}/`) ? route.data.path.slice(base.length) : route.data.path === base ? '/' : route.data.path;
      return path.length > 1 ? path.replace(/\/+$/, '') : '/';
    });
  return JSON.stringify([...new Set(paths)].sort());
}
