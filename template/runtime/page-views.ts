import type { Router } from '../router/router';

declare global {
  interface Window {
    /** Defined by the page-view analytics script (site.config.json analytics.pageView). */
    plausible?: (event: string) => void;
    /** Defined by the Google tag (site.config.json analytics.gtag). */
    gtag?: (...args: unknown[]) => void;
  }
}

/**
 * Reports a page view to the analytics scripts (the page-view script, the Google tag) after
 * each client-side navigation to another page (each script reports the first page itself
 * when it loads); a change of the hash alone is no new page.
 */
export function startPageViews(router: Router): () => void {
  const keyOf = (location: { pathname: string; search: string }) => location.pathname + location.search;
  let last = keyOf(router.getState().location);
  return router.on('end', ({ state }) => {
    const key = keyOf(state.location);
    if (key === last) return;
    last = key;
    try {
      window.plausible?.('pageview');
      // As Docusaurus' gtag plugin reports it: the new path, then a page_view event.
      window.gtag?.('set', 'page_path', state.location.pathname + state.location.search + state.location.hash);
      window.gtag?.('event', 'page_view');
    } catch (error) {
      console.warn('[docs] The analytics script failed to record a page view.', error);
    }
  });
}
