import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { bundleClient, bundleServer, type ClientAssets } from '../bundle/bundle-template.js';
import { mdxModuleSource } from '../markdown/mdx-module.js';
import { mdxBundleInput } from '../bundle/mdx-sources.js';
import { MDX_SCOPES, mdxScopeMemo } from '../memo/mdx-scope-cache.js';
import { bundleBoth } from '../bundle/bundle-both.js';
import { deferred } from '../bundle/deferred.js';
import { loadConfig } from '../config/load-config.js';
import type { ResolvedConfig } from '../config/types.js';
import { loadContent } from '../content/load-content.js';
import { loadPages } from '../content/load-pages.js';
import { contentPaths } from '../content/content-paths.js';
import type { BuildMode } from '../content/load-docs.js';
import { error, throwIfErrors, type Diagnostic } from '../diagnostics/diagnostic.js';
import { sharedHead } from '../render/html-shell.js';
import { SIDEBARS_DIR, sidebarFilesOf } from '../render/sidebar-file.js';
import { renderInParallel, type EarlyRender } from './render-site.js';
import { startRenderPool } from '../render/render-pool.js';
import { boundHeapGrowth, isLargeSite } from '../render/heap-growth.js';
import type { ShardContext } from '../render/render-shard.js';
import type { RouteEntry } from '../routes/types.js';
import { blogFeeds, feedFiles } from '../output/write-feeds.js';
import { sitemapXml } from '../output/write-sitemap.js';
import { buildRoutes, type BuiltRoutes } from '../routes/build-routes.js';
import { buildSiteData } from '../routes/site-data.js';
import { checkRouteLinks, linksManifest } from '../links/site-links.js';
import { LINKS_MANIFEST } from '../links/links-manifest.js';
import { toPosix, walkFiles } from '../files/walk.js';
import { checkSymlinks } from '../content/check-symlinks.js';
import { closeSpills } from '../search/page-spill.js';
import { bundleWithCache, BUNDLE, overridesListing, type LateBundleInput } from '../memo/bundle-cache.js';
import { themeOverridesDir } from '../files/package-root.js';
import { stopEsbuildWhenIdle } from '../files/load-esbuild.js';
import { CacheStore, digestOf } from '../cache/cache-store.js';
import { clearFileDigests, enableDependencyRecording, recordDependencies } from '../files/dependencies.js';
import { generatorKey } from '../memo/generator-key.js';
import { cachedOutput } from '../memo/output-cache.js';
import { SEARCH, SEARCH_GROUPS, writeSearchIndex } from '../memo/search-cache.js';
import { planText } from '../memo/plan-digest.js';
import { ROUTES, routePlans } from '../memo/route-cache.js';
import { keepAsSpare, removeEmptyFolders, SPARE_OUTPUT, takeSpareOutput } from '../output/spare-output.js';

/** Options of a build. */
export interface BuildOptions {
  siteDir: string;
  mode?: BuildMode;
  /** Output folder (default: the config's outDir). */
  outDir?: string;
  /** Called with each warning as it is found. */
  onWarning?: (d: Diagnostic) => void;
  /** Use and fill the build cache in `.docs-cache/build/` (default true). */
  cache?: boolean;
}

/** What a build produced, with the time of each stage in ms. */
export interface BuildResult {
  config: ResolvedConfig;
  outDir: string;
  routes: BuiltRoutes;
  timings: Record<string, number>;
  warnings: Diagnostic[];
  /** Entries of the build cache used and made anew, by kind (none without a cache). */
  cache: Map<string, { hit: number; miss: number; damaged: number }>;
}

