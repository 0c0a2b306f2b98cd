import type { Plugin } from 'esbuild';
import path from 'node:path';
import type { PageSource } from '../content/types.js';
import { mdxRouteImport } from './mdx-plugin.js';

/** The property of the error loadAllPages throws that lists each page whose module threw: `{ file, error }[]`. */
export const PAGE_LOAD_FAILURES = 'pageLoadFailures';

/** The server bundle's entry point (the template's entry-server.tsx, then every page module loaded). */
export const SERVER_ENTRY = 'docs-server-entry';

/**
 * Provides the virtual module `@docs/pages`: the React pages of content/pages (and, on the
 * server, the MDX pages' modules), all loaded before the server renders, and loaded as split
 * chunks with their route in the browser.
 */
export function pagesPlugin(template: string, pages: PageSource[], target: 'server' | 'client', customCss: string[] = [], mdxRoutes?: Promise<Map<string, string>>): Plugin {
  const tsxPages = pages.filter((p) => p.kind === 'tsx');
  return {
    name: 'docs-pages',
    setup(build) {
      // The running client (see template/client-core.tsx), which every lazily loaded module
      // imports so that the code a page loads first stays in one chunk; nothing on the server.
      build.onResolve({ filter: /^@docs\/client-core$/ }, () =>
        target === 'client' ? { path: path.join(template, 'client-core.tsx') } : { path: 'docs-client-core', namespace: 'docs-pages' },
      );
      build.onLoad({ filter: /^docs-client-core$/, namespace: 'docs-pages' }, () => ({ contents: '', loader: 'js' }));
      // A site's React page as the browser loads it: the page, plus the running client.
      build.onResolve({ filter: /^docs-page-entry:/ }, (args) => ({ path: args.path.slice('docs-page-entry:'.length), namespace: 'docs-page-entry' }));
      build.onLoad({ filter: /.*/, namespace: 'docs-page-entry' }, (args) => ({
        contents: `import '@docs/client-core';\nimport * as page from ${JSON.stringify(args.path)};\nexport * from ${JSON.stringify(args.path)};\nexport default page.default;\n`,
        loader: 'js',
        resolveDir: path.dirname(args.path),
      }));
      build.onResolve({ filter: /^@docs\/pages$/ }, () => ({ path: 'docs-pages', namespace: 'docs-pages' }));
      // The server bundle's entry: the template's, then every page module loaded.
      build.onResolve({ filter: /^docs-server-entry$/ }, () => ({ path: SERVER_ENTRY, namespace: 'docs-pages' }));
      build.onLoad({ filter: /^docs-server-entry$/, namespace: 'docs-pages' }, () => ({
        contents: `export * from ${JSON.stringify(path.join(template, 'entry-server.tsx'))};\nimport { loadAllPages } from '@docs/pages';\nawait loadAllPages();\n`,
        loader: 'js',
        resolveDir: template,
      }));
      // An entry of its own that imports every MDX page module, only so that each becomes a chunk.
      build.onResolve({ filter: /^docs-mdx-modules$/ }, () => ({ path: 'docs-mdx-modules', namespace: 'docs-pages' }));
      build.onLoad({ filter: /^docs-mdx-modules$/, namespace: 'docs-pages' }, async () => {
        const modules = [...((await mdxRoutes) ?? new Map<string, string>()).values()];
        return { contents: `export const modules = [${modules.map((abs) => `() => import(${JSON.stringify(mdxRouteImport(abs))})`).join(', ')}];`, loader: 'js', resolveDir: process.cwd() };
      });
      // The site's own stylesheets, imported by the client entry after the theme's CSS.
      build.onResolve({ filter: /^@docs\/custom-css$/ }, () => ({ path: 'docs-custom-css', namespace: 'docs-pages' }));
      build.onLoad({ filter: /^docs-custom-css$/, namespace: 'docs-pages' }, () => ({
        contents: target === 'client' ? customCss.map((f) => `import ${JSON.stringify(f)};`).join('\n') : '',
        loader: 'js',
        resolveDir: process.cwd(),
      }));
      build.onLoad({ filter: /^docs-pages$/, namespace: 'docs-pages' }, async () => {
        // On the server MDX pages' modules are registered like React pages; in the browser each is
        // loaded by the URL its route's data names, so the registry does not grow with them.
        const mdx = target === 'server'
          ? [...((await mdxRoutes) ?? new Map<string, string>())].map(([key, absPath]) => ({ key, file: key.slice('mdx:'.length), absPath: mdxRouteImport(absPath) }))
          : [];
        const tsx = [...tsxPages, ...mdx];
        const files = Object.fromEntries(tsx.map((p) => [p.key, p.file]));
        const lines: string[] = ['const loaded = {};'];
        // The server imports each page module too, and loads them all before it renders (see
        // SERVER_ENTRY): a page module whose imports await at their top level would otherwise
        // wait, through the theme's MDX runtime, for this registry, which would wait for it.
        const importPath = (p: { absPath: string }) => (target === 'server' ? p.absPath : `docs-page-entry:${p.absPath}`);
        lines.push(`const loaders = { ${tsx.map((p) => `${JSON.stringify(p.key)}: () => import(${JSON.stringify(importPath(p))})`).join(', ')} };`);
        if (target === 'server') {
          // A module whose top-level code throws is the site's error: each such page is named
          // with its error (see pageLoadDiagnostics), rather than the import failing as a whole.
          lines.push(`/** Loads every page module, so that getLoadedPage has each when a page renders. */
export async function loadAllPages() {
  const failures = [];
  await Promise.all(Object.entries(loaders).map(async ([key, load]) => {
    try { loaded[key] = await load(); } catch (error) { failures.push({ file: files[key], error }); }
  }));
  if (failures.length > 0) throw Object.assign(new Error('page modules failed to load'), { ${PAGE_LOAD_FAILURES}: failures });
}`);
        }
        lines.push(`const files = ${JSON.stringify(files)};`);
        lines.push(`/** Returns a page module already loaded, or undefined. */
export function getLoadedPage(key) { return loaded[key]; }
/** Loads a page module; a module without a default export is an error saying so. */
const urls = {};
/** Adds the URLs of modules a route's data names (MDX pages). */
export function registerModuleUrls(map) { Object.assign(urls, map); }
// A browser may keep the failure of a module's URL for the rest of the document (the module
// map of HTML before 2025, as Chromium did up to version 150): a retry asks for the same file
// by another URL, whichever browser it is.
const retryUrl = (url, retry) => url + (url.includes('?') ? '&' : '?') + 'retry=' + retry;
export async function loadPage(key, retry) {
  const url = urls[key];
  const load = retry && url ? () => import(retryUrl(url, retry)) : loaders[key] ?? (url ? () => import(url) : undefined);
  if (!load) throw new Error('No page module "' + key + '"');
  const mod = await load();
  if (typeof mod.default !== 'function' && typeof mod.default !== 'object') {
    throw new Error('The page module ' + files[key] + ' has no default export: export the page component with "export default function Page() { ... }".');
  }
  loaded[key] = mod;
  return mod;
}
export const pageKeys = Object.keys(files);`);
        return { contents: lines.join('\n'), loader: 'js', resolveDir: process.cwd() };
      });
    },
  };
}
