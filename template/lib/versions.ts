import type { KindAndProps, SiteData, VersionInfo } from 'docs-kiln/shared/types';

/** Returns the versions of one docs instance (the site's main one when not named), newest first. */
export function instanceVersions(site: SiteData, pluginId: string = site.docsPluginId): VersionInfo[] {
  return site.versions.filter((v) => (v.pluginId ?? site.docsPluginId) === pluginId);
}

/** Returns the ids of the site's docs instances, in config order. */
export function docsInstanceIds(site: SiteData): string[] {
  return [...new Set(site.versions.map((v) => v.pluginId ?? site.docsPluginId))];
}

/** Returns the version of a docs instance marked as the latest (isLast), else its first (newest) one. */
export function latestVersion(site: SiteData, pluginId: string = site.docsPluginId): VersionInfo | undefined {
  const versions = instanceVersions(site, pluginId);
  return versions.find((v) => v.isLast) ?? versions[0];
}

/** Returns a version by instance and name. */
export function findVersion(site: SiteData, pluginId: string | undefined, name: string | undefined): VersionInfo | undefined {
  return name === undefined ? undefined : instanceVersions(site, pluginId ?? site.docsPluginId).find((v) => v.name === name);
}

/** Returns the route of a doc in a version, or undefined when the version has no such doc. */
export function docPathInVersion(version: VersionInfo, docId: string): string | undefined {
  return version.docs.find((doc) => doc.id === docId)?.path;
}

/** Returns the route of a version's main doc (its landing page). */
export function mainDocPath(version: VersionInfo): string {
  return docPathInVersion(version, version.mainDocId) ?? version.path;
}

/** Returns the route of `docId` in `version` when it exists there, else the version's main doc. */
export function sameDocOrMain(version: VersionInfo, docId: string | undefined): string {
  return (docId && docPathInVersion(version, docId)) || mainDocPath(version);
}

/**
 * Returns the version a route belongs to: the one whose path is the longest prefix of the
 * route, among the versions of one docs instance when `pluginId` is given, else of all.
 */
export function versionOfPath(site: SiteData, path: string, pluginId?: string): VersionInfo | undefined {
  let best: VersionInfo | undefined;
  for (const version of pluginId === undefined ? site.versions : instanceVersions(site, pluginId)) {
    const base = version.path.replace(/\/+$/, '');
    if ((path === base || path.startsWith(`${base}/`)) && (!best || base.length > best.path.replace(/\/+$/, '').length)) best = version;
  }
  return best;
}

/** Returns the docs version a docs page (doc, tags, category index) belongs to, from its own props; undefined elsewhere. */
export function versionOfRoute(site: SiteData, route: KindAndProps & { path: string }): VersionInfo | undefined {
  if (route.kind !== 'doc' && route.kind !== 'docTag' && route.kind !== 'docTagsList' && route.kind !== 'docCategory') return undefined;
  return findVersion(site, route.props.pluginId, route.props.version) ?? versionOfPath(site, route.path);
}
