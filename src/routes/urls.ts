import type { ResolvedConfig } from '../config/types.js';
import { rootRelative, withBase } from '../../shared/url.js';

/**
 * A link the config gives relative to the site root (navbar and footer `to`, the logo, the
 * favicon: "blog", "/img/logo.svg") as a site path under the base URL, as Docusaurus'
 * useBaseUrl makes it; full URLs stay as they are.
 */
export function configLink(config: ResolvedConfig, to: string): string {
  return withBase({ baseUrl: config.baseUrl }, rootRelative(to));
}

/** Turns a site path or URL into an absolute URL. */
export function absoluteUrl(config: ResolvedConfig, url: string): string {
  if (/^[a-z]+:\/\//i.test(url)) return url;
  return `${config.url}${withBase({ baseUrl: config.baseUrl }, rootRelative(url))}`;
}

/**
 * The URL a reader's browser shows for a route, which relative links ("./x", "../x", "x")
 * resolve against: "/docs/intro/" with trailingSlash true, else "/docs/intro".
 */
export function pageUrl(route: string, trailingSlash: boolean | undefined): string {
  return trailingSlash && !route.endsWith('/') ? `${route}/` : route;
}
