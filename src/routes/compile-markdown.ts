import { createHash } from 'node:crypto';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { DiagnosticError } from '../diagnostics/diagnostic.js';
import { finishMarkdown, prepareMarkdown, type PreparedMarkdown } from '../markdown/render-markdown.js';
import type { PartialHeadings } from '../markdown/transform-mdast.js';
import type { MdxScope } from '../markdown/mdx-scope.js';
import type { MarkdownPlugins } from '../markdown/markdown-plugins.js';
import type { AssetUrl, ImageDimensions, MarkdownInput, MarkdownResult } from '../markdown/types.js';
import type { TocItem } from '../../shared/types.js';
import { readImageDimensions, staticFileOf } from './image-dimensions.js';
import { noteAsset, noteFile, rememberDependencies, replayDependencies } from '../files/dependencies.js';
import { resolveFileLink, type FileLinkRoots } from './resolve-file-link.js';
import { pagePlugins, type PluginRecords } from './plugins-ahead.js';

/** Resolves links and assets for the markdown stage, shared by every file of a build. */
export interface MarkdownContext {
  config: ResolvedConfig;
  /** Absolute markdown file path → route (with base URL). */
  routesByFile: Map<string, string>;
  /** What markdown links to files are resolved against. */
  fileLinkRoots: FileLinkRoots;
  /** Absolute asset path → public URL; filled while compiling. */
  assets: Map<string, string>;
  /** Absolute image path → intrinsic size (null when unreadable); filled while compiling. */
  imageSizes?: Map<string, ImageDimensions | null>;
  diagnostics: Diagnostic[];
  /** Prepared markdown by content hash. */
  cache: MarkdownCache;
  /** When set, every compiled MDX file's scope by absolute path (null: it needs no module, or failed). */
  mdxScopes?: Map<string, MdxScope | null>;
  /** The site's remark and rehype plugins, attached (none configured: undefined). */
  plugins?: MarkdownPlugins;
}

/**
 * Prepared markdown by content hash. A build parses each distinct text once (versions copy
 * most docs unchanged), and `docs dev` keeps it across rebuilds so an edit re-parses one file.
 */
export interface MarkdownCache {
  entries: Map<string, PreparedMarkdown>;
  /** Keys used since the last prune. */
  used: Set<string>;
  /**
   * In a build: how many more times each text (by sourceKey) will be rendered. A text is
   * kept only while it has uses left, so the cache holds the texts in flight, not the site.
   * Without it (`docs dev`), every prepared text is kept.
   */
  uses?: Map<string, number>;
  /** In a build: the sourceKey of each kept entry that was counted. */
  sourceOf?: Map<string, string>;
  /** What asynchronous plugins left on each file when they ran ahead (see plugins-ahead.ts). */
  plugins?: PluginRecords;
}

/** Creates an empty markdown cache. */
export function createMarkdownCache(): MarkdownCache {
  return { entries: new Map(), used: new Set() };
}

/** The key a text's remaining uses are counted under (see MarkdownCache.uses). */
export function sourceKey(source: string): string {
  return createHash('sha1').update(source).digest('base64');
}

/** Makes a build's cache keep each text only until its last expected use: `sources` are the texts the build renders, once per page. */
export function expectUses(cache: MarkdownCache, sources: Iterable<string>): void {
  const uses = (cache.uses ??= new Map());
  cache.sourceOf ??= new Map();
  for (const source of sources) {
    const key = sourceKey(source);
    uses.set(key, (uses.get(key) ?? 0) + 1);
  }
}

/**
 * Says that from now on the thread renders only the pages made from `sources` (its share):
 * texts parsed earlier for other pages (MDX compiled for the bundle) are let go.
 */
export function narrowUses(cache: MarkdownCache, sources: Iterable<string>): void {
  if (!cache.uses) return;
  cache.uses = new Map();
  expectUses(cache, sources);
  for (const [key, source] of cache.sourceOf!) {
    if (cache.uses.has(source)) continue;
    cache.entries.delete(key);
    cache.sourceOf!.delete(key);
  }
}

/** Drops the entries no file used since the last prune (edited-away versions of files). */
export function pruneMarkdownCache(cache: MarkdownCache): void {
  for (const key of cache.entries.keys()) if (!cache.used.has(key)) cache.entries.delete(key);
  cache.used.clear();
}

