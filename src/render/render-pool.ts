import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ResolvedConfig } from '../config/types.js';
import type { ContentGraph } from '../content/types.js';
import { DiagnosticError, mergeFailures, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { WorkerScopes } from '../bundle/mdx-sources.js';
import { isMdxCandidate } from '../content/mdx-candidate.js';
import type { BuiltRoutes } from '../routes/build-routes.js';
import type { RouteEntry } from '../routes/types.js';
import type { RenderedRoute, ShardContext, ShardResult } from './render-shard.js';
import { LARGE_SITE_BYTES } from './heap-growth.js';
import { shareDocs } from './pool-shares.js';
import type { PluginRecord } from '../markdown/plugin-steps.js';
import type { PluginRecords } from '../routes/plugins-ahead.js';

// Below this many doc pages a second thread costs more to start than it saves.
const MIN_ROUTES_FOR_WORKERS = 150;

/**
 * Routes a worker loads ahead of the bundle at most: a loaded route holds its content tree
 * until it renders, so loading a large site's whole share ahead would hold most of the site.
 */
export const PRELOAD_LIMIT = 1000;

/**
 * The last part of each worker's share that the main thread may take over once it has
 * rendered its own pages: static shares never end at the same moment, and the thread done
 * first would otherwise wait. A worker leaves that part to load last, as it renders.
 */
export const HAND_BACK_SHARE = 0.25;

/**
 * Of the routes a worker has left (in its order, a text's routes together), those it hands
 * back: about the latter half, in whole texts (a text parsed in both threads would cost its
 * parse twice); none when one text is left.
 */
export function routesToHandBack<T>(left: T[], groupOf: (route: T) => number): T[] {
  let from = Math.ceil(left.length / 2);
  while (from < left.length && groupOf(left[from - 1]!) === groupOf(left[from]!)) from++;
  return left.slice(from);
}

/** Messages a render worker sends. */
export type WorkerMessage =
  | { type: 'scopes'; scopes: WorkerScopes }
  | { type: 'rendered'; rendered: RenderedRoute[] }
  | { type: 'result'; result: ShardResult }
  | { type: 'handed'; paths: string[] }
  | { type: 'error'; error: string; diagnostics?: Diagnostic[] };

/** What the main thread tells a worker once the bundle is there: render these routes of its share. */
export interface RenderRequest {
  type: 'render';
  ctx: ShardContext;
  templateFile: string;
  paths: string[];
  /** The build cache's key of each of those routes (with a cache). */
  keys?: [string, string][];
}

/** What the main thread asks a worker once it is idle: hand back half of the routes of its last part it has not rendered yet. */
export interface HandBackRequest {
  type: 'hand-back';
}

/** What a worker is started with. */
export interface WorkerInput {
  config: ResolvedConfig;
  content: ContentGraph;
  /** Paths of the routes it owns. */
  paths: string[];
  /** Where the last part of paths begins, which it may hand back (see HAND_BACK_SHARE). */
  tailFrom: number;
  /** The text group of each of paths: it hands back a text's routes together, so each text is still parsed once. */
  groups: number[];
  /** Paths of its routes whose MDX may need a module: loaded first, their scopes sent back. */
  mdxPaths: string[];
  /** Load (parse) the rest of its routes while the bundle is made, instead of waiting. */
  preload: boolean;
  /** Record what each route reads (a build with a cache). */
  record: boolean;
  /** What the site's asynchronous plugins left on the files it may parse (see routes/plugins-ahead.ts). */
  pluginRecords?: [string, { digest: string; record: PluginRecord }][];
}

/**
 * Worker threads that each own a share of the doc routes from the moment the routes are
 * planned: they parse their MDX first (the bundle waits for those files' scopes), then the
 * rest of their markdown while esbuild bundles, and render once the bundle is there.
 */
export interface RenderPool {
  /** The doc routes each worker owns. */
  shares: RouteEntry[][];
  /** The routes of the workers' shares that they may hand back to the main thread (see HAND_BACK_SHARE). */
  tails: Set<RouteEntry>;
  /** Asks every worker to hand back half of the routes of its last part it has not rendered yet; resolves with their paths. */
  takeBack(): Promise<string[]>;
  /** Scopes of the MDX files the workers own, by absolute path (settled when all have reported). */
  scopes: Promise<WorkerScopes>;
  /** Absolute paths of the MDX files whose scopes the workers report. */
  mdxFiles: Set<string>;
  /** Renders the given routes of each share; resolves with each worker's result. onRendered hears of each batch of pages a worker sends. */
  render(
    ctx: ShardContext,
    templateFile: string,
    pending: Set<RouteEntry>,
    keys?: Map<RouteEntry, string>,
    onRendered?: (count: number) => void,
  ): Promise<ShardResult[]>;
  /** Stops every worker (a failed build, or a render on the main thread alone). */
  terminate(): void;
}

/** Waits for every worker: when some fail, their failures together (each reports all its pages that failed). */
async function settleAll<T>(results: Promise<T>[]): Promise<T[]> {
  const settled = await Promise.allSettled(results);
  const failures = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as unknown] : []));
  if (failures.length > 0) throw mergeFailures(failures);
  return settled.map((s) => (s as PromiseFulfilledResult<T>).value);
}

