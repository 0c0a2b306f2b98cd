import type { RouteData } from 'docs-kiln/shared/types';

/** Title of the not-found page, shared by the server-rendered 404 and client-side misses. */
export const NOT_FOUND_TITLE = 'Page Not Found';

/** Route data for a path with no page, rendered by the notFound page kind. */
export function notFoundRoute(path: string): RouteData {
  return { kind: 'notFound', path, title: NOT_FOUND_TITLE, noIndex: true, props: {} };
}