/** Builds the site: each stage in order, written beside the output and swapped in at the end. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const timings: Record<string, number> = {};
  const time = async <T>(name: string, fn: () => T | Promise<T>): Promise<T> => {
    const start = performance.now();
    try {
      return await fn();
    } finally {
      timings[name] = Math.round((performance.now() - start) * 10) / 10;
    }
  };
  const mode = options.mode ?? 'production';
  const config = await time('config', () => loadConfig(options.siteDir));
  // Before anything is read or written: links that leave the site are refused, never followed.
  throwIfErrors(checkSymlinks(config));
  const diagnostics: Diagnostic[] = [];
  const outDir = path.resolve(config.siteDir, options.outDir ?? config.outDir);
  const store = options.cache === false ? undefined : new CacheStore(path.join(config.siteDir, CACHE_DIR));
  clearFileDigests();
  if (store) enableDependencyRecording();
  // Every entry depends on the generator, the config and the mode.
  const baseKey = store ? digestOf(generatorKey(config.siteDir), mode, JSON.stringify(config)) : '';
  const tmpDir = `${outDir}.tmp-${process.pid}`;
  removeAbandoned(outDir);
  rmSync(tmpDir, { recursive: true, force: true });
  // The folders of the output before last, emptied, when the cache kept them (see spare-output.ts).
  const spareDir = store ? path.join(store.dir, SPARE_OUTPUT) : undefined;
  const spareFolders = spareDir ? takeSpareOutput(spareDir, tmpDir) : undefined;
  if (!spareFolders) mkdirSync(tmpDir, { recursive: true });
  let bundling: Promise<unknown> | undefined;
  // Search text of the rendered pages (see page-spill.ts): inside the output folder, so that
  // a failed build removes it too; removed before the swap.
  const spillDir = path.join(tmpDir, `.search-pages-${process.pid}`);
  const early: EarlyRender = {};
  try {
    // esbuild bundles in its own process while this one reads the content.
    const pages = loadPages(config, contentPaths(config).pagesDir, diagnostics);
    const bundleStart = performance.now();
    // MDX modules join the bundle once the content says which files need one.
    const mdx = mdxBundleInput();
    // The bundle's MDX input, settled once the routes are planned.
    const late = deferred<LateBundleInput>();
    // Whether the two bundles run one at a time (a large site, see bundle-both.ts): known once the content is read.
    const oneAtATime = deferred<boolean>();
    const bundles = bundleWithCache({
      store,
      key: store ? digestOf(baseKey, JSON.stringify(pages), overridesListing(themeOverridesDir(config.siteDir))) : '',
      late: late.promise,
      outDir: tmpDir,
      linkFiles: true,
      bundle: async () => {
        let clientInputs: string[] = [];
        const [server, client] = await bundleBoth(
          () => bundleServer(config, pages, mdx.input),
          () => bundleClient(config, pages, tmpDir, true, mdx.input, (files) => (clientInputs = files)),
          oneAtATime.promise,
        );
        return { server, client, clientInputs };
      },
    });
    bundling = bundles;
    bundles.catch(() => {});
    let routes: BuiltRoutes;
    let content: Awaited<ReturnType<typeof loadContent>>;
    try {
      content = await time('content', () => loadContent(config, mode, diagnostics, pages));
      // A large site trades a little CPU for memory, before the render workers start.
      const large = isLargeSite(content);
      if (large) boundHeapGrowth();
      oneAtATime.resolve(large);
      // Only the plan: each route's markdown is rendered in the render stage, on both cores.
      routes = await time('routes', () => buildRoutes(config, content, diagnostics, undefined, { lazy: true }));
      // The cache keys routes by their plan, before anything loads.
      early.plans = store ? routePlans(routes.routes) : undefined;
      // With nothing in the cache every route renders: the workers start now, parse their MDX
      // for the bundle, then the rest of their markdown while esbuild works.
      if (!store || store.isEmpty(ROUTES)) {
        const docs = routes.routes.filter((r) => r.data.kind === 'doc');
        early.pool = startRenderPool(config, content, routes, docs, { preload: true, record: store !== undefined, mdx: true });
      }
      const pool = early.pool;
      // What the MDX modules' content was made from decides whether a stored bundle still holds.
      let theirs!: Promise<[string, string][]>;
      const { deps } = recordDependencies(() => (theirs = mdx.setRoutes(config, routes.markdown, content, pool && { files: pool.mdxFiles, scopes: pool.scopes }, { memo: store && mdxScopeMemo(store, baseKey, config, content) })));
      const linksKey = JSON.stringify([[...routes.markdown.routesByFile], routes.markdown.fileLinkRoots]);
      late.resolve(
        Promise.all([mdx.input.routes, theirs]).then(([needed, files]) => {
          // A route module is its file's scope made code: the bundle holds while those sources do,
          // whatever else changed in the files' text (the content carries that, and positions).
          const routeFiles = new Set(needed.values());
          const modules = [...needed].map(([key, absPath]) => [key, digestOf(mdxModuleSource(mdx.scopeOf(absPath) ?? undefined, path.relative(config.siteDir, absPath).split(path.sep).join('/')))]);
          return { key: digestOf(JSON.stringify(modules), linksKey), files: [...deps.files, ...files].filter(([file]) => !routeFiles.has(file)) };
        }),
      );
    } catch (e) {
      mdx.fail(e);
      late.reject(e);
      // The browser's bundle does not start: the build has failed.
      oneAtATime.reject(e);
      throw e;
    }
    const [template, assets] = await bundles;
    timings.bundle = Math.round((performance.now() - bundleStart) * 10) / 10;
    // The rest of the build bundles nothing: esbuild's process gives its memory back now.
    stopEsbuildWhenIdle();
    checkPageModules(content.pages, template.getLoadedPage);
    const site = buildSiteData(config, routes.versions, content.posts.length > 0);
    const feeds = content.posts.length > 0 ? feedFiles(config) : [];
    const shard: ShardContext = { config, site, head: sharedHead(config, site, assets, feeds), assets, outDir: tmpDir, spillDir, allDocs: routes.versions };
    // What every page shares: a change here renders every page again.
    const sharedKey = store
      ? digestOf(baseKey, JSON.stringify(site), JSON.stringify(routes.versions), shard.head, JSON.stringify(assets), path.basename(template.file ?? ''), JSON.stringify([[...routes.markdown.routesByFile], routes.markdown.fileLinkRoots]))
      : '';
    if (store) shard.cache = { dir: store.dir, key: sharedKey };
    const searchPages = await time('markdown+render', () => renderInParallel(shard, template, content, routes, diagnostics, store, early));
    await time('links', () => {
      dedupe(diagnostics);
      applyMarkdownLinkPolicy(config, diagnostics);
      throwIfErrors(diagnostics);
      diagnostics.push(...checkRouteLinks(config, routes.routes, servedFiles(config, routes, assets)));
      throwIfErrors(diagnostics);
    });
    await time('files', () => {
      // Before anything else is copied in, so an empty folder of the static files stays.
      if (spareFolders) removeEmptyFolders(spareFolders);
      // Links (all inside the site, checked above) are copied as the files they point at:
      // dist/ holds no links, so a host never follows one.
      for (const staticDir of contentPaths(config).staticDirs) {
        if (existsSync(staticDir)) cpSync(staticDir, tmpDir, { recursive: true, dereference: true });
      }
      const copied = new Set<string>();
      for (const [abs, url] of routes.assets) {
        // The same image in every version of a doc has one URL (its name and content hash): copy it once.
        if (copied.has(url)) continue;
        copied.add(url);
        const target = path.join(tmpDir, url.slice(config.baseUrl.length));
        mkdirSync(path.dirname(target), { recursive: true });
        cpSync(abs, target, { dereference: true });
      }
      writeSidebarFiles(tmpDir, routes.routes);
      writeFileSync(path.join(tmpDir, 'sitemap.xml'), sitemapXml(config, routes.routes));
      mkdirSync(path.join(tmpDir, path.dirname(LINKS_MANIFEST)), { recursive: true });
      writeFileSync(path.join(tmpDir, LINKS_MANIFEST), JSON.stringify(linksManifest(routes.routes)));
      const feedsKey = store ? digestOf(sharedKey, planText(routes.posts, new WeakMap())) : '';
      for (const [rel, xml] of cachedOutput(store, 'feeds', feedsKey, () => blogFeeds(config, routes.posts, (nodes, key) => template.renderContentHtml!(site, nodes, key)))) {
        mkdirSync(path.dirname(path.join(tmpDir, rel)), { recursive: true });
        writeFileSync(path.join(tmpDir, rel), xml);
      }
    });
    // The static search index, so the deployed site searches with no account. The raw
    // records are left out: only `docs index --push` needs them.
    const noIndexVersions = site.versions.filter((v) => v.noIndex).map((v) => v.name);
    await time('search', () =>
      writeSearchIndex(store, baseKey, {
        outDir: tmpDir,
        pages: searchPages,
        records: { siteUrl: config.url, baseUrl: config.baseUrl, noIndexVersions },
        indexName: config.search.indexName,
      }),
    );
    rmSync(spillDir, { recursive: true, force: true });
    swapInto(tmpDir, outDir, spareDir);
    // Entries of pages that are gone or changed would only take space.
    store?.prune(CACHE_KINDS);
    const warnings = diagnostics.filter((d) => d.severity === 'warning');
    for (const w of warnings) options.onWarning?.(w);
    return { config, outDir, routes, timings, warnings, cache: store?.stats ?? new Map() };
  } catch (e) {
    // The bundler writes into the folder while the content is read: let it finish first, or it leaves files behind.
    early.pool?.terminate();
    await bundling?.catch(() => {});
    closeSpills(spillDir);
    rmSync(tmpDir, { recursive: true, force: true });
    throw e;
  }
}

/** The file of each sidebar the pages' data files name (a route restored from the cache names its own too). */
function writeSidebarFiles(outDir: string, routes: RouteEntry[]): void {
  const files = sidebarFilesOf(routes);
  if (files.size > 0) mkdirSync(path.join(outDir, SIDEBARS_DIR), { recursive: true });
  for (const [file, json] of files) writeFileSync(path.join(outDir, file), json);
}

