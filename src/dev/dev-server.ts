import chokidar from 'chokidar';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, type Dirent } from 'node:fs';
import { MAX_MARKDOWN_BYTES, readTextFile } from '../files/read-text-file.js';
import http from 'node:http';
import path from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import { bundleClient, bundleServer, type ClientAssets, type ServerTemplate } from '../bundle/bundle-template.js';
import { hasMdxRouteModule, mdxBundleInput } from '../bundle/mdx-sources.js';
import { MDX_SCOPES, mdxScopeMemo } from '../memo/mdx-scope-cache.js';
import { CacheStore, digestOf } from '../cache/cache-store.js';
import { BUNDLE, bundleWithCache, overridesListing, type LateBundleInput } from '../memo/bundle-cache.js';
import { deferred } from '../bundle/deferred.js';
import { markdownSources } from '../content/markdown-sources.js';
import { clearFileDigests } from '../files/dependencies.js';
import { generatorKey } from '../memo/generator-key.js';
import type { SourceFacts } from '../content/source-facts.js';
import { FACTS, loadSourceFacts, saveSourceFacts } from '../memo/source-facts-cache.js';
import { templateDir, themeOverridesDir } from '../files/package-root.js';
import { contentPaths, contentWatchPaths } from '../content/content-paths.js';
import { isMdxCandidate, mayNeedMdxModule } from '../content/mdx-candidate.js';
import { mdxModuleKeys } from '../../shared/mdx-keys.js';
import { listen } from '../server/serve.js';
import { refuseRequestTarget, resolvesInside, sendRefusal, serveFilesInside } from '../server/request-guard.js';
import { loadConfig } from '../config/load-config.js';
import type { ResolvedConfig } from '../config/types.js';
import { loadContent } from '../content/load-content.js';
import type { ContentGraph, PageSource } from '../content/types.js';
import { loadPages } from '../content/load-pages.js';
import { DiagnosticError, formatDiagnostic, throwIfErrors, type Diagnostic } from '../diagnostics/diagnostic.js';
import { checkSymlinks } from '../content/check-symlinks.js';
import { sharedHead } from '../render/html-shell.js';
import { dataFileOf } from '../render/output-paths.js';
import { routeDataJson, SIDEBARS_DIR, sidebarFilesOf } from '../render/sidebar-file.js';
import { renderRouteHtml, withComponentStack } from '../render/render-routes.js';
import { blogFeeds, feedFiles } from '../output/write-feeds.js';
import { sitemapXml } from '../output/write-sitemap.js';
import { buildRoutes, type BuiltRoutes } from '../routes/build-routes.js';
import { loadRoute } from '../routes/doc-routes.js';
import { quickTitle } from '../content/quick-title.js';
import { parseFrontMatter } from '../markdown/front-matter.js';
import { compileMarkdown, createMarkdownCache, pruneMarkdownCache, type MarkdownCache } from '../routes/compile-markdown.js';
import { mdxModuleSource } from '../markdown/mdx-module.js';
import type { MdxScope } from '../markdown/mdx-scope.js';
import { buildSiteData } from '../routes/site-data.js';
import type { RouteEntry } from '../routes/types.js';
import type { SiteData } from '../../shared/types.js';
import { DEV_CLIENT_SCRIPT } from './dev-client.js';

/** Options of `docs dev`. */
export interface DevOptions {
  siteDir: string;
  port: number;
  host: string;
  log?: (line: string) => void;
  /** Extra request handler tried first (e.g. the local search endpoint). */
  handle?: (req: http.IncomingMessage, res: http.ServerResponse, state: DevState) => boolean | Promise<boolean>;
  /** Called as soon as a watched file changes, before its rebuild: background work can step aside. */
  onEdit?: () => void;
}

