import type { Plugin, ResolveResult } from 'esbuild';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DiagnosticError } from '../diagnostics/diagnostic.js';
import { mdxModuleSource } from '../markdown/mdx-module.js';
import type { MdxScope } from '../markdown/mdx-scope.js';
import type { ContentNode } from '../../shared/types.js';
import { templateDir } from '../files/package-root.js';
import { svgComponentSource } from './svg-component.js';
import { findOverride } from './theme-components.js';

/** An MDX file compiled for the bundle: its scope, and its finished content when imported as a component. */
export interface CompiledMdx {
  scope?: MdxScope;
  content?: ContentNode[];
  /** Errors of the file (the render stage reports them with the page; here they only stop the module). */
  failed?: boolean;
}

/** What the bundler needs from the build to bundle MDX: which files are route modules, and a compiler. */
export interface MdxBundleInput {
  /** Route module key → absolute path of its file (settled once the content is read). */
  routes: Promise<Map<string, string>>;
  /** Compiles a file (settled once the routes are planned, since links resolve against them). */
  compile: Promise<(absPath: string, asComponent: boolean) => CompiledMdx>;
}

const ROUTE_SUFFIX = '?mdx-route';
// Marks the plugin's own nested resolve, so it is not checked twice.
const OWN_RESOLVE = Symbol('docs-own-resolve');
// Marks the SVG rule's own nested resolve (the other rules still see it).
const SVG_RESOLVE = Symbol('docs-svg-resolve');

const isInside = (dir: string, file: string) => file === dir || file.startsWith(dir + path.sep);
const SCRIPT = /\.(?:[cm]?[jt]sx?)$/;

/** Names of the theme's components a site may import as `@theme/<Name>` (Docusaurus' theme aliases). */
export const THEME_MODULES: Record<string, string> = {
  Admonition: 'compat/theme/Admonition.tsx',
  CodeBlock: 'compat/theme/CodeBlock.tsx',
  Details: 'compat/theme/Details.tsx',
  DocCard: 'compat/theme/DocCard.tsx',
  DocCardList: 'compat/theme/DocCardList.tsx',
  Heading: 'compat/theme/Heading.tsx',
  'Icon/Arrow': 'compat/theme/icons/Arrow.tsx',
  'Icon/Close': 'compat/theme/icons/Close.tsx',
  'Icon/Copy': 'compat/theme/icons/Copy.tsx',
  'Icon/DarkMode': 'compat/theme/icons/DarkMode.tsx',
  'Icon/Edit': 'compat/theme/icons/Edit.tsx',
  'Icon/ExternalLink': 'compat/theme/icons/ExternalLink.tsx',
  'Icon/Home': 'compat/theme/icons/Home.tsx',
  'Icon/LightMode': 'compat/theme/icons/LightMode.tsx',
  'Icon/Menu': 'compat/theme/icons/Menu.tsx',
  'Icon/Success': 'compat/theme/icons/Success.tsx',
  IdealImage: 'compat/theme/IdealImage.tsx',
  Layout: 'compat/theme/Layout.tsx',
  Link: 'compat/Link.tsx',
  MDXComponents: 'compat/theme/MDXComponents.ts',
  'MDXComponents/A': 'compat/theme/mdx-components/A.tsx',
  'MDXComponents/Code': 'compat/theme/mdx-components/Code.tsx',
  'MDXComponents/Details': 'compat/theme/mdx-components/Details.tsx',
  'MDXComponents/Heading': 'compat/theme/mdx-components/Heading.tsx',
  'MDXComponents/Img': 'compat/theme/mdx-components/Img.tsx',
  'MDXComponents/Li': 'compat/theme/mdx-components/Li.tsx',
  'MDXComponents/Pre': 'compat/theme/mdx-components/Pre.tsx',
  'MDXComponents/Ul': 'compat/theme/mdx-components/Ul.tsx',
  MDXContent: 'compat/theme/MDXContent.tsx',
  Mermaid: 'compat/theme/Mermaid.tsx',
  NotFound: 'compat/theme/NotFound.tsx',
  'NotFound/Content': 'compat/theme/NotFound.tsx',
  TabItem: 'compat/theme/TabItem.tsx',
  Tabs: 'compat/theme/Tabs.tsx',
  ThemedImage: 'compat/theme/ThemedImage.tsx',
  TOCInline: 'compat/theme/TOCInline.tsx',
};

