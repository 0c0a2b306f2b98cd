/**
 * Tells of each link of the page as it scrolls into view, once per link and href: React
 * reuses an <a> across pages (pagination, sidebar) and only changes its href, which counts as
 * a new link. Watching starts once the browser is idle, after the page's own loads.
 * Returns a function that stops it.
 */
export function watchVisibleLinks(onVisible: (anchor: HTMLAnchorElement) => void): () => void {
  // By href: a reused anchor with a new href is observed again.
  const observed = new WeakMap<Element, string>();
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
        onVisible(entry.target as HTMLAnchorElement);
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
    if (idle !== undefined) {
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      clearTimeout(idle);
    }
    if (frame) cancelAnimationFrame(frame);
    intersection?.disconnect();
    mutation?.disconnect();
  };
}
