import { createHash } from 'node:crypto';
import path from 'node:path';
import type { ClientAssets, ServerTemplate } from '../bundle/bundle-template.js';
import { deferred } from '../bundle/deferred.js';
import { hasMdxRouteModule, mdxBundleInput } from '../bundle/mdx-sources.js';
import type { CacheStore } from '../cache/cache-store.js';
import { digestOf } from '../cache/cache-store.js';
import type { ResolvedConfig } from '../config/types.js';
import { markdownSources } from '../content/markdown-sources.js';
import { isMdxCandidate } from '../content/mdx-candidate.js';
import type { SourceFacts } from '../content/source-facts.js';
import type { ContentGraph, PageSource } from '../content/types.js';
import { bundleSite } from '../core/bundle-site.js';
import { loadSite, runSitePluginsAhead, type LoadedSite } from '../core/load-site.js';
import { siteShell } from '../core/site-shell.js';
import { DiagnosticError, type Diagnostic } from '../diagnostics/diagnostic.js';
import { clearFileDigests } from '../files/dependencies.js';
import type { MdxScope } from '../markdown/mdx-scope.js';
import type { LateBundleInput } from '../memo/bundle-cache.js';
import { siteKey } from '../memo/generator-key.js';
import { MDX_SCOPES, mdxScopeMemo } from '../memo/mdx-scope-cache.js';
import { dataFileOf } from '../render/output-paths.js';
import type { BuiltRoutes } from '../routes/build-routes.js';
import type { MarkdownCache } from '../routes/compile-markdown.js';
import { loadRoute } from '../routes/load-route.js';
import type { RouteEntry } from '../routes/types.js';
import type { SiteData } from '../../shared/types.js';

/** Where `docs dev` keeps what outlives a session (the scopes of MDX files by their text, bundles, file facts). */
export const DEV_CACHE_DIR = path.join('.docs-cache', 'dev-scopes');

/** The live state of the dev server: the last good load of everything, in memory. */
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
  /** Whether what every page shares (site data, client bundle) changed from the state before. */
  siteChanged: boolean;
  /** The MDX files that may need a module, with the digest of the text the bundle holds for: a change means bundling again. */
  mdxTexts?: Map<string, string>;
  /** The scope the bundle made a file's module from (null: none), when its modules are bundled. */
  mdxScopeOf?: (absPath: string) => MdxScope | null | undefined;
  /** The bundle holds no MDX module yet: they are bundled after the server is up (the first start). */
  mdxDeferred?: boolean;
}

/** What loading a dev state reads and keeps across loads. */
export interface DevLoadContext {
  config: ResolvedConfig;
  markdownCache: MarkdownCache;
  /** Where the client bundle's files are written. */
  outDir: string;
  store: CacheStore;
  facts: SourceFacts;
}

/** How a state is loaded: after which state, whether the site's code changed, whether its MDX modules may wait. */
export interface DevLoadOptions {
  previous?: DevState;
  codeChanged?: boolean;
  /** At the first start the bundle leaves the MDX modules out, so plain pages are served at once. */
  deferMdx?: boolean;
}

/**
 * Loads the site and bundles it for `docs dev`: the same core as a build (loadSite, bundleSite),
 * with markdown rendered only when a page is asked for. The bundle of the previous state is
 * kept when neither the page modules, the site's code nor the MDX that may need a module changed.
 */
