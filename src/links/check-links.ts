import type { OnBroken } from '../config/types.js';
import { pageUrl } from '../routes/urls.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { withBase } from '../../shared/url.js';

/** A page of the site as the checker sees it. */
export interface CheckedPage {
  /** Route path, e.g. "/docs/intro" ("/" for the home page). */
  path: string;
  /** Ids anchors may target. */
  ids: Set<string>;
}

/** Links written in one source file, with positions. */
export interface LinkSource {
  /** Route of the page the links are on. */
  route: string;
  /** Source file relative to the site dir (or the HTML file when there is no source). */
  file: string;
  links: { url: string; line?: number; column?: number }[];
}

/** What the checker needs to know about the site. */
export interface LinkCheckInput {
  pages: CheckedPage[];
  /** Paths of every other file served (e.g. "/img/logo.svg", "/blog/rss.xml"). */
  files: Set<string>;
  sources: LinkSource[];
  onBrokenLinks: OnBroken;
  onBrokenAnchors: OnBroken;
  /** As site.config.json's trailingSlash: with true, pages live at "/docs/intro/" and relative links resolve from there. */
  trailingSlash?: boolean;
  /**
   * The site's base URL (default "/"): a site path written without it ("/docs/intro" on a site
   * at "/handbook/") is checked with it added, as a page's `<Link>` adds it to the href.
   */
  baseUrl?: string;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Whether a URL leaves the site (has a scheme or is protocol-relative). */
export function isExternal(url: string): boolean {
  return EXTERNAL.test(url);
}

/** Normalises a route path for lookups: decoded, no query, no index.html/.html, no trailing slash. */
export function normalisePath(pathname: string): string {
  let p = pathname;
  try {
    p = decodeURI(p);
  } catch {
    // A malformed escape is compared as written.
  }
  p = p.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p || '/';
}

/**
 * Checks every internal link and #anchor of the site against its pages and files.
 * Returns one diagnostic per broken link, with the source file, line and column.
 */
export function checkLinks(input: LinkCheckInput): Diagnostic[] {
  const pages = new Map(input.pages.map((p) => [normalisePath(p.path), p]));
  const files = new Set([...input.files].map((f) => normalisePath(f)));
  const out: Diagnostic[] = [];
  for (const source of input.sources) {
    for (const link of source.links) {
      const url = link.url.trim();
      if (url === '' || isExternal(url)) continue;
      const base = new URL(pageUrl(source.route, input.trailingSlash), 'http://site.invalid');
      let target: URL;
      try {
        target = new URL(input.baseUrl ? withBase({ baseUrl: input.baseUrl }, url) : url, base);
      } catch {
        continue;
      }
      const pathname = normalisePath(target.pathname);
      const page = pages.get(pathname);
      // Line 0: a link a component rendered, which has no place of its own in the file.
      const where = { file: source.file, line: link.line || undefined, column: link.line ? link.column : undefined };
      if (!page) {
        if (files.has(pathname)) continue;
        if (input.onBrokenLinks !== 'ignore') {
          out.push({
            rule: 'links/missing-page',
            severity: input.onBrokenLinks === 'throw' ? 'error' : 'warning',
            ...where,
            message: `broken link ${url}: no such page (${pathname})`,
            hint: 'Point the link at an existing page, or create the page. Link to markdown files by their relative path (../guide.md) so the route is worked out for you.',
          });
        }
        continue;
      }
      const hash = target.hash.slice(1);
      if (hash === '' || input.onBrokenAnchors === 'ignore') continue;
      let id = hash;
      try {
        id = decodeURIComponent(hash);
      } catch {
        // Compared as written.
      }
      if (!page.ids.has(id)) {
        out.push({
          rule: 'links/missing-anchor',
          severity: input.onBrokenAnchors === 'throw' ? 'error' : 'warning',
          ...where,
          message: `broken anchor ${url}: no such anchor #${id} on ${pathname}`,
          hint: nearest(id, page.ids),
        });
      }
    }
  }
  return out;
}

function nearest(id: string, ids: Set<string>): string {
  const candidates = [...ids].filter((c) => c.includes(id) || id.includes(c) || c.split('-')[0] === id.split('-')[0]).slice(0, 3);
  return candidates.length
    ? `Anchors on that page that look close: ${candidates.map((c) => `#${c}`).join(', ')}.`
    : 'Anchors are heading slugs ("## Getting started" → #getting-started) or custom ids ({#my-id}).';
}
