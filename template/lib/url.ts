import type { SiteData } from 'docs-kiln/shared/types';
import { isExternalUrl } from 'docs-kiln/shared/url';

/** True for http(s) and protocol-relative URLs, which open in a new tab. */
export function isWebUrl(href: string): boolean {
  return /^(https?:)?\/\//i.test(href);
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
