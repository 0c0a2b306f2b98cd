import type { Plugin, PluginBuild } from 'esbuild';
import path from 'node:path';
import type { PageSource } from '../content/types.js';
import { mdxRouteImport } from './mdx-modules.js';
import { pageRegistrySource } from './page-registry.js';

/** The server bundle's entry point (the template's entry-server.tsx, then every page module loaded). */
export const SERVER_ENTRY = 'docs-server-entry';

type Target = 'server' | 'client';

/**
 * Provides the virtual module `@docs/pages`: the React pages of content/pages (and, on the
 * server, the MDX pages' modules), all loaded before the server renders, and loaded as split
 * chunks with their route in the browser.
 */
export function pagesPlugin(template: string, pages: PageSource[], target: Target, customCss: string[] = [], mdxRoutes?: Promise<Map<string, string>>): Plugin {
  const tsxPages = pages.filter((p) => p.kind === 'tsx');
  const routes = async () => (await mdxRoutes) ?? new Map<string, string>();
  return {
    name: 'docs-pages',
    setup(build) {
      provideClientCore(build, template, target);
      wrapPageEntries(build);
      provideServerEntry(build, template);
      provideMdxChunksEntry(build, routes);
      provideCustomCss(build, target, customCss);
      build.onResolve({ filter: /^@docs\/pages$/ }, () => ({ path: 'docs-pages', namespace: 'docs-pages' }));
      build.onLoad({ filter: /^docs-pages$/, namespace: 'docs-pages' }, async () => {
        // On the server MDX pages' modules are registered like React pages; in the browser each is
        // loaded by the URL its route's data names, so the registry does not grow with them.
        const mdx =
          target === 'server' ? [...(await routes())].map(([key, absPath]) => ({ key, file: key.slice('mdx:'.length), absPath: mdxRouteImport(absPath) })) : [];
        return { contents: pageRegistrySource([...tsxPages, ...mdx], target), loader: 'js', resolveDir: process.cwd() };
      });
    },
  };
}

/**
 * `@docs/client-core`: the running client (see template/client-core.tsx), which every lazily
 * loaded module imports so that the code a page loads first stays in one chunk; nothing on the server.
 */
function provideClientCore(build: PluginBuild, template: string, target: Target): void {
  build.onResolve({ filter: /^@docs\/client-core$/ }, () =>
    target === 'client' ? { path: path.join(template, 'client-core.tsx') } : { path: 'docs-client-core', namespace: 'docs-pages' },
  );
  build.onLoad({ filter: /^docs-client-core$/, namespace: 'docs-pages' }, () => ({ contents: '', loader: 'js' }));
}

/** A site's React page as the browser loads it: the page, plus the running client. */
function wrapPageEntries(build: PluginBuild): void {
  build.onResolve({ filter: /^docs-page-entry:/ }, (args) => ({ path: args.path.slice('docs-page-entry:'.length), namespace: 'docs-page-entry' }));
  build.onLoad({ filter: /.*/, namespace: 'docs-page-entry' }, (args) => ({
    contents: `import '@docs/client-core';\nimport * as page from ${JSON.stringify(args.path)};\nexport * from ${JSON.stringify(args.path)};\nexport default page.default;\n`,
    loader: 'js',
    resolveDir: path.dirname(args.path),
  }));
}

/** The server bundle's entry: the template's, then every page module loaded. */
function provideServerEntry(build: PluginBuild, template: string): void {
  build.onResolve({ filter: /^docs-server-entry$/ }, () => ({ path: SERVER_ENTRY, namespace: 'docs-pages' }));
  build.onLoad({ filter: /^docs-server-entry$/, namespace: 'docs-pages' }, () => ({
    contents: `export * from ${JSON.stringify(path.join(template, 'entry-server.tsx'))};\nimport { loadAllPages } from '@docs/pages';\nawait loadAllPages();\n`,
    loader: 'js',
    resolveDir: template,
  }));
}

/** An entry of its own that imports every MDX page module, only so that each becomes a chunk. */
function provideMdxChunksEntry(build: PluginBuild, routes: () => Promise<Map<string, string>>): void {
  build.onResolve({ filter: /^docs-mdx-modules$/ }, () => ({ path: 'docs-mdx-modules', namespace: 'docs-pages' }));
  build.onLoad({ filter: /^docs-mdx-modules$/, namespace: 'docs-pages' }, async () => {
    const modules = [...(await routes()).values()];
    return {
      contents: `export const modules = [${modules.map((abs) => `() => import(${JSON.stringify(mdxRouteImport(abs))})`).join(', ')}];`,
      loader: 'js',
      resolveDir: process.cwd(),
    };
  });
}

/** `@docs/custom-css`: the site's own stylesheets, imported by the client entry after the theme's CSS. */
function provideCustomCss(build: PluginBuild, target: Target, customCss: string[]): void {
  build.onResolve({ filter: /^@docs\/custom-css$/ }, () => ({ path: 'docs-custom-css', namespace: 'docs-pages' }));
  build.onLoad({ filter: /^docs-custom-css$/, namespace: 'docs-pages' }, () => ({
    contents: target === 'client' ? customCss.map((f) => `import ${JSON.stringify(f)};`).join('\n') : '',
    loader: 'js',
    resolveDir: process.cwd(),
  }));
}
