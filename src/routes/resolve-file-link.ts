/**
 * Where a markdown link to a file lands, as Docusaurus resolves it: "./x.md" and "../x.md"
 * from the linking file's folder only; "/x.md" from the content folder of the file (the
 * docs of its version, the blog, the pages), then from the site folder; a bare "x.md" from
 * the file's folder, then the content folder, then the site folder; "@site/x.md" from the
 * site folder.
 */
import path from 'node:path';

/** What file links are resolved against. */
export interface FileLinkRoots {
  siteDir: string;
  /** Every content folder (each version's docs, the blog, the pages), absolute. */
  contentRoots: string[];
}

/** The files a markdown link may mean, in the order they are tried. */
export function fileLinkCandidates(link: string, fromFile: string, roots: FileLinkRoots): string[] {
  if (link.startsWith('@site/')) return [path.join(roots.siteDir, link.slice('@site/'.length))];
  const own = path.dirname(fromFile);
  if (link.startsWith('./') || link.startsWith('../')) return [path.resolve(own, link)];
  const contentRoot = contentRootOf(fromFile, roots.contentRoots);
  const fromRoots = [...(contentRoot ? [contentRoot] : []), roots.siteDir].map((root) => path.join(root, link.replace(/^\/+/, '')));
  return link.startsWith('/') ? fromRoots : [path.resolve(own, link), ...fromRoots];
}

/** Resolves a markdown link to the route of the first candidate file that is a page. */
export function resolveFileLink(link: string, fromFile: string, roots: FileLinkRoots, routesByFile: Map<string, string>): string | undefined {
  for (const candidate of fileLinkCandidates(link, fromFile, roots)) {
    const route = routesByFile.get(candidate);
    if (route !== undefined) return route;
  }
  return undefined;
}

// The innermost content folder holding the file (a version's docs may sit inside another folder).
function contentRootOf(file: string, roots: string[]): string | undefined {
  let best: string | undefined;
  for (const root of roots) {
    if (file.startsWith(root + path.sep) && (!best || root.length > best.length)) best = root;
  }
  return best;
}
