import type { SiteData } from 'docs-kiln/shared/types';
import { toRoutePath } from '../lib/url';
import { ROUTE_TABLE_FILE } from 'docs-kiln/shared/route-data-path';
import { routeDataUrl } from '../router/fetch-route-data';
import { navigableClickUrl } from '../router/link-click';
import type { Router } from '../router/router';
import { watchVisibleLinks } from './visible-links';

/** The Network Information API, where the browser has it. */
interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** False on data-saver and 2g connections, where prefetching would cost the reader; true without connection information. */
export function canPrefetch(connection: NetworkInformation | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}

/** True when the browser supports <link rel="prefetch">. */
function supportsPrefetchLink(): boolean {
  const relList = document.createElement('link').relList;
  return Boolean(relList && typeof relList.supports === 'function' && relList.supports('prefetch'));
}

/** Asks the browser to fetch a URL at low priority into its cache: a prefetch link, else a plain GET. */
export function prefetchUrl(url: string): void {
  if (supportsPrefetchLink()) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'fetch';
    link.href = url;
    document.head.appendChild(link);
    return;
  }
  fetch(url, { credentials: 'same-origin' }).catch(() => {
    // A failed prefetch costs nothing: the navigation loads the file itself.
  });
}

/** The route path an anchor links to, when the router would navigate to it (another page than this one). */
function routeOfLink(site: SiteData, anchor: HTMLAnchorElement): string | undefined {
  const click = { target: anchor, button: 0, defaultPrevented: false, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
  const url = navigableClickUrl(click, site, window.location);
  if (!url || url.pathname === window.location.pathname) return undefined;
  return toRoutePath(site, url.pathname);
}

/**
 * The paths of every page of the site ("/", "/docs/intro"), from the route table the build
 * writes; undefined when it cannot be loaded (a site built before it existed), so that every
 * link is prefetched as before.
 */
export async function loadRouteTable(site: Pick<SiteData, 'baseUrl'>, doFetch: typeof fetch = fetch): Promise<Set<string> | undefined> {
  try {
    const response = await doFetch(encodeURI(`${site.baseUrl}${ROUTE_TABLE_FILE}`), { credentials: 'same-origin' });
    const paths: unknown = response.ok ? await response.json() : undefined;
    return Array.isArray(paths) ? new Set(paths as string[]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Prefetches the data file of each internal link's route when the link is hovered,
 * focused or touched, or scrolls into view, once per route, and only for routes of the
 * route table (a link to a path without a page is not fetched); nothing on slow or
 * data-saver connections. Returns a function that stops it.
 */
export function startLinkPrefetch(router: Router): () => void {
  const prefetchLink = linkPrefetcher(router.site);
  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (anchor instanceof HTMLAnchorElement) prefetchLink(anchor);
  };
  document.addEventListener('mouseover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  document.addEventListener('touchstart', onIntent, { passive: true });
  const stopWatching = watchVisibleLinks(prefetchLink);

  return () => {
    document.removeEventListener('mouseover', onIntent);
    document.removeEventListener('focusin', onIntent);
    document.removeEventListener('touchstart', onIntent);
    stopWatching();
  };
}

/** Prefetches the data file of the route a link leads to, the first time one of its links is given, when the connection allows. */
function linkPrefetcher(site: SiteData): (anchor: HTMLAnchorElement) => void {
  const done = new Set<string>();
  // Loaded with the first link to prefetch, once.
  let table: Promise<Set<string> | undefined> | undefined;
  return (anchor) => {
    // Read each time: the connection can change while the page is open.
    if (!canPrefetch((navigator as { connection?: NetworkInformation }).connection)) return;
    let routePath: string | undefined;
    try {
      routePath = routeOfLink(site, anchor);
    } catch {
      return;
    }
    if (routePath === undefined || done.has(routePath)) return;
    done.add(routePath);
    void (table ??= loadRouteTable(site)).then((known) => {
      if (!known || known.has(routePath)) prefetchUrl(routeDataUrl(site, routePath));
    });
  };
}
