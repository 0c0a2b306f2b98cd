import { routeToDataPath } from 'docs-kiln/shared/route-data-path';
import type { RouteData, SiteData } from 'docs-kiln/shared/types';
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
  return route;
}
