import type { ResolvedConfig } from '../config/types.js';
import { joinRoute } from '../content/doc-ids.js';

/** Prefixes a site-relative route with the base URL ("blog" → "/blog" or "/base/blog"). */
export function withBase(config: ResolvedConfig, route: string): string {
  return joinRoute(config.baseUrl, route);
}

/** Turns a site path or URL into an absolute URL. */
export function absoluteUrl(config: ResolvedConfig, url: string): string {
  if (/^[a-z]+:\/\//i.test(url)) return url;
  return `${config.url}${url.startsWith(config.baseUrl) ? url : joinRoute(config.baseUrl, url)}`;
}

/**
 * The URL a reader's browser shows for a route, which relative links ("./x", "../x", "x")
 * resolve against: "/docs/intro/" with trailingSlash true, else "/docs/intro".
 */
export function pageUrl(route: string, trailingSlash: boolean | undefined): string {
  return trailingSlash && !route.endsWith('/') ? `${route}/` : route;
}
