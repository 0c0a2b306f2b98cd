/**
 * The local search endpoint of `docs dev`: answers `POST /1/indexes/{star}/queries` from the
 * in-memory build. Records come from the pages' rendered HTML (the same contract `docs index`
 * reads from dist/), built on the first search after a rebuild; pages whose HTML did not
 * change are not parsed again.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { renderRouteHtml } from '../render/render-routes.js';
import { buildRecords } from '../search/build-records.js';
import { createSearchEndpoint } from '../search/http-endpoint.js';
import { createLocalEngine } from '../search/local-engine.js';
import { parseBuiltPage, type SearchPageInput } from '../search/read-built-pages.js';
import type { SearchEngine } from '../shared/search/engine.js';
import type { DevState } from './dev-server.js';

/** A request handler for startDevServer's `handle` option. */
export type DevRequestHandler = (req: IncomingMessage, res: ServerResponse, state: DevState) => Promise<boolean>;

/** Creates the dev server's search endpoint; the engine follows the dev server's current state. */
export function createDevSearchHandler(options: { onError?: (error: unknown) => void } = {}): DevRequestHandler {
  let current: { state: DevState; engine: Promise<SearchEngine> } | undefined;
  // Parsed pages by route path, with the HTML they were parsed from.
  const parsed = new Map<string, { html: string; page: SearchPageInput | null }>();

  const engineFor = (state: DevState): Promise<SearchEngine> => {
    if (current?.state !== state) {
      const engine = Promise.resolve().then(() => buildEngine(state, parsed));
      current = { state, engine };
      engine.catch(() => {
        if (current?.engine === engine) current = undefined;
      });
    }
    return current.engine;
  };

  let endpoint: { prefix: string; handle: ReturnType<typeof createSearchEndpoint> } | undefined;
  let latest: DevState | undefined;
  return async (req, res, state) => {
    const url = req.url ?? '/';
    if (!url.includes('/1/indexes/')) return false;
    latest = state;
    const prefix = state.config.baseUrl.replace(/\/+$/, '');
    if (endpoint?.prefix !== prefix) {
      endpoint = { prefix, handle: createSearchEndpoint({ engine: () => engineFor(latest!), prefix, onError: options.onError }) };
    }
    return endpoint.handle(req, res);
  };
}

function buildEngine(state: DevState, parsed: Map<string, { html: string; page: SearchPageInput | null }>): SearchEngine {
  const { config, site } = state;
  const pages: SearchPageInput[] = [];
  const seen = new Set<string>();
  for (const route of state.routes.routes) {
    const kind = route.data.kind;
    // Pages without content to index: the renderer's contract leaves them out anyway; skip rendering them.
    if (kind === 'notFound' || kind === 'search' || route.data.noIndex) continue;
    const path = route.data.path;
    seen.add(path);
    let html = state.html.get(path);
    if (html === undefined) {
      html = renderRouteHtml(config, site, state.template, route, state.head, state.assets);
      // Shared with the page server: a page searched is a page already rendered.
      state.html.set(path, html);
    }
    let entry = parsed.get(path);
    if (!entry || entry.html !== html) {
      entry = { html, page: parseBuiltPage(html, path, { baseUrl: config.baseUrl, trailingSlash: config.trailingSlash }) };
      parsed.set(path, entry);
    }
    if (entry.page) pages.push(entry.page);
  }
  for (const path of parsed.keys()) if (!seen.has(path)) parsed.delete(path);
  pages.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const records = buildRecords(pages, {
    siteUrl: config.url,
    baseUrl: config.baseUrl,
    noIndexVersions: site.versions.filter((v) => v.noIndex).map((v) => v.name),
  });
  return createLocalEngine({ indexName: config.search.indexName, records });
}
