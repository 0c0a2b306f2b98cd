import path from 'node:path';
import type { ClientAssets, ServerTemplate } from '../bundle/bundle-template.js';
import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { LinkRef } from '../markdown/types.js';
import { loadRoute } from '../routes/load-route.js';
import type { RouteEntry } from '../routes/types.js';
import { mdxModuleKeys } from '../../shared/mdx-keys.js';
import type { SiteData, VersionInfo } from '../../shared/types.js';
import { renderedLinkTargets, writeRoutes } from './render-routes.js';
import { dataFileOf } from './output-paths.js';
import { pageUrl } from '../routes/urls.js';

/** What rendering a route taught us that the plan did not know (for links, sitemap, search). */
export interface RenderedRoute {
  path: string;
  links: LinkRef[];
  ids: string[];
  description?: string;
  /** What the search index takes from the page, read from its HTML while it is in memory and written to a spill file. */
  search?: SpilledText;
}

/** Where the search stage put a page's search text (a spill file of its thread, src/search/page-spill.ts), and its digest. */
export interface SpilledText {
  path: string;
  file: string;
  offset: number;
  length: number;
  /** SHA-256 of its JSON: what the search index's cache key is made of, without reading the text back. */
  digest: string;
}

/**
 * Takes a rendered page's HTML (and its file in the output) for the search stage while the
 * string is in memory, and says where the page's search text went and its JSON; undefined
 * when the page gives none. The build passes the search module's (searchTextSink), since
 * rendering comes before search.
 */
export type SearchTextSink = (html: string, file: string) => { spilled: SpilledText; json: Uint8Array } | undefined;

/** Everything a shard needs besides its routes; the same for every shard of a build. */
export interface ShardContext {
  config: ResolvedConfig;
  site: SiteData;
  head: string;
  assets: ClientAssets;
  outDir: string;
  /** Where each thread writes the search text of the pages it renders (see src/search/page-spill.ts). */
  spillDir: string;
  /** Where the build cache keeps rendered routes and the key all of them share, when there is a cache (a worker opens it by its folder). */
  cache?: { dir: string; key: string };
  /** Every docs version with all its docs, for the pages whose components ask for them. */
  allDocs?: VersionInfo[];
}

/** A page's search input as the JSON spilled for the search stage, with its digest (see src/search/page-spill.ts). */
export interface PageSearchJson {
  json: Uint8Array;
  digest: string;
}

/** What rendering one route produced: the files written, its search input and the problems its markdown reported. */
export interface RouteRender {
  files: { html: string; data: string };
  search?: PageSearchJson;
  diagnostics: Diagnostic[];
}

/**
 * A wrapper around each route's load and render, given by whoever keeps what a route
 * produced (the build cache records the files it read and stores the result).
 */
export interface RenderMemo {
  /** Where the thread's markdown reports its problems. */
  diagnostics: Diagnostic[];
  around(route: RouteEntry, render: () => RouteRender | undefined): void;
}

// What loading a route ahead of its render reported, kept with the route for the build cache.
const preloaded = new WeakMap<RouteEntry, Diagnostic[]>();

/**
 * Loads (parses) a route's markdown ahead of its render, while the bundle is made. What the
 * load reports is kept with the route, so its cache entry holds it as if it rendered at once.
 */
export function preloadRoute(route: RouteEntry, diagnostics: Diagnostic[]): void {
  if (!route.load) return;
  const before = diagnostics.length;
  loadRoute(route);
  preloaded.set(route, diagnostics.slice(before));
}

/**
 * Renders the markdown of some routes, then their HTML and data files, and reports what it
 * learnt; each page's HTML goes to searchText, and onRendered hears of each page written.
 */
