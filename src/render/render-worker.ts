/**
 * A worker thread of `docs build`: plans the same routes as the main thread from the same
 * content, then renders the share of them it is given. Started by build-in-parallel.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { ServerTemplate } from '../bundle/bundle-template.js';
import type { ContentGraph } from '../content/types.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { buildRoutes } from '../routes/build-routes.js';
import { renderShard, type ShardCache, type ShardContext, type ShardResult } from './render-shard.js';
import { CacheStore } from '../cache/cache-store.js';
import { enableDependencyRecording } from '../cache/dependencies.js';
import { routeKeys } from '../cache/route-cache.js';
import { closeSpills } from '../search/page-spill.js';

interface WorkerInput {
  ctx: ShardContext;
  content: ContentGraph;
  templateFile: string;
  paths: string[];
}

const input = workerData as WorkerInput;
// Routes rendered between two messages to the main thread.
const BATCH = 100;
const template = (await import(pathToFileURL(input.templateFile).href)) as ServerTemplate;
const diagnostics: Diagnostic[] = [];
const routes = buildRoutes(input.ctx.config, input.content, diagnostics, undefined, { lazy: true });
const wanted = new Set(input.paths);
let result: ShardResult;
try {
  const share = routes.routes.filter((r) => wanted.has(r.data.path));
  let cache: ShardCache | undefined;
  if (input.ctx.cache) {
    // The same keys as the main thread's: the same plan, taken before anything renders.
    enableDependencyRecording();
    cache = { store: new CacheStore(input.ctx.cache.dir), keys: routeKeys(input.ctx.cache.key, share), diagnostics };
  }
  // Results go to the main thread a batch at a time, so this thread does not hold them all.
  for (let i = 0; i < share.length; i += BATCH) {
    parentPort!.postMessage({ rendered: renderShard(input.ctx, template, share.slice(i, i + BATCH), cache) });
  }
  closeSpills(input.ctx.spillDir);
  result = { rendered: [], assets: [...routes.assets], diagnostics };
} catch (e) {
  closeSpills(input.ctx.spillDir);
  // Errors cross the thread boundary as data; the main thread throws them with their causes.
  const chain: string[] = [];
  for (let c: unknown = e; c; c = (c as Error).cause) chain.push((c as Error).stack ?? String(c));
  parentPort!.postMessage({ error: chain.join('\nCaused by: ') });
  process.exit(0);
}
parentPort!.postMessage({ result });
