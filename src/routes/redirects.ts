/**
 * The redirects of site.config.json, checked against the routes: each `from` path becomes a
 * page that sends the reader to `to`. A `from` that is a page of the site would replace that
 * page, and a `to` that is no page leads nowhere: both are errors at their line of the config.
 */
import path from 'node:path';
import { configKeyPosition } from '../config/key-position.js';
import type { ResolvedConfig } from '../config/types.js';
import { error, type Diagnostic } from '../diagnostics/diagnostic.js';
import { isExternalUrl, withBase } from '../../shared/url.js';
import type { RouteEntry } from './types.js';

/** One redirect page to write: its route path (under the base URL) and where it sends the reader. */
export interface PlannedRedirect {
  /** The old path under the base URL, without a trailing slash ("/docs/old-name"). */
  from: string;
  /** The URL the reader is sent to, as a link of the site writes it (base URL, trailing-slash rule), or a full URL. */
  to: string;
}

// A route path as both sides compare it: no trailing slash, no query or hash.
const routeKey = (p: string): string => p.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';

/** The redirect pages of the site; a redirect that collides or leads nowhere adds an error to `diagnostics`. */
export function planRedirects(config: ResolvedConfig, routes: RouteEntry[], diagnostics: Diagnostic[]): PlannedRedirect[] {
  const pages = new Map(routes.map((r) => [routeKey(r.data.path), r]));
  const planned = new Map<string, PlannedRedirect>();
  config.redirects.forEach((redirect, i) => {
    const to = redirectTarget(config, redirect.to);
    if (to === undefined || (!isExternalUrl(to) && !pages.has(routeKey(to)))) {
      diagnostics.push(
        redirectError(
          config,
          ['redirects', i, 'to'],
          `the redirect to ${redirect.to} leads to no page of the site`,
          "Point `to` to the path of a page that is built (from the site root, as in the sidebar's links), or to a full URL.",
        ),
      );
      return;
    }
    const froms =
      typeof redirect.from === 'string'
        ? [[redirect.from, ['redirects', i, 'from']] as const]
        : redirect.from.map((f, j) => [f, ['redirects', i, 'from', j]] as const);
    for (const [from, at] of froms) {
      const key = routeKey(withBase({ baseUrl: config.baseUrl }, from));
      const page = pages.get(key);
      if (page)
        diagnostics.push(
          redirectError(
            config,
            [...at],
            `the redirect from ${from} would replace the page ${page.data.path}${page.file ? ` (${page.file})` : ''}`,
            'Remove this `from`: the page is built there. A redirect only fills a path no page has.',
          ),
        );
      else if (planned.has(key)) diagnostics.push(redirectError(config, [...at], `a second redirect from ${from}`, 'Keep one redirect for each old path.'));
      else planned.set(key, { from: key, to });
    }
  });
  return [...planned.values()];
}

// The URL of a `to` as the site links it; undefined for a value that is neither a site path nor a URL.
function redirectTarget(config: ResolvedConfig, to: string): string | undefined {
  if (isExternalUrl(to)) return to;
  if (!to.startsWith('/')) return undefined;
  return withBase({ baseUrl: config.baseUrl, trailingSlash: config.trailingSlash }, to);
}

function redirectError(config: ResolvedConfig, at: (string | number)[], message: string, hint: string): Diagnostic {
  const file = path.relative(config.siteDir, config.configFile).split(path.sep).join('/');
  return error('config/redirect', message, { file, ...configKeyPosition(config.configFile, at), hint });
}
