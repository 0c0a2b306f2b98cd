import type { BuildOptions, Message, Metafile, Plugin } from 'esbuild';
import { runEsbuild } from '../files/load-esbuild.js';
import { DiagnosticError, type Diagnostic } from '../diagnostics/diagnostic.js';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ResolvedConfig } from '../config/types.js';
import type { PageSource } from '../content/types.js';
import type { ContentNode, DocumentAttributes, RouteData, SiteData, VersionInfo } from '../../shared/types.js';
import { packageRoot, reactAliases, templateDir, themeAliases, themeOverridesDir } from '../files/package-root.js';
import { LAZY_PAGES_MODULE } from '../../shared/page-kinds.js';
import { contentPaths } from '../content/content-paths.js';
import { mdxModuleKey } from '../routes/compile-markdown.js';
import { exportedNames, missingExportMessage } from './compat-modules.js';
import type { MdxBundleInput } from './mdx-modules.js';
import { mdxPlugin } from './mdx-plugin.js';
import { readFileSync } from 'node:fs';

// How esbuild names an MDX route module's entry, and a React page's, in its metafile.
const MDX_ROUTE_NAMESPACE = 'docs-mdx-route:';
const PAGE_ENTRY_NAMESPACE = 'docs-page-entry:';
import { ASSET_LOADERS } from './asset-loaders.js';
import { bundleDiagnostics } from './bundle-errors.js';
import { codePlaces } from './code-places.js';
import { cssModulesPlugin } from './css-modules-plugin.js';
import { postcssPlugin, postcssProcessor } from './postcss-plugin.js';
import { babelTransform } from './babel-transform.js';
import { transformScript, type SiteScripts } from './site-scripts.js';
import { sassPlugin } from './sass-plugin.js';
import { mermaidDefine, mermaidPlugin, missingMermaid } from './mermaid-plugin.js';
import { resolutionProbes } from './resolution-probes.js';
import { staticUrlPlugin } from './static-url-plugin.js';
import { pagesPlugin, SERVER_ENTRY } from './pages-plugin.js';
import { importServerModule } from './import-server-bundle.js';
import { themeOverrideFiles, themeOverridesPlugin } from './theme-overrides-plugin.js';

/** One route rendered by the template: the body, the page's own <head> tags, and what else its <Head> set. */
export interface RenderedRoute {
  body: string;
  head: string;
  usedAllDocs?: boolean;
  /** Attributes the page's `<Head>` sets on the document's <html> and <body>. */
  attributes?: DocumentAttributes;
  /** The hrefs its `<Link>` elements rendered (and links components reported): the ones the build checks. */
  links?: string[];
}

/** What the template's server entry exports. */
export interface ServerTemplate {
  /** The bundled module's file, so worker threads can import the same one. */
  file?: string;
  /** `allDocs`: every docs version with all its docs, for components that ask (see RouteData.allDocs). */
  renderRoute(site: SiteData, route: RouteData, allDocs?: VersionInfo[]): RenderedRoute;
  /** The first error and component stack of a route whose render failed (rendered again, asynchronously). */
  componentStack?(site: SiteData, route: RouteData): Promise<{ message?: string; stack?: string } | undefined>;
  /** Renders MDX content alone to static HTML (a post for the feeds). */
  renderContentHtml?(site: SiteData, nodes: ContentNode[], mdx: string): string;
  /** The files each MDX route module is made of (its file, its imports, theirs...), by module key. */
  moduleInputs?: Record<string, string[]>;
  /** Every file on disk the bundle was made from (for the build cache). */
  inputs?: string[];
  /** Files looked for and not found, where a file added would change the bundle (for the build cache). */
  missing?: string[];
  /** The bundled module's code (for the build cache). */
  code?: Uint8Array;
  /** Page modules by key, to check them at build time. */
  getLoadedPage?(key: string): { default?: unknown } | undefined;
}

/** The client bundle's files, as public URLs. */
export interface ClientAssets {
  entry: string;
  css: string[];
  /** The search modal's and search page's stylesheet, kept out of every page's first load (linked when search shows). */
  searchCss?: string;
  /** JS chunks the entry imports statically (for modulepreload). */
  preload: string[];
  /** Every file written, relative to the output dir. */
  files: string[];
  /** Stylesheets of MDX route modules (CSS their imports bring), by module key. */
  moduleCss?: Record<string, string[]>;
  /** URL of each MDX route module's chunk and each React page's, by module key (named by the route's data). */
  moduleUrls?: Record<string, string>;
  /** The chunk of the page components loaded with their route (see LAZY_PAGE_KINDS), and what it imports. */
  pageChunks?: string[];
}