/** `@docusaurus/<module>` compatibility modules, mapped onto the theme's runtime. */
export const DOCUSAURUS_MODULES: Record<string, string> = {
  BrowserOnly: 'compat/BrowserOnly.tsx',
  constants: 'compat/constants.ts',
  ErrorBoundary: 'compat/ErrorBoundary.tsx',
  ExecutionEnvironment: 'compat/ExecutionEnvironment.ts',
  Head: 'compat/Head.tsx',
  Interpolate: 'compat/Interpolate.tsx',
  isInternalUrl: 'compat/isInternalUrl.ts',
  Link: 'compat/Link.tsx',
  Noop: 'compat/Noop.ts',
  router: 'compat/router.ts',
  Translate: 'compat/Translate.tsx',
  'plugin-content-docs/client': 'compat/docs-client.ts',
  'theme-common': 'compat/theme-common.ts',
  'theme-common/internal': 'compat/theme-common.ts',
  useBaseUrl: 'compat/useBaseUrl.ts',
  useBrokenLinks: 'compat/useBrokenLinks.ts',
  useDocusaurusContext: 'compat/useDocusaurusContext.ts',
  useGlobalData: 'compat/useGlobalData.ts',
  useIsBrowser: 'compat/useIsBrowser.ts',
  useRouteContext: 'compat/useRouteContext.ts',
};

/**
 * The message of an import of a name that a provided module does not export, naming the module
 * as the site wrote it and what it does export here; undefined for any other message. esbuild
 * names the theme's file instead ('No matching export in "…/compat/theme-common.ts" for import "x"').
 */
export function missingExportMessage(text: string, exportsOf: (file: string) => string[] | undefined): string | undefined {
  const found = /^No matching export in "([^"]+)" for import "([^"]+)"$/.exec(text);
  if (!found) return undefined;
  const file = found[1]!.split(path.sep).join('/');
  const rel = file.slice(file.lastIndexOf('/compat/') + 1);
  const names = [
    ...Object.entries(DOCUSAURUS_MODULES).filter(([, f]) => f === rel).map(([name]) => `@docusaurus/${name}`),
    ...Object.entries(THEME_MODULES).filter(([, f]) => f === rel).map(([name]) => `@theme/${name}`),
  ];
  if (!file.includes('/compat/') || names.length === 0) return undefined;
  const provided = exportsOf(found[1]!);
  const what = found[2] === 'default' ? 'no default export' : `no export "${found[2]}"`;
  return `"${names[0]}" has ${what} here: this generator's ${names[0]} has no counterpart for it${provided?.length ? `. It exports: ${provided.join(', ')}` : ''}.`;
}

/** The names a theme module exports (read from its source: `export function x`, `export { a, b as c }`, `export default`). */
export function exportedNames(source: string): string[] {
  const names = new Set<string>();
  for (const m of source.matchAll(/^export\s+(?:async\s+)?(?:function|const|let|class)\s+(\w+)/gm)) names.add(m[1]!);
  for (const m of source.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}/gm)) {
    if (/^export\s+type/.test(m[0])) continue;
    for (const part of m[1]!.split(',')) {
      const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/).pop()!.trim();
      if (name && !part.trim().startsWith('type ')) names.add(name);
    }
  }
  if (/^export\s+default\b/m.test(source)) names.add('default');
  return [...names].sort();
}

/**
 * Resolves what MDX files import, as a Docusaurus site writes it (`@site/`, `@theme/`,
 * `@theme-original/`, `@docusaurus/`), compiles `.md`/`.mdx` files to modules (route
 * modules for pages, components for partials), and provides the site's global MDX
 * components (src/theme/MDXComponents, when the site has one). `missed` hears each file of
 * src/theme/ looked for and not found, since adding one changes the bundle.
 */
