import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { RouteEntry } from '../routes/types.js';
import { checkLinks, type LinkSource } from './check-links.js';
import type { LinksManifest } from './links-manifest.js';

// Ids every page has from the template, so links to them are never broken.
const TEMPLATE_IDS = ['__docs', '__docs-main'];

/** The link sources of a route table, as written to the links manifest. */
export function linkSources(routes: RouteEntry[]): LinkSource[] {
  return routes
    .filter((r) => r.file && r.links.length > 0)
    .map((r) => ({ route: r.data.url ?? r.data.path, file: r.file!, links: r.links.map((l) => ({ url: l.url, line: l.line, column: l.column })) }));
}

/** The manifest the build writes so `docs check-links` can report source positions. */
export function linksManifest(routes: RouteEntry[]): LinksManifest {
  return { version: 1, sources: linkSources(routes) };
}

/**
 * Checks the links of a route table before anything is written (the build's own check): those
 * in content, and `chrome` (the navbar's, footer's and sidebars' links every page carries).
 */
export function checkRouteLinks(config: ResolvedConfig, routes: RouteEntry[], files: Set<string>, chrome: LinkSource[] = []): Diagnostic[] {
  return checkLinks({
    pages: routes.filter((r) => r.data.kind !== 'notFound').map((r) => ({ path: r.data.path, ids: new Set([...r.ids, ...TEMPLATE_IDS]) })),
    files,
    sources: [...linkSources(routes), ...chrome],
    onBrokenLinks: config.onBrokenLinks,
    onBrokenAnchors: config.onBrokenAnchors,
    trailingSlash: config.trailingSlash,
    baseUrl: config.baseUrl,
  });
}
