import type { RouteData, SiteData } from 'docs-kiln/shared/types';

/** The separator between page title and site title (SPEC §1: page title, a delimiter, the site title). */
export const TITLE_DELIMITER = ' | ';

/** Builds the document title of a route: "Page | Site", or the site title alone when the page has none (home). */
export function pageTitle(site: Pick<SiteData, 'title'>, route: Pick<RouteData, 'title'>): string {
  const page = route.title.trim();
  return page && page !== site.title ? `${page}${TITLE_DELIMITER}${site.title}` : site.title;
}
