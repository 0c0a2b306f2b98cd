import { existsSync, readFileSync } from 'node:fs';
import type http from 'node:http';
import type { ResolvedConfig } from '../config/types.js';
import { contentPaths } from '../content/content-paths.js';
import { blogFeeds } from '../output/write-feeds.js';
import { LLMS_FILES, llmsFiles } from '../output/llms-txt.js';
import { redirectHtml } from '../output/write-redirects.js';
import { sitemapXml } from '../output/write-sitemap.js';
import type { PlannedRedirect } from '../routes/redirects.js';
import { absoluteUrl } from '../routes/urls.js';
import { routeDataJson, SIDEBARS_DIR, sidebarFilesOf } from '../render/sidebar-file.js';
import { routeTableJson } from '../routes/route-table.js';
import { ROUTE_TABLE_FILE } from '../../shared/route-data-path.js';
import { refuseHostOrOrigin } from '../server/host-guard.js';
import { refuseRequestTarget, resolvesInside, sendRefusal, serveFilesInside, type Refusal } from '../server/request-guard.js';
import type { DevState } from './dev-state.js';
import { lookupRoute } from './dev-state.js';
import type { DevSession, FileHandler } from './dev-session.js';
import { pageHtml } from './page-html.js';

/**
 * Answers a request of `docs dev` from memory: a redirect page, a page (rendered on first
 * request), a page's data file, a sidebar file, a content image, the sitemap, a feed or an
 * llms file; then the client bundle's files and the static folders; else the 404 page.
 */
export async function handleDevRequest(session: DevSession, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const refusal = refuseForeign(session, req) ?? refuseRequestTarget(req.url ?? '/');
  if (refusal) return sendRefusal(res, refusal);
  if (session.options.handle && (await session.options.handle(req, res, session.state))) return;
  const pathname = safeDecode(new URL(req.url ?? '/', 'http://localhost').pathname);
  const redirect = redirectAt(session.state, pathname);
  if (redirect) return sendHtml(res, 200, redirectHtml(redirect.to, absoluteUrl(session.state.config, redirect.to)));
  if (await servePage(session, pathname, res)) return;
  const state = session.state;
  const fromMemory =
    sidebarAt(state, pathname) ?? (pathname === `${state.config.baseUrl}${ROUTE_TABLE_FILE}` ? routeTableJson(state.config, state.routes.routes) : undefined);
  if (fromMemory !== undefined) return sendJson(res, fromMemory);
  const asset = contentAsset(state, pathname);
  if (asset) {
    res.setHeader('content-type', asset.endsWith('.svg') ? 'image/svg+xml' : 'application/octet-stream');
    return void res.end(readFileSync(asset));
  }
  const generated = generatedFile(state, pathname);
  if (generated) {
    res.setHeader('content-type', pathname.endsWith('.txt') ? 'text/plain; charset=utf-8' : 'application/xml; charset=utf-8');
    return void res.end(generated);
  }
  session.files.assets(req, res, () => session.files.static(req, res, () => sendNotFound(session, pathname, res)));
}

/**
 * Why a request (or a WebSocket upgrade) is refused for its Host or Origin: the hosts
 * answered are the loopback names, IP addresses, `--host` and the config's
 * `dev.allowedHosts`, read anew on each request so an edit of the config applies at once.
 */
export function refuseForeign(session: DevSession, req: http.IncomingMessage): Refusal | undefined {
  return refuseHostOrOrigin(req, { bindHost: session.options.host, allowedHosts: session.config.dev.allowedHosts });
}

/** Serves the page or the page data file at pathname; false when there is none. */
async function servePage(session: DevSession, pathname: string, res: http.ServerResponse): Promise<boolean> {
  let route = lookupRoute(session.state, pathname);
  if (route && (await session.mdx.waitFor(route))) route = lookupRoute(session.state, pathname);
  if (route) {
    sendHtml(res, 200, pageHtml(session.state, route, session.live));
    session.mdx.start();
    return true;
  }
  const dataFile = (state: DevState) => state.byDataFile.get(pathname.replace(state.config.baseUrl, ''));
  let data = dataFile(session.state);
  if (data && (await session.mdx.waitFor(data))) data = dataFile(session.state);
  if (!data) return false;
  // Rendered first: the render decides what the data carries (every doc, for a component that asks).
  pageHtml(session.state, data, session.live);
  sendJson(res, routeDataJson(data.data));
  return true;
}

