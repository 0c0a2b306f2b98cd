/**
 * The base URL and trailing-slash rules, one implementation for the generator and the theme,
 * applied as Docusaurus applies them (useBaseUrl adds the base, Link the trailing slash).
 */

/** What withBase needs of the site: its base URL and, when set, its trailing-slash rule. */
export interface BaseUrlRules {
  baseUrl: string;
  trailingSlash?: boolean;
}

/** True for URLs with a scheme (https:, mailto:...) or protocol-relative ones, which are never site paths. */
export function isExternalUrl(href: string): boolean {
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href);
}

/**
 * A site path ("/docs/intro?x=1#y") under the base URL, as Docusaurus' useBaseUrl makes it: the
 * base is added once (a path already under it stays, "/base" becomes "/base/"), then the path
 * follows the trailing-slash rule when one is set. Anything that is not a site path (a full URL,
 * an anchor, a query, a relative path) is returned as it is, as Docusaurus' Link leaves it.
 */
export function withBase(site: BaseUrlRules, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const base = site.baseUrl.endsWith('/') ? site.baseUrl : `${site.baseUrl}/`;
  const match = /^([^?#]*)(.*)$/.exec(path)!;
  let pathname = match[1]!;
  if (pathname === base.slice(0, -1)) pathname = base;
  else if (!pathname.startsWith(base)) pathname = base + pathname.slice(1);
  return applyTrailingSlash(pathname, site.trailingSlash) + match[2];
}

/**
 * A path given relative to the site root, as config `to` values and useBaseUrl take them
 * ("blog", "img/logo.svg"), as a site path ("/blog"); site paths, full URLs and anchors stay.
 */
export function rootRelative(url: string): string {
  return url === '' || url.startsWith('/') || url.startsWith('#') || isExternalUrl(url) ? url : `/${url}`;
}

/** Adds or removes a trailing slash as configured; paths that look like files are left as they are. */
export function applyTrailingSlash(pathname: string, trailingSlash: boolean | undefined): string {
  if (trailingSlash === undefined || pathname === '/' || /\.[a-z\d]+$/i.test(pathname)) return pathname;
  if (trailingSlash) return pathname.endsWith('/') ? pathname : `${pathname}/`;
  return pathname.replace(/\/+$/, '') || '/';
}

/**
 * The path of a `pathname://` URL (Docusaurus' way to link a path the router must leave to the
 * browser, such as a file or another app under the same host), else undefined.
 */
export function pathnameEscape(href: string): string | undefined {
  return href.startsWith('pathname://') ? href.slice('pathname://'.length) : undefined;
}
