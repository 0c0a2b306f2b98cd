// In the main chunk, not loaded on demand: on a slow network a lazily fetched bar arrives
// after the route it should have announced. In the main chunk it costs less than fetching it
// as a chunk of its own at idle, which adds a request (npm run bench:client measures both).
import NProgress from 'nprogress';
import type { Router } from '../router/router';

/** How long a route change may take before the progress bar shows, so fast navigations never flash it. */
export const PROGRESS_DELAY_MS = 200;

/**
 * nprogress settings. trickleRate is the largest step of each trickle; the
 * installed nprogress 0.2.0 reads it in trickle() (its type definitions just omit it).
 */
export const PROGRESS_SETTINGS = {
  minimum: 0.08,
  speed: 200,
  trickleSpeed: 800,
  trickleRate: 0.02,
  showSpinner: false,
} as const;

let configured = false;

/** Shows the nprogress bar for route changes that take longer than the delay; returns a function that stops it. */
export function startProgressBar(router: Router, delayMs = PROGRESS_DELAY_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let shown = false;
  if (!configured) {
    NProgress.configure(PROGRESS_SETTINGS as Partial<typeof NProgress.settings>);
    configured = true;
  }

  const begin = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      shown = true;
      NProgress.start();
    }, delayMs);
  };
  const finish = () => {
    clearTimeout(timer);
    if (!shown) return;
    shown = false;
    NProgress.done();
  };

  const off = [router.on('start', begin), router.on('end', finish), router.on('error', finish)];
  return () => {
    off.forEach((stop) => stop());
    finish();
  };
}
