import { useSite } from '../hooks/site-context';

/** Prefixes a site-absolute path with the base URL (full URLs and anchors stay as they are). */
export function withBaseUrl(baseUrl: string, url: string, options: { absolute?: boolean; forcePrependBaseUrl?: boolean } = {}, siteUrl = ''): string {
  if (!url || /^(?:[a-z][a-z\d+.-]*:|\/\/|#)/i.test(url)) return url;
  let result: string;
  if (options.forcePrependBaseUrl) result = baseUrl + url.replace(/^\//, '');
  else if (url.startsWith(baseUrl)) result = url;
  else result = url.startsWith('/') ? baseUrl + url.slice(1) : url;
  return options.absolute ? siteUrl.replace(/\/$/, '') + result : result;
}

/** `@docusaurus/useBaseUrl`: the URL of a static file or page under the site's base URL. */
export default function useBaseUrl(url: string, options?: { absolute?: boolean; forcePrependBaseUrl?: boolean }): string {
  const site = useSite();
  return withBaseUrl(site.baseUrl, url, options, site.url);
}

/** `useBaseUrlUtils()` of `@docusaurus/useBaseUrl`. */
export function useBaseUrlUtils() {
  const site = useSite();
  return { withBaseUrl: (url: string, options?: { absolute?: boolean; forcePrependBaseUrl?: boolean }) => withBaseUrl(site.baseUrl, url, options, site.url) };
}
