import type { CacheStore } from '../cache/cache-store.js';
import { digestOf } from '../cache/cache-store.js';
import type { ResolvedConfig } from '../config/types.js';
import type { PageSource } from '../content/types.js';
import path from 'node:path';
import type { mdxBundleInput } from '../bundle/mdx-sources.js';
import { recordDependencies } from '../files/dependencies.js';
import { mdxModuleSource } from '../markdown/mdx-module.js';
import { mdxScopeMemo } from '../memo/mdx-scope-cache.js';
import type { RenderPool } from '../render/render-pool.js';
import type { LoadedSite } from './load-site.js';
import { bundleBoth } from '../bundle/bundle-both.js';
import { bundleClient, bundleServer, type ClientAssets, type ServerTemplate } from '../bundle/bundle-template.js';
import type { MdxBundleInput } from '../bundle/mdx-modules.js';
import { themeOverridesDir } from '../files/package-root.js';
import { bundleWithCache, overridesListing, type LateBundleInput } from '../memo/bundle-cache.js';

/** What the site's two bundles (server rendering and browser) are made from. */
export interface BundleSiteOptions {
  pages: PageSource[];
  /** The cache of the build or of docs dev; without one the site is always bundled. */
  store?: CacheStore;
  /** The key the site's cache entries share (see siteKey). */
  siteKey: string;
  /** Where the browser's files are written. */
  outDir: string;
  /** The MDX route modules, settled once the routes are planned; none at docs dev's first start. */
  mdx?: MdxBundleInput;
  /** What a stored bundle must also match, known once the routes are planned. */
  late: Promise<LateBundleInput>;
  /** A production build: minified, with the browser's files kept in the cache as links. */
  production: boolean;
  /** Whether the browser's bundle waits for the server's (a large site), known once the content is read. */
  oneAtATime?: Promise<boolean>;
}

/**
 * Bundles the template with the site's pages and MDX modules, for Node and for the browser,
 * or takes both from the cache when every file they were made from is unchanged. `docs build`
 * and `docs dev` both bundle through here.
 */
export function bundleSite(config: ResolvedConfig, options: BundleSiteOptions): Promise<[ServerTemplate, ClientAssets]> {
  const { pages, mdx, outDir } = options;
  const inputs = [JSON.stringify(pages), overridesListing(themeOverridesDir(config.siteDir)), mdx ? 'mdx' : 'first'];
  return bundleWithCache({
    store: options.store,
    key: options.store ? digestOf(options.siteKey, ...inputs) : '',
    late: mdx ? options.late : Promise.resolve({ key: '', files: [] }),
    outDir,
    siteDir: config.siteDir,
    linkFiles: options.production,
    bundle: async () => {
      let clientInputs: string[] = [];
      let clientMissing: string[] = [];
      const [server, client] = await bundleBoth(
        () => bundleServer(config, pages, mdx),
        () =>
          bundleClient(config, pages, outDir, options.production, mdx, (files, missing) => {
            clientInputs = files;
            clientMissing = missing;
          }),
        options.oneAtATime ?? Promise.resolve(false),
      );
      return { server, client, clientInputs, clientMissing };
    },
  });
}

/**
 * Compiles the MDX files that may need a route module (here, or in the render workers that
 * own them) and settles the bundle's MDX input with what a stored bundle must match: the
 * modules, made of each file's scope, and the files their content was made from.
 */
export function mdxLateInput(
  loaded: LoadedSite,
  mdx: ReturnType<typeof mdxBundleInput>,
  pool: RenderPool | undefined,
  cache?: { store: CacheStore; key: string },
): Promise<LateBundleInput> {
  const { config, content, routes } = loaded;
  const memo = cache && mdxScopeMemo(cache.store, cache.key, config, content);
  let theirs!: Promise<[string, string][]>;
  const { deps } = recordDependencies(
    () => (theirs = mdx.setRoutes(config, routes.markdown, content, pool && { files: pool.mdxFiles, scopes: pool.scopes }, { memo })),
  );
  const linksKey = JSON.stringify([[...routes.markdown.routesByFile], routes.markdown.fileLinkRoots]);
  return Promise.all([mdx.input.routes, theirs]).then(([needed, files]) => {
    // A route module is its file's scope made code: the bundle holds while those sources do,
    // whatever else changed in the files' text (the content carries that, and positions).
    const routeFiles = new Set(needed.values());
    const modules = [...needed].map(([key, absPath]) => [
      key,
      digestOf(mdxModuleSource(mdx.scopeOf(absPath) ?? undefined, path.relative(config.siteDir, absPath).split(path.sep).join('/'))),
    ]);
    return { key: digestOf(JSON.stringify(modules), linksKey), files: [...deps.files, ...files].filter(([file]) => !routeFiles.has(file)) };
  });
}