/** A file's text, or '' when it is gone (an edit event can race a delete). */
function readFileOrEmpty(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** The live state of the dev server: the last good build of everything, in memory. */
export interface DevState {
  config: ResolvedConfig;
  content: ContentGraph;
  routes: BuiltRoutes;
  byPath: Map<string, RouteEntry>;
  byDataFile: Map<string, RouteEntry>;
  template: ServerTemplate;
  assets: ClientAssets;
  site: SiteData;
  head: string;
  /** Rendered HTML by route path, dropped when the route changes. */
  html: Map<string, string>;
  /** JSON of the data of each route served so far, to find what an edit changed for open pages. */
  served: Map<string, string>;
  /** Where lazily rendered routes report their problems. */
  diagnostics: Diagnostic[];
  /** The MDX files that may need a module, with the digest of the text the bundle holds for: a change means bundling again. */
  mdxTexts?: Map<string, string>;
  /** The scope the bundle made a file's module from (null: none), when its modules are bundled. */
  mdxScopeOf?: (absPath: string) => MdxScope | null | undefined;
  /** The bundle holds no MDX module yet: they are bundled after the server is up (the first start). */
  mdxDeferred?: boolean;
}

/** A running dev server. */
export interface DevServer {
  url: string;
  close(): Promise<void>;
  /** Resolves when the rebuild that is under way (if any) has finished. */
  idle(): Promise<void>;
}

const CONTENT = 'content';
// A site's own code (its components): the bundle is made again, open pages that use it reload.
const CODE = 'code';
const EVERYTHING = 'everything';
type RebuildKind = typeof CONTENT | typeof CODE | typeof EVERYTHING;
const WIDTH: Record<RebuildKind, number> = { [CONTENT]: 0, [CODE]: 1, [EVERYTHING]: 2 };

/** Starts `docs dev`: builds in memory, renders pages on request, reloads browsers on edits. */
export async function startDevServer(options: DevOptions): Promise<DevServer> {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const cache = createMarkdownCache();
  let config = await loadConfig(options.siteDir);
  // The client bundle's files; what the last session left there is kept until this one's bundles are made.
  const outDir = path.join(config.siteDir, '.docs-cache', 'dev');
  // The first bundle leaves out the MDX modules, so plain pages are served at once; they follow.
  // What outlives the session: MDX scopes and the bundles, so a second start need not wait for esbuild.
  const store = new CacheStore(path.join(config.siteDir, DEV_CACHE_DIR));
  // What the last session learned from the markdown files: files unchanged since are not read to plan the site.
  const factsKey = digestOf(generatorKey(config.siteDir), FACTS);
  let facts = loadSourceFacts(store, factsKey);
  // Facts kept by another version of the generator are of no more use.
  store.prune([FACTS]);
  let factsTimer: NodeJS.Timeout | undefined;
  const keepFacts = () => {
    clearTimeout(factsTimer);
    factsTimer = setTimeout(() => saveSourceFacts(facts, store, factsKey), 1000);
    factsTimer.unref();
  };
  let state: DevState & { siteChanged: boolean } = await buildState(config, cache, outDir, store, facts, undefined, false, true);
  keepFacts();
  let errors: string[] | null = null;

  const sockets = new Set<WebSocket>();
  const broadcast = (msg: object) => {
    const text = JSON.stringify(msg);
    for (const s of sockets) s.send(text);
  };

  // Files are looked up on each request; none is served through a link that leaves its folder.
  let serveAssets = serveFilesInside(outDir, ['html', 'htm']);
  // The static folders may link to other files of the site, as a build copies them; never out of it.
  let serveStaticFiles = staticHandler(config);

  const server = http.createServer(async (req, res) => {
    try {
      const refusal = refuseRequestTarget(req.url ?? '/');
      if (refusal) return sendRefusal(res, refusal);
      if (options.handle && (await options.handle(req, res, state))) return;
      const url = new URL(req.url ?? '/', 'http://localhost');
      const pathname = safeDecode(url.pathname);
      let route = lookupRoute(state, pathname);
      if (route && (await waitForMdx(route))) route = lookupRoute(state, pathname);
      if (route) {
        sendHtml(res, 200, pageHtml(route));
        return startMdx();
      }
      let data = state.byDataFile.get(pathname.replace(state.config.baseUrl, ''));
      if (data && (await waitForMdx(data))) data = state.byDataFile.get(pathname.replace(state.config.baseUrl, ''));
      if (data) {
        // Rendered first: the render decides what the data carries (every doc, for a component that asks).
        pageHtml(data);
        return sendJson(res, routeDataJson(data.data));
      }
      const sidebar = sidebarAt(state, pathname);
      if (sidebar !== undefined) return sendJson(res, sidebar);
      const asset = contentAsset(state, pathname);
      if (asset) {
        res.setHeader('content-type', asset.endsWith('.svg') ? 'image/svg+xml' : 'application/octet-stream');
        return res.end(readFileSync(asset));
      }
      const generated = generatedFile(state, pathname);
      if (generated) {
        res.setHeader('content-type', 'application/xml; charset=utf-8');
        return res.end(generated);
      }
      serveAssets(req, res, () =>
        serveStaticFiles(req, res, () => {
          if (pathname.startsWith(`${state.config.baseUrl}page-data/`)) {
            res.statusCode = 404;
            res.end('{}');
            return;
          }
          const notFound = state.routes.routes.find((r) => r.data.kind === 'notFound');
          sendHtml(res, 404, notFound ? pageHtml(notFound) : 'Not found');
        }),
      );
    } catch (e) {
      res.statusCode = 500;
      res.end(`Internal error: ${(e as Error).stack ?? e}`);
    }
  });

  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    if (req.url !== '/__docs/ws') return socket.destroy();
    wss.handleUpgrade(req, socket, head, (ws) => {
      sockets.add(ws);
      ws.on('close', () => sockets.delete(ws));
      if (errors) ws.send(JSON.stringify({ type: 'error', errors }));
    });
  });

  // The MDX modules of the first start are bundled once the server is up: after the first page
  // is served, when a page asks for them, or when the watcher has read the tree (about 0.8 s
  // for 4,600 files), whichever comes first. Not before the first page, which they would slow.
  let startMdx = () => {};
  // Settled when they are in.
  let settleMdx = () => {};
  const mdxReady = state.mdxDeferred ? new Promise<void>((resolve) => (settleMdx = resolve)) : undefined;
  /** Whether a route needs an MDX module the bundle does not have yet; if so, waits until it has. */
  const waitForMdx = async (route: RouteEntry): Promise<boolean> => {
    if (!state.mdxDeferred || !mdxReady) return false;
    try {
      ensureLoaded(state, route);
    } catch {
      return false;
    }
    if (mdxModuleKeys(route.data).length === 0) return false;
    startMdx();
    await mdxReady;
    return true;
  };

  const pageHtml = (route: RouteEntry): string => {
    let html = state.html.get(route.data.path);
    if (!html) {
      try {
        ensureLoaded(state, route);
      } catch (e) {
        errors = describeError(e);
        broadcast({ type: 'error', errors });
      }
      try {
        html = renderRouteHtml(state.config, state.site, state.template, route, state.head, state.assets, state.routes.versions);
        state.html.set(route.data.path, html);
      } catch (e) {
        // An MDX page whose code fails: the overlay says where; the next good save clears it.
        errors = describeError(e);
        broadcast({ type: 'error', errors });
        // Then with the component stack, which takes a second render.
        const shown = errors;
        void withComponentStack(e).then((detailed) => {
          if (detailed === e || errors !== shown) return;
          errors = describeError(detailed);
          broadcast({ type: 'error', errors });
        });
        html = `<!doctype html><html><head><meta charset="utf-8"><title>Error</title></head><body></body></html>`;
      }
    }
    const inject = `${errors ? `<script>window.__DOCS_DEV_ERRORS__=${JSON.stringify(errors).replace(/</g, '\\u003c')}</script>` : ''}<script>${DEV_CLIENT_SCRIPT}</script>`;
    return html.replace('</body>', `${inject}</body>`);
  };

  // Edits are coalesced: a burst of saves causes one rebuild, of the widest kind asked for.
  let pending: RebuildKind | null = null;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  // Files changed in place since the last rebuild; anything else (added, removed) is null.
  let edited: Set<string> | null = new Set();
  const schedule = (kind: RebuildKind) => {
    pending = pending && WIDTH[pending] > WIDTH[kind] ? pending : kind;
    clearTimeout(timer);
    timer = setTimeout(() => {
      const k = pending!;
      const files = edited;
      pending = null;
      edited = new Set();
      running = running.then(() => rebuild(k, files));
    }, 30);
  };

  const rebuild = async (kind: RebuildKind, files: Set<string> | null = null, completingMdx = false) => {
    const start = performance.now();
    try {
      // A body-only edit of docs or pages re-renders just them, without re-reading the site.
      // An MDX file with code takes the full path (a bundle) only when its module changes.
      const texts = new Map<string, string>();
      if (files) for (const f of files) if (/\.mdx?$/.test(f)) texts.set(f, readFileOrEmpty(f));
      const withCode = [...texts].filter(([f, text]) => mayNeedMdxModule(text) || state.mdxScopeOf?.(f));
      const quick = kind === CONTENT && errors === null && files && withCode.every(([f, text]) => keepsModule(state, f, text))
        ? updateInPlace(state, files)
        : undefined;
      if (quick) {
        // A new state object tells whoever caches per state (the search endpoint) that pages changed.
        state = { ...state };
        if (withCode.length > 0 && state.mdxTexts) {
          // The bundle holds for the new texts too: the next full rebuild need not bundle for them.
          state.mdxTexts = new Map(state.mdxTexts);
          for (const [f, text] of withCode) state.mdxTexts.set(f, textDigest(text));
        }
        log(`Rebuilt ${quick.length} page${quick.length === 1 ? '' : 's'} in ${Math.round(performance.now() - start)} ms.`);
        broadcast({ type: 'update', paths: quick, all: quick.length > 50 });
        return;
      }
      if (kind === EVERYTHING) {
        config = await loadConfig(options.siteDir);
        cache.entries.clear();
        serveStaticFiles = staticHandler(config);
        serveAssets = serveFilesInside(outDir, ['html', 'htm']);
      }
      // A partial's headings are part of its importers' prepared markdown: parse them again when asked.
      if (kind === CODE && !completingMdx) cache.entries.clear();
      const previous = state;
      const loadFacts = facts.next();
      const next = await buildState(config, cache, outDir, store, loadFacts, kind === EVERYTHING ? undefined : previous, kind === CODE);
      facts = loadFacts;
      keepFacts();
      // Pages whose MDX module is made of an edited file (a component, a partial) changed too.
      const usesEdited = (route: RouteEntry) =>
        kind === CODE && mdxModuleKeys(route.data).some((key) => (files ? (next.template.moduleInputs?.[key] ?? []).some((f) => files.has(f)) : true));
      // Only pages someone has opened can need a reload: compare what they were served.
      const changed: string[] = [];
      for (const [p, before] of previous.served) {
        const route = next.byPath.get(p);
        if (!route) {
          changed.push(p);
          continue;
        }
        ensureLoaded(next, route);
        const now = JSON.stringify(route.data);
        next.served.set(p, now);
        if (now !== before || usesEdited(route)) changed.push(p);
        else if (previous.html.has(p) && !next.siteChanged) next.html.set(p, previous.html.get(p)!);
      }
      // MDX pages run code when they render: render the changed open ones now, so a failure shows at once.
      for (const p of changed) {
        const route = next.byPath.get(p);
        if (route && mdxModuleKeys(route.data).length > 0) next.html.set(p, renderRouteHtml(next.config, next.site, next.template, route, next.head, next.assets, next.routes.versions));
      }
      state = next;
      const hadErrors = errors !== null;
      errors = null;
      if (completingMdx) {
        // Bundles of earlier configs or page sets are not kept: this session made or used its two.
        store.prune([BUNDLE]);
        removeStale(outDir, [previous.assets, next.assets]);
        // The client bundle is a new one (its chunks split anew around the MDX modules): open pages load it.
        log(`Bundled the MDX modules in ${Math.round(performance.now() - start)} ms.`);
        broadcast({ type: 'reload' });
        return;
      }
      // Saying when the code was bundled again tells an author why a save took seconds.
      const bundled = next.template !== previous.template ? ' (code bundled again)' : '';
      log(`Rebuilt ${kind === EVERYTHING ? 'everything' : `${changed.length} page${changed.length === 1 ? '' : 's'}`} in ${Math.round(performance.now() - start)} ms${bundled}.`);
      if (kind === EVERYTHING || hadErrors) broadcast({ type: 'reload' });
      else broadcast({ type: 'update', paths: changed, all: changed.length > 50 });
    } catch (e) {
      errors = describeError(e);
      for (const line of errors) log(line);
      broadcast({ type: 'error', errors });
    }
  };

  const { staticDirs, pagesDir } = contentPaths(config);
  const watched = [...contentWatchPaths(config), ...staticDirs, config.configFile];
  const ownTemplate = templateDir(config.siteDir);
  const overrides = themeOverridesDir(config.siteDir);
  watched.push(ownTemplate, overrides);
  // A site's own components (src/, as in Docusaurus) are bundled with its MDX: a change rebuilds the bundle.
  const siteCode = path.join(config.siteDir, 'src');
  if (existsSync(siteCode)) watched.push(siteCode);
  const watcher = chokidar.watch(watched, { ignoreInitial: true, ignored: (p) => p.includes(`${path.sep}node_modules${path.sep}`) || p.includes(`${path.sep}.docs-cache`) });
  watcher.on('all', (event, file) => {
    options.onEdit?.();
    if (file === config.configFile || file.startsWith(ownTemplate + path.sep) || file.startsWith(overrides + path.sep)) schedule(EVERYTHING);
    else if (staticDirs.some((dir) => file.startsWith(dir + path.sep))) broadcast({ type: 'reload' });
    // src/pages (Docusaurus' pages folder) is content even though it sits inside src/.
    else if ((file.startsWith(siteCode + path.sep) && !file.startsWith(pagesDir + path.sep)) || isPartial(file)) {
      if (event === 'change' && edited) edited.add(file);
      else edited = null;
      schedule(CODE);
    }
    else {
      if (event === 'change' && edited) edited.add(file);
      else edited = null;
      schedule(CONTENT);
    }
  });

  if (state.mdxDeferred) {
    let started = false;
    startMdx = () => {
      if (started) return;
      started = true;
      // Queued like an edit, so an edit that comes first or meanwhile is never undone by it.
      running = running.then(() => (state.mdxDeferred ? rebuild(CODE, null, true) : undefined)).finally(settleMdx);
    };
  }
  try {
    await listen(server, options.port, options.host);
  } catch (e) {
    await watcher.close();
    throw e;
  }
  await new Promise<void>((resolve) => watcher.on('ready', () => resolve()));
  startMdx();
  // What the last session left in the output folder goes once this one's bundles are in.
  if (!state.mdxDeferred) {
    store.prune([BUNDLE]);
    removeStale(outDir, [state.assets]);
  }
  const url = `http://${options.host}:${options.port}${config.baseUrl}`;
  return {
    url,
    idle: async () => {
      while (timer && pending) await new Promise((r) => setTimeout(r, 20));
      await running;
    },
    close: async () => {
      clearTimeout(timer);
      clearTimeout(factsTimer);
      saveSourceFacts(facts, store, factsKey);
      await watcher.close();
      for (const s of sockets) s.terminate();
      wss.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Removes the files of dir that none of the given bundles has. The client files have hashed
 * names, so those of the last session that are still current are kept, not written again.
 */
function removeStale(dir: string, bundles: ClientAssets[]): void {
  const keep = new Set(bundles.flatMap((b) => b.files.map((f) => path.join(dir, f))));
  const visit = (folder: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const abs = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(abs);
      else if (!keep.has(abs)) rmSync(abs, { force: true });
    }
  };
  visit(dir);
}

/** Where `docs dev` keeps what outlives a session (the scopes of MDX files, by their text). */
export const DEV_CACHE_DIR = path.join('.docs-cache', 'dev-scopes');

// A `_`-prefixed markdown file is never a page, only imported: it is part of its importers' modules.
const isPartial = (file: string) => /\.mdx?$/.test(file) && path.basename(file).startsWith('_');

async function buildState(config: ResolvedConfig, cache: MarkdownCache, outDir: string, store: CacheStore, facts: SourceFacts, previous: DevState | undefined, codeChanged = false, deferMdx = false): Promise<DevState & { siteChanged: boolean }> {
  // Links that leave the site are refused here too, before anything is read.
  throwIfErrors(checkSymlinks(config));
  const diagnostics: Diagnostic[] = [];
  const tsxPages = (pages: PageSource[]) => JSON.stringify(pages.filter((p) => p.kind === 'tsx').map((p) => p.absPath));
  const pages = loadPages(config, contentPaths(config).pagesDir, diagnostics, facts);
  const pagesChanged = !previous || tsxPages(previous.content.pages) !== tsxPages(pages);
  // Files are digested anew for each state: an edit since the last one must show.
  clearFileDigests();
  const baseKey = digestOf(generatorKey(config.siteDir), 'development', JSON.stringify(config));
  const late = deferred<LateBundleInput>();
  late.promise.catch(() => {});
  const mdx = mdxBundleInput();
  // Both bundles come from the dev cache when every file esbuild read for them is unchanged.
  const bundle = (withMdx: boolean) =>
    bundleWithCache({
      store,
      key: digestOf(baseKey, JSON.stringify(pages), overridesListing(themeOverridesDir(config.siteDir)), withMdx ? 'mdx' : 'first'),
      late: withMdx ? late.promise : Promise.resolve({ key: '', files: [] }),
      outDir,
      bundle: async () => {
        let clientInputs: string[] = [];
        const [server, client] = await Promise.all([bundleServer(config, pages, withMdx ? mdx.input : undefined), bundleClient(config, pages, outDir, false, withMdx ? mdx.input : undefined, (files) => (clientInputs = files))]);
        return { server, client, clientInputs };
      },
    });
  // At the first start (deferMdx) the bundle leaves the MDX modules out (they follow once the
  // server is up), so it needs nothing of the content: esbuild starts on it before the content is read.
  const first: Promise<[ServerTemplate, ClientAssets]> | undefined = deferMdx ? bundle(false) : undefined;
  first?.catch(() => {});
  const content = loadContent(config, 'development', diagnostics, pages, facts);
  // Compiling every MDX file to learn which need a module takes seconds on a big site: at the
  // first start the server comes up without them, and they are bundled right after (one
  // candidate is enough to know that).
  const defer = deferMdx && hasMdxRouteModule(config, content);
  // MDX modules are code: the bundle is made again when an MDX file that may need one changed.
  let mdxSignature: string | undefined;
  let mdxTexts: Map<string, string> | undefined;
  if (!defer) {
    mdxTexts = new Map();
    // At the first start the look above found none already: there is nothing to hash.
    if (!deferMdx) {
      for (const source of markdownSources(content)) {
        if (isMdxCandidate(source, config.markdown.format)) mdxTexts.set(source.absPath, textDigest(source.source));
      }
    }
    mdxSignature = signatureOf(mdxTexts);
  }
  // Without MDX modules to defer, that first bundle is the whole bundle already.
  const bundling: Promise<[ServerTemplate, ClientAssets]> =
    first ??
    (previous && !pagesChanged && !codeChanged && previous.mdxTexts !== undefined && signatureOf(previous.mdxTexts) === mdxSignature && !previous.mdxDeferred
      ? Promise.resolve([previous.template, previous.assets])
      : bundle(true));
  bundling.catch(() => {});
  let routes: BuiltRoutes;
  try {
    // Markdown is rendered when a page is first requested, so the server is up in about a second.
    routes = buildRoutes(config, content, diagnostics, cache, { lazy: true });
    // Compiled a slice at a time, so that pages are still served meanwhile; a file whose text
    // was compiled in an earlier session takes its scope from the cache instead.
    if (!defer) {
      await mdx.setRoutes(config, routes.markdown, content, undefined, { yieldEvery: 20, memo: mdxScopeMemo(store, baseKey, config, content) });
      // It keeps the scopes of the files as they are now.
      store.prune([MDX_SCOPES]);
      // A stored bundle holds for the same modules, made from the same texts against the same routes.
      const linksKey = JSON.stringify([[...routes.markdown.routesByFile], routes.markdown.fileLinkRoots]);
      late.resolve(mdx.input.routes.then((needed) => ({ key: digestOf(JSON.stringify([...needed]), mdxSignature ?? '', linksKey), files: [] })));
    }
  } catch (e) {
    mdx.fail(e);
    late.reject(e);
    throw e;
  }
  const [template, assets] = await bundling;
  const site = buildSiteData(config, routes.versions, content.posts.length > 0);
  const feeds = content.posts.length > 0 ? feedFiles(config) : [];
  const byPath = new Map(routes.routes.map((r) => [r.data.path, r]));
  const byDataFile = new Map(routes.routes.map((r) => [dataFileOf(config, r.data.path), r]));
  const siteChanged = !previous || JSON.stringify(previous.site) !== JSON.stringify(site) || previous.assets !== assets;
  return {
    config,
    content,
    routes,
    byPath,
    byDataFile,
    template,
    assets,
    site,
    head: sharedHead(config, site, assets, feeds),
    html: new Map(),
    served: new Map(),
    diagnostics,
    siteChanged,
    mdxTexts,
    mdxScopeOf: defer ? undefined : mdx.scopeOf,
    mdxDeferred: defer || undefined,
  };
}

function textDigest(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

function signatureOf(texts: Map<string, string>): string {
  const hash = createHash('sha256');
  for (const [file, digest] of texts) hash.update(file).update('\0').update(digest).update('\0');
  return hash.digest('base64url');
}

/**
 * Whether an edited MDX file still makes the module the bundle holds (same imports, exports,
 * tags and expressions; the module holds no positions): then the edit needs no bundle, only
 * its pages rendered again. A file that does not compile cleanly goes the full way, which
 * reports why.
 */
function keepsModule(state: DevState, absPath: string, text: string): boolean {
  const before = state.mdxScopeOf?.(absPath);
  if (!before) return false;
  const file = path.relative(state.config.siteDir, absPath).split(path.sep).join('/');
  // A context of its own, so that this look leaves no diagnostics or scopes behind.
  const ctx = { ...state.routes.markdown, diagnostics: [], mdxScopes: undefined };
  const result = compileMarkdown(ctx, file, absPath, text);
  if (!result?.mdx || ctx.diagnostics.some((d: Diagnostic) => d.severity === 'error')) return false;
  return mdxModuleSource(result.mdx, file) === mdxModuleSource(before, file);
}

/**
 * Applies edits that change only the body of docs or markdown pages (same front matter, same
 * leading title) to the live routes, so nothing else is re-read or re-planned. Returns the
 * open pages that changed, or undefined when the edit needs a full rebuild.
 */
function updateInPlace(state: DevState, files: Set<string>): string[] | undefined {
  if (files.size === 0) return undefined;
  const sources = new Map<string, { source: string; frontMatter?: Record<string, unknown> }>();
  for (const v of state.content.versions) for (const d of v.docs) sources.set(d.absPath, d);
  for (const p of state.content.pages) if (p.kind === 'md') sources.set(p.absPath, p as { source: string; frontMatter?: Record<string, unknown> });
  const touched = new Set<string>();
  for (const file of files) {
    const entry = sources.get(file);
    if (!entry || !existsSync(file)) return undefined;
    // A file that cannot be read cleanly goes through the full rebuild, which reports why.
    const text = readTextFile(file, file, [], MAX_MARKDOWN_BYTES);
    if (text === undefined) return undefined;
    let frontMatter: Record<string, unknown>;
    try {
      frontMatter = parseFrontMatter(text, file).data;
    } catch {
      return undefined;
    }
    if (JSON.stringify(frontMatter) !== JSON.stringify(entry.frontMatter ?? {})) return undefined;
    if (quickTitle(text) !== quickTitle(entry.source)) return undefined;
    entry.source = text;
    touched.add(path.relative(state.config.siteDir, file).split(path.sep).join('/'));
  }
  const rearmed = new Set<RouteEntry>();
  for (const route of state.routes.routes) {
    const own = route.file !== undefined && touched.has(route.file);
    // Tag and category index pages list descriptions, which may come from a doc's first paragraph.
    if ((own || route.data.kind === 'docTag' || route.data.kind === 'docCategory') && route.reload) {
      if (own && route.data.kind === 'doc') {
        // The description may have come from the old first paragraph.
        const description = sourcesFrontMatter(state, route.file!)?.description;
        route.data.description = typeof description === 'string' ? description : undefined;
      }
      route.load = route.reload;
      rearmed.add(route);
      state.html.delete(route.data.path);
    }
  }
  const changed: string[] = [];
  for (const [p, before] of state.served) {
    const route = state.byPath.get(p);
    if (!route || !rearmed.has(route)) continue;
    ensureLoaded(state, route);
    const now = state.served.get(p);
    if (now !== before) changed.push(p);
  }
  return changed;
}

function sourcesFrontMatter(state: DevState, file: string): Record<string, unknown> | undefined {
  for (const v of state.content.versions) for (const d of v.docs) if (d.file === file) return d.frontMatter;
  return undefined;
}

/** Renders a route's markdown on first use; its errors are thrown as one DiagnosticError. */
function ensureLoaded(state: DevState, route: RouteEntry): void {
  if (!route.load) {
    state.served.set(route.data.path, state.served.get(route.data.path) ?? JSON.stringify(route.data));
    return;
  }
  const load = route.load;
  const before = state.diagnostics.length;
  try {
    loadRoute(route);
  } catch (e) {
    // Keep failing until the next rebuild, rather than serving the page empty.
    route.load = load;
    throw e;
  }
  const found = state.diagnostics.slice(before);
  if (found.some((d) => d.severity === 'error')) {
    state.diagnostics.length = before;
    route.load = load;
    throw new DiagnosticError(found);
  }
  // Serialising also runs the lazy parts of list pages (a blog list renders every post).
  state.served.set(route.data.path, JSON.stringify(route.data));
}


function lookupRoute(state: DevState, pathname: string): RouteEntry | undefined {
  const clean = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  const route = state.byPath.get(clean.length > 1 ? clean.replace(/\/+$/, '') : clean);
  return route && route.data.kind !== 'notFound' ? route : undefined;
}

function contentAsset(state: DevState, pathname: string): string | undefined {
  // Checked again on each request: a link may have been pointed elsewhere since the build.
  for (const [abs, url] of state.routes.assets) if (url === pathname && existsSync(abs) && resolvesInside(state.config.siteDir, abs)) return abs;
  return undefined;
}

function generatedFile(state: DevState, pathname: string): string | undefined {
  const rel = pathname.slice(state.config.baseUrl.length);
  if (rel === 'sitemap.xml') return sitemapXml(state.config, state.routes.routes);
  if (/(rss|atom)\.xml$/.test(rel)) return blogFeeds(state.config, state.routes.posts, (nodes, key) => state.template.renderContentHtml!(state.site, nodes, key)).get(rel);
  return undefined;
}

function describeError(e: unknown): string[] {
  if (e instanceof DiagnosticError) return e.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic);
  const esbuildErrors = (e as { errors?: { text: string; location?: { file: string; line: number; column: number } }[] }).errors;
  if (Array.isArray(esbuildErrors)) {
    return esbuildErrors.map((x) => `${x.location ? `${x.location.file}:${x.location.line}:${x.location.column + 1} ` : ''}error ${x.text} [template/syntax]`);
  }
  const chain: string[] = [];
  for (let c: unknown = e; c; c = (c as Error).cause) chain.push((c as Error).message ?? String(c));
  return [`Internal error: ${chain.join('\nCaused by: ')}`];
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

/** The JSON of the sidebar file at pathname (see sidebar-file.ts), if a page of the current site names it. */
function sidebarAt(state: DevState, pathname: string): string | undefined {
  const rel = pathname.slice(state.config.baseUrl.length);
  return rel.startsWith(`${SIDEBARS_DIR}/`) ? sidebarFilesOf(state.routes.routes).get(rel) : undefined;
}


/** Serves the static folders in order: the first that has a file answers, the rest fall through. */
function staticHandler(config: ResolvedConfig): (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void {
  const handlers = contentPaths(config).staticDirs.map((dir) => serveFilesInside(dir, ['html', 'htm'], config.siteDir));
  return (req, res, next) => {
    const at = (i: number): void => (i < handlers.length ? handlers[i]!(req, res, () => at(i + 1)) : next());
    at(0);
  };
}
