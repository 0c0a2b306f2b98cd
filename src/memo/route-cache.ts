import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { LinkRef } from '../markdown/types.js';
import { dataFileOf, htmlFileOf } from '../render/output-paths.js';
import type { RouteEntry } from '../routes/types.js';
import { digestOf, type CacheStore, type FileStamp } from '../cache/cache-store.js';
import { dependenciesHold, recordDependencies, setDependencies, type Dependencies } from '../files/dependencies.js';
import type { PageSearchJson, RenderMemo } from '../render/render-shard.js';
import { planText } from './plan-digest.js';

/** Where a build's route entries live and what every page of the build shares (site, head, assets, template...). */
export interface RouteCacheOptions {
  dir: string;
  /** Digest of everything all routes depend on; part of every route's key. */
  key: string;
}

/** The kind of entry a rendered route is stored as. */
export const ROUTES = 'routes';

/** A rendered route as the cache keeps it: its files and what the later stages learnt from it. */
export interface CachedRoute {
  /**
   * The page and its data file are kept beside the entry (`<key>.html`, `<key>.json`), hard
   * links to the files the build wrote: the cache holds no second copy, and a warm build links
   * them into the output instead of reading and writing them. Their stamps prove them unchanged.
   */
  html: FileStamp;
  data: FileStamp;
  links: LinkRef[];
  ids: string[];
  description?: string;
  search?: PageSearchJson;
  /** Warnings its markdown gave, reported again when it comes from the cache. */
  diagnostics: Diagnostic[];
  /** Files its markdown was made from (sources, partials, images), with their digests. */
  files: [string, string][];
  /** Content images it published: absolute path → public URL. */
  assets: [string, string][];
}

/**
 * The digest of each route's plan (its data before its markdown is loaded, as text). Taken
 * before any route of the build loads or renders, since loading fills the plan in. Only the
 * digest is kept: a plan's text holds a whole sidebar, so the texts of a large site's plans
 * would take much memory while they waited for the routes to be keyed after the bundle.
 */
export function routePlans(routes: RouteEntry[]): Map<RouteEntry, string> {
  const memo = new WeakMap<object, string>();
  const plans = new Map<RouteEntry, string>();
  for (const route of routes)
    plans.set(
      route,
      digestOf(planText({ data: route.data, file: route.file, sitemap: route.sitemap, search: route.search, links: route.links, ids: route.ids }, memo)),
    );
  return plans;
}

/** The key of each route: the build's shared key plus its plan's digest (taken now unless given). */
export function routeKeys(sharedKey: string, routes: RouteEntry[], plans = routePlans(routes)): Map<RouteEntry, string> {
  const keys = new Map<RouteEntry, string>();
  for (const route of routes) keys.set(route, digestOf(sharedKey, plans.get(route)!));
  return keys;
}

const HTML = '.html';
const DATA = '.json';

/** The stored entry of a route when it and its kept files are sound and every file it was made from is unchanged. */
export function readRoute(store: CacheStore, key: string): CachedRoute | undefined {
  const entry = store.read<CachedRoute>(ROUTES, key);
  const fresh =
    entry !== undefined && store.holdsFile(ROUTES, key + HTML, entry.html) && store.holdsFile(ROUTES, key + DATA, entry.data) && dependenciesHold(entry.files);
  store.count(ROUTES, fresh);
  return fresh ? entry : undefined;
}

/** Stores a freshly rendered route, whose page and data file were written at htmlFile and dataFile. */
export function writeRoute(
  store: CacheStore,
  key: string,
  files: { html: string; data: string },
  entry: Omit<CachedRoute, 'files' | 'assets' | 'html' | 'data'>,
  deps: Dependencies,
): void {
  const html = store.keepFile(ROUTES, key + HTML, files.html);
  const data = html && store.keepFile(ROUTES, key + DATA, files.data);
  if (!html || !data) return;
  store.write(ROUTES, key, { ...entry, html, data, files: [...deps.files], assets: [...deps.assets] } satisfies CachedRoute);
}

/**
 * The memo a shard renders with when there is a build cache: it records what each route
 * read and stores the route under its key, computed before any route of the build rendered.
 */
export function routeMemo(store: CacheStore, keys: Map<RouteEntry, string>, diagnostics: Diagnostic[]): RenderMemo {
  return {
    diagnostics,
    around(route, render) {
      const { value: rendered, deps } = recordDependencies(render);
      const key = keys.get(route);
      // A page with an error renders again next time: its cause may not come again (a plugin
      // that could not reach the network), and the build failed anyway.
      if (!rendered || !key || rendered.diagnostics.some((d) => d.severity === 'error')) return;
      const found = { links: route.links, ids: route.ids, description: route.data.description };
      writeRoute(store, key, rendered.files, { ...found, search: rendered.search, diagnostics: rendered.diagnostics }, deps);
    },
  };
}

/**
 * Puts a cached route's files in the output and gives its route what rendering would have
 * (links, ids, description, dependencies).
 */
export function restoreRoute(
  config: ResolvedConfig,
  store: CacheStore,
  key: string,
  outDir: string,
  route: RouteEntry,
  entry: CachedRoute,
  made: Set<string>,
): void {
  store.restoreFile(ROUTES, key + HTML, inDir(path.join(outDir, htmlFileOf(config, route.data.path, route.data.kind)), made));
  store.restoreFile(ROUTES, key + DATA, inDir(path.join(outDir, dataFileOf(config, route.data.path)), made));
  delete route.load;
  route.links = entry.links;
  route.ids = entry.ids;
  route.data.description ??= entry.description;
  setDependencies(route, { files: new Map(entry.files), assets: new Map(entry.assets) });
}

// The file, once its folder exists.
function inDir(file: string, made: Set<string>): string {
  const dir = path.dirname(file);
  if (!made.has(dir)) {
    mkdirSync(dir, { recursive: true });
    made.add(dir);
  }
  return file;
}
