import type { Router } from '../router/router';

/** How long a route change may take before the progress bar shows (SPEC §4), so fast navigations never flash it. */
export const PROGRESS_DELAY_MS = 200;

/**
 * nprogress settings (SPEC §9). trickleRate is the largest step of each trickle; the
 * installed nprogress 0.2.0 reads it in trickle() (its type definitions just omit it).
 */
export const PROGRESS_SETTINGS = {
  minimum: 0.08,
  speed: 200,
  trickleSpeed: 800,
  trickleRate: 0.02,
  showSpinner: false,
} as const;

type NProgressApi = typeof import('nprogress');

let nprogress: Promise<NProgressApi> | undefined;

/** Loads nprogress on the first route change only, so it is no part of the page's initial JavaScript. */
function loadNprogress(): Promise<NProgressApi> {
  nprogress ??= import('nprogress').then((module) => {
    const api = ((module as { default?: NProgressApi }).default ?? module) as NProgressApi;
    api.configure(PROGRESS_SETTINGS as Partial<NProgressApi['settings']>);
    return api;
  });
  return nprogress;
}

/** Shows the nprogress bar for route changes that take longer than the delay; returns a function that stops it. */
export function startProgressBar(router: Router, delayMs = PROGRESS_DELAY_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let shown = false;

  const begin = () => {
    // Fetched now, used only if the change is slow: by then it is there.
    const loading = loadNprogress();
    loading.catch(() => {});
    clearTimeout(timer);
    timer = setTimeout(() => {
      shown = true;
      loading.then((api) => {
        if (shown) api.start();
      }, () => {});
    }, delayMs);
  };
  const finish = () => {
    clearTimeout(timer);
    if (!shown) return;
    shown = false;
    nprogress?.then((api) => api.done(), () => {});
  };

  const off = [router.on('start', begin), router.on('end', finish), router.on('error', finish)];
  return () => {
    off.forEach((stop) => stop());
    finish();
  };
}