/** Renders one markdown file with the site's link and asset resolvers; errors are collected, not thrown. */
export function compileMarkdown(
  ctx: MarkdownContext,
  file: string,
  absPath: string,
  source: string,
  toc?: { min: number; max: number },
): MarkdownResult | undefined {
  const min = toc?.min ?? ctx.config.docs.tocMinHeadingLevel;
  const max = toc?.max ?? ctx.config.docs.tocMaxHeadingLevel;
  const input: MarkdownInput = {
    file,
    absPath,
    source,
    tocMinLevel: min,
    tocMaxLevel: max,
    format: ctx.config.markdown.format,
    siteDir: ctx.config.siteDir,
    resolveMarkdownLink: (link, fromFile) => resolveFileLink(link, fromFile, ctx.fileLinkRoots, ctx.routesByFile),
    resolveAsset: (target) => resolveAsset(ctx, target),
    resolveStaticFile: (urlPath) => resolveStaticFile(ctx, urlPath),
    onMissingImage: ctx.config.onBrokenMarkdownImages,
    imageDimensions: (target) => imageDimensionsOf(ctx, target),
    partialHeadings: (spec) => partialHeadings(ctx, absPath, spec, min, max),
    plugins: pagePlugins(ctx, absPath, source),
    mermaid: ctx.config.markdown.mermaid,
  };
  try {
    // The build cache learns which files a page was made from (this one, its partials and images).
    noteFile(absPath);
    const result = rememberResult(() => finishMarkdown(prepareCached(ctx, input), input));
    ctx.diagnostics.push(...result.diagnostics);
    if (result.mdx) result.module = mdxModuleKey(file);
    ctx.mdxScopes?.set(absPath, result.mdx ?? null);
    return result;
  } catch (e) {
    if (e instanceof DiagnosticError) {
      ctx.mdxScopes?.set(absPath, null);
      ctx.diagnostics.push(...e.diagnostics);
      return undefined;
    }
    throw e;
  }
}

const partialStack = new Set<string>();

/** Prepares a partial an MDX file imports (relative or `@site/`) and returns its headings and ids. */
function partialHeadings(ctx: MarkdownContext, fromAbs: string, spec: string, min: number, max: number): PartialHeadings | undefined {
  const target = spec.startsWith('@site/')
    ? path.join(ctx.config.siteDir, spec.slice('@site/'.length))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(fromAbs), spec)
      : undefined;
  // A missing file is the bundler's error to report (with the import's line); a cycle stops here.
  if (target) noteFile(target);
  if (!target || !existsSync(target) || partialStack.has(target)) return undefined;
  partialStack.add(target);
  try {
    const source = readFileSync(target, 'utf8');
    const file = path.relative(ctx.config.siteDir, target).split(path.sep).join('/');
    const prepared = prepareCached(
      ctx,
      {
        file,
        source,
        tocMinLevel: min,
        tocMaxLevel: max,
        format: ctx.config.markdown.format,
        partialHeadings: (s) => partialHeadings(ctx, target, s, min, max),
        plugins: pagePlugins(ctx, target, source),
        mermaid: ctx.config.markdown.mermaid,
      },
      true,
    );
    const headings: PartialHeadings['headings'] = [];
    const walk = (items: TocItem[]) => {
      for (const item of items) {
        headings.push({ level: item.level, value: item.value, id: item.id });
        walk(item.children);
      }
    };
    walk(prepared.toc);
    return { headings, ids: prepared.ids };
  } catch (e) {
    if (e instanceof DiagnosticError) return undefined;
    throw e;
  } finally {
    partialStack.delete(target);
  }
}

/** The key of an MDX file's route module in the page registry. */
export function mdxModuleKey(file: string): string {
  return `mdx:${file}`;
}

