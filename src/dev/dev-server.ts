import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { CacheStore, digestOf } from '../cache/cache-store.js';
import { loadConfig } from '../config/load-config.js';
import { BUNDLE } from '../memo/bundle-cache.js';
import { generatorKey } from '../memo/generator-key.js';
import { FACTS, loadSourceFacts, saveSourceFacts } from '../memo/source-facts-cache.js';
import { createMarkdownCache } from '../routes/compile-markdown.js';
import type { RouteEntry } from '../routes/types.js';
import { listen } from '../server/serve.js';
import { guardSockets } from '../server/socket-guard.js';
import { mdxModuleKeys } from '../../shared/mdx-keys.js';
import { devFileHandlers, handleDevRequest, refuseForeign } from './dev-requests.js';
import type { DeferredMdx, DevOptions, DevSession } from './dev-session.js';
import { DEV_CACHE_DIR, ensureLoaded, loadDevState } from './dev-state.js';
import { createLiveReload } from './live-reload.js';
import { rebuild, removeStale } from './rebuild.js';
import { createRebuildQueue, type RebuildQueue } from './rebuild-queue.js';
import { watchSite } from './watch-site.js';

export type { DevOptions } from './dev-session.js';
export type { DevState } from './dev-state.js';
export { DEV_CACHE_DIR } from './dev-state.js';

/** A running dev server. */
export interface DevServer {
  url: string;
  close(): Promise<void>;
  /** Resolves when the rebuild that is under way (if any) has finished. */
  idle(): Promise<void>;
}

/** Starts `docs dev`: loads the site in memory, renders pages on request, reloads browsers on edits. */
export async function startDevServer(options: DevOptions): Promise<DevServer> {
  const { session, factsKey } = await openDevSession(options);
  const { config, store, outDir, state } = session;
  const factsKeeper = factsSaver(session, factsKey);
  const queue = createRebuildQueue((kind, files) => rebuild(session, kind, files, false, factsKeeper.soon));
  if (state.mdxDeferred) session.mdx = deferredMdx(session, queue, factsKeeper.soon);
  factsKeeper.soon();
  const server = devHttpServer(session);
  const watcher = watchSite(session, queue);
  try {
    await listen(server, options.port, options.host);
  } catch (e) {
    await watcher.close();
    throw e;
  }
  await watcher.ready;
  session.mdx.start();
  // What the last session left in the output folder goes once this one's bundles are in.
  if (!session.state.mdxDeferred) {
    store.prune([BUNDLE]);
    removeStale(outDir, [session.state.assets]);
  }
  return {
    // The port listened on: --port 0 asks for any free one.
    url: `http://${options.host}:${(server.address() as AddressInfo).port}${config.baseUrl}`,
    idle: () => queue.idle(),
    close: async () => {
      queue.cancel();
      factsKeeper.now();
      await watcher.close();
      session.live.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The session of one `docs dev` run: the config, the dev cache with what the last session
 * learned, and the site loaded in memory (its MDX deferred until the server listens).
 */
async function openDevSession(options: DevOptions): Promise<{ session: DevSession; factsKey: string }> {
  const config = await loadConfig(options.siteDir, options.configFile);
  // What outlives the session: MDX scopes and the bundles, so a second start need not wait for esbuild.
  const store = new CacheStore(path.join(config.siteDir, DEV_CACHE_DIR));
  // What the last session learned from the markdown files: files unchanged since are not read to plan the site.
  const factsKey = digestOf(generatorKey(config.siteDir), FACTS);
  const facts = loadSourceFacts(store, factsKey);
  // Facts kept by another version of the generator are of no more use.
  store.prune([FACTS]);
  // The client bundle's files; what the last session left there is kept until this one's bundles are made.
  const outDir = path.join(config.siteDir, '.docs-cache', 'dev');
  const markdownCache = createMarkdownCache();
  const state = await loadDevState({ config, markdownCache, outDir, store, facts }, { deferMdx: true });
  const session: DevSession = {
    options,
    log: options.log ?? ((line: string) => process.stdout.write(`${line}\n`)),
    outDir,
    store,
    markdownCache,
    live: createLiveReload(),
    config,
    facts,
    state,
    mdx: { start: () => {}, waitFor: async () => false },
    files: devFileHandlers(config, outDir),
  };
  return { session, factsKey };
}

/** The HTTP server of a session (not listening yet): its requests, the live reload socket, guarded sockets. */
function devHttpServer(session: DevSession): http.Server {
  const server = http.createServer((req, res) => {
    handleDevRequest(session, req, res).catch((e: unknown) => {
      // An answer already begun cannot turn into a 500: the connection is cut instead.
      if (res.headersSent) return void res.destroy();
      res.statusCode = 500;
      res.end(`Internal error: ${(e as Error)?.stack ?? e}`);
    });
  });
  guardSockets(server);
  session.live.attach(server, (req) => refuseForeign(session, req));
  return server;
}

/** Saves the facts of markdown files a second after the last load that changed them, and at close. */
function factsSaver(session: DevSession, key: string): { soon: () => void; now: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const now = () => {
    clearTimeout(timer);
    saveSourceFacts(session.facts, session.store, key);
  };
  return {
    now,
    soon: () => {
      clearTimeout(timer);
      timer = setTimeout(now, 1000);
      timer.unref();
    },
  };
}

/**
 * The MDX modules of the first start, bundled once the server is up: after the first page is
 * served, when a page asks for them, or when the watcher has read the tree, whichever comes
 * first. Not before the first page, which they would slow. Queued like an edit, so an edit
 * that comes first or meanwhile is never undone by it.
 */
function deferredMdx(session: DevSession, queue: RebuildQueue, saveFacts: () => void): DeferredMdx {
  let started = false;
  let settle = () => {};
  const ready = new Promise<void>((resolve) => (settle = resolve));
  const start = () => {
    if (started) return;
    started = true;
    void queue.enqueue(() => (session.state.mdxDeferred ? rebuild(session, 'code', null, true, saveFacts) : Promise.resolve())).finally(settle);
  };
  return {
    start,
    async waitFor(route: RouteEntry) {
      if (!session.state.mdxDeferred) return false;
      try {
        ensureLoaded(session.state, route);
      } catch {
        return false;
      }
      if (mdxModuleKeys(route.data).length === 0) return false;
      start();
      await ready;
      return true;
    },
  };
}