/** Where a build keeps its cache, inside the site folder (`docs dev` keeps its own in .docs-cache/dev). */
export const CACHE_DIR = path.join('.docs-cache', 'build');
const CACHE_KINDS = [ROUTES, BUNDLE, MDX_SCOPES, 'feeds', SEARCH, SEARCH_GROUPS];

// A doc rendered by a worker and loaded again on the main thread (for a tag page) reports twice.
function dedupe(diagnostics: Diagnostic[]) {
  const seen = new Set<string>();
  const kept = diagnostics.filter((d) => {
    const key = JSON.stringify(d);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  diagnostics.splice(0, diagnostics.length, ...kept);
}

// Markdown links to missing files only warn by default (onBrokenMarkdownLinks).
function applyMarkdownLinkPolicy(config: ResolvedConfig, diagnostics: Diagnostic[]) {
  const policy = config.onBrokenMarkdownLinks;
  for (let i = diagnostics.length - 1; i >= 0; i--) {
    const d = diagnostics[i]!;
    if (d.rule !== 'markdown/broken-markdown-link') continue;
    if (policy === 'ignore') diagnostics.splice(i, 1);
    else d.severity = policy === 'throw' ? 'error' : 'warning';
  }
}

// Every non-page path the output will serve, so links to them are not reported as broken.
function servedFiles(config: ResolvedConfig, routes: BuiltRoutes, client: ClientAssets): Set<string> {
  const files = new Set<string>();
  // What the bundles wrote: scripts, styles, and files a component imports (a PDF it links to).
  for (const file of client.files) files.add(`${config.baseUrl}${file}`);
  for (const staticDir of contentPaths(config).staticDirs) {
    for (const abs of walkFiles(staticDir, () => true)) files.add(`${config.baseUrl}${toPosix(path.relative(staticDir, abs))}`);
  }
  for (const url of routes.assets.values()) files.add(url);
  files.add(`${config.baseUrl}sitemap.xml`);
  if (routes.posts.length > 0) for (const feed of feedFiles(config)) files.add(feed.href);
  return files;
}

function checkPageModules(pages: { kind: string; key: string; file: string }[], get: ((key: string) => { default?: unknown } | undefined) | undefined) {
  if (!get) return;
  const problems: Diagnostic[] = [];
  for (const page of pages) {
    if (page.kind !== 'tsx') continue;
    const mod = get(page.key);
    if (!mod || mod.default === undefined) {
      problems.push(
        error('pages/no-default-export', `the page module ${page.file} has no default export`, {
          file: page.file,
          line: 1,
          column: 1,
          hint: 'Export the page component as the default: export default function Page() { ... }',
        }),
      );
    }
  }
  throwIfErrors(problems);
}

// Renames are atomic on one file system, so readers see the old site or the new one, never half.
function swapInto(tmpDir: string, outDir: string, spareDir: string | undefined) {
  const oldDir = `${outDir}.old-${process.pid}`;
  const hadOld = existsSync(outDir);
  if (hadOld) renameSync(outDir, oldDir);
  try {
    renameSync(tmpDir, outDir);
  } catch (e) {
    if (hadOld) renameSync(oldDir, outDir);
    throw e;
  }
  // The replaced output's folders serve the next build; without a cache (or with one kept already) it goes.
  if (hadOld && !(spareDir && keepAsSpare(oldDir, spareDir))) removeInBackground(oldDir);
}

/** Removes the half-written output of builds that were killed (their process is gone) beside `outDir`. */
function removeAbandoned(outDir: string) {
  const parent = path.dirname(outDir);
  const prefix = `${path.basename(outDir)}.`;
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return;
  }
  for (const name of names) {
    const m = /^(?:tmp|old)-(\d+)$/.exec(name.startsWith(prefix) ? name.slice(prefix.length) : '');
    if (!m || Number(m[1]) === process.pid || isRunning(Number(m[1]))) continue;
    rmSync(path.join(parent, name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists but belongs to someone else.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// Deleting thousands of old files takes seconds; a detached process does it while the build returns.
function removeInBackground(dir: string) {
  try {
    const child = spawn('rm', ['-rf', dir], { detached: true, stdio: 'ignore' });
    child.on('error', () => rmSync(dir, { recursive: true, force: true }));
    child.unref();
  } catch {
    rmSync(dir, { recursive: true, force: true });
  }
}
