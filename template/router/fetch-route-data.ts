import { routeToDataPath } from 'docs-kiln/shared/route-data-path';
import type { RouteData, SidebarItem, SiteData } from 'docs-kiln/shared/types';
import { notFoundRoute } from './not-found-route';

/** Builds the URL of a route's data file: base URL + data base + the route's data path, percent-encoded. */
export function routeDataUrl(site: Pick<SiteData, 'baseUrl' | 'dataBase'>, routePath: string): string {
  const joined = `${site.baseUrl}/${site.dataBase}/${routeToDataPath(routePath)}`.replace(/\/{2,}/g, '/');
  return encodeURI(joined);
}

/** An error for a data file that could not be loaded (network failure, server error, invalid JSON). */
export class RouteDataError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'RouteDataError';
  }
}

/**
 * Fetches and checks a route's data file. A 404 becomes the notFound route (the path
 * has no page); every other failure throws a RouteDataError.
 */
export async function fetchRouteData(
  site: Pick<SiteData, 'baseUrl' | 'dataBase'>,
  routePath: string,
  init: { signal?: AbortSignal; fetch?: typeof fetch } = {},
): Promise<RouteData> {
  const url = routeDataUrl(site, routePath);
  const doFetch = init.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(url, { signal: init.signal, headers: { accept: 'application/json' } });
  } catch (cause) {
    if (init.signal?.aborted) throw cause;
    throw new RouteDataError(`Could not fetch ${url}`, undefined, { cause });
  }
  if (response.status === 404) return notFoundRoute(routePath);
  if (!response.ok) throw new RouteDataError(`Fetching ${url} failed with status ${response.status}`, response.status);
  let json: unknown;
  try {
    json = await response.json();
  } catch (cause) {
    throw new RouteDataError(`The data file ${url} is not valid JSON`, response.status, { cause });
  }
  // Accept both a bare RouteData and the { site, route } shape of the inline page data.
  const route = (json && typeof json === 'object' && 'route' in json && !('kind' in json) ? json.route : json) as RouteData;
  if (!route || typeof route !== 'object' || typeof route.kind !== 'string' || typeof route.path !== 'string') {
    throw new RouteDataError(`The data file ${url} does not describe a route`, response.status);
  }
  return withSidebar(site, route, doFetch);
}

// Sidebar files by URL: each is loaded once, whichever page names it first (a failed load is tried again).
const sidebars = new Map<string, Promise<SidebarItem[]>>();

/**
 * A doc page's data file names its sidebar's file (`sidebarFile`, shared by the pages of a
 * version) instead of holding a copy: loads it, or takes it from an earlier page, and puts
 * it in the route's props. Other routes are returned as they are.
 */
export async function withSidebar(site: Pick<SiteData, 'baseUrl'>, route: RouteData, doFetch: typeof fetch = fetch): Promise<RouteData> {
  if (route.kind !== 'doc' && route.kind !== 'docCategory') return route;
  const props = route.props;
  if (typeof props.sidebarFile !== 'string') return route;
  const url = encodeURI(`${site.baseUrl}/${props.sidebarFile}`.replace(/\/{2,}/g, '/'));
  let sidebar = sidebars.get(url);
  if (!sidebar) {
    // As the page's preload asks for it, so the browser hands over what it preloaded.
    sidebar = doFetch(url, { credentials: 'same-origin' }).then(
      async (response) => {
        if (!response.ok) throw new RouteDataError(`Fetching ${url} failed with status ${response.status}`, response.status);
        const items: unknown = await response.json().catch((cause: unknown) => {
          throw new RouteDataError(`The sidebar file ${url} is not valid JSON`, response.status, { cause });
        });
        if (!Array.isArray(items)) throw new RouteDataError(`The sidebar file ${url} does not hold a sidebar`, response.status);
        return items;
      },
      (cause: unknown) => {
        throw new RouteDataError(`Could not fetch ${url}`, undefined, { cause });
      },
    );
    sidebars.set(url, sidebar);
    sidebar.catch(() => sidebars.delete(url));
  }
  const items = await sidebar;
  // The route is this fetch's own copy of the data file: it takes the sidebar in place of its file's name.
  delete props.sidebarFile;
  props.sidebar = items;
  return route;
}
