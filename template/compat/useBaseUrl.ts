import { isExternalUrl, rootRelative, withBase } from 'docs-kiln/shared/url';
import { useSite } from '../hooks/site-context';

/** Options of `useBaseUrl`, as in Docusaurus. */
export interface BaseUrlOptions {
  absolute?: boolean;
  forcePrependBaseUrl?: boolean;
}

/**
 * Docusaurus' `withBaseUrl`: the URL of a static file or page under the site's base URL. A path
 * without a leading slash counts from the site root; full URLs and anchors stay as they are.
 */
export function withBaseUrl(baseUrl: string, url: string, options: BaseUrlOptions = {}, siteUrl = ''): string {
  if (!url || url.startsWith('#') || isExternalUrl(url)) return url;
  if (options.forcePrependBaseUrl) return baseUrl + url.replace(/^\//, '');
  const path = withBase({ baseUrl }, rootRelative(url));
  return options.absolute ? siteUrl.replace(/\/$/, '') + path : path;
}

/** `@docusaurus/useBaseUrl`: the URL of a static file or page under the site's base URL. */
export default function useBaseUrl(url: string, options?: BaseUrlOptions): string {
  const site = useSite();
  return withBaseUrl(site.baseUrl, url, options, site.url);
}

/** `useBaseUrlUtils()` of `@docusaurus/useBaseUrl`. */
export function useBaseUrlUtils() {
  const site = useSite();
  return { withBaseUrl: (url: string, options?: BaseUrlOptions) => withBaseUrl(site.baseUrl, url, options, site.url) };
}