// The redirects of each loaded state by their old path, as a build writes their pages.
const redirectsByPath = new WeakMap<PlannedRedirect[], Map<string, PlannedRedirect>>();

/** The redirect whose page a build writes where `pathname` is served (`/old`, `/old/`, `/old/index.html`), if any. */
function redirectAt(state: DevState, pathname: string): PlannedRedirect | undefined {
  const list = state.routes.redirects;
  if (list.length === 0) return undefined;
  let byPath = redirectsByPath.get(list);
  if (!byPath) redirectsByPath.set(list, (byPath = new Map(list.map((r) => [r.from, r]))));
  return byPath.get(pathname.replace(/\/index\.html$/, '').replace(/\/+$/, '') || '/');
}

function sendNotFound(session: DevSession, pathname: string, res: http.ServerResponse): void {
  const state = session.state;
  if (pathname.startsWith(`${state.config.baseUrl}page-data/`)) {
    res.statusCode = 404;
    res.end('{}');
    return;
  }
  const notFound = state.routes.routes.find((r) => r.data.kind === 'notFound');
  sendHtml(res, 404, notFound ? pageHtml(state, notFound, session.live) : 'Not found');
}

/** The handlers of a dev server's files: the client bundle in outDir, then the site's static folders. */
export function devFileHandlers(config: ResolvedConfig, outDir: string): { assets: FileHandler; static: FileHandler } {
  // Files are looked up on each request; none is served through a link that leaves its folder.
  return { assets: serveFilesInside(outDir, ['html', 'htm']), static: staticHandler(config) };
}

/** Serves the static folders in order: the first that has a file answers, the rest fall through. */
function staticHandler(config: ResolvedConfig): FileHandler {
  // The static folders may link to other files of the site, as a build copies them; never out of it.
  const handlers = contentPaths(config).staticDirs.map((dir) => serveFilesInside(dir, ['html', 'htm'], config.siteDir));
  return (req, res, next) => {
    const at = (i: number): void => (i < handlers.length ? handlers[i]!(req, res, () => at(i + 1)) : next());
    at(0);
  };
}

function contentAsset(state: DevState, pathname: string): string | undefined {
  // Checked again on each request: a link may have been pointed elsewhere since the load.
  for (const [abs, url] of state.routes.assets) if (url === pathname && existsSync(abs) && resolvesInside(state.config.siteDir, abs)) return abs;
  return undefined;
}

function generatedFile(state: DevState, pathname: string): string | undefined {
  const rel = pathname.slice(state.config.baseUrl.length);
  if (rel === 'sitemap.xml') return sitemapXml(state.config, state.routes.routes);
  if (/(rss|atom)\.xml$/.test(rel))
    return blogFeeds(state.config, state.routes.posts, (nodes, key) => state.template.renderContentHtml!(state.site, nodes, key)).get(rel);
  if ((LLMS_FILES as readonly string[]).includes(rel)) return llmsFiles(state.config, state.content.versions, state.routes).get(rel);
  return undefined;
}

/** The JSON of the sidebar file at pathname (see sidebar-file.ts), if a page of the current site names it. */
function sidebarAt(state: DevState, pathname: string): string | undefined {
  const rel = pathname.slice(state.config.baseUrl.length);
  return rel.startsWith(`${SIDEBARS_DIR}/`) ? sidebarFilesOf(state.routes.routes).get(rel) : undefined;
}

function safeDecode(p: string): string {
  try {
    return decodeURI(p);
  } catch {
    return p;
  }
}

function sendHtml(res: http.ServerResponse, status: number, html: string) {
  res.statusCode = status;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(html);
}

function sendJson(res: http.ServerResponse, json: string) {
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(json);
}
