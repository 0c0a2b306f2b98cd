import { rmSync } from 'node:fs';
import path from 'node:path';
import type { ClientAssets, ServerTemplate } from '../bundle/bundle-template.js';
import { checkPageModules } from '../bundle/check-page-modules.js';
import { deferred } from '../bundle/deferred.js';
import { mdxBundleInput } from '../bundle/mdx-sources.js';
import { CacheStore, digestOf } from '../cache/cache-store.js';
import { loadConfig } from '../config/load-config.js';
import type { ResolvedConfig } from '../config/types.js';
import type { BuildMode } from '../content/load-docs.js';
import type { PageSource } from '../content/types.js';
import { throwIfErrors, type Diagnostic } from '../diagnostics/diagnostic.js';
import { watchStrayErrors, withStrayErrors } from './stray-errors.js';
import { clearFileDigests, enableDependencyRecording } from '../files/dependencies.js';
import { stopEsbuildWhenIdle } from '../files/load-esbuild.js';
import { applyMarkdownLinkPolicy, dedupeDiagnostics } from '../links/link-policy.js';
import { chromeLinkSources } from '../links/chrome-links.js';
import { checkRouteLinks } from '../links/site-links.js';
import { BUNDLE, type LateBundleInput } from '../memo/bundle-cache.js';
import { siteKey } from '../memo/generator-key.js';
import { MDX_SCOPES } from '../memo/mdx-scope-cache.js';
import { PLUGIN_RECORDS, pluginRecordMemo } from '../memo/plugin-record-cache.js';
import { cachedOutput } from '../memo/output-cache.js';
import { planText } from '../memo/plan-digest.js';
import { ROUTES } from '../memo/route-cache.js';
import { SEARCH, SEARCH_GROUPS, writeSearchIndex } from '../memo/search-cache.js';
import { checkOutDir, refuseClashes } from '../output/check-out-dir.js';
import { abandonOutputFolder, finishOutputFolder, prepareOutputFolder, type OutputFolder } from '../output/output-folder.js';
import { removeEmptyFolders, SPARE_OUTPUT } from '../output/spare-output.js';
import { blogFeeds } from '../output/write-feeds.js';
import { llmsFiles } from '../output/llms-txt.js';
import { writeFiles, writeSiteFiles } from '../output/write-site-files.js';
import { redirectFiles } from '../output/write-redirects.js';
import { boundHeapGrowth, isLargeSite } from '../render/heap-growth.js';
import { closeSpills } from '../search/page-spill.js';
import type { SpilledPage } from '../search/page-spill.js';
import type { ShardContext } from '../render/render-shard.js';
import type { BuiltRoutes } from '../routes/build-routes.js';
import { bundleSite, mdxLateInput } from './bundle-site.js';
import { hasPagePlugins, loadSite, runSitePluginsAhead, type LoadedSite } from './load-site.js';
import { renderInParallel, startEarlyRender, type EarlyRender } from './render-site.js';
import { servedFiles, siteShell, type SiteShell } from './site-shell.js';
import { StageTimer, type BuildProgress } from './stage-timer.js';