export function renderShard(
  ctx: ShardContext,
  template: ServerTemplate,
  routes: RouteEntry[],
  searchText: SearchTextSink,
  memo?: RenderMemo,
  onRendered?: () => void,
): RenderedRoute[] {
  const search = new Map<RouteEntry, SpilledText>();
  // A page's search text, until the memo has it.
  const pages = new Map<RouteEntry, PageSearchJson>();
  // The files of the route just rendered.
  let last: { html: string; data: string } | undefined;
  // Read through a function: TypeScript would keep `last` narrowed to undefined across the render call.
  const lastFiles = () => last;
  writeRoutes(
    ctx.config,
    ctx.site,
    template,
    routes,
    ctx.head,
    ctx.assets,
    ctx.outDir,
    (route, html, file) => {
      addRenderedLinks(route, html, ctx.config.trailingSlash);
      const kept = searchText(html, file);
      if (kept) {
        const { spilled, json } = kept;
        search.set(route, spilled);
        if (memo) pages.set(route, { json, digest: spilled.digest });
      }
      last = { html: path.join(ctx.outDir, file), data: path.join(ctx.outDir, dataFileOf(ctx.config, route.data.path)) };
      releaseContent(route);
      onRendered?.();
    },
    // Each route loads (parses) just before it renders, so only the pages in flight are in memory.
    !memo
      ? (route, render) => {
          loadRoute(route);
          render();
        }
      : (route, render) =>
          // Loaded here rather than all at first, so that what each route reads is its own.
          memo.around(route, () => {
            const before = memo.diagnostics.length;
            last = undefined;
            loadRoute(route);
            render();
            const search = pages.get(route);
            pages.delete(route);
            const files = lastFiles();
            return files && { files, search, diagnostics: [...(preloaded.get(route) ?? []), ...memo.diagnostics.slice(before)] };
          }),
    ctx.allDocs,
  );
  return routes.map((r) => ({ path: r.data.path, links: r.links, ids: r.ids, description: r.data.description, search: search.get(r) }));
}

/**
 * Once a doc's page and data file are made, later stages need only its plan, links and ids:
 * its content tree (the bulk of a rendered page) is let go, so memory holds the pages in
 * flight rather than the whole site. A tag page reads a doc's title and description only.
 */
function releaseContent(route: RouteEntry): void {
  if (route.data.kind !== 'doc') return;
  route.data.props.content = [];
  route.data.props.toc = [];
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };
const decode = (text: string) => text.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITIES[e]);

/**
 * An MDX page's components render links and anchors the markdown never had (`<Link to>`,
 * `<Heading id>`, `<a id>`): read them from its rendered article, so the build checks them
 * too: every id, and the links that `<Link>` rendered (a component's plain `<a>` is left to
 * it, as in Docusaurus). They have no line of their own; the diagnostic names the file.
 */
function addRenderedLinks(route: RouteEntry, html: string, trailingSlash: boolean | undefined): void {
  if (!route.file || mdxModuleKeys(route.data).length === 0) return;
  const start = html.indexOf('data-search-content');
  if (start === -1) return;
  const article = html.slice(start, html.indexOf('</article>', start));
  // Compared as the browser resolves them: the markdown's "./x.md" renders as "/docs/x.md".
  const base = new URL(pageUrl(route.data.path, trailingSlash), 'http://site.invalid');
  const target = (url: string) => {
    try {
      const resolved = new URL(url, base);
      return resolved.origin === base.origin ? resolved.pathname + resolved.hash : url;
    } catch {
      return url;
    }
  };
  const known = new Set(route.links.map((l) => target(l.url)));
  // Only what <Link> rendered is checked, as Docusaurus checks: a component's plain <a> is its own.
  const fromLink = renderedLinkTargets(route);
  const checked = fromLink && new Set(fromLink);
  for (const match of article.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
    // Copied: a match is a slice of the page's HTML and would keep all of it alive.
    const url = structuredClone(decode(match[1]));
    const resolved = target(url);
    if (known.has(resolved) || (checked && !checked.has(url))) continue;
    known.add(resolved);
    route.links.push({ url, raw: url, line: 0, column: 0 });
  }
  const ids = new Set(route.ids);
  for (const match of article.matchAll(/\sid="([^"]+)"/g)) ids.add(structuredClone(decode(match[1])));
  route.ids = [...ids];
}

/** The result a shard returns: its routes, the files its markdown referenced, and its diagnostics. */
export interface ShardResult {
  rendered: RenderedRoute[];
  assets: [string, string][];
  diagnostics: Diagnostic[];
}
