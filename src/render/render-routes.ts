import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import type { ClientAssets, ServerTemplate } from '../bundle/bundle-template.js';
import type { RouteEntry } from '../routes/types.js';
import type { SiteData } from '../../shared/types.js';
import { htmlDocument } from './html-shell.js';
import { dataFileOf, htmlFileOf } from './output-paths.js';

/** Renders one route to its full HTML document. */
export function renderRouteHtml(
  config: ResolvedConfig,
  site: SiteData,
  template: ServerTemplate,
  route: RouteEntry,
  sharedHead: string,
  assets: ClientAssets,
): string {
  let rendered;
  try {
    rendered = template.renderRoute(site, route.data);
  } catch (e) {
    throw new Error(`internal error while rendering ${route.data.path}${route.file ? ` (${route.file})` : ''}`, { cause: e });
  }
  return htmlDocument(config, site, route, rendered, sharedHead, assets);
}

/** Renders every route and writes its HTML and data file under outDir. */
export function writeRoutes(
  config: ResolvedConfig,
  site: SiteData,
  template: ServerTemplate,
  routes: RouteEntry[],
  sharedHead: string,
  assets: ClientAssets,
  outDir: string,
  onPage?: (route: RouteEntry, html: string, file: string) => void,
): void {
  const made = new Set<string>();
  const write = (rel: string, contents: string) => {
    const file = path.join(outDir, rel);
    const dir = path.dirname(file);
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    writeFileSync(file, contents);
  };
  for (const route of routes) {
    const file = htmlFileOf(config, route.data.path, route.data.kind);
    const html = renderRouteHtml(config, site, template, route, sharedHead, assets);
    write(file, html);
    onPage?.(route, html, file);
    write(dataFileOf(config, route.data.path), JSON.stringify(route.data));
  }
}
