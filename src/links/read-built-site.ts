import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { toPosix, walkFiles } from '../files/walk.js';
import type { CheckedPage, LinkSource } from './check-links.js';
import { isExternal, normalisePath } from './check-links.js';
import { pageUrl } from '../routes/urls.js';
import { LINKS_MANIFEST, type LinksManifest } from './links-manifest.js';

/** A built site read back from disk. */
export interface BuiltSite {
  pages: CheckedPage[];
  files: Set<string>;
  sources: LinkSource[];
  /** External URLs with where they were first seen. */
  external: Map<string, { file: string; line?: number; column?: number }>;
}

/** Reads every HTML page of a built site: its ids and links; source positions come from the links manifest. */
export function readBuiltSite(distDir: string, baseUrl = '/', trailingSlash?: boolean): BuiltSite {
  const pages: CheckedPage[] = [];
  const files = new Set<string>();
  const layoutLinks = new Map<string, { route: string; file: string; line: number; column: number }>();
  const manifestFile = path.join(distDir, LINKS_MANIFEST);
  const manifest: LinksManifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : { version: 1, sources: [] };
  const fromSource = new Map<string, Set<string>>();
  // A source's route may carry the trailing slash of its page's URL; built pages are named without it.
  // The page may write a link resolved (a relative "x" as "/docs/a/x/"), so both forms are known.
  for (const s of manifest.sources) {
    const base = `http://site.invalid${pageUrl(s.route, trailingSlash)}`;
    fromSource.set(normalisePath(s.route), new Set(s.links.flatMap((l) => [l.url, targetKey(l.url, base)])));
  }
  const external = new Map<string, { file: string; line?: number; column?: number }>();

  for (const abs of walkFiles(distDir, () => true)) {
    const rel = toPosix(path.relative(distDir, abs));
    files.add(`${baseUrl}${rel}`);
    if (!rel.endsWith('.html') || rel === '404.html') continue;
    const route = `${baseUrl}${rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/(.)\/$/, '$1');
    const html = readFileSync(abs, 'utf8');
    const { ids, links } = scanHtml(html);
    pages.push({ path: route, ids });
    const known = fromSource.get(route) ?? new Set();
    for (const link of links) {
      if (isExternal(link.url)) {
        if (/^https?:/i.test(link.url) && !external.has(link.url))
          external.set(link.url, { file: `${path.basename(distDir)}/${rel}`, line: link.line, column: link.column });
        continue;
      }
      // Links that come from markdown are reported at their source; the rest come from the layout.
      const pageBase = `http://site.invalid${pageUrl(route, trailingSlash)}`;
      if (known.has(link.url) || known.has(targetKey(link.url, pageBase))) continue;
      const resolved = new URL(link.url, pageBase).href;
      if (!layoutLinks.has(resolved)) layoutLinks.set(resolved, { route, file: `${path.basename(distDir)}/${rel}`, line: link.line, column: link.column });
    }
  }
  for (const s of manifest.sources)
    for (const l of s.links) if (isExternal(l.url) && /^https?:/i.test(l.url)) external.set(l.url, { file: s.file, line: l.line, column: l.column });
  const sources: LinkSource[] = [...manifest.sources];
  for (const [url, where] of layoutLinks) {
    sources.push({ route: where.route, file: where.file, links: [{ url: new URL(url).pathname + new URL(url).hash, line: where.line, column: where.column }] });
  }
  return { pages, files, sources, external };
}

// Where a link lands, in a form that ignores trailing slashes and .html: "/docs/a/x#h".
function targetKey(url: string, base: string): string {
  try {
    const target = new URL(url, base);
    return `${normalisePath(target.pathname)}${target.search}${target.hash}`;
  } catch {
    return url;
  }
}

/** Collects the ids and the <a href> links of an HTML document, with line and column. */
export function scanHtml(html: string): { ids: Set<string>; links: { url: string; line: number; column: number }[] } {
  const ids = new Set<string>();
  const links: { url: string; line: number; column: number }[] = [];
  const lineStarts = [0];
  for (let i = html.indexOf('\n'); i >= 0; i = html.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const position = (index: number) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= index) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: index - lineStarts[lo]! + 1 };
  };
  let inData = false;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'script') inData = true;
        if (attrs.id) ids.add(attrs.id);
        if (name === 'a' && attrs.name) ids.add(attrs.name);
        if (name === 'a' && attrs.href !== undefined && !inData) links.push({ url: attrs.href, ...position(parser.startIndex) });
      },
      onclosetag(name) {
        if (name === 'script') inData = false;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return { ids, links };
}
