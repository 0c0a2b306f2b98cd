import type { SiteData, VersionInfo } from 'docs-kiln/shared/types';

/** Returns the version marked as the latest (isLast), else the first (newest) one. */
export function latestVersion(site: SiteData): VersionInfo | undefined {
  return site.versions.find((v) => v.isLast) ?? site.versions[0];
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

/** Returns the version a route belongs to: the one whose path is the longest prefix of the route. */
export function versionOfPath(site: SiteData, path: string): VersionInfo | undefined {
  let best: VersionInfo | undefined;
  for (const version of site.versions) {
    const base = version.path.replace(/\/+$/, '');
    if ((path === base || path.startsWith(`${base}/`)) && (!best || base.length > best.path.length)) best = version;
  }
  return best;
}
