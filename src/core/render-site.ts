import path from 'node:path';
import type { ServerTemplate } from '../bundle/bundle-template.js';
import { noteFile, rememberDependencies } from '../files/dependencies.js';
import type { ContentGraph } from '../content/types.js';
import { mergeFailures, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { BuiltRoutes } from '../routes/build-routes.js';
import type { RouteEntry } from '../routes/types.js';
import { renderShard, type RenderedRoute, type RenderMemo, type ShardContext } from '../render/render-shard.js';
import { withComponentStack } from '../render/render-routes.js';
import { startRenderPool, type RenderPool } from '../render/render-pool.js';
import type { CacheStore } from '../cache/cache-store.js';
import { readRoute, restoreRoute, routeKeys, routeMemo, routePlans, ROUTES } from '../memo/route-cache.js';
import type { LoadedSite } from './load-site.js';
import { narrowUses } from '../routes/compile-markdown.js';
import { markdownSources, releaseDocTexts } from '../content/markdown-sources.js';
import { byPath, closeSpills, searchTextSink, spillIn, type SpilledPage } from '../search/page-spill.js';

/** Render workers started before the bundle was there, and the route plans taken before anything loaded. */
export interface EarlyRender {
  pool?: RenderPool;
  plans?: Map<RouteEntry, string>;
}

/**
 * Takes the route plans the cache keys routes by (before anything loads), and with nothing
 * in the cache starts the render workers now: every route will render, so they parse their
 * MDX for the bundle, then the rest of their markdown while esbuild works.
 */
export function startEarlyRender(loaded: LoadedSite, store: CacheStore | undefined): EarlyRender {
  const { config, content, routes } = loaded;
  const early: EarlyRender = { plans: store ? routePlans(routes.routes) : undefined };
  if (!store || store.isEmpty(ROUTES)) {
    const docs = routes.routes.filter((r) => r.data.kind === 'doc');
    early.pool = startRenderPool(config, content, routes, docs, { preload: true, record: store !== undefined, mdx: true });
  }
  return early;
}

/**
 * Renders every route's markdown and HTML, sharing the doc pages between the main thread and
 * worker threads (started earlier by the build, or here). Docs with the same text go to the
 * same thread, so each text is parsed once. What the workers learnt (links, ids) is copied
 * onto the main thread's routes. `onPages` hears how many pages are done: those restored from
 * the cache at once, then each page this thread renders, then the workers' pages a batch at a
 * time (they arrive once this thread yields).
 */
export async function renderInParallel(
  ctx: ShardContext,
  template: ServerTemplate,
  content: ContentGraph,
  routes: BuiltRoutes,
  diagnostics: Diagnostic[],
  store?: CacheStore,
  early: EarlyRender = {},
  onPages?: (done: number, total: number) => void,
): Promise<SpilledPage[]> {
  let done = 0;
  const advance = (count: number) => {
    done += count;
    onPages?.(done, routes.routes.length);
  };
  // Routes whose stored rendering still holds are written from the cache; only the others render.
  const cache = store && ctx.cache ? { store, keys: routeKeys(ctx.cache.key, routes.routes, early.plans) } : undefined;
  const memo = cache && routeMemo(cache.store, cache.keys, diagnostics);
  const { fromCache, pending } = cache ? restoreFromCache(ctx, routes, cache, diagnostics) : { fromCache: [], pending: routes.routes };
  advance(fromCache.length);
  const run: ThreadRender = { ctx, template, memo, advance };
  const pool =
    early.pool ??
    (template.file
      ? startRenderPool(
          ctx.config,
          content,
          routes,
          pending.filter((r) => r.data.kind === 'doc'),
          { preload: false, record: cache !== undefined, mdx: false },
        )
      : undefined);
  let rendered: RenderedRoute[];
  if (pool && template.file) rendered = await renderWithWorkers(run, pool, template.file, { content, routes, pending, keys: cache?.keys, diagnostics });
  else {
    pool?.terminate();
    rendered = await renderOnThisThread(run, pending);
  }
  closeSpills(ctx.spillDir);
  return searchInputs([...fromCache, ...rendered]);
}

/** What rendering on the main thread needs: the shard context, the server bundle, the route memo and the progress count. */
interface ThreadRender {
  ctx: ShardContext;
  template: ServerTemplate;
  memo: RenderMemo | undefined;
  advance: (count: number) => void;
}

/** Renders routes on this thread, each one counted as it is done. */
function renderOnThisThread({ ctx, template, memo, advance }: ThreadRender, routes: RouteEntry[]): Promise<RenderedRoute[]> {
  return withStack(() => renderShard(ctx, template, routes, searchTextSink(ctx.spillDir, ctx.config), memo, () => advance(1)));
}

/** The routes left to render, and where the workers' findings go. */
interface PendingRender {
  content: ContentGraph;
  routes: BuiltRoutes;
  pending: RouteEntry[];
  keys: Map<RouteEntry, string> | undefined;
  diagnostics: Diagnostic[];
}

/**
 * Renders the pending routes on this thread and the workers at once: this thread takes the
 * first share, the workers the others. Pages that fail in any thread are reported together;
 * what the workers learnt is copied onto this thread's routes.
 */
async function renderWithWorkers(
  run: ThreadRender,
  pool: RenderPool,
  templateFile: string,
  { content, routes, pending, keys, diagnostics }: PendingRender,
): Promise<RenderedRoute[]> {
  const owned = new Set(pool.shares.slice(1).flat());
  const local = pending.filter((r) => !owned.has(r));
  // Tag and category pages list docs by description, which may be a doc's first paragraph:
  // they render once the workers have told what their docs hold (their texts are not here).
  const listing = local.filter((r) => r.data.kind === 'docTag' || r.data.kind === 'docCategory');
  // The workers' last parts keep their texts here too: this thread may render them (see takeBack).
  keepOwnTexts(content, routes, [...local, ...pending.filter((r) => pool.tails.has(r))]);
  const results = pool.render(run.ctx, templateFile, new Set(pending), keys, run.advance);
  results.catch(() => {});
  const routeAt = new Map(routes.routes.map((r) => [r.data.path, r]));
  const mine: RenderedRoute[] = [];
  const failed: unknown[] = [];
  try {
    mine.push(
      ...(await renderOnThisThread(
        run,
        local.filter((r) => !listing.includes(r)),
      )),
    );
    mine.push(...(await renderHandedBack(run, pool, routeAt)));
  } catch (e) {
    failed.push(e);
  }
  const theirs = await results.catch((e: unknown) => {
    failed.push(e);
    return [];
  });
  if (failed.length > 0) throw mergeFailures(failed);
  const rendered = [...mine];
  for (const result of theirs) {
    for (const r of result.rendered) apply(run.ctx.config.siteDir, routeAt.get(r.path), r);
    for (const [abs, url] of result.assets) routes.assets.set(abs, url);
    diagnostics.push(...result.diagnostics);
    rendered.push(...result.rendered);
  }
  rendered.push(...(await renderOnThisThread(run, listing)));
  return rendered;
}

/** Renders what the workers hand back once this thread is idle, until they have nothing left to give. */
async function renderHandedBack(run: ThreadRender, pool: RenderPool, routeAt: Map<string, RouteEntry>): Promise<RenderedRoute[]> {
  const rendered: RenderedRoute[] = [];
  for (;;) {
    const paths = await pool.takeBack();
    if (paths.length === 0) return rendered;
    rendered.push(
      ...(await renderOnThisThread(
        run,
        paths.map((p) => routeAt.get(p)!),
      )),
    );
  }
}

/**
 * This thread keeps parsed texts only for the pages it renders itself; the workers' docs
 * never load here (their results come back as data).
 */
function keepOwnTexts(content: ContentGraph, routes: BuiltRoutes, local: RouteEntry[]): void {
  const sources = new Map(markdownSources(content).map((s) => [s.file, s.source]));
  narrowUses(
    routes.markdown.cache,
    local.flatMap((r) => (r.file && sources.has(r.file) ? [sources.get(r.file)!] : [])),
  );
  sources.clear();
  releaseDocTexts(content, new Set(local.flatMap((r) => (r.file ? [r.file] : []))));
}

/** Writes the routes whose stored rendering still holds from the cache, and returns what they hold and the routes left to render. */
function restoreFromCache(
  ctx: ShardContext,
  routes: BuiltRoutes,
  cache: { store: CacheStore; keys: Map<RouteEntry, string> },
  diagnostics: Diagnostic[],
): { fromCache: RenderedRoute[]; pending: RouteEntry[] } {
  const fromCache: RenderedRoute[] = [];
  const pending: RouteEntry[] = [];
  const made = new Set<string>();
  for (const route of routes.routes) {
    const key = cache.keys.get(route)!;
    const entry = readRoute(cache.store, key);
    if (!entry) {
      pending.push(route);
      continue;
    }
    restoreRoute(ctx.config, cache.store, key, ctx.outDir, route, entry, made);
    for (const [abs, url] of entry.assets) routes.assets.set(abs, url);
    diagnostics.push(...entry.diagnostics);
    const search = entry.search && spillIn(ctx.spillDir).addJson(route.data.path, entry.search.json, entry.search.digest);
    fromCache.push({ path: route.data.path, links: route.links, ids: route.ids, description: route.data.description, search });
  }
  return { fromCache, pending };
}

// A render that throws fails with its component stack.
async function withStack<T>(render: () => T): Promise<T> {
  try {
    return render();
  } catch (e) {
    throw await withComponentStack(e);
  }
}

// In path order, as reading them back from disk would give them.
function searchInputs(rendered: RenderedRoute[]): SpilledPage[] {
  return byPath(rendered.flatMap((r) => (r.search ? [r.search] : [])));
}

function apply(siteDir: string, route: RouteEntry | undefined, rendered: RenderedRoute) {
  if (!route) return;
  delete route.load;
  // A page that lists the doc (its description) depends on its file, as if it had loaded here.
  const file = route.file;
  if (file) rememberDependencies(route, () => noteFile(path.resolve(siteDir, file)));
  route.links = rendered.links;
  route.ids = rendered.ids;
  route.data.description ??= rendered.description;
}
