/**
 * A worker thread of `docs build`: plans the same routes as the main thread from the same
 * content and owns a share of them. It loads its MDX routes first and sends their scopes
 * (the bundle waits for them), may load the rest while the bundle is made, and renders the
 * routes it is asked to once the bundle is there. Started by render-pool.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { ServerTemplate } from '../bundle/bundle-template.js';
import { DiagnosticError, mergeFailures, type Diagnostic } from '../diagnostics/diagnostic.js';
import { withComponentStack } from '../render/render-routes.js';
import { buildRoutes } from '../routes/build-routes.js';
import { preloadRoute, renderShard, type RenderMemo, type ShardResult } from '../render/render-shard.js';
import { routeMemo } from '../memo/route-cache.js';
import { CacheStore } from '../cache/cache-store.js';
import { enableDependencyRecording, recordDependencies } from '../files/dependencies.js';
import type { MdxScope } from '../markdown/mdx-scope.js';
import { PRELOAD_LIMIT, routesToHandBack, type HandBackRequest, type RenderRequest, type WorkerInput, type WorkerMessage } from '../render/render-pool.js';
import { closeSpills, searchTextSink } from '../search/page-spill.js';
import { releaseDocTexts } from '../content/markdown-sources.js';
import type { RouteEntry } from '../routes/types.js';

const input = workerData as WorkerInput;
const post = (message: WorkerMessage) => parentPort!.postMessage(message);
// Routes rendered between two messages to the main thread (and two looks at its requests).
const BATCH = 25;
let spillDir: string | undefined;
// The routes this worker is to render, in order, and how many of them it has begun.
let queue: RouteEntry[] = [];
let begun = 0;

/**
 * Gives up about half of the routes of its last part (tail) that it has not begun, from the
 * end of its queue and in whole texts: the main thread, idle, renders them instead. Returns
 * their paths.
 */
function handBack(tail: Set<RouteEntry>, groupOf: Map<RouteEntry, number>): string[] {
  const given = new Set(
    routesToHandBack(
      queue.slice(begun).filter((r) => tail.has(r)),
      (r) => groupOf.get(r)!,
    ),
  );
  if (given.size === 0) return [];
  queue = queue.filter((r) => !given.has(r));
  return [...given].map((r) => r.data.path);
}

try {
  if (input.record) enableDependencyRecording();
  const diagnostics: Diagnostic[] = [];
  const routes = buildRoutes(input.config, input.content, diagnostics, undefined, { lazy: true, redirects: false });
  // What the site's asynchronous plugins left on this thread's files, when the main thread ran them ahead.
  if (input.pluginRecords) {
    routes.markdown.cache.plugins = { key: '', async: true, files: new Map(input.pluginRecords) };
  }
  const byPath = new Map(routes.routes.map((r) => [r.data.path, r]));
  const share = input.paths.map((p) => byPath.get(p)!);
  // Routes are planned: of the site's doc texts, this thread needs its own share's only.
  releaseDocTexts(input.content, new Set(share.flatMap((r) => (r.file ? [r.file] : []))));

  // The MDX routes first: the bundle needs to know which of them have a module, and what it holds.
  const scopes = new Map<string, MdxScope | null>();
  routes.markdown.mdxScopes = scopes;
  const { deps } = recordDependencies(() => {
    for (const p of input.mdxPaths) preloadRoute(byPath.get(p)!, diagnostics);
  });
  post({ type: 'scopes', scopes: { scopes: [...scopes], files: [...deps.files] } });

  // Then the rest but its last part (which it may hand back), while esbuild bundles; a message waits until this is done.
  if (input.preload) for (const route of share.slice(0, Math.min(PRELOAD_LIMIT, input.tailFrom))) preloadRoute(route, diagnostics);

  const tail = new Set(share.slice(input.tailFrom));
  const groupOf = new Map(share.map((r, i) => [r, input.groups[i]!]));
  parentPort!.on('message', (request: RenderRequest | HandBackRequest) => {
    if (request.type === 'hand-back') post({ type: 'handed', paths: handBack(tail, groupOf) });
    else void render(request, share, routes, diagnostics).catch(async (e) => fail(await withComponentStack(e)));
  });
} catch (e) {
  fail(e);
}

async function render(
  request: RenderRequest,
  share: ReturnType<typeof buildRoutes>['routes'],
  routes: ReturnType<typeof buildRoutes>,
  diagnostics: Diagnostic[],
) {
  const template = (await import(pathToFileURL(request.templateFile).href)) as ServerTemplate;
  const wanted = new Set(request.paths);
  queue = share.filter((r) => wanted.has(r.data.path));
  let memo: RenderMemo | undefined;
  if (request.ctx.cache && request.keys) {
    // The main thread's keys, taken from the plan before anything loaded.
    const keys = new Map(request.keys);
    memo = routeMemo(new CacheStore(request.ctx.cache.dir), new Map(queue.map((r) => [r, keys.get(r.data.path)!])), diagnostics);
  }
  spillDir = request.ctx.spillDir;
  // Results go to the main thread a batch at a time, so this thread does not hold them all.
  // A batch with pages that fail still renders the rest; every failed page is reported at the end.
  const failures: unknown[] = [];
  while (begun < queue.length) {
    const batch = queue.slice(begun, begun + BATCH);
    begun += batch.length;
    try {
      post({ type: 'rendered', rendered: renderShard(request.ctx, template, batch, searchTextSink(request.ctx.spillDir, request.ctx.config), memo) });
    } catch (e) {
      if (!(e instanceof DiagnosticError)) throw e;
      failures.push(await withComponentStack(e));
    }
    // The main thread's requests to hand routes back are answered between batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (failures.length > 0) throw mergeFailures(failures);
  closeSpills(spillDir);
  const result: ShardResult = { rendered: [], assets: [...routes.assets], diagnostics };
  post({ type: 'result', result });
}

// Errors cross the thread boundary as data; the main thread throws them with their causes
// (an author's mistake as the same diagnostics).
function fail(e: unknown) {
  if (spillDir) closeSpills(spillDir);
  const chain: string[] = [];
  for (let c: unknown = e; c; c = (c as Error).cause) chain.push((c as Error).stack ?? String(c));
  post({ type: 'error', error: chain.join('\nCaused by: '), diagnostics: e instanceof DiagnosticError ? e.diagnostics : undefined });
  process.exit(0);
}
