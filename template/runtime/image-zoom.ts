import type { Zoom } from 'medium-zoom';
import type { Router } from '../router/router';

/** Images that zoom: those of markdown content, except images that are links. */
export const ZOOM_SELECTOR = '.docs-markdown img:not(a img)';

/** Class of an image that zooms on click (a zoom-in cursor), set when zoom is attached. */
export const ZOOMABLE_CLASS = 'docs-zoomable';

/** Delay after a route change before images get zoom, so it never competes with rendering the page. */
export const ZOOM_DELAY_MS = 1000;

/** Scroll distance in pixels that closes a zoomed image. */
export const ZOOM_SCROLL_OFFSET = 40;

type MediumZoom = typeof import('medium-zoom').default;

let mediumZoomModule: Promise<MediumZoom> | undefined;

/** Loads medium-zoom once; first asked for when the reader points at or clicks an image. */
function loadMediumZoom(): Promise<MediumZoom> {
  mediumZoomModule ??= import('medium-zoom').then((module) => module.default);
  mediumZoomModule.catch(() => {
    // A failed load is tried again on the next click.
    mediumZoomModule = undefined;
  });
  return mediumZoomModule;
}

/**
 * Attaches zoom to content images a second after the first page and after each route change.
 * Attaching only marks the images; medium-zoom itself loads when the reader
 * points at one, so it is no part of the JavaScript a page loads before interaction.
 * Returns a function that stops it.
 */
export function startImageZoom(router: Router): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let images: HTMLImageElement[] = [];
  let zoom: Zoom | undefined;
  let generation = 0;

  const attach = () => {
    images = [...document.querySelectorAll<HTMLImageElement>(ZOOM_SELECTOR)];
    for (const image of images) image.classList.add(ZOOMABLE_CLASS);
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(attach, ZOOM_DELAY_MS);
  };
  const release = () => {
    clearTimeout(timer);
    generation++;
    // The images of the page being left go away: close a zoomed one and drop the listeners.
    zoom?.close();
    zoom?.detach();
    zoom = undefined;
    images = [];
  };

  const zoomable = (target: EventTarget | null): HTMLImageElement | undefined =>
    target instanceof HTMLImageElement && target.classList.contains(ZOOMABLE_CLASS) && images.includes(target) ? target : undefined;
  const onPointerOver = (event: Event) => {
    if (zoomable(event.target)) loadMediumZoom().catch(() => {});
  };
  const onClick = (event: MouseEvent) => {
    const image = zoomable(event.target);
    // Once attached, medium-zoom handles clicks on the images itself.
    if (!image || zoom || event.defaultPrevented || event.button !== 0) return;
    event.preventDefault();
    const current = generation;
    loadMediumZoom().then(
      (mediumZoom) => {
        if (current !== generation || zoom) return;
        zoom = mediumZoom(images, { background: 'var(--docs-zoom-background)', scrollOffset: ZOOM_SCROLL_OFFSET, margin: 24 });
        void zoom.open({ target: image });
      },
      (error: unknown) => console.warn('[docs] Image zoom could not be loaded.', error),
    );
  };

  document.addEventListener('pointerover', onPointerOver, { passive: true });
  document.addEventListener('click', onClick);
  schedule();
  const off = [router.on('start', release), router.on('end', schedule)];
  return () => {
    off.forEach((stop) => stop());
    document.removeEventListener('pointerover', onPointerOver);
    document.removeEventListener('click', onClick);
    release();
  };
}
