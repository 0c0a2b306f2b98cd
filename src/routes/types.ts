import type { LinkRef } from '../markdown/types.js';
import type { RouteData } from '../../shared/types.js';

/** One page of the output site. */
export interface RouteEntry {
  data: RouteData;
  /** Source file relative to the site dir (markdown or tsx), for diagnostics. */
  file?: string;
  /** For a page with no file of its own (a tag's page), the file it comes from (the first that names the tag), for diagnostics. */
  origin?: string;
  /** Links written in the source, with positions, for the link checker. */
  links: LinkRef[];
  /** Ids an anchor may target on this page, besides those the template adds. */
  ids: string[];
  /** Whether the page is listed in the sitemap. */
  sitemap: boolean;
  /** DocSearch facets emitted as meta tags. */
  search: { version?: string; tag: string; lvl0?: string };
  /** Renders the route's markdown into `data` (pending until first needed; see loadRoute). */
  load?: () => void;
  /** The load that already ran, kept so `docs dev` can run it again after an edit. */
  reload?: () => void;
}

/** Every route of the site plus the files referenced by the content. */
export interface RouteTable {
  routes: RouteEntry[];
  /** Local files referenced by content (absolute path → public URL path). */
  assets: Map<string, string>;
}
