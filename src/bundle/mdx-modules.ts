/**
 * `.md` and `.mdx` files as modules of the bundle: a route's file as its page module, an
 * imported file as a component, and the MDX runtime and site-wide MDX components they use.
 */
import type { PluginBuild } from 'esbuild';
import path from 'node:path';
import { DiagnosticError } from '../diagnostics/diagnostic.js';
import { mdxModuleSource } from '../markdown/mdx-module.js';
import type { MdxScope } from '../markdown/mdx-scope.js';
import type { ContentNode } from '../../shared/types.js';
import type { FileResolver } from './site-aliases.js';

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
  compile: Promise<(absPath: string, asComponent: boolean) => CompiledMdx | Promise<CompiledMdx>>;
}

const ROUTE_SUFFIX = '?mdx-route';
const SCRIPT = /\.(?:[cm]?[jt]sx?)$/;

/** The import path of a route's MDX module, as the page registry imports it. */
export function mdxRouteImport(absPath: string): string {
  return absPath + ROUTE_SUFFIX;
}

/** `@docs/mdx-runtime` (the theme's) and `@docs/mdx-components`: the site's src/theme/MDXComponents, when it has one. */
export function provideMdxRuntime(
  build: PluginBuild,
  siteDir: string,
  template: string,
  siteOverride: (name: string) => string | undefined,
  resolveFile: FileResolver,
): void {
  build.onResolve({ filter: /^@docs\/mdx-runtime$/ }, (args) => resolveFile(path.join(template, 'mdx', 'runtime.tsx'), args.kind));
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
}

/** Loads a route's MDX file (imported with the route suffix) as its page module, and any other `.md`/`.mdx` import as a component. */
export function loadMdxModules(build: PluginBuild, siteDir: string, input: MdxBundleInput): void {
  build.onResolve({ filter: /\?mdx-route$/ }, (args) => ({ path: args.path.slice(0, -ROUTE_SUFFIX.length), namespace: 'docs-mdx-route' }));
  build.onLoad({ filter: /.*/, namespace: 'docs-mdx-route' }, async (args) => mdxModule(siteDir, input, args.path, false));
  build.onLoad({ filter: /\.mdx?$/ }, async (args) => (SCRIPT.test(args.path) ? undefined : mdxModule(siteDir, input, args.path, true)));
}

/** The module source of one MDX file; a file with errors still gets a module (its page reports them). */
async function mdxModule(siteDir: string, input: MdxBundleInput, absPath: string, asComponent: boolean) {
  const compile = await input.compile;
  let compiled: CompiledMdx;
  try {
    compiled = await compile(absPath, asComponent);
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
