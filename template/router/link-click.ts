import type { SiteData } from 'docs-kiln/shared/types';
import { toRoutePath } from '../lib/url';

/** The parts of a click event the router looks at (a MouseEvent in the browser, a plain object in tests). */
export interface ClickLike {
  target: EventTarget | null;
  button: number;
  defaultPrevented: boolean;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * Returns the URL a click should navigate to client-side, or undefined to let the
 * browser handle it (modifier keys, new tabs, downloads, other origins, files,
 * paths outside the base URL, and hash links within the current page).
 */
export function navigableClickUrl(event: ClickLike, site: Pick<SiteData, 'baseUrl'>, current: { href: string; origin: string }): URL | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const target = event.target as Element | null;
  const anchor = typeof target?.closest === 'function' ? target.closest('a[href]') : null;
  if (!anchor) return undefined;
  if (anchor.hasAttribute('download')) return undefined;
  const linkTarget = anchor.getAttribute('target');
  if (linkTarget && linkTarget !== '_self') return undefined;
  if ((anchor.getAttribute('rel') ?? '').split(/\s+/).includes('external')) return undefined;
  let url: URL;
  try {
    url = new URL(anchor.getAttribute('href')!, current.href);
  } catch {
    return undefined;
  }
  if (url.origin !== current.origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return undefined;
  // Files (images, feeds, archives) are served as they are; only page routes go through the router.
  if (/\.[a-z\d]+$/i.test(url.pathname) && !/\.html$/i.test(url.pathname)) return undefined;
  try {
    if (toRoutePath(site, url.pathname) === undefined) return undefined;
  } catch {
    // A malformed path: let the server answer it.
    return undefined;
  }
  const here = new URL(current.href);
  // A hash link on the same page is native behaviour (scroll, :target, history) that needs no data.
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return undefined;
  return url;
}
