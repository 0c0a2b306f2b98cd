/**
 * The local search endpoint of `docs dev`: answers `POST /1/indexes/{star}/queries` from the
 * in-memory build. Records come from the pages' rendered HTML (the same contract `docs index`
 * reads from dist/), built on the first search after a rebuild (the modal reads where to send
 * queries when the reader reaches for search) or in the background soon after pages are served;
 * pages whose data did not change are not rendered again. Routes whose markdown is not
 * rendered yet are rendered for it, in short time slices, so pages keep being served. A
 * background build stops at a file edit or a newer state (one runs at a time), and a page
 * whose code throws is left out rather than failing every search.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { renderRouteHtml } from '../render/render-routes.js';
import { loadRoute } from '../routes/load-route.js';
import type { RouteEntry } from '../routes/types.js';
import { buildRecords } from '../search/build-records.js';
import { createSearchEndpoint } from '../search/http-endpoint.js';
import { answerServedManifest } from '../search/served-manifest.js';
import { createLocalEngine } from '../search/local-engine.js';
import { pageSearchText, type SearchPageInput } from '../search/page-text.js';
import type { SearchEngine } from '../../shared/search/engine.js';
import type { DevState } from './dev-server.js';

/** A request handler for startDevServer's `handle` option. */
export type DevRequestHandler = (req: IncomingMessage, res: ServerResponse, state: DevState) => Promise<boolean>;

/** Wait after a page request before indexing in the background. */
const WARM_UP_DELAY_MS = 2000;

/** Longest stretch of indexing work before page requests and file events get their turn. */
const SLICE_MS = 10;

/** Parsed pages by route path, with the route data they were rendered from. */
type PageCache = { context: string; pages: Map<string, { data: string; page: SearchPageInput | null }> };

/** The search endpoint, and `pause()` for the dev server to call when a file is edited. */
export type DevSearchHandler = DevRequestHandler & { pause: () => void };

/** Creates the dev server's search endpoint; the engine follows the dev server's current state. */
export function createDevSearchHandler(options: { onError?: (error: unknown) => void } = {}): DevSearchHandler {
  const engines = engineKeeper();
  let endpoint: { prefix: string; handle: ReturnType<typeof createSearchEndpoint> } | undefined;
  let warmUp: NodeJS.Timeout | undefined;
  const handle = async (req: IncomingMessage, res: ServerResponse, state: DevState): Promise<boolean> => {
    engines.follow(state);
    // Indexing the whole site takes a while on a large one (its markdown is rendered on first
    // use): start in the background once pages are being served, in small time slices, so the
    // first search does not wait for all of it. After an edit only changed pages are redone.
    // Not while the MDX modules are still being bundled: their pages cannot render yet, and
    // the reload that follows the bundle brings a request with the whole state.
    if (!engines.has(state) && !warmUp && !state.mdxDeferred) {
      warmUp = setTimeout(() => {
        warmUp = undefined;
        engines.warm();
      }, WARM_UP_DELAY_MS);
      warmUp.unref();
    }
    const url = req.url ?? '/';
    const prefix = state.config.baseUrl.replace(/\/+$/, '');
    // The pages read the manifest of the split index to learn where to send queries: here.
    if (await answerServedManifest(req, res, prefix)) return true;
    if (!url.includes('/1/indexes/')) return false;
    if (endpoint?.prefix !== prefix) {
      endpoint = { prefix, handle: createSearchEndpoint({ backend: engines.awaitEngine, prefix, onError: options.onError }) };
    }
    return endpoint.handle(req, res);
  };
  return Object.assign(handle, { pause: engines.pause });
}

/**
 * The search engine of the latest state the dev server served, built in time slices with the
 * parsed pages kept between builds. One build runs at a time: a build stops at its next slice
 * once a file is edited (pause) or a newer state is served.
 */
