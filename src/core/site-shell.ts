import path from 'node:path';
import type { ClientAssets } from '../bundle/bundle-template.js';
import type { ResolvedConfig } from '../config/types.js';
import { contentPaths } from '../content/content-paths.js';
import { toPosix, walkFiles } from '../files/walk.js';
import { LLMS_FILES } from '../output/llms-txt.js';
import { feedFiles } from '../output/write-feeds.js';
import { sharedHead } from '../render/html-shell.js';
import type { BuiltRoutes } from '../routes/build-routes.js';
import { buildSiteData } from '../routes/site-data.js';
import type { SiteData } from '../../shared/types.js';
import type { LoadedSite } from './load-site.js';

/** What every page of a site shares: the site's data for the theme, the head of every page, the feeds it links to. */
export interface SiteShell {
  site: SiteData;
  head: string;
  feeds: { type: string; href: string; title: string }[];
}

/** The shell of a loaded site, once its browser bundle is known. */
export function siteShell(config: ResolvedConfig, loaded: LoadedSite, assets: ClientAssets): SiteShell {
  const hasBlog = loaded.content.posts.length > 0;
  const site = buildSiteData(config, loaded.routes.versions, hasBlog, { sidebars: loaded.routes.sidebars, searchStylesheet: assets.searchCss });
  const feeds = hasBlog ? feedFiles(config) : [];
  return { site, feeds, head: sharedHead(config, site, assets, feeds) };
}

/** Every non-page path the output will serve, so links to them are not reported as broken. */
export function servedFiles(config: ResolvedConfig, routes: BuiltRoutes, client: ClientAssets): Set<string> {
  const files = new Set<string>();
  // What the bundles wrote: scripts, styles, and files a component imports (a PDF it links to).
  for (const file of client.files) files.add(`${config.baseUrl}${file}`);
  for (const staticDir of contentPaths(config).staticDirs) {
    for (const abs of walkFiles(staticDir, () => true)) files.add(`${config.baseUrl}${toPosix(path.relative(staticDir, abs))}`);
  }
  for (const url of routes.assets.values()) files.add(url);
  files.add(`${config.baseUrl}sitemap.xml`);
  if (config.llmsTxt && routes.versions.length > 0) for (const file of LLMS_FILES) files.add(`${config.baseUrl}${file}`);
  if (routes.posts.length > 0) for (const feed of feedFiles(config)) files.add(feed.href);
  return files;
}
