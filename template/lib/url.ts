import type { SiteData } from '../../src/shared/types';

/** True for URLs with a scheme (https:, mailto:...) or protocol-relative ones, which never go through the router. */
export function isExternalUrl(href: string): boolean {
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href);
}

/** True for http(s) and protocol-relative URLs, which open in a new tab. */
export function isWebUrl(href: string): boolean {
  return /^(https?:)?\/\//i.test(href);
}

/** Prefixes a route path with the site's base URL (unless already there) and applies the trailing-slash rule. */
export function withBase(site: Pick<SiteData, 'baseUrl' | 'trailingSlash'>, path: string): string {
  if (isExternalUrl(path) || path.startsWith('#') || path.startsWith('?') || !path.startsWith('/')) return path;
  const base = site.baseUrl.endsWith('/') ? site.baseUrl : `${site.baseUrl}/`;
  const match = /^([^?#]*)(.*)$/.exec(path)!;
  let pathname = match[1];
  const rest = match[2];
  // Same rule as Docusaurus: a path already under the base is left alone, so authors may write either form.
  if (pathname === base.slice(0, -1)) pathname = base;
  else if (!pathname.startsWith(base)) pathname = base + pathname.slice(1);
  return applyTrailingSlash(pathname, site.trailingSlash) + rest;
}

/** The URL a reader's browser shows for a route: its own URL, with the configured trailing slash. */
export function pageUrl(site: Pick<SiteData, 'trailingSlash'>, route: { path: string; url?: string }): string {
  const url = route.url ?? route.path;
  return site.trailingSlash && !url.endsWith('/') ? `${url}/` : url;
}

/**
 * Resolves a relative link ("./x", "../x", "x") against the page's URL, as the browser
 * would and as Docusaurus writes it, so the link lands on the same page whatever URL form
 * the host serves; other links are returned as they are.
 */
export function resolveRelativeHref(href: string, pageUrlPath: string): string {
  if (href === '' || isExternalUrl(href) || href.startsWith('/') || href.startsWith('#') || href.startsWith('?')) return href;
  const url = new URL(href, `http://page.invalid${pageUrlPath}`);
  return url.pathname + url.search + url.hash;
}

/** Adds or removes a trailing slash as configured; paths that look like files are left as they are. */
export function applyTrailingSlash(pathname: string, trailingSlash: boolean | undefined): string {
  if (trailingSlash === undefined || pathname === '/' || /\.[a-z\d]+$/i.test(pathname)) return pathname;
  if (trailingSlash) return pathname.endsWith('/') ? pathname : `${pathname}/`;
  return pathname.replace(/\/+$/, '') || '/';
}

/**
 * Turns a URL pathname into a route path: base removed, percent-decoding applied,
 * ".html" and "/index.html" dropped, no trailing slash; undefined when outside the base.
 */
export function toRoutePath(site: Pick<SiteData, 'baseUrl'>, pathname: string): string | undefined {
  const base = site.baseUrl.endsWith('/') ? site.baseUrl : `${site.baseUrl}/`;
  let rest: string;
  if (pathname === base.slice(0, -1) || pathname === base) rest = '/';
  else if (pathname.startsWith(base)) rest = `/${pathname.slice(base.length)}`;
  else return undefined;
  return normalizeRoutePath(decodePathname(rest));
}

/** Normalises a route path: "/a/index.html", "/a.html" and "/a/" all become "/a". */
export function normalizeRoutePath(path: string): string {
  let result = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  result = result.replace(/\/+$/, '');
  return result === '' ? '/' : result;
}

/** Decodes a percent-encoded pathname, with an error that names it when the encoding is malformed. */
export function decodePathname(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch (cause) {
    throw new Error(`The pathname "${pathname}" could not be decoded.`, { cause });
  }
}

/** True when a route path is the current page or, with `prefix`, one of its ancestors. */
export function isActivePath(current: string, target: string | undefined, prefix = false): boolean {
  if (!target || isExternalUrl(target)) return false;
  const a = normalizeRoutePath(current);
  const b = normalizeRoutePath(target.replace(/[?#].*$/, ''));
  if (a === b) return true;
  return prefix && b !== '/' && a.startsWith(`${b}/`);
}
