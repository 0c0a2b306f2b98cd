// The running client: boot, hydration, router and runtime. The entry (entry-client.tsx) adds the
// stylesheets. Every module the browser loads later (route modules, other page kinds, search)
// imports this one too, through `@docs/client-core` (empty on the server). It is already running
// by then, so that costs nothing at run time; what it does is tell esbuild that all of that code
// shares all of this, so the code a page loads first stays in one chunk instead of one chunk per
// combination of later modules that share a piece of it (3 to 7 files of the same code, which
// compress worse apart).
import { hydrateRoot } from 'react-dom/client';
import type { RouteData, SiteData } from 'docs-kiln/shared/types';
import { App } from './App';
import { BOOT_FLAG } from './head-script';
import { clearStalePreferredVersion } from './hooks/preferred-version';
import { loadRouteCode, prepareRoute } from './router/route-modules';
import { createRouter, type Router } from './router/router';
import { withSidebar } from './router/fetch-route-data';
import { startImageZoom } from './runtime/image-zoom';
import { startLinkPrefetch } from './runtime/link-prefetch';
import { startPageViews } from './runtime/page-views';
import { startProgressBar } from './runtime/progress-bar';

declare global {
  interface Window {
    [BOOT_FLAG]?: boolean;
    /** The running router, for the runtime's own extensions and for end-to-end tests. */
    __docs?: { router: Router };
  }
}

// First thing: the home page's base-URL check looks for this flag.
window[BOOT_FLAG] = true;

async function main(): Promise<void> {
  const dataElement = document.getElementById('__docs-data');
  const container = document.getElementById('__docs');
  if (!dataElement || !container) throw new Error('The page has no #__docs-data or #__docs element, so it cannot start.');
  const boot = JSON.parse(dataElement.textContent ?? '') as { site: SiteData; route?: RouteData; dataUrl?: string };
  const { site } = boot;
  // The route's data is not inlined twice: it is the route's data file, preloaded by the head.
  const route = boot.route ?? (await withSidebar(site, await fetchBootRoute(boot.dataUrl)));
  clearStalePreferredVersion(site);
  // A React page's chunk is loaded before hydration, which then matches the server HTML at
  // once. Hydrating first would not help: the router's first update reaches the page's still
  // suspended boundary and makes React replace the server HTML with the fallback. If the load
  // fails, hydration goes ahead and the page's boundary shows the error with Retry.
  await loadRouteCode(route).catch(() => {});
  const router = createRouter({ site, initialRoute: route, prepareRoute });
  // Listeners first, so they see the events of an in-place load that start() may begin.
  startProgressBar(router);
  startPageViews(router);
  startImageZoom(router);
  startLinkPrefetch(router);
  hydrateRoot(container, <App site={site} route={route} router={router} />, {
    onRecoverableError(error, info) {
      console.error('[docs] Hydration problem:', error, info.componentStack);
    },
  });
  router.start();
  window.__docs = { router };
}

async function fetchBootRoute(url: string | undefined): Promise<RouteData> {
  if (!url) throw new Error('The page names no data file, so it cannot start.');
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The page's data file ${url} answered ${response.status}.`);
  return (await response.json()) as RouteData;
}

main().catch((error: unknown) => {
  console.error('[docs] The page could not start; it stays static.', error);
});
