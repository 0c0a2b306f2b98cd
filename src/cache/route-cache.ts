import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { LinkRef } from '../markdown/types.js';
import { dataFileOf, htmlFileOf } from '../render/output-paths.js';
import type { RouteEntry } from '../routes/types.js';
import { digestOf, type CacheStore } from './cache-store.js';
import { dependenciesHold, setDependencies, type Dependencies } from './dependencies.js';
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
  /** The page and its data file as written (UTF-8), so a warm build copies bytes without encoding them. */
  html: Uint8Array;
  data: Uint8Array;
  links: LinkRef[];
  ids: string[];
  description?: string;
  search?: CachedSearch;
  /** Warnings its markdown gave, reported again when it comes from the cache. */
  diagnostics: Diagnostic[];
  /** Files its markdown was made from (sources, partials, images), with their digests. */
  files: [string, string][];
  /** Content images it published: absolute path → public URL. */
  assets: [string, string][];
}

/** A page's search input as the JSON spilled for the search stage, with its digest (see page-spill.ts). */
export interface CachedSearch {
  json: Uint8Array;
  digest: string;
}

/**
 * The plan of each route as text: its data before its markdown is loaded. Taken before any
 * route of the build loads or renders, since loading fills the plan in.
 */
export function routePlans(routes: RouteEntry[]): Map<RouteEntry, string> {
  const memo = new WeakMap<object, string>();
  const plans = new Map<RouteEntry, string>();
  for (const route of routes) plans.set(route, planText({ data: route.data, file: route.file, sitemap: route.sitemap, search: route.search, links: route.links, ids: route.ids }, memo));
  return plans;
}

/** The key of each route: the build's shared key plus the route's plan (taken now unless given). */
export function routeKeys(sharedKey: string, routes: RouteEntry[], plans = routePlans(routes)): Map<RouteEntry, string> {
  const keys = new Map<RouteEntry, string>();
  for (const route of routes) keys.set(route, digestOf(sharedKey, plans.get(route)!));
  return keys;
}

/** The stored entry of a route when it is sound and every file it was made from is unchanged. */
export function readRoute(store: CacheStore, key: string): CachedRoute | undefined {
  const entry = store.read<CachedRoute>(ROUTES, key);
  const fresh = entry !== undefined && dependenciesHold(entry.files);
  store.count(ROUTES, fresh);
  return fresh ? entry : undefined;
}

/** Stores a freshly rendered route. */
export function writeRoute(store: CacheStore, key: string, entry: Omit<CachedRoute, 'files' | 'assets'>, deps: Dependencies): void {
  store.write(ROUTES, key, { ...entry, files: [...deps.files], assets: [...deps.assets] } satisfies CachedRoute);
}

/**
 * Writes a cached route's files and gives its route what rendering would have (links, ids,
 * description, dependencies). The writes run on libuv's threads while this thread reads the
 * next entries; `writes` collects them for the caller to await.
 */
export function restoreRoute(config: ResolvedConfig, outDir: string, route: RouteEntry, entry: CachedRoute, made: Set<string>, writes: Promise<void>[]): void {
  writes.push(write(path.join(outDir, htmlFileOf(config, route.data.path, route.data.kind)), entry.html, made));
  writes.push(write(path.join(outDir, dataFileOf(config, route.data.path)), entry.data, made));
  delete route.load;
  route.links = entry.links;
  route.ids = entry.ids;
  route.data.description ??= entry.description;
  setDependencies(route, { files: new Map(entry.files), assets: new Map(entry.assets) });
}

function write(file: string, contents: Uint8Array, made: Set<string>): Promise<void> {
  const dir = path.dirname(file);
  if (!made.has(dir)) {
    mkdirSync(dir, { recursive: true });
    made.add(dir);
  }
  return writeFile(file, contents);
}
