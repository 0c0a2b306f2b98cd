import type { SiteData } from 'docs-kiln/shared/types';
import { toRoutePath } from '../lib/url';
import { ROUTE_TABLE_FILE } from 'docs-kiln/shared/route-data-path';
import { routeDataUrl } from '../router/fetch-route-data';
import { navigableClickUrl } from '../router/link-click';
import type { Router } from '../router/router';

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
  const { site } = router;
  const done = new Set<string>();
  // Loaded with the first link to prefetch, once.
  let table: Promise<Set<string> | undefined> | undefined;
  // By href: React reuses an <a> across pages (pagination, sidebar) and only changes its href.
  const observed = new WeakMap<Element, string>();

  const prefetchLink = (anchor: HTMLAnchorElement) => {
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

  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (anchor instanceof HTMLAnchorElement) prefetchLink(anchor);
  };
  document.addEventListener('mouseover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  document.addEventListener('touchstart', onIntent, { passive: true });

  let intersection: IntersectionObserver | undefined;
  let mutation: MutationObserver | undefined;
  let frame = 0;
  const observeAll = () => {
    frame = 0;
    if (!intersection) return;
    for (const anchor of document.querySelectorAll('a[href]')) {
      const href = anchor.getAttribute('href')!;
      if (observed.get(anchor) === href) continue;
      observed.set(anchor, href);
      intersection.unobserve(anchor);
      intersection.observe(anchor);
    }
  };
  const scheduleScan = () => {
    if (!frame) frame = requestAnimationFrame(observeAll);
  };

  let idle: number | undefined;
  const startObserving = () => {
    if (typeof IntersectionObserver !== 'function') return;
    intersection = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        intersection?.unobserve(entry.target);
        prefetchLink(entry.target as HTMLAnchorElement);
      }
    });
    observeAll();
    // Links appear with each page (and menus); new anchors are picked up once per frame.
    mutation = new MutationObserver(scheduleScan);
    mutation.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['href'] });
  };
  // After the page's own loads, so prefetches never compete with them.
  if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(startObserving, { timeout: 2000 });
  else idle = window.setTimeout(startObserving, 300);

  return () => {
    document.removeEventListener('mouseover', onIntent);
    document.removeEventListener('focusin', onIntent);
    document.removeEventListener('touchstart', onIntent);
    if (idle !== undefined) {
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      clearTimeout(idle);
    }
    if (frame) cancelAnimationFrame(frame);
    intersection?.disconnect();
    mutation?.disconnect();
  };
}
