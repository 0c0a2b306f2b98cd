/**
 * The source of the virtual module `@docs/pages`: the registry of page modules the client
 * router and the server renderer load pages through.
 */

/** The property of the error loadAllPages throws that lists each page whose module threw: `{ file, error }[]`. */
export const PAGE_LOAD_FAILURES = 'pageLoadFailures';

/** A page module the registry can load: its key, its file (for messages) and what to import. */
export interface RegisteredPage {
  key: string;
  file: string;
  absPath: string;
}

/**
 * The registry's JavaScript. On the server it imports each page module directly and can load
 * them all up front; in the browser each React page is imported through its entry wrapper, and
 * MDX pages by the URLs their routes' data register.
 */
export function pageRegistrySource(pages: RegisteredPage[], target: 'server' | 'client'): string {
  const files = Object.fromEntries(pages.map((p) => [p.key, p.file]));
  const lines: string[] = ['const loaded = {};'];
  // The server imports each page module too, and loads them all before it renders (see
  // SERVER_ENTRY): a page module whose imports await at their top level would otherwise
  // wait, through the theme's MDX runtime, for this registry, which would wait for it.
  const importPath = (p: { absPath: string }) => (target === 'server' ? p.absPath : `docs-page-entry:${p.absPath}`);
  lines.push(`const loaders = { ${pages.map((p) => `${JSON.stringify(p.key)}: () => import(${JSON.stringify(importPath(p))})`).join(', ')} };`);
  if (target === 'server') {
    // A module whose top-level code throws is the site's error: each such page is named with
    // its error (see pageLoadDiagnostics), rather than the import failing as a whole.
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
  lines.push(PAGE_LOADING);
  return lines.join('\n');
}

/** The registry's functions that look pages up and load them, the same on server and browser. */
const PAGE_LOADING = `/** Returns a page module already loaded, or undefined. */
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
export const pageKeys = Object.keys(files);`;