function engineKeeper() {
  let current: { state: DevState; engine: Promise<SearchEngine> } | undefined;
  const cache: PageCache = { context: '', pages: new Map() };
  let latest: DevState | undefined;
  // Edits seen: background indexing stops for an edit, whose rebuild and page come first.
  let edits = 0;
  // Searches waiting for an engine.
  let waiting = 0;
  const engineFor = (state: DevState): Promise<SearchEngine> => {
    if (current?.state !== state) {
      // A build stops at its next slice once a file is edited or the server has moved to a new
      // state, so that two never run at once and an edit's page is not kept waiting. A search
      // waiting for it gets the latest state's; with none waiting, the next page request
      // starts that one after the warm-up delay.
      const at = edits;
      const engine: Promise<SearchEngine> = buildEngine(state, cache, () => edits !== at || (latest !== undefined && latest !== state)).catch((e: unknown) => {
        if (current?.engine === engine) current = undefined;
        if (e instanceof Superseded && waiting > 0) return engineFor(latest!);
        throw e;
      });
      current = { state, engine };
    }
    return current.engine;
  };
  return {
    /** Notes the state a request was served from: the one engines are built for from now on. */
    follow(state: DevState): void {
      latest = state;
    },
    /** Whether an engine for this state is built or being built. */
    has: (state: DevState): boolean => current?.state === state,
    /** Starts building the latest state's engine in the background. */
    warm(): void {
      engineFor(latest!).catch(() => {});
    },
    /** The latest state's engine, for a search (which counts as waiting until it has it). */
    async awaitEngine(): Promise<SearchEngine> {
      waiting++;
      try {
        return await engineFor(latest!);
      } finally {
        waiting--;
      }
    },
    /** A file was edited: the build under way stops at its next slice. */
    pause: (): void => void edits++,
  };
}

/** Identity of what, besides a route's data, shapes its HTML. */
const templates = new WeakMap<object, number>();
let templateCount = 0;
function renderContext(state: DevState): string {
  if (!templates.has(state.template)) templates.set(state.template, ++templateCount);
  return `${templates.get(state.template)}|${state.head}|${JSON.stringify(state.site)}`;
}

/** Thrown by an index build whose state is no longer the server's. */
class Superseded extends Error {}

async function buildEngine(state: DevState, cache: PageCache, superseded: () => boolean): Promise<SearchEngine> {
  const { config, site } = state;
  const context = renderContext(state);
  if (cache.context !== context) {
    cache.context = context;
    cache.pages.clear();
  }
  const pages: SearchPageInput[] = [];
  const seen = new Set<string>();
  let sliceStart = performance.now();
  for (const route of state.routes.routes) {
    const kind = route.data.kind;
    // Pages without content to index: the renderer's contract leaves them out anyway; skip rendering them.
    if (kind === 'notFound' || kind === 'search' || route.data.noIndex) continue;
    // Let the server answer page requests between short slices of rendering.
    if (performance.now() - sliceStart > SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      if (superseded()) throw new Superseded();
      sliceStart = performance.now();
    }
    const path = route.data.path;
    if (!loadForSearch(state, route)) continue;
    // The page server's HTML cache is left alone: it also tracks which pages a reader has open.
    const data = JSON.stringify(route.data);
    let entry = cache.pages.get(path);
    if (!entry || entry.data !== data) {
      let html: string;
      try {
        html = renderRouteHtml(config, site, state.template, route, state.head, state.assets, state.routes.versions);
      } catch {
        // A page whose code throws (an MDX page being edited) is left out; its request shows why.
        continue;
      }
      entry = { data, page: pageSearchText(html, path, { baseUrl: config.baseUrl, trailingSlash: config.trailingSlash }) };
      cache.pages.set(path, entry);
    }
    seen.add(path);
    if (entry.page) pages.push(entry.page);
  }
  for (const path of cache.pages.keys()) if (!seen.has(path)) cache.pages.delete(path);
  pages.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const records = buildRecords(pages, {
    siteUrl: config.url,
    baseUrl: config.baseUrl,
    noIndexVersions: site.versions.filter((v) => v.noIndex).map((v) => v.name),
  });
  return createLocalEngine({ indexName: config.search.indexName, records });
}

/**
 * Renders a route's markdown if the dev server has not yet (it does so on first request).
 * A page with errors is left out of the search and left pending, so its request still
 * reports them; false then.
 */
function loadForSearch(state: DevState, route: RouteEntry): boolean {
  const load = route.load;
  if (!load) return true;
  const before = state.diagnostics.length;
  try {
    loadRoute(route);
  } catch {
    route.load = load;
    return false;
  }
  if (state.diagnostics.slice(before).some((d) => d.severity === 'error')) {
    state.diagnostics.length = before;
    route.load = load;
    return false;
  }
  return true;
}
