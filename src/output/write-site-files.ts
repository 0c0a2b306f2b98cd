import { accessSync, constants, cpSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync, type Dirent } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import { contentPaths } from '../content/content-paths.js';
import { linksManifest } from '../links/site-links.js';
import { LINKS_MANIFEST } from '../links/links-manifest.js';
import { SIDEBARS_DIR, sidebarFilesOf } from '../render/sidebar-file.js';
import type { BuiltRoutes } from '../routes/build-routes.js';
import { sitemapXml } from './write-sitemap.js';
import { DiagnosticError } from '../diagnostics/diagnostic.js';
import { isPermissionError, unreadablePath } from '../files/unreadable.js';
import { routeTableJson } from '../routes/route-table.js';
import { ROUTE_TABLE_FILE } from '../../shared/route-data-path.js';

/**
 * Writes what a site serves besides its pages: the static folders, the images its markdown
 * references, one file per sidebar, the route table, the sitemap and the links manifest `docs check-links` reads.
 */
export function writeSiteFiles(config: ResolvedConfig, routes: BuiltRoutes, outDir: string): void {
  // Links (all inside the site, checked before the build) are copied as the files they point
  // at: the output holds no links, so a host never follows one.
  for (const staticDir of contentPaths(config).staticDirs) {
    if (existsSync(staticDir)) copyReadable(config.siteDir, staticDir, outDir);
  }
  const copied = new Set<string>();
  for (const [abs, url] of routes.assets) {
    // The same image in every version of a doc has one URL (its name and content hash): copied once.
    if (copied.has(url)) continue;
    copied.add(url);
    const target = path.join(outDir, url.slice(config.baseUrl.length));
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(abs, target, { dereference: true });
  }
  const sidebars = sidebarFilesOf(routes.routes);
  if (sidebars.size > 0) mkdirSync(path.join(outDir, SIDEBARS_DIR), { recursive: true });
  for (const [file, json] of sidebars) writeFileSync(path.join(outDir, file), json);
  mkdirSync(path.join(outDir, path.dirname(ROUTE_TABLE_FILE)), { recursive: true });
  writeFileSync(path.join(outDir, ROUTE_TABLE_FILE), routeTableJson(config, routes.routes));
  writeFileSync(path.join(outDir, 'sitemap.xml'), sitemapXml(config, routes.routes));
  mkdirSync(path.join(outDir, path.dirname(LINKS_MANIFEST)), { recursive: true });
  writeFileSync(path.join(outDir, LINKS_MANIFEST), JSON.stringify(linksManifest(routes.routes)));
}

/** Copies a folder of the site into the output; a file or folder in it that may not be read is a diagnostic naming it. */
function copyReadable(siteDir: string, from: string, to: string): void {
  try {
    cpSync(from, to, { recursive: true, dereference: true });
  } catch (e) {
    if (!isPermissionError(e)) throw e;
    // The error does not always name its path (opendir's does not): look for what may not be read.
    const denied = firstUnreadable(from);
    if (!denied) throw e;
    throw new DiagnosticError([unreadablePath(siteDir, denied.abs, denied.error, denied.kind)]);
  }
}

/** The first file or folder under `dir` (itself included) that may not be read, in the order of a walk. */
function firstUnreadable(dir: string): { abs: string; kind: 'file' | 'folder'; error: unknown } | undefined {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    return { abs: dir, kind: 'folder', error };
  }
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const abs = path.join(dir, entry.name);
    const isFolder = entry.isDirectory() || (entry.isSymbolicLink() && statSync(abs, { throwIfNoEntry: false })?.isDirectory());
    if (isFolder) {
      const inner = firstUnreadable(abs);
      if (inner) return inner;
      continue;
    }
    try {
      accessSync(abs, constants.R_OK);
    } catch (error) {
      return { abs, kind: 'file', error };
    }
  }
  return undefined;
}

/** Writes files given by their path relative to outDir. */
export function writeFiles(outDir: string, files: Map<string, string>): void {
  for (const [rel, contents] of files) {
    mkdirSync(path.dirname(path.join(outDir, rel)), { recursive: true });
    writeFileSync(path.join(outDir, rel), contents);
  }
}
