/**
 * The redirects of site.config.json, checked against the routes: each `from` path becomes a
 * page that sends the reader to `to`. A listed `from` that is a page of the site would replace
 * that page, and a `to` that is no page leads nowhere: both are errors at their line of the
 * config. Redirects made by `redirectRules` come after the list; one whose `from` is a page or
 * an earlier redirect's is left out and reported as `onDuplicateRoutes` says, as Docusaurus does.
 */
import path from 'node:path';
import { configKeyPosition } from '../config/key-position.js';
import type { ResolvedConfig } from '../config/types.js';
import { error, warning, type Diagnostic } from '../diagnostics/diagnostic.js';
import { isExternalUrl, withBase } from '../../shared/url.js';
import { createdRedirects } from './create-redirects.js';
import { docusaurusRoutePath, extensionRedirects, type MadeRedirect, type RedirectRule } from './made-redirects.js';
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
  planMadeRedirects(config, routes, planned, diagnostics);
  return [...planned.values()];
}

// Adds the redirects of `redirectRules` that fill a path no page and no earlier redirect has.
function planMadeRedirects(config: ResolvedConfig, routes: RouteEntry[], planned: Map<string, PlannedRedirect>, diagnostics: Diagnostic[]): void {
  const paths = routes.map((r) => docusaurusRoutePath(config, r));
  const made = [...extensionRedirects(paths, config.redirectRules), ...createdRedirects(config, paths, diagnostics)];
  if (made.length === 0) return;
  const keyOf = (p: string) => routeKey(withBase({ baseUrl: config.baseUrl }, p));
  const pages = new Set(paths.map(keyOf));
  const overPages: MadeRedirect[] = [];
  const twice: MadeRedirect[] = [];
  for (const redirect of made) {
    const key = keyOf(redirect.from);
    const to = redirectTarget(config, redirect.to)!;
    if (pages.has(key)) overPages.push(redirect);
    else if (planned.has(key)) {
      if (planned.get(key)!.to !== to) twice.push(redirect);
    } else planned.set(key, { from: key, to });
  }
  reportLeftOut(config, overPages, 'would replace a page of the site', diagnostics);
  reportLeftOut(config, twice, 'have a `from` an earlier redirect has, to another page', diagnostics);
}

// One report per rule of the redirects left out, as onDuplicateRoutes says (an error, a warning or nothing).
function reportLeftOut(config: ResolvedConfig, leftOut: MadeRedirect[], why: string, diagnostics: Diagnostic[]): void {
  if (config.onDuplicateRoutes === 'ignore') return;
  const rules = [...new Set(leftOut.map((r) => r.rule))];
  for (const rule of rules) {
    const mine = leftOut.filter((r) => r.rule === rule);
    const listed = mine.slice(0, 10).map((r) => `${r.from} → ${r.to}`);
    if (mine.length > listed.length) listed.push(`and ${mine.length - listed.length} more`);
    const count = mine.length === 1 ? 'a redirect' : `${mine.length} redirects`;
    const message = `${count} made by redirectRules.${rule} ${why} and ${mine.length === 1 ? 'is' : 'are'} left out: ${listed.join(', ')}`;
    const hint = hintFor(rule);
    const at = madeRedirectPosition(config, rule);
    diagnostics.push(
      config.onDuplicateRoutes === 'throw'
        ? error('routes/redirect-left-out', message, { ...at, hint })
        : warning('routes/redirect-left-out', `${message} (onDuplicateRoutes: "warn")`, { ...at, hint }),
    );
  }
}

const hintFor = (rule: RedirectRule): string =>
  rule === 'createRedirects'
    ? 'Return only old paths no page has from createRedirects (undefined for a page that needs none); onDuplicateRoutes: "ignore" leaves them out silently.'
    : 'A redirect only fills a path no page has; onDuplicateRoutes: "ignore" leaves these out silently.';

function madeRedirectPosition(config: ResolvedConfig, rule: RedirectRule): Partial<Diagnostic> {
  const file = path.relative(config.siteDir, config.configFile).split(path.sep).join('/');
  return { file, ...configKeyPosition(config.configFile, ['redirectRules', rule]) };
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
