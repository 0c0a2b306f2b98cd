import type { KindAndProps, SiteData, VersionInfo } from 'docs-kiln/shared/types';
import { readStorage } from '../hooks/local-storage';
import { preferredVersionKey } from '../hooks/preferred-version';
import { docsInstanceIds, findVersion, instanceVersions, latestVersion, versionOfRoute } from '../lib/versions';

/** Longest query a reader can type or bring in from selected text. */
export const MAX_QUERY_LENGTH = 64;

/** Hits per request. */
export const HITS_PER_PAGE = 20;

/** Facet filters in the hosted service's form: entries are ANDed, inner lists ORed. */
export type FacetFilters = (string | string[])[];

/** The search tag of a docs version's pages (`docsearch:docusaurus_tag`): docs-<instance id>-<version>. */
export function versionSearchTag(site: Pick<SiteData, 'docsPluginId'>, version: Pick<VersionInfo, 'name'> & { pluginId?: string }): string {
  return `docs-${version.pluginId ?? site.docsPluginId}-${version.name}`;
}

/** Search tags of pages that belong to no docs version and are searched from every version. */
const SHARED_TAGS = ['default', 'blog_posts_list'];

/** The version of an instance a search covers when the reader is not on its pages: the preferred one, else the latest; never a noIndex one when another exists. */
function instanceSearchVersion(site: SiteData, pluginId: string, own?: VersionInfo): VersionInfo | undefined {
  const preferred = typeof window === 'undefined' ? undefined : findVersion(site, pluginId, readStorage(preferredVersionKey(pluginId)) ?? undefined);
  const chosen = own ?? preferred ?? latestVersion(site, pluginId);
  if (!chosen?.noIndex) return chosen;
  const versions = instanceVersions(site, pluginId);
  return versions.find((v) => v.isLast && !v.noIndex) ?? versions.find((v) => !v.noIndex) ?? chosen;
}

/**
 * The docs version a search from this route covers: the route's own version on docs pages
 * (of whichever docs instance); elsewhere the reader's preferred version of the site's main
 * docs instance, else its latest one. A version excluded from search (noIndex) gives way to
 * the newest indexed one, so search never filters to nothing.
 */
export function searchVersion(site: SiteData, route: KindAndProps & { path?: string }): VersionInfo | undefined {
  const own = versionOfRoute(site, { path: '', ...route });
  return instanceSearchVersion(site, own?.pluginId ?? site.docsPluginId, own);
}

/**
 * Facet filters of a search from this route (contextual search): the language, and
 * the pages outside the docs plus, on a docs page, the pages of its own instance and version
 * only; elsewhere one version of every docs instance (`version` for its own instance, the
 * preferred or latest one for the others). Without contextual search, the language only.
 */
export function contextualFacetFilters(site: SiteData, route: KindAndProps & { path?: string }, version?: VersionInfo): FacetFilters {
  const filters: FacetFilters = ['language:en'];
  if (!site.search.contextualSearch) return filters;
  const tags = [...SHARED_TAGS];
  const own = versionOfRoute(site, { path: '', ...route });
  if (own && !version) {
    // A reader of one docs section searches that section, not another's pages of the same name.
    tags.push(versionSearchTag(site, instanceSearchVersion(site, own.pluginId ?? site.docsPluginId, own)!));
  } else {
    for (const id of docsInstanceIds(site)) {
      const chosen = version && (version.pluginId ?? site.docsPluginId) === id ? version : instanceSearchVersion(site, id);
      if (chosen) tags.push(versionSearchTag(site, chosen));
    }
  }
  filters.push(tags.map((tag) => `docusaurus_tag:${tag}`));
  return filters;
}

/** Cuts a query to the input limit. */
export function clampQuery(query: string): string {
  return query.length > MAX_QUERY_LENGTH ? query.slice(0, MAX_QUERY_LENGTH) : query;
}

/** The address of the search page for a query: the search page path with q set. */
export function searchPageUrl(site: SiteData, query: string): string {
  const path = site.search.searchPagePath || `${site.baseUrl}search`;
  return query ? `${path}?q=${encodeURIComponent(query)}` : path;
}
