import type { RouteData, SiteData, VersionInfo } from 'docs-kiln/shared/types';
import { readStorage } from '../hooks/local-storage';
import { preferredVersionKey } from '../hooks/preferred-version';
import { latestVersion } from '../lib/versions';

/** Longest query a reader can type or bring in from selected text (SPEC §5). */
export const MAX_QUERY_LENGTH = 64;

/** Hits per request (SPEC §9). */
export const HITS_PER_PAGE = 20;

/** Facet filters in the hosted service's form: entries are ANDed, inner lists ORed. */
export type FacetFilters = (string | string[])[];

/** The search tag of a docs version's pages (`docsearch:docusaurus_tag` of its doc pages). */
export function versionSearchTag(site: Pick<SiteData, 'docsPluginId'>, version: Pick<VersionInfo, 'name'>): string {
  return `docs-${site.docsPluginId}-${version.name}`;
}

/** Search tags of pages that belong to no docs version and are searched from every version. */
const SHARED_TAGS = ['default', 'blog_posts_list'];

/**
 * The docs version a search from this route covers: the route's own version on docs pages;
 * elsewhere the reader's preferred version, else the latest one. A version excluded from
 * search (noIndex) gives way to the newest indexed one, so search never filters to nothing.
 */
export function searchVersion(site: SiteData, route: Pick<RouteData, 'kind' | 'props'>): VersionInfo | undefined {
  const named = (name: unknown) => (typeof name === 'string' ? site.versions.find((v) => v.name === name) : undefined);
  const own = route.kind === 'doc' || route.kind === 'docTag' || route.kind === 'docTagsList' ? named((route.props as { version?: unknown }).version) : undefined;
  const chosen = own ?? named(typeof window === 'undefined' ? null : readStorage(preferredVersionKey(site.docsPluginId))) ?? latestVersion(site);
  if (!chosen || !chosen.noIndex) return chosen;
  return site.versions.find((v) => v.isLast && !v.noIndex) ?? site.versions.find((v) => !v.noIndex) ?? chosen;
}

/**
 * Facet filters of a search from this route (SPEC §2 "Contextual search"): the language, and
 * the pages of one docs version plus the pages outside the docs. Without contextual search,
 * the language only.
 */
export function contextualFacetFilters(site: SiteData, route: Pick<RouteData, 'kind' | 'props'>, version = searchVersion(site, route)): FacetFilters {
  const filters: FacetFilters = ['language:en'];
  if (!site.search.contextualSearch) return filters;
  const tags = [...SHARED_TAGS];
  if (version) tags.push(versionSearchTag(site, version));
  filters.push(tags.map((tag) => `docusaurus_tag:${tag}`));
  return filters;
}

/** Cuts a query to the input limit. */
export function clampQuery(query: string): string {
  return query.length > MAX_QUERY_LENGTH ? query.slice(0, MAX_QUERY_LENGTH) : query;
}

/** The address of the search page for a query (SPEC §7): the search page path with q set. */
export function searchPageUrl(site: SiteData, query: string): string {
  const path = site.search.searchPagePath || `${site.baseUrl}search`;
  return query ? `${path}?q=${encodeURIComponent(query)}` : path;
}