/** Options of a build. */
export interface BuildOptions {
  siteDir: string;
  mode?: BuildMode;
  /** Output folder (default: the config's outDir). */
  outDir?: string;
  /** Called with each warning as it is found. */
  onWarning?: (d: Diagnostic) => void;
  /** Takes an error the site's background work throws after the build has ended (see stray-errors.ts). */
  onLateError?: (d: Diagnostic) => void;
  /** Use and fill the build cache in `.docs-cache/build/` (default true). */
  cache?: boolean;
  /** Build into an output folder that holds files no build of ours wrote, keeping them (`--force`). */
  force?: boolean;
  /** The config file, relative to siteDir or absolute (default: site.config.json). */
  configFile?: string;
  /** Hears of each stage and of the pages as they render (the CLI's progress display). */
  progress?: BuildProgress;
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

/** Where a build keeps its cache, inside the site folder (`docs dev` keeps its own). */
export const CACHE_DIR = path.join('.docs-cache', 'build');
const CACHE_KINDS = [ROUTES, BUNDLE, MDX_SCOPES, PLUGIN_RECORDS, 'feeds', SEARCH, SEARCH_GROUPS];

/** One build under way: what every step reads, and what a failure must stop or remove. */
interface BuildRun {
  config: ResolvedConfig;
  mode: BuildMode;
  store?: CacheStore;
  /** The key every cache entry of this build shares ('' without a cache). */
  key: string;
  output: OutputFolder;
  /** Search text of the rendered pages (see page-spill.ts), inside the new output so that a failed build removes it too. */
  spillDir: string;
  timings: StageTimer;
  early: EarlyRender;
  bundling?: Promise<unknown>;
  /** Rejects when the site's code throws outside any page (see stray-errors.ts). */
  stray: Promise<never>;
  /** The key of what every page shares, once known (with a cache). */
  sharedKey?: string;
}

/** A loaded site with its bundles. */
interface BundledSite {
  site: LoadedSite;
  template: ServerTemplate;
  assets: ClientAssets;
}

/**
 * Builds the site: loads it, bundles it, renders every page, checks the links, writes the
 * files and the search index beside the output, and swaps the new output in at the end.
 */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const timings = new StageTimer(options.progress);
  const mode = options.mode ?? 'production';
  const config = await timings.time('config', () => loadConfig(options.siteDir, options.configFile));
  const store = options.cache === false ? undefined : new CacheStore(path.join(config.siteDir, CACHE_DIR));
  clearFileDigests();
  if (store) enableDependencyRecording();
  const outDir = path.resolve(config.siteDir, options.outDir ?? config.outDir);
  // Before anything is written: an output folder that holds the site, or files of others, is refused.
  const origin = { flag: options.outDir !== undefined, value: options.outDir ?? config.outDir };
  const plan = checkOutDir(config, outDir, origin, options.force === true);
  const output = prepareOutputFolder(plan, store && path.join(store.dir, SPARE_OUTPUT));
  const stray = watchStrayErrors();
  const run: BuildRun = {
    config,
    mode,
    store,
    key: store ? siteKey(config, mode) : '',
    output,
    spillDir: path.join(output.tmpDir, `.search-pages-${process.pid}`),
    timings,
    early: {},
    stray: stray.failed,
  };
  try {
    const site = await Promise.race([buildIntoOutput(run), stray.failed]);
    refuseClashes(config, plan, output.tmpDir);
    if (stray.errors.length > 0) throw withStrayErrors(undefined, stray.errors);
    finishOutputFolder(output);
    // Entries of pages that are gone or changed would only take space.
    store?.prune(CACHE_KINDS);
    const warnings = site.diagnostics.filter((d) => d.severity === 'warning');
    for (const w of warnings) options.onWarning?.(w);
    return { config, outDir, routes: site.routes, timings: timings.all, warnings, cache: store?.stats ?? new Map() };
  } catch (e) {
    // The bundler writes into the folder while the content is read: let it finish first, or it leaves files behind.
    run.early.pool?.terminate();
    await run.bundling?.catch(() => {});
    closeSpills(run.spillDir);
    abandonOutputFolder(output);
    throw withStrayErrors(e, stray.errors);
  } finally {
    stray.stop(options.onLateError);
  }
}

/** Every step that writes the site into the output's temporary folder; returns the loaded site. */
async function buildIntoOutput(run: BuildRun): Promise<BundledSite['site']> {
  const { timings } = run;
  const bundled = await loadAndBundle(run);
  const { site } = bundled;
  const shell = siteShell(run.config, site, bundled.assets);
  const searchPages = await timings.time('markdown+render', () => renderPages(run, bundled, shell));
  await timings.time('links', () => checkLinks(run, site, bundled.assets));
  await timings.time('files', () => writeOutputFiles(run, site, bundled.template, shell));
  await timings.time('search', () => writeSearch(run, shell, searchPages));
  return site;
}

/**
 * Loads the site while esbuild bundles it in its own process: the bundle starts once the
 * page modules are known, and learns its MDX modules once the routes are planned. With an
 * empty cache the render workers start as soon as the routes are, and parse their share meanwhile.
 */
async function loadAndBundle(run: BuildRun): Promise<BundledSite> {
  const { config, store } = run;
  const mdx = mdxBundleInput();
  const late = deferred<LateBundleInput>();
  // Whether the two bundles run one at a time (a large site): known once the content is read.
  const oneAtATime = deferred<boolean>();
  const bundleStart = performance.now();
  let bundles: Promise<[ServerTemplate, ClientAssets]> | undefined;
  const startBundle = (pages: PageSource[]) => {
    run.timings.started('bundle');
    bundles = bundleSite(config, {
      pages,
      store,
      siteKey: run.key,
      outDir: run.output.tmpDir,
      mdx: mdx.input,
      late: late.promise,
      production: true,
      oneAtATime: oneAtATime.promise,
    });
    run.bundling = bundles;
    bundles.catch(() => {});
  };
  let site: LoadedSite;
  try {
    site = await run.timings.time('content+routes', () => loadSite(config, { mode: run.mode, onPages: startBundle }));
    // Before any page is parsed (the render workers, the MDX modules): asynchronous plugins run now.
    // One that waits for ever on work that failed outside any page must not hold the bundle up.
    const records = store && pluginRecordMemo(store, run.key);
    if (hasPagePlugins(site)) await run.timings.time('plugins', () => Promise.race([runSitePluginsAhead(site, records), run.stray]));
    // A large site trades a little CPU for memory, before the render workers start.
    const large = isLargeSite(site.content);
    if (large) boundHeapGrowth();
    oneAtATime.resolve(large);
    run.early = startEarlyRender(site, store);
    late.resolve(mdxLateInput(site, mdx, run.early.pool, store && { store, key: run.key }));
  } catch (e) {
    mdx.fail(e);
    late.reject(e);
    // The browser's bundle does not start: the build has failed.
    oneAtATime.reject(e);
    throw e;
  }
  const [template, assets] = await bundles!;
  run.timings.record('bundle', performance.now() - bundleStart);
  // The rest of the build bundles nothing: esbuild's process gives its memory back now.
  stopEsbuildWhenIdle();
  checkPageModules(site.content.pages, template.getLoadedPage);
  return { site, template, assets };
}

