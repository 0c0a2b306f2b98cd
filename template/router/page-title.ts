import type { RouteData, SiteData } from 'docs-kiln/shared/types';

/** Builds the document title of a route: "Page | Site" (with the site's delimiter), or the site title alone when the page has none (home). */
export function pageTitle(site: Pick<SiteData, 'title' | 'titleDelimiter'>, route: Pick<RouteData, 'title'>): string {
  const page = route.title.trim();
  return page && page !== site.title ? `${page} ${site.titleDelimiter} ${site.title}` : site.title;
}
