import type { SiteData } from 'docs-kiln/shared/types';
import { withBase } from 'docs-kiln/shared/url';

/**
 * A hit's URL as a link on this site. Records carry the deployed address (site url + base URL
 * + path); a reader on another origin (localhost, a preview deploy) must stay there, so only
 * path, query and hash are kept, under the site's base URL.
 */
export function resultUrl(site: Pick<SiteData, 'baseUrl' | 'trailingSlash'>, url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://search.invalid');
  } catch {
    return url;
  }
  return `${withBase(site, parsed.pathname)}${parsed.search}${parsed.hash}`;
}