/** Prepares a text once per build (and across edits in dev): the cache is keyed by its hash and how it is read. */
function prepareCached(ctx: MarkdownContext, input: Parameters<typeof prepareMarkdown>[0], partial = false): PreparedMarkdown {
  // Plugins are told the file they run on, so with plugins a text is prepared for each file.
  const key = createHash('sha1')
    .update(input.source)
    .update(
      `\0${input.tocMinLevel}-${input.tocMaxLevel}-${input.format}-${input.file.endsWith('.mdx')}-${input.mermaid === true}\0${input.plugins?.absPath ?? ''}`,
    )
    .digest('base64');
  let prepared = ctx.cache.entries.get(key);
  // In a build, a text with no further use is not kept (its parse tree is the bulk of a page's memory).
  const uses = ctx.cache.uses;
  const counted = uses && sourceKey(input.source);
  const left = counted ? (uses.get(counted) ?? 0) - 1 : 1;
  if (counted && left >= 0) {
    if (left === 0) uses.delete(counted);
    else uses.set(counted, left);
  }
  if (!prepared) {
    // The partials it read are its dependencies, also for the other files with the same text.
    const owner = {};
    prepared = rememberDependencies(owner, () => prepareMarkdown(input));
    preparedOwners.set(prepared, owner);
    // A partial is kept (docs of every version import the same few); any other text only
    // while pages of this thread are still to render it.
    if (partial || !counted || left > 0) ctx.cache.entries.set(key, prepared);
    if (counted && left > 0) ctx.cache.sourceOf!.set(key, counted);
  } else {
    const owner = preparedOwners.get(prepared);
    if (owner) replayDependencies(owner);
    if (left === 0) {
      ctx.cache.entries.delete(key);
      ctx.cache.sourceOf!.delete(key);
    }
  }
  ctx.cache.used.add(key);
  return prepared;
}

function resolveAsset(ctx: MarkdownContext, target: string): AssetUrl {
  noteFile(target);
  const known = ctx.assets.get(target);
  if (known) {
    noteAsset(target, known);
    return known;
  }
  if (!existsSync(target)) return undefined;
  // "../../../../etc/hosts.png", or a link on the way, must not publish a file of the machine.
  const real = realpathSync.native(target);
  const site = realpathSync.native(ctx.config.siteDir);
  if (real !== site && !real.startsWith(site + path.sep)) return { outside: real };
  // A content hash in the name lets hosts cache images forever.
  const hash = createHash('sha256').update(readFileSync(target)).digest('hex').slice(0, 8);
  const ext = path.extname(target);
  const url = `${ctx.config.baseUrl}assets/images/${path.basename(target, ext)}-${hash}${ext}`;
  ctx.assets.set(target, url);
  noteAsset(target, url);
  return url;
}

function resolveStaticFile(ctx: MarkdownContext, urlPath: string): string | undefined {
  const { baseUrl } = ctx.config;
  // Content may write the path with or without the base URL (the theme adds it when missing).
  const candidates = baseUrl !== '/' && urlPath.startsWith(baseUrl) ? [urlPath.slice(baseUrl.length - 1), urlPath] : [urlPath];
  // Every static folder is served at the root; the first that has the file serves it.
  for (const dir of ctx.config.staticDirectories) {
    const root = path.resolve(ctx.config.siteDir, dir);
    for (const candidate of candidates) {
      const file = staticFileOf(root, candidate);
      if (!file || !existsSync(file)) continue;
      // A link that leads out of a static folder is never read, not even for a size.
      const real = realpathSync.native(file);
      const realRoot = realpathSync.native(root);
      return real.startsWith(realRoot + path.sep) ? file : undefined;
    }
  }
  return undefined;
}

function imageDimensionsOf(ctx: MarkdownContext, file: string): ImageDimensions | undefined {
  ctx.imageSizes ??= new Map();
  let size = ctx.imageSizes.get(file);
  // The size is written into the page: the page depends on the image file (for the build cache).
  noteFile(file);
  if (size === undefined) {
    size = readImageDimensions(file) ?? null;
    ctx.imageSizes.set(file, size);
  }
  return size ?? undefined;
}

// What a compile read is kept with its result, for code that memoizes the result (blog posts).
function rememberResult(compile: () => MarkdownResult): MarkdownResult {
  let result: MarkdownResult | undefined;
  const owner = {};
  rememberDependencies(owner, () => (result = compile()));
  resultOwners.set(result!, owner);
  return result!;
}

const resultOwners = new WeakMap<MarkdownResult, object>();
const preparedOwners = new WeakMap<PreparedMarkdown, object>();

/** Says that the current work uses a compiled file again (its memoized result), for the build cache. */
export function reuseCompiled(result: MarkdownResult): void {
  const owner = resultOwners.get(result);
  if (owner) replayDependencies(owner);
}
