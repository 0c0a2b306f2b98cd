/**
 * Links the search styles (their own stylesheet, see search.css) the first time search shows
 * on a page: before the theme's stylesheet, as the search page's HTML links them, so the
 * site's own CSS still comes after DocSearch's. Resolves once they apply, or failed to load
 * (the modal then opens unstyled rather than not at all); at once when there are none.
 */
export function loadSearchStylesheet(href: string | undefined): Promise<void> {
  if (!href) return Promise.resolve();
  let link = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find((l) => l.getAttribute('href') === href);
  // A stylesheet that has loaded has its sheet (same origin); one still loading will fire load.
  if (link?.sheet) return Promise.resolve();
  const ready = new Promise<void>((resolve) => {
    if (!link) {
      link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      const theme = document.querySelector('link[rel="stylesheet"]');
      if (theme) theme.before(link);
      else document.head.append(link);
    }
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
  return ready;
}