/** Renders every page on every core; with a cache, pages whose inputs are unchanged are restored instead. */
async function renderPages(run: BuildRun, { site, template, assets }: BundledSite, shell: SiteShell): Promise<SpilledPage[]> {
  const { config, store } = run;
  const ctx: ShardContext = {
    config,
    site: shell.site,
    head: shell.head,
    assets,
    outDir: run.output.tmpDir,
    spillDir: run.spillDir,
    allDocs: site.routes.versions,
  };
  if (store) {
    run.sharedKey = sharedRenderKey(run, site, shell, template, assets);
    ctx.cache = { dir: store.dir, key: run.sharedKey };
  }
  return renderInParallel(ctx, template, site.content, site.routes, site.diagnostics, store, run.early, (done, total) => run.timings.pages(done, total));
}

/** What every page shares: a change here renders every page again. */
function sharedRenderKey(run: BuildRun, site: LoadedSite, shell: SiteShell, template: ServerTemplate, assets: ClientAssets): string {
  const { routes } = site;
  const links = JSON.stringify([[...routes.markdown.routesByFile], routes.markdown.fileLinkRoots]);
  return digestOf(
    run.key,
    JSON.stringify(shell.site),
    JSON.stringify(routes.versions),
    shell.head,
    JSON.stringify(assets),
    path.basename(template.file ?? ''),
    links,
  );
}

/** Fails on the markdown's errors, then on links and anchors that lead nowhere, in content and in the navbar, footer and sidebars (as onBrokenLinks and onBrokenAnchors ask). */
function checkLinks(run: BuildRun, site: LoadedSite, assets: ClientAssets): void {
  const { diagnostics } = site;
  dedupeDiagnostics(diagnostics);
  applyMarkdownLinkPolicy(run.config, diagnostics);
  throwIfErrors(diagnostics);
  const chrome = chromeLinkSources(run.config, site.content.versions);
  diagnostics.push(...checkRouteLinks(run.config, site.routes.routes, servedFiles(run.config, site.routes, assets), chrome));
  throwIfErrors(diagnostics);
}

/** Writes the static files, images, sidebars, sitemap, links manifest, feeds, llms.txt files and redirect pages. */
function writeOutputFiles(run: BuildRun, site: LoadedSite, template: ServerTemplate, shell: SiteShell): void {
  const { config, store, output } = run;
  // Before anything else is copied in, so an empty folder of the static files stays.
  if (output.spareFolders) removeEmptyFolders(output.spareFolders);
  writeSiteFiles(config, site.routes, output.tmpDir);
  const key = store ? digestOf(run.sharedKey!, planText(site.routes.posts, new WeakMap())) : '';
  writeFiles(
    output.tmpDir,
    cachedOutput(store, 'feeds', key, () => blogFeeds(config, site.routes.posts, (nodes, module) => template.renderContentHtml!(shell.site, nodes, module))),
  );
  writeFiles(output.tmpDir, llmsFiles(config, site.content.versions, site.routes));
  writeFiles(output.tmpDir, redirectFiles(config, site.routes.redirects));
}

/** The static search index, so the deployed site searches with no account (the raw records only `docs index` writes). */
async function writeSearch(run: BuildRun, shell: SiteShell, pages: SpilledPage[]): Promise<void> {
  const { config } = run;
  const noIndexVersions = shell.site.versions.filter((v) => v.noIndex).map((v) => v.name);
  await writeSearchIndex(run.store, run.key, {
    outDir: run.output.tmpDir,
    pages,
    records: { siteUrl: config.url, baseUrl: config.baseUrl, noIndexVersions },
    indexName: config.search.indexName,
  });
  rmSync(run.spillDir, { recursive: true, force: true });
}
