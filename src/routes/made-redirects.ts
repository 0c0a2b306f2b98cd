/**
 * The redirects Docusaurus' client-redirects plugin makes from the pages rather than from a
 * list: `redirectRules.fromExtensions` (`/a.html` → `/a`), `toExtensions` (`/a` → `/a.html`)
 * and the site's `createRedirects` function (see create-redirects.ts). Each starts from a page's
 * path as Docusaurus hands it to the plugin: from the site root without the base URL, with the
 * trailing slash its route has, and the not-found page as `/404.html`.
 */
import type { ResolvedConfig } from '../config/types.js';
import type { RouteEntry } from './types.js';

/** Which rule of `redirectRules` made a redirect. */
export type RedirectRule = 'fromExtensions' | 'toExtensions' | 'createRedirects';

/** A redirect made from a page, not yet checked: its old path and the page's path, both from the site root. */
export interface MadeRedirect {
  from: string;
  to: string;
  rule: RedirectRule;
}

/** A page's path as Docusaurus gives it to the client-redirects plugin ("/docs/intro", "/", "/404.html"). */
export function docusaurusRoutePath(config: Pick<ResolvedConfig, 'baseUrl' | 'trailingSlash'>, route: RouteEntry): string {
  if (route.data.kind === 'notFound') return '/404.html';
  const full = route.data.path;
  const base = config.baseUrl;
  // The home page of a site under a base URL has the base without its trailing slash as its path.
  const rest = `${full}/` === base ? '' : (full.startsWith(base) ? full.slice(base.length) : full.replace(/^\//, '')).replace(/\/+$/, '');
  if (rest === '') return '/';
  const slash = config.trailingSlash === true || (config.trailingSlash === undefined && full.endsWith('/'));
  return `/${rest}${slash ? '/' : ''}`;
}

/**
 * The redirects of both extension lists: for a path without one of `fromExtensions`, a path
 * with each that leads to it (`/a/` gets `/a.html/`); for a path that ends in one of
 * `toExtensions`, the path without it. The home page gets none.
 */
export function extensionRedirects(paths: string[], rules: ResolvedConfig['redirectRules']): MadeRedirect[] {
  const made: MadeRedirect[] = [];
  const fromDotted = rules.fromExtensions.map((e) => `.${e}`);
  const toDotted = rules.toExtensions.map((e) => `.${e}`);
  for (const path of paths) {
    if (path !== '/' && !fromDotted.some((e) => path.endsWith(e))) {
      const bare = path.replace(/\/$/, '');
      const slash = path.endsWith('/') ? '/' : '';
      for (const ext of rules.fromExtensions) made.push({ from: `${bare}.${ext}${slash}`, to: path, rule: 'fromExtensions' });
    }
  }
  for (const path of paths) {
    const ext = toDotted.find((e) => path.endsWith(e));
    if (ext) made.push({ from: path.slice(0, -ext.length), to: path, rule: 'toExtensions' });
  }
  return made;
}