/** The file each render worker runs (absent when running from sources under a test runner). */
export const workerFile = fileURLToPath(new URL('./worker.js', import.meta.url));

/**
 * Starts the render workers for a build, or returns undefined when the site is too small
 * or the machine has one core. `preload` makes them parse their routes before the bundle is
 * there (a cold build renders every route; with a warm cache most routes are not rendered).
 */
export function startRenderPool(
  config: ResolvedConfig,
  content: ContentGraph,
  routes: BuiltRoutes,
  docs: RouteEntry[],
  options: { preload: boolean; record: boolean; mdx: boolean },
): RenderPool | undefined {
  const threads = Math.min(availableParallelism(), 4);
  if (threads < 2 || docs.length < MIN_ROUTES_FOR_WORKERS || !existsSync(workerFile)) return undefined;
  const sources = new Map<string, { source: string; absPath: string; frontMatter: Record<string, unknown> }>();
  for (const v of content.versions) for (const d of v.docs) sources.set(d.file, d);
  const { shares, mdxRoutes, groupOf } = shareDocs(docs, threads, options.preload, (route) => {
    const doc = route.file ? sources.get(route.file) : undefined;
    if (!doc) return undefined;
    return {
      source: doc.source,
      isMdx: options.mdx && isMdxCandidate({ file: route.file!, frontMatter: doc.frontMatter, source: doc.source }, config.markdown),
    };
  });
  const resourceLimits = workerHeapLimits(sources.values());
  const mdxFiles = new Set<string>();
  // Who hears of the pages the workers send, once render() is called.
  const listener: RenderListener = {};
  const tails = new Set<RouteEntry>();
  const workers = shares.slice(1).map((share) => {
    const groups = share.map((r) => groupOf.get(r)!);
    // The last part begins with a text of its own: a text's routes are all handed back, or none.
    let tailFrom = share.length - Math.floor(share.length * HAND_BACK_SHARE);
    while (tailFrom > 0 && tailFrom < share.length && groups[tailFrom - 1] === groups[tailFrom]) tailFrom++;
    for (const route of share.slice(tailFrom)) tails.add(route);
    const mdxPaths = share.filter((r) => mdxRoutes.has(r));
    for (const route of mdxPaths) mdxFiles.add(sources.get(route.file!)!.absPath);
    const data: WorkerInput = {
      config,
      content,
      paths: share.map((r) => r.data.path),
      tailFrom,
      groups,
      mdxPaths: mdxPaths.map((r) => r.data.path),
      preload: options.preload,
      record: options.record,
      pluginRecords: recordsFor(routes.markdown.cache.plugins, share, sources),
    };
    return startWorker(data, resourceLimits, listener);
  });
  return {
    shares,
    tails,
    takeBack: () => Promise.all(workers.map((w) => w.takeBack())).then((all) => all.flat()),
    mdxFiles,
    scopes: Promise.all(workers.map((w) => w.scopes)).then((all) => ({ scopes: all.flatMap((s) => s.scopes), files: all.flatMap((s) => s.files) })),
    render(ctx, templateFile, pending, keys, heard) {
      listener.onRendered = heard;
      return settleAll(
        workers.map((w, i) => {
          const mine = shares[i + 1]!.filter((r) => pending.has(r));
          const request: RenderRequest = { type: 'render', ctx, templateFile, paths: mine.map((r) => r.data.path) };
          if (keys) request.keys = mine.map((r) => [r.data.path, keys.get(r)!]);
          w.worker.postMessage(request);
          return w.result;
        }),
      );
    },
    terminate() {
      for (const w of workers) void w.worker.terminate();
    },
  };
}

/**
 * What asynchronous plugins left, for a worker: its own docs and every file that is no doc
 * (partials, posts, pages), whose texts any thread may prepare. Trees that could not be
 * serialized stay on this thread.
 */