export function mdxPlugin(siteDir: string, input: MdxBundleInput | undefined, missed: (file: string) => void, readable: readonly string[] = []): Plugin {
  const template = templateDir(siteDir);
  const siteTheme = path.join(siteDir, 'src', 'theme');
  // `src/theme/Footer.js` or the folder form `src/theme/Footer/index.js`, as Docusaurus finds them.
  const siteOverride = (name: string) => findOverride(siteTheme, name, missed);
  return {
    name: 'docs-mdx',
    setup(build) {
      build.onResolve({ filter: /^@docs\/mdx-runtime$/ }, () => ({ path: path.join(template, 'mdx', 'runtime.tsx') }));
      build.onResolve({ filter: /^@docs\/mdx-components$/ }, () => ({ path: 'mdx-components', namespace: 'docs-mdx' }));
      build.onLoad({ filter: /^mdx-components$/, namespace: 'docs-mdx' }, () => {
        const file = siteOverride('MDXComponents');
        return {
          contents: file
            ? `import components from ${JSON.stringify(file)};\nexport const SITE_COMPONENTS = components ?? {};`
            : 'export const SITE_COMPONENTS = {};',
          loader: 'js',
          resolveDir: siteDir,
        };
      });
      // esbuild's build.resolve reads every directory from the root down again on each call (it
      // does not use the build's cache of them), and an MDX site imports the same few components
      // from most of its files: 1,954 imports of @site/ on the reference corpus, each resolved
      // twice (again through the relative-import rule below); a cold build made 30,278 directory
      // reads, 6,188 with this. Each @site/ path is resolved once per build (it does not depend
      // on the importer).
      const siteResolved = new Map<string, Promise<ResolveResult>>();
      build.onStart(() => siteResolved.clear());
      build.onResolve({ filter: /^@site\// }, async (args) => {
        const rest = args.path.slice('@site/'.length);
        const key = `${args.kind}\0${rest}`;
        let resolving = siteResolved.get(key);
        if (!resolving) siteResolved.set(key, (resolving = build.resolve(`./${rest}`, { resolveDir: siteDir, kind: args.kind })));
        const result = await resolving;
        if (result.errors.length === 0) return result;
        return { errors: [{ text: `Could not resolve "${args.path}": nothing at ${path.join(siteDir, rest)} (with .js, .jsx, .ts, .tsx or an index file)` }] };
      });
      build.onResolve({ filter: /^@theme(?:-original)?\/[\w/-]+$/ }, (args) => {
        const original = args.path.startsWith('@theme-original/');
        const name = args.path.slice(args.path.indexOf('/') + 1);
        // A site's src/theme/<Name> overrides the theme's, except for the override itself.
        const override = original ? undefined : siteOverride(name);
        if (override && path.resolve(args.importer) !== override) return { path: override };
        const known = THEME_MODULES[name];
        if (!known) return { errors: [{ text: `"${args.path}" is not a component of this theme. Components available as @theme/<Name>: ${Object.keys(THEME_MODULES).join(', ')}.` }] };
        return { path: path.join(template, known) };
      });
      build.onResolve({ filter: /^@docusaurus\/[\w-]+(?:\/client|\/internal)?$/ }, (args) => {
        const name = args.path.slice('@docusaurus/'.length);
        const known = DOCUSAURUS_MODULES[name];
        if (!known) return { errors: [{ text: `"${args.path}" has no counterpart here. Modules available as @docusaurus/<name>: ${Object.keys(DOCUSAURUS_MODULES).join(', ')}.` }] };
        return { path: path.join(template, known) };
      });
      // `import source from '!!raw-loader!./file.js'`: a file's text, as Docusaurus sites import code
      // samples (webpack's loader syntax; any leading "!" or "-!" is ignored).
      build.onResolve({ filter: /^(?:!!?|-!)?raw-loader!/ }, async (args) => {
        const target = args.path.replace(/^(?:!!?|-!)?raw-loader!/, '');
        const result = await build.resolve(target, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer });
        if (result.errors.length > 0) return { errors: result.errors };
        return { path: result.path, namespace: 'docs-raw' };
      });
      build.onLoad({ filter: /.*/, namespace: 'docs-raw' }, async (args) => ({ contents: await readFile(args.path, 'utf8'), loader: 'text', watchFiles: [args.path] }));
      // An SVG imported by JavaScript or MDX is a React component, as Docusaurus' SVGR loader
      // makes it; CSS's url() keeps the file's URL.
      build.onResolve({ filter: /\.svg$/i }, async (args) => {
        if (args.pluginData === SVG_RESOLVE || args.pluginData === OWN_RESOLVE || args.kind === 'url-token' || args.kind === 'import-rule' || /\.css$/i.test(args.importer)) return undefined;
        const result = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: SVG_RESOLVE });
        if (result.errors.length > 0 || result.external || !path.isAbsolute(result.path)) return result;
        return { path: result.path, namespace: 'docs-svg' };
      });
      build.onLoad({ filter: /.*/, namespace: 'docs-svg' }, async (args) => {
        try {
          return { contents: svgComponentSource(await readFile(args.path, 'utf8'), path.relative(siteDir, args.path)), loader: 'js', resolveDir: path.dirname(args.path), watchFiles: [args.path] };
        } catch (e) {
          return { errors: [{ text: (e as Error).message }] };
        }
      });
      // A relative import of the site's own code or MDX that climbs out of the site folder would
      // bundle (and, for an image, publish) a file of the machine: refused, like such links,
      // unless it lands in a folder the config names as readable (readableFolders).
      build.onResolve({ filter: /^\.\.?\// }, async (args) => {
        if (args.pluginData === OWN_RESOLVE || !isInside(siteDir, args.resolveDir) || args.resolveDir.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const result = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: OWN_RESOLVE });
        if (result.errors.length > 0 || result.external || !path.isAbsolute(result.path) || isInside(siteDir, result.path) || isInside(template, result.path) || readable.some((dir) => isInside(dir, result.path))) return result;
        return { errors: [{ text: `the import "${args.path}" leads outside the site folder (to ${result.path}); move the file into the site, install it as a package, or name its folder in readableFolders of site.config.json` }] };
      });
      if (!input) return;
      build.onResolve({ filter: /\?mdx-route$/ }, (args) => ({ path: args.path.slice(0, -ROUTE_SUFFIX.length), namespace: 'docs-mdx-route' }));
      build.onLoad({ filter: /.*/, namespace: 'docs-mdx-route' }, async (args) => moduleFor(args.path, false));
      build.onLoad({ filter: /\.mdx?$/ }, async (args) => (SCRIPT.test(args.path) ? undefined : moduleFor(args.path, true)));

      async function moduleFor(absPath: string, asComponent: boolean) {
        const compile = await input!.compile;
        let compiled: CompiledMdx;
        try {
          compiled = compile(absPath, asComponent);
        } catch (e) {
          if (!(e instanceof DiagnosticError)) throw e;
          compiled = { failed: true };
        }
        const file = path.relative(siteDir, absPath).split(path.sep).join('/');
        // A route module is loaded with its route, after the client started: it imports the
        // running client (see template/client-core.tsx), last so that lines keep their numbers.
        // A partial is part of its importer.
        const core = asComponent ? '' : "\nimport '@docs/client-core';\n";
        return {
          contents: mdxModuleSource(compiled.scope, file, asComponent ? (compiled.content ?? []) : undefined) + core,
          loader: 'jsx' as const,
          resolveDir: path.dirname(absPath),
        };
      }
    },
  };
}

/** The import path of a route's MDX module, as the page registry imports it. */
export function mdxRouteImport(absPath: string): string {
  return absPath + ROUTE_SUFFIX;
}