export async function loadDevState(ctx: DevLoadContext, options: DevLoadOptions = {}): Promise<DevState> {
  const { config, store, outDir } = ctx;
  const { previous } = options;
  // Files are digested anew for each state: an edit since the last one must show.
  clearFileDigests();
  const key = siteKey(config, 'development');
  const late = deferred<LateBundleInput>();
  const mdx = mdxBundleInput();
  let pages: PageSource[] = [];
  const bundle = (withMdx: boolean) =>
    bundleSite(config, { pages, store, siteKey: key, outDir, mdx: withMdx ? mdx.input : undefined, late: late.promise, production: false });
  let first: Promise<[ServerTemplate, ClientAssets]> | undefined;
  const loaded = loadSite(config, {
    mode: 'development',
    facts: ctx.facts,
    markdownCache: ctx.markdownCache,
    onPages: (found) => {
      pages = found;
      // Without the MDX modules the bundle needs nothing of the content: esbuild starts now.
      if (options.deferMdx) (first = bundle(false)).catch(() => {});
    },
  });
  // Asynchronous markdown plugins run ahead on the files whose text they have not seen yet.
  await runSitePluginsAhead(loaded);
  // Compiling every MDX file to learn which need a module takes seconds on a big site: at the
  // first start the server comes up without them, and they are bundled right after.
  const defer = options.deferMdx === true && hasMdxRouteModule(config, loaded.content);
  const mdxTexts = defer ? undefined : candidateTexts(loaded, options.deferMdx === true);
  const reuse = previous && !options.codeChanged && !pageModulesChanged(previous, pages) && bundleHolds(previous, mdxTexts);
  const bundling = first ?? (reuse ? Promise.resolve<[ServerTemplate, ClientAssets]>([previous!.template, previous!.assets]) : bundle(true));
  bundling.catch(() => {});
  if (!defer) {
    try {
      // Compiled a slice at a time, so that pages are still served meanwhile; a file whose text
      // was compiled in an earlier session takes its scope from the cache instead.
      await mdx.setRoutes(config, loaded.routes.markdown, loaded.content, undefined, {
        yieldEvery: 20,
        memo: mdxScopeMemo(store, key, config, loaded.content),
      });
      // It keeps the scopes of the files as they are now.
      store.prune([MDX_SCOPES]);
      // A stored bundle holds for the same modules, made from the same texts against the same routes.
      const { markdown } = loaded.routes;
      const linksKey = JSON.stringify([[...markdown.routesByFile], markdown.fileLinkRoots]);
      late.resolve(mdx.input.routes.then((needed) => ({ key: digestOf(JSON.stringify([...needed]), signatureOf(mdxTexts!), linksKey), files: [] })));
    } catch (e) {
      mdx.fail(e);
      late.reject(e);
      throw e;
    }
  }
  const [template, assets] = await bundling;
  return stateOf(loaded, template, assets, previous, { mdxTexts, mdxScopeOf: defer ? undefined : mdx.scopeOf, mdxDeferred: defer || undefined });
}

function stateOf(
  loaded: LoadedSite,
  template: ServerTemplate,
  assets: ClientAssets,
  previous: DevState | undefined,
  mdx: Pick<DevState, 'mdxTexts' | 'mdxScopeOf' | 'mdxDeferred'>,
): DevState {
  const { config, content, routes, diagnostics } = loaded;
  const shell = siteShell(config, loaded, assets);
  const siteChanged = !previous || JSON.stringify(previous.site) !== JSON.stringify(shell.site) || previous.assets !== assets;
  const byPath = new Map(routes.routes.map((r) => [r.data.path, r]));
  const byDataFile = new Map(routes.routes.map((r) => [dataFileOf(config, r.data.path), r]));
  return {
    config,
    content,
    routes,
    byPath,
    byDataFile,
    template,
    assets,
    site: shell.site,
    head: shell.head,
    html: new Map(),
    served: new Map(),
    diagnostics,
    siteChanged,
    ...mdx,
  };
}

/** The MDX files that may need a module, with their texts' digests (none to hash at a first start, which found none). */
function candidateTexts(loaded: LoadedSite, firstStart: boolean): Map<string, string> {
  const texts = new Map<string, string>();
  if (firstStart) return texts;
  for (const source of markdownSources(loaded.content)) {
    if (isMdxCandidate(source, loaded.config.markdown)) texts.set(source.absPath, textDigest(source.source));
  }
  return texts;
}

function pageModulesChanged(previous: DevState, pages: PageSource[]): boolean {
  const modules = (list: PageSource[]) => JSON.stringify(list.filter((p) => p.kind === 'tsx').map((p) => p.absPath));
  return modules(previous.content.pages) !== modules(pages);
}

// The previous bundle holds while the MDX files that may need a module have the texts it was made for.
function bundleHolds(previous: DevState, mdxTexts: Map<string, string> | undefined): boolean {
  return previous.mdxTexts !== undefined && mdxTexts !== undefined && signatureOf(previous.mdxTexts) === signatureOf(mdxTexts) && !previous.mdxDeferred;
}

/** The digest of an MDX file's text, as kept in DevState.mdxTexts. */
export function textDigest(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

function signatureOf(texts: Map<string, string>): string {
  const hash = createHash('sha256');
  for (const [file, digest] of texts) hash.update(file).update('\0').update(digest).update('\0');
  return hash.digest('base64url');
}

/** Renders a route's markdown on first use; its errors are thrown as one DiagnosticError. */
export function ensureLoaded(state: DevState, route: RouteEntry): void {
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

/** The page route a request path names (with or without `.html`, `/index.html` or a trailing slash), never the 404 route. */
export function lookupRoute(state: DevState, pathname: string): RouteEntry | undefined {
  const clean = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  const route = state.byPath.get(clean.length > 1 ? clean.replace(/\/+$/, '') : clean);
  return route && route.data.kind !== 'notFound' ? route : undefined;
}
