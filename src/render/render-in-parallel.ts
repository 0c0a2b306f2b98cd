import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ServerTemplate } from '../bundle/bundle-template.js';
import type { ContentGraph } from '../content/types.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { BuiltRoutes } from '../routes/build-routes.js';
import type { RouteEntry } from '../routes/types.js';
import { byPath, closeSpills, spillIn, type SpilledPage } from '../search/page-spill.js';
import { renderShard, type RenderedRoute, type ShardContext, type ShardResult } from './render-shard.js';
import type { CacheStore } from '../cache/cache-store.js';
import { readRoute, restoreRoute, routeKeys } from '../cache/route-cache.js';
import { narrowUses } from '../routes/compile-markdown.js';

// Below this many doc pages a second thread costs more to start than it saves.
const MIN_ROUTES_FOR_WORKERS = 150;

/**
 * Renders every route's markdown and HTML, sharing the doc pages between the main thread and
 * worker threads. Docs with the same text go to the same thread, so each text is parsed once.
 * What the workers learnt (links, ids) is copied onto the main thread's routes.
 */
export async function renderInParallel(
  ctx: ShardContext,
  template: ServerTemplate,
  content: ContentGraph,
  routes: BuiltRoutes,
  diagnostics: Diagnostic[],
  store?: CacheStore,
): Promise<SpilledPage[]> {
  const workerFile = fileURLToPath(new URL('./worker.js', import.meta.url));
  const threads = Math.min(availableParallelism(), 4);
  // Routes whose stored rendering still holds are written from the cache; only the others render.
  const cache = store && ctx.cache ? { store, keys: routeKeys(ctx.cache.key, routes.routes), diagnostics } : undefined;
  const fromCache: RenderedRoute[] = [];
  let pending = routes.routes;
  const writes: Promise<void>[] = [];
  if (cache) {
    pending = [];
    const made = new Set<string>();
    for (const route of routes.routes) {
      const entry = readRoute(cache.store, cache.keys.get(route)!);
      if (!entry) {
        pending.push(route);
        continue;
      }
      restoreRoute(ctx.config, ctx.outDir, route, entry, made, writes);
      for (const [abs, url] of entry.assets) routes.assets.set(abs, url);
      diagnostics.push(...entry.diagnostics);
      const search = entry.search && spillIn(ctx.spillDir).add(entry.search);
      fromCache.push({ path: route.data.path, links: route.links, ids: route.ids, description: route.data.description, search });
    }
  }
  const docs = pending.filter((r) => r.data.kind === 'doc');
  if (threads < 2 || docs.length < MIN_ROUTES_FOR_WORKERS || !template.file || !existsSync(workerFile)) {
    const rendered = renderShard(ctx, template, pending, cache);
    await Promise.all(writes);
    closeSpills(ctx.spillDir);
    return searchInputs([...fromCache, ...rendered]);
  }
  const sources = new Map<string, string>();
  for (const v of content.versions) for (const d of v.docs) sources.set(d.file, d.source);
  // Shard by text: the main thread also renders every non-doc page, so it takes fewer docs.
  const shares: RouteEntry[][] = Array.from({ length: threads }, () => []);
  for (const route of docs) {
    const hash = createHash('sha1').update(sources.get(route.file!) ?? route.data.path).digest();
    const slot = hash.readUInt32BE(0) % (threads * 4);
    shares[slot < 3 ? 0 : 1 + (slot % (threads - 1))]!.push(route);
  }
  // A worker holds the site's plan and texts plus the pages in flight (about 200 MB at 10,000
  // pages). With no cap, V8 lets garbage grow to four times what is live before it collects;
  // a cap under 2 GB makes it collect at about 1.6 times, with room for sites several times larger.
  let sourceBytes = 0;
  for (const source of sources.values()) sourceBytes += source.length;
  const oldGenerationMb = Math.max(1024, Math.ceil((sourceBytes * 10) / 2 ** 20));
  const mine = new Set(shares[0]);
  const local = pending.filter((r) => r.data.kind !== 'doc' || mine.has(r));
  // This thread keeps parsed texts only for the pages it renders itself.
  for (const p of content.posts) sources.set(p.file, p.source);
  for (const p of content.pages) if (typeof p.source === 'string') sources.set(p.file, p.source);
  narrowUses(routes.markdown.cache, local.flatMap((r) => (r.file && sources.has(r.file) ? [sources.get(r.file)!] : [])));
  const byPath = new Map(routes.routes.map((r) => [r.data.path, r]));

  const workers = shares.slice(1).map(
    (share) =>
      new Promise<ShardResult>((resolve, reject) => {
        const worker = new Worker(workerFile, {
          workerData: { ctx, content, templateFile: template.file, paths: share.map((r) => r.data.path) },
          resourceLimits: { maxYoungGenerationSizeMb: 128, maxOldGenerationSizeMb: oldGenerationMb },
        });
        // Rendered routes come in batches, then the worker's assets and diagnostics.
        const rendered: RenderedRoute[] = [];
        worker.on('message', (msg: { rendered?: RenderedRoute[]; result?: ShardResult; error?: string }) => {
          if (msg.rendered) {
            for (const r of msg.rendered) rendered.push(r);
            return;
          }
          if (msg.result) resolve({ ...msg.result, rendered });
          else reject(new Error(`a render worker failed:\n${msg.error}`));
          void worker.terminate();
        });
        worker.once('error', (e) => reject(new Error('a render worker failed', { cause: e })));
      }),
  );
  // The main thread works on its own share while the workers do theirs.
  const rendered = [...fromCache, ...renderShard(ctx, template, local, cache)];
  for (const result of await Promise.all(workers)) {
    for (const r of result.rendered) apply(byPath.get(r.path), r);
    for (const [abs, url] of result.assets) routes.assets.set(abs, url);
    diagnostics.push(...result.diagnostics);
    rendered.push(...result.rendered);
  }
  await Promise.all(writes);
  closeSpills(ctx.spillDir);
  return searchInputs(rendered);
}

// In path order, as reading them back from disk would give them.
function searchInputs(rendered: RenderedRoute[]): SpilledPage[] {
  return byPath(rendered.flatMap((r) => (r.search ? [r.search] : [])));
}

function apply(route: RouteEntry | undefined, rendered: RenderedRoute) {
  if (!route) return;
  delete route.load;
  route.links = rendered.links;
  route.ids = rendered.ids;
  route.data.description ??= rendered.description;
}
