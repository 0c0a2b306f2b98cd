/**
 * Where a route's data file lives, shared by the generator (which writes the files)
 * and the client router (which fetches them), so both sides always agree.
 */

/** Maps a route path to its data file path under the data base: "/" → "/index.json", "/docs/intro" → "/docs/intro.json". */
export function routeToDataPath(routePath: string): string {
  // A query or hash never selects a different data file.
  let path = routePath.replace(/[?#].*$/, '');
  if (!path.startsWith('/')) path = `/${path}`;
  // "/docs/" and "/docs" are the same route, so they share one file.
  path = path.replace(/\/+$/, '');
  return path === '' ? '/index.json' : `${path}.json`;
}

/** The file (below the base URL) listing every route of the site, so the client prefetches only routes that exist. */
export const ROUTE_TABLE_FILE = 'assets/routes.json';
