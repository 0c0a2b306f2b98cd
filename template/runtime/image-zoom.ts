import type { Zoom } from 'medium-zoom';
import type { Router } from '../router/router';

/** Images that zoom: those of markdown content, except images that are links. */
export const ZOOM_SELECTOR = '.docs-markdown img:not(a img)';

/** Delay after a route change before images get zoom (SPEC §4), so it never competes with rendering the page. */
export const ZOOM_DELAY_MS = 1000;

/** Scroll distance in pixels that closes a zoomed image (SPEC §4). */
export const ZOOM_SCROLL_OFFSET = 40;

/** Attaches medium-zoom to content images 1 s after the first page and after each route change; returns a function that stops it. */
export function startImageZoom(router: Router): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let zoom: Zoom | undefined;
  let generation = 0;

  const schedule = () => {
    clearTimeout(timer);
    const current = ++generation;
    timer = setTimeout(async () => {
      const images = document.querySelectorAll<HTMLImageElement>(ZOOM_SELECTOR);
      // No images, no code: medium-zoom loads only for pages that need it.
      if (images.length === 0) return;
      try {
        const { default: mediumZoom } = await import('medium-zoom');
        if (current !== generation) return;
        zoom = mediumZoom(images, { background: 'var(--docs-zoom-background)', scrollOffset: ZOOM_SCROLL_OFFSET, margin: 24 });
      } catch (error) {
        console.warn('[docs] Image zoom could not be loaded.', error);
      }
    }, ZOOM_DELAY_MS);
  };
  const release = () => {
    clearTimeout(timer);
    generation++;
    // The images of the page being left go away: close a zoomed one and drop the listeners.
    zoom?.close();
    zoom?.detach();
    zoom = undefined;
  };

  schedule();
  const off = [router.on('start', release), router.on('end', schedule)];
  return () => {
    off.forEach((stop) => stop());
    release();
  };
}