function recordsFor(kept: PluginRecords | undefined, share: RouteEntry[], docs: Map<string, { absPath: string }>): WorkerInput['pluginRecords'] {
  if (!kept?.async) return undefined;
  const docFiles = new Set([...docs.values()].map((d) => d.absPath));
  const own = new Set(share.flatMap((r) => (r.file && docs.has(r.file) ? [docs.get(r.file)!.absPath] : [])));
  const serializable = (record: PluginRecord) => Object.values(record.steps).every((step) => step.live === undefined);
  return [...kept.files].filter(([absPath, entry]) => (own.has(absPath) || !docFiles.has(absPath)) && serializable(entry.record));
}

/**
 * A worker's heap limits. It holds the site's plan and texts plus the pages in flight. With
 * no cap, V8 lets garbage grow to several times what is live before it collects; a cap of
 * about ten times the site's markdown makes it collect sooner, with room for sites several
 * times larger.
 */
function workerHeapLimits(docs: Iterable<{ source: string }>): { maxYoungGenerationSizeMb: number; maxOldGenerationSizeMb: number } {
  let sourceBytes = 0;
  for (const doc of docs) sourceBytes += doc.source.length;
  const maxOldGenerationSizeMb = Math.max(1024, Math.ceil((sourceBytes * 10) / 2 ** 20));
  // Its young generation: 32 MB semi-spaces, 8 MB ones on a large site (V8 gives the young
  // generation three). Larger ones cost memory and save no CPU; on a large site the smaller
  // ones lower the peak for a little more CPU, which they would cost a small site many times over.
  const maxYoungGenerationSizeMb = sourceBytes >= LARGE_SITE_BYTES ? 24 : 96;
  return { maxYoungGenerationSizeMb, maxOldGenerationSizeMb };
}

/** Who hears of each batch of pages a worker renders (set once render() is called). */
interface RenderListener {
  onRendered?: (count: number) => void;
}

/** A running render worker: its result once it has rendered, and the scopes of its MDX files once parsed. */
interface StartedWorker {
  worker: Worker;
  result: Promise<ShardResult>;
  scopes: Promise<WorkerScopes>;
  /** Asks it to hand back routes (see HandBackRequest); resolves with none once it has ended. */
  takeBack(): Promise<string[]>;
}

/** Starts one render worker and follows its messages: scopes first, then batches of rendered pages, then its result or failure. */
function startWorker(
  data: WorkerInput,
  resourceLimits: { maxYoungGenerationSizeMb: number; maxOldGenerationSizeMb: number },
  listener: RenderListener,
): StartedWorker {
  const worker = new Worker(workerFile, { workerData: data, resourceLimits });
  let settleScopes!: { resolve: (s: WorkerScopes) => void; reject: (e: unknown) => void };
  const scopes = new Promise<WorkerScopes>((resolve, reject) => (settleScopes = { resolve, reject }));
  // Rendered routes come in batches, then the worker's assets and diagnostics.
  const rendered: RenderedRoute[] = [];
  // Hand-back requests not answered yet, answered in order; none once the worker has ended.
  const handBacks: ((paths: string[]) => void)[] = [];
  let ended = false;
  const end = () => {
    ended = true;
    for (const answer of handBacks.splice(0)) answer([]);
  };
  const result = new Promise<ShardResult>((resolve, reject) => {
    worker.on('message', (msg: WorkerMessage) => {
      if (msg.type === 'scopes') settleScopes.resolve(msg.scopes);
      else if (msg.type === 'handed') handBacks.shift()?.(msg.paths);
      else if (msg.type === 'rendered') {
        for (const r of msg.rendered) rendered.push(r);
        listener.onRendered?.(msg.rendered.length);
      } else if (msg.type === 'result') {
        resolve({ ...msg.result, rendered });
        void worker.terminate();
      } else {
        const failure = msg.diagnostics ? new DiagnosticError(msg.diagnostics) : new Error(`a render worker failed:\n${msg.error}`);
        settleScopes.reject(failure);
        reject(failure);
        void worker.terminate();
      }
    });
    worker.once('error', (e) => {
      const failure = new Error('a render worker failed', { cause: e });
      settleScopes.reject(failure);
      reject(failure);
    });
  });
  // Nobody may wait for these (a build that fails first); their failure is reported where they are awaited.
  scopes.catch(() => {});
  result.then(end, end);
  worker.once('exit', end);
  const takeBack = () =>
    new Promise<string[]>((resolve) => {
      if (ended) return resolve([]);
      handBacks.push(resolve);
      worker.postMessage({ type: 'hand-back' } satisfies HandBackRequest);
    });
  return { worker, result, scopes, takeBack };
}