/** Runs esbuild; its errors (a syntax error in a template or page, a package not installed) become diagnostics with file:line. */
async function esbuild(options: BuildOptions & { write?: boolean }, config: ResolvedConfig) {
  try {
    return await runEsbuild(options);
  } catch (e) {
    const errors = (e as { errors?: Message[] }).errors;
    if (!Array.isArray(errors) || errors.length === 0) throw e;
    // A name a provided module does not export is said with what it does export.
    const named = (d: Diagnostic) => ({
      ...d,
      message: missingExportMessage(d.message, (file) => exportsOfFile(path.resolve(config.siteDir, file))) ?? d.message,
    });
    throw new DiagnosticError(bundleDiagnostics(errors, codePlaces(config), options.nodePaths ?? []).map(named));
  }
}

// The names a theme module exports, for an error about one it does not.
function exportsOfFile(file: string): string[] | undefined {
  try {
    return exportedNames(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** The folders outside the site that its code may import from: those readableFolders names, as absolute paths. */
function readableFolders(config: ResolvedConfig): string[] {
  return config.readableFolders.map((dir) => path.resolve(config.siteDir, dir));
}

function sharedOptions(config: ResolvedConfig): BuildOptions {
  const template = templateDir(config.siteDir);
  const root = packageRoot();
  return {
    absWorkingDir: config.siteDir,
    bundle: true,
    jsx: 'automatic',
    alias: themeAliases(template),
    // Files outside the site folder (docs kept in ../docs) resolve packages from the site's
    // node_modules, as webpack's resolve.modules does for Docusaurus; a site's own React pages
    // resolve react from the generator when the site has none.
    nodePaths: [path.join(config.siteDir, 'node_modules'), path.join(root, 'node_modules')],
    logLevel: 'silent',
    loader: ASSET_LOADERS,
    // Hashed names and the same public path on both sides, so an imported image has one URL.
    assetNames: 'media/[name]-[hash]',
    publicPath: `${config.baseUrl}assets`,
  };
}

// `require` for the server bundle's CommonJS code, which esbuild's own shim looks up by that name.
const SERVER_REQUIRE = "import { createRequire as __docsCreateRequire } from 'node:module';\nconst require = __docsCreateRequire(import.meta.url);";

/**
 * Where a site's server bundles are kept: its own cache folder, never the generator's
 * package, which may be installed read-only (a global install, a shared node_modules).
 */
export function serverBundleDir(siteDir: string): string {
  return path.join(siteDir, '.docs-cache', 'server');
}

/**
 * Keeps React out of the server bundle, imported by the absolute file URL of the generator's
 * own copy: the bundle lives in the site's folder, where a bare `react` would resolve to the
 * site's copy (another version, or none), and every page must render with the one React the
 * theme is built for. Each import resolves as Node would resolve it from the generator.
 */
function reactFromGenerator(): Plugin {
  const require = createRequire(path.join(packageRoot(), 'package.json'));
  return {
    name: 'docs-react-from-generator',
    setup(build) {
      // An import takes a file URL; a CommonJS require() the bundle's own `require` runs takes the path.
      build.onResolve({ filter: /^react(?:-dom)?(?:\/.*)?$/ }, (args) => {
        const file = require.resolve(args.path);
        return { path: args.kind === 'require-call' ? file : pathToFileURL(file).href, external: true };
      });
    },
  };
}

/** Bundles the template for server rendering and imports it. */
export async function bundleServer(config: ResolvedConfig, pages: PageSource[], mdx?: MdxBundleInput): Promise<ServerTemplate> {
  const template = templateDir(config.siteDir);
  const cacheDir = serverBundleDir(config.siteDir);
  mkdirSync(cacheDir, { recursive: true });
  const missed = new Set<string>();
  const styleInputs = new Set<string>();
  const scripts = siteScripts(config, 'server');
  const result = await esbuild(
    {
      ...sharedOptions(config),
      // The template's entry-server.tsx, then every page module loaded (see pages-plugin.ts).
      entryPoints: [SERVER_ENTRY],
      platform: 'node',
      format: 'esm',
      target: 'node20',
      write: false,
      outdir: cacheDir,
      // Only React stays external, imported from the generator's own copy (see reactFromGenerator).
      // A CommonJS package's require('react') (use-sync-external-store/shim, through zustand or
      // react-redux) stays a require of that file: ESM output has no `require`, so the bundle makes one.
      banner: { js: SERVER_REQUIRE },
      // CSS goes to the client; CSS modules still give the server the same class names.
      loader: { ...ASSET_LOADERS, '.css': 'empty' },
      define: { ...config.define, 'process.env.NODE_ENV': '"production"', ...mermaidDefine(config) },
      plugins: [
        reactFromGenerator(),
        pagesPlugin(template, pages, 'server', [], mdx?.routes),
        mdxPlugin(config.siteDir, mdx, (file) => missed.add(file), readableFolders(config), scripts),
        ...stylePlugins(config, 'server', styleInputs),
        mermaidPlugin(config, 'server'),
        themeOverridesPlugin(template, themeOverridesDir(config.siteDir), (source, file) => transformScript(scripts, source, file)),
      ],
      metafile: true,
    },
    config,
  );
  const js = result.outputFiles!.find((f) => f.path.endsWith('.js'))!;
  const file = serverBundleFile(cacheDir, js.contents);
  const mod = await importServerModule<ServerTemplate>(file);
  const missing = [...missed, ...resolutionProbes(result.metafile!, config.siteDir, [])];
  return {
    ...mod,
    file,
    code: js.contents,
    moduleInputs: moduleInputs(result.metafile!, config.siteDir),
    inputs: [...diskInputs(result.metafile!, config.siteDir), ...styleInputs],
    missing,
  };
}

/** Imports a server bundle made earlier (from the build cache), writing its file into the site's cache folder when it is gone. */
export async function importServerBundle(code: Uint8Array, moduleInputs: Record<string, string[]>, siteDir: string): Promise<ServerTemplate> {
  const cacheDir = serverBundleDir(siteDir);
  mkdirSync(cacheDir, { recursive: true });
  const file = serverBundleFile(cacheDir, code);
  const mod = await importServerModule<ServerTemplate>(file);
  return { ...mod, file, code, moduleInputs };
}

/** Server bundles kept in the cache folder: those of the last sites and edits, for their next build. */
const KEPT_SERVER_BUNDLES = 24;
/** A bundle younger than this is never removed: another build may be about to import it. */
const SERVER_BUNDLE_MIN_AGE_MS = 15 * 60_000;

/**
 * The file of a server bundle, written under a hash of its code (a changed template or MDX
 * module is imported anew in the same process), or marked as used when it is there. Each
 * bundle is a new file, so `docs dev` adds one per component edit and every site its own:
 * beyond the most recently used ones, those unused for a while are removed.
 */
export function serverBundleFile(cacheDir: string, code: Uint8Array): string {
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 12);
  const file = path.join(cacheDir, `server-${hash}.mjs`);
  if (existsSync(file)) {
    const now = new Date();
    utimesSync(file, now, now);
  } else {
    writeFileSync(file, code);
    pruneServerBundles(cacheDir);
  }
  return file;
}

function pruneServerBundles(cacheDir: string): void {
  try {
    const bundles = readdirSync(cacheDir)
      .filter((name) => /^server-[0-9a-f]{12}\.mjs$/.test(name))
      .map((name) => ({ file: path.join(cacheDir, name), used: statSync(path.join(cacheDir, name)).mtimeMs }))
      .sort((a, b) => b.used - a.used);
    const old = Date.now() - SERVER_BUNDLE_MIN_AGE_MS;
    for (const bundle of bundles.slice(KEPT_SERVER_BUNDLES)) {
      if (bundle.used < old) unlinkSync(bundle.file);
    }
  } catch {
    // Another build pruning at the same time: what is left goes next time.
  }
}

/** The files on disk a bundle read (esbuild's inputs without the plugins' virtual modules). */
function diskInputs(metafile: Metafile, siteDir: string): string[] {
  // An MDX route module is made from the file's scope, not its text: the build keys the bundle
  // by the modules' sources instead, so an edit of the text around the code keeps the bundle.
  return Object.keys(metafile.inputs)
    .filter((p) => !p.startsWith(MDX_ROUTE_NAMESPACE))
    .map((p) => path.resolve(siteDir, p.replace(/^[\w-]+:/, '')));
}

/** Bundles the browser code (hydration, router, pages as split chunks) with hashed names. */
export async function bundleClient(
  config: ResolvedConfig,
  pages: PageSource[],
  outDir: string,
  minify = true,
  mdx?: MdxBundleInput,
  onInputs?: (files: string[], missing: string[]) => void,
): Promise<ClientAssets> {
  const template = templateDir(config.siteDir);
  const missed = new Set<string>();
  const styleInputs = new Set<string>();
  const staticRoots = [...contentPaths(config).staticDirs, config.siteDir];
  const noMermaid = missingMermaid(config);
  if (noMermaid) throw new DiagnosticError([noMermaid]);
  const scripts = siteScripts(config, 'client');
  const result = await esbuild(
    {
      ...sharedOptions(config),
      // The search styles are an entry of their own: only the search modal and page link them.
      entryPoints: {
        main: path.join(template, 'entry-client.tsx'),
        ...(existsSync(searchCssFile(template)) ? { search: searchCssFile(template) } : {}),
        ...(mdx ? { 'mdx-modules': 'docs-mdx-modules' } : {}),
      },
      // The server bundle keeps React external (resolved from the package at run time); this one bundles the package's copy.
      alias: { ...themeAliases(template), ...reactAliases() },
      platform: 'browser',
      format: 'esm',
      target: 'es2020',
      // A module that awaits at its top level (a WebAssembly loader's) keeps its await: only the
      // pages that load it need a browser with top-level await (Chrome 89, Firefox 89, Safari 15),
      // and the rest of the code keeps the es2020 target, so no other page's JavaScript changes.
      supported: { 'top-level-await': true },
      splitting: true,
      minify,
      // Licence texts of bundled packages go to a .LEGAL.txt beside each chunk, linked from it,
      // instead of every reader downloading them with each page's scripts.
      legalComments: 'linked',
      outdir: path.join(outDir, 'assets'),
      entryNames: 'js/[name]-[hash]',
      chunkNames: 'js/[name]-[hash]',
      metafile: true,
      loader: ASSET_LOADERS,
      define: { ...config.define, 'process.env.NODE_ENV': '"production"', ...mermaidDefine(config) },
      plugins: [
        pagesPlugin(
          template,
          pages,
          'client',
          config.customCss.map((f) => path.resolve(config.siteDir, f)),
          mdx?.routes,
        ),
        mdxPlugin(config.siteDir, mdx, (file) => missed.add(file), readableFolders(config), scripts),
        ...stylePlugins(config, 'client', styleInputs),
        mermaidPlugin(config, 'client'),
        staticUrlPlugin(staticRoots, (file) => missed.add(file)),
        themeOverridesPlugin(template, themeOverridesDir(config.siteDir), (source, file) => transformScript(scripts, source, file)),
      ],
    },
    config,
  );
  onInputs?.(
    [...diskInputs(result.metafile!, config.siteDir), ...styleInputs],
    [...missed, ...resolutionProbes(result.metafile!, config.siteDir, Object.keys(reactAliases()))],
  );
  const pageKeys = new Map(pages.filter((p) => p.kind === 'tsx').map((p) => [p.absPath, p.key]));
  return readAssets(result.metafile!, config.siteDir, outDir, config.baseUrl, path.join(template, 'entry-client.tsx'), pageKeys, searchCssFile(template));
}

// CSS modules and Sass stylesheets; the files a Sass stylesheet read (its partials) go to `inputs`, for the build cache.
function stylePlugins(config: ResolvedConfig, target: 'server' | 'client', inputs: Set<string>): Plugin[] {
  const onInput = (file: string) => void inputs.add(file);
  const postcss = postcssProcessor(config.siteDir, config.postcss.plugins);
  const plugins = [cssModulesPlugin(target, { siteDir: config.siteDir, onInput, postcss }), sassPlugin(config.siteDir, target, onInput, postcss)];
  if (postcss && target === 'client') plugins.push(postcssPlugin(postcss, config.siteDir, templateDir(config.siteDir), packageRoot(), onInput));
  return plugins;
}

// What the site's own scripts go through before this bundle reads them (its Babel presets and plugins).
function siteScripts(config: ResolvedConfig, target: 'server' | 'client'): SiteScripts {
  const template = templateDir(config.siteDir);
  return {
    transform: babelTransform(config, target),
    notOwn: [template, packageRoot()],
    loadedElsewhere: themeOverrideFiles(template, themeOverridesDir(config.siteDir)),
  };
}

// The search styles of a theme (a site's own template/ may have none).
const searchCssFile = (template: string) => path.join(template, 'search', 'search.css');

/** For each MDX route module, every file it is bundled from (so `docs dev` knows whom an edit concerns). */
function moduleInputs(metafile: Metafile, siteDir: string): Record<string, string[]> {
  const inputs = metafile.inputs;
  const toAbs = (p: string) => path.resolve(siteDir, p.replace(/^[\w-]+:/, ''));
  const template = templateDir(siteDir);
  const isShared = (p: string) => p.startsWith('docs-pages:') || p.includes('node_modules/') || toAbs(p).startsWith(template + path.sep);
  const out: Record<string, string[]> = {};
  for (const key of Object.keys(inputs)) {
    if (!key.startsWith(MDX_ROUTE_NAMESPACE)) continue;
    const seen = new Set<string>([key]);
    const queue = [key];
    while (queue.length > 0) {
      for (const dependency of inputs[queue.pop()!]?.imports ?? []) {
        // The theme and packages are everyone's: past them (the page registry imports every module) lies nothing of this page's own.
        if (seen.has(dependency.path) || !(dependency.path in inputs) || isShared(dependency.path)) continue;
        seen.add(dependency.path);
        queue.push(dependency.path);
      }
    }
    const abs = key.slice(MDX_ROUTE_NAMESPACE.length);
    out[mdxModuleKey(path.relative(siteDir, abs).split(path.sep).join('/'))] = [...seen].map(toAbs);
  }
  return out;
}

function readAssets(
  metafile: Metafile,
  siteDir: string,
  outDir: string,
  baseUrl: string,
  entryPoint: string,
  pageKeys: Map<string, string>,
  searchEntry: string,
): ClientAssets {
  const toUrl = (file: string) => `${baseUrl}${path.relative(outDir, path.resolve(siteDir, file)).split(path.sep).join('/')}`;
  const outputs = Object.entries(metafile.outputs);
  // Every import() target is an entry point of the metafile too (page modules, lazy runtime code): pick the client entry.
  const [entryFile, entry] = outputs.find(([, o]) => o.entryPoint && path.resolve(siteDir, o.entryPoint) === entryPoint)!;
  const css = entry.cssBundle ? [toUrl(entry.cssBundle)] : [];
  const searchCss = outputs.find(([file, o]) => file.endsWith('.css') && o.entryPoint && path.resolve(siteDir, o.entryPoint) === searchEntry)?.[0];
  const preload = entry.imports.filter((i) => i.kind === 'import-statement').map((i) => toUrl(i.path));
  const moduleCss: Record<string, string[]> = {};
  const moduleUrls: Record<string, string> = {};
  // The chunk of the page components loaded with their route, and the chunks it imports that the entry does not.
  let pageChunks: string[] = [];
  for (const [file, output] of outputs) {
    if (!file.endsWith('.js') || !output.entryPoint || !new RegExp(`(?:^|[\\\\/])pages[\\\\/]${LAZY_PAGES_MODULE}\\.[jt]sx?$`).test(output.entryPoint))
      continue;
    pageChunks = [
      toUrl(file),
      ...output.imports
        .filter((i) => i.kind === 'import-statement')
        .map((i) => toUrl(i.path))
        .filter((url) => !preload.includes(url)),
    ];
  }
  for (const [file, output] of outputs) {
    // A React page's chunk, by the page's key: its route names it, so a Retry can load it by another URL.
    const page = output.entryPoint?.startsWith(PAGE_ENTRY_NAMESPACE) ? pageKeys.get(output.entryPoint.slice(PAGE_ENTRY_NAMESPACE.length)) : undefined;
    if (page !== undefined && file.endsWith('.js')) moduleUrls[page] = toUrl(file);
    const abs = output.entryPoint?.startsWith(MDX_ROUTE_NAMESPACE) ? output.entryPoint.slice(MDX_ROUTE_NAMESPACE.length) : undefined;
    if (!abs || !file.endsWith('.js')) continue;
    const key = mdxModuleKey(path.relative(siteDir, abs).split(path.sep).join('/'));
    moduleUrls[key] = toUrl(file);
    if (output.cssBundle) moduleCss[key] = [toUrl(output.cssBundle)];
  }
  return {
    entry: toUrl(entryFile),
    css,
    ...(searchCss ? { searchCss: toUrl(searchCss) } : {}),
    preload,
    moduleCss,
    moduleUrls,
    pageChunks,
    files: outputs.map(([f]) => path.relative(outDir, path.resolve(siteDir, f))),
  };
}
