// The routes of a built site and where the links written in its content land, read from the
// HTML the same way for Docusaurus and for us, so the two can be compared (bench/compare-routes.mjs)
// and our output checked against what Docusaurus produced (tests/integration/docusaurus-layout.test.ts).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';

// The element that holds a page's markdown: Docusaurus' `markdown` class (and the wrapper of
// its markdown pages), our `docs-markdown`.
const CONTENT_CLASS = /(^|\s)(markdown|docs-markdown|mdxPageWrapper_\w+)(\s|$)/;

function htmlFiles(dir, rel = '') {
  const out = [];
  for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...htmlFiles(dir, child));
    else if (entry.name.endsWith('.html')) out.push(child);
  }
  return out;
}

/** The route of an HTML file: "docs/intro/index.html" and "docs/intro.html" both give "/docs/intro". */
export function routeOfHtml(rel) {
  const route = `/${rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
  return route.length > 1 ? route.replace(/\/$/, '') : route;
}

/** The URL a browser shows for a route under a trailingSlash setting. */
export function pageUrlOf(route, trailingSlash) {
  return trailingSlash === true && route !== '/' ? `${route}/` : route;
}

/** The hrefs written inside the markdown content of an HTML page, in document order. */
export function contentLinks(html) {
  const links = [];
  let depth = 0;
  const stack = [];
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const isContent = depth === 0 && CONTENT_CLASS.test(attrs.class ?? '');
        stack.push(isContent || depth > 0);
        if (isContent || depth > 0) depth++;
        if (depth > 0 && name === 'a' && attrs.href !== undefined && !attrs.class?.includes('hash-link') && !attrs.class?.includes('docs-heading__anchor')) {
          links.push(attrs.href);
        }
      },
      onclosetag() {
        if (stack.pop()) depth--;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return links;
}

/** Where a link written on a page lands: path (no trailing slash, no .html) and hash, or the URL itself when it leaves the site. */
export function linkTarget(href, pageUrl) {
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(href)) return href;
  const url = new URL(href, `http://site.invalid${pageUrl}`);
  let p = decodeURI(url.pathname)
    .replace(/\/index\.html$/, '')
    .replace(/\.html$/, '');
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return `${p || '/'}${url.hash}`;
}

/** Every HTML route of a built site and, per route, the targets of the links in its content. */
export function readRoutesAndLinks(distDir, trailingSlash) {
  const routes = [];
  const links = {};
  for (const rel of htmlFiles(distDir).sort()) {
    if (rel === '404.html') continue;
    const route = routeOfHtml(rel);
    routes.push(route);
    const targets = contentLinks(readFileSync(path.join(distDir, rel), 'utf8')).map((href) => linkTarget(href, pageUrlOf(route, trailingSlash)));
    if (targets.length) links[route] = targets;
  }
  return { routes: [...new Set(routes)].sort(), links };
}
