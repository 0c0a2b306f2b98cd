/**
 * Maps an evaluated Docusaurus config onto site.config.json. Every key is either mapped or
 * reported: each part of the config has its handlers (map-site, map-plugins, map-docs,
 * map-blog, map-theme-config...), and a key without one becomes a note. A target key is
 * written only when the schema has it, so options the schema gains later are picked up.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { knownKeysAt } from '../config/schema.js';
import { finishBlog } from './map-blog.js';
import { createMapContext, type KeyPath, type KnownKeys, type MapContext, type MigrateNote, type Obj } from './map-context.js';
import { finishDocs } from './map-docs.js';
import { finishMarkdownPlugins } from './map-markdown-plugins.js';
import { siteHandlers } from './map-site.js';
import { createMapState, type MapState } from './map-state.js';

/** The note and key path types, for the callers of mapDocusaurusConfig. */
export type { KeyPath, MigrateNote } from './map-context.js';

/** The mapped config and what could not be mapped. */
export interface MappedConfig {
  config: Record<string, unknown>;
  notes: MigrateNote[];
  /** Where the Docusaurus site keeps its content, relative to the site folder. */
  folders: { docs: string[]; blog: string; pages: string };
  /** Where each written value came from: a path of site.config.json and the Docusaurus key path. */
  sources: Array<[target: (string | number)[], from: KeyPath]>;
  /** Modules of the site to write beside site.config.json, by their path relative to the site. */
  files: Map<string, string>;
}

/** The Docusaurus key path a path of site.config.json came from: the longest recorded prefix, with the rest appended. */
export function sourceOf(sources: MappedConfig['sources'], target: readonly PropertyKey[]): KeyPath | undefined {
  let best: [number, KeyPath] | undefined;
  for (const [prefix, from] of sources) {
    if (prefix.length > target.length || !prefix.every((k, i) => String(k) === String(target[i]))) continue;
    if (!best || prefix.length > best[0]) best = [prefix.length, from];
  }
  if (!best) return undefined;
  return [...best[1], ...target.slice(best[0]).map((k) => (typeof k === 'number' ? k : String(k)))];
}

/** Docusaurus' link policies where ours differ, written out unless the config set them. */
const DOCUSAURUS_POLICIES = { onBrokenLinks: 'throw', onBrokenAnchors: 'warn', onBrokenMarkdownLinks: 'warn', onDuplicateRoutes: 'warn' } as const;

/** Maps a Docusaurus config (`configText`: its file's text); `knownKeys` stands in for the schema's keys in tests. */
export function mapDocusaurusConfig(source: Obj, siteDir: string, knownKeys: KnownKeys = knownKeysAt, configText?: string): MappedConfig {
  const ctx = createMapContext(siteDir, knownKeys, configText);
  const state = createMapState(installedIn(siteDir));
  ctx.each(source, [], siteHandlers(ctx, state), 'Remove it, or find the closest option of site.config.json in guides/configuration.md.');
  for (const [key, value] of Object.entries(DOCUSAURUS_POLICIES)) {
    if (ctx.out[key] === undefined && ctx.schemaHas([key])) ctx.out[key] = value;
  }
  finishBlog(ctx, state.blog);
  finishDocs(ctx, state.docs, state.docsShared);
  finishPages(ctx, state);
  finishMarkdownPlugins(ctx, state.markdown);
  finishReadableFolders(ctx);
  return { config: orderLike(ctx.out, knownKeys), notes: ctx.notes, folders: foldersOf(ctx, state), sources: ctx.sources, files: ctx.files };
}

/** Whether a package is installed where the site's config would load it from (its node_modules, or a folder's above). */
function installedIn(siteDir: string): (pkg: string) => boolean {
  return (pkg) => {
    for (let dir = siteDir; ; dir = path.dirname(dir)) {
      if (existsSync(path.join(dir, 'node_modules', pkg, 'package.json'))) return true;
      if (path.dirname(dir) === dir) return false;
    }
  };
}

/**
 * Docs or a blog kept outside the site folder (`../docs`) mean the repository, not the site
 * folder, is the unit the site is made from: its code may import files beside them (a JSON
 * file at the repository's root), as webpack lets a Docusaurus site do. Their parent folders
 * become readable.
 */
function finishReadableFolders(ctx: MapContext): void {
  if (!ctx.schemaHas(['readableFolders'])) return;
  const docs = ctx.out.docs === undefined ? [] : ((Array.isArray(ctx.out.docs) ? ctx.out.docs : [ctx.out.docs]) as Obj[]);
  const paths = [...docs.map((d) => d.path), (ctx.out.blog as Obj | undefined)?.path].filter((p): p is string => typeof p === 'string');
  const outside = paths.filter((p) => p === '..' || p.startsWith('../'));
  const folders = [...new Set(outside.map((p) => path.posix.dirname(p)))];
  if (folders.length > 0) ctx.out.readableFolders = folders;
}

// The pages folder is written when it exists, as Docusaurus reads it then.
function finishPages(ctx: MapContext, state: MapState): void {
  if (existsSync(path.join(ctx.siteDir, state.pages.path))) ctx.put(['pages', 'path'], state.pages.path, state.pages.at ?? ['presets']);
}

// Where the content is, for the scan of the site's other files.
function foldersOf(ctx: MapContext, state: MapState): MappedConfig['folders'] {
  const docs = ctx.out.docs === undefined ? [] : ((Array.isArray(ctx.out.docs) ? ctx.out.docs : [ctx.out.docs]) as Obj[]);
  const blog = ((ctx.out.blog as Obj | undefined)?.path as string | undefined) ?? 'blog';
  return { docs: docs.map((d) => String(d.path ?? 'docs')), blog, pages: state.pages.path };
}

// The order of keys in our schema, so the written file reads like a hand-written one.
function orderLike(out: Obj, knownKeys: KnownKeys): Obj {
  const order = knownKeys([]) ?? [];
  const sorted: Obj = {};
  for (const key of order) if (out[key] !== undefined) sorted[key] = out[key];
  for (const key of Object.keys(out)) if (!(key in sorted)) sorted[key] = out[key];
  return sorted;
}
