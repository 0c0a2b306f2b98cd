import { planRedirects, type PlannedRedirect } from './redirects.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import { error, printable, throwIfErrors, warning, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { ContentGraph } from '../content/types.js';
import { contentPaths } from '../content/content-paths.js';
import { joinRoute } from '../content/doc-ids.js';
import { markdownSources } from '../content/markdown-sources.js';
import type { VersionInfo } from '../../shared/types.js';
import { buildBlogRoutes } from './blog-routes.js';
import type { CompiledPost } from './compiled-posts.js';
import { createMarkdownCache, expectUses, type MarkdownCache, type MarkdownContext } from './compile-markdown.js';
import { buildDocRoutes, type VersionSidebars } from './doc-routes.js';
import { loadRoute } from './load-route.js';
import { checkNavbarTargets } from './check-navbar.js';
import { loadMarkdownPlugins } from './load-markdown-plugins.js';
import { buildPageRoutes } from './page-routes.js';
import type { RouteEntry, RouteTable } from './types.js';

/** The route table plus what later stages need from the content. */
export interface BuiltRoutes extends RouteTable {
  versions: VersionInfo[];
  /** Each docs version's resolved sidebars (navbar items link to a sidebar's first page). */
  sidebars: VersionSidebars;
  posts: CompiledPost[];
  /** The redirect pages to write (site.config.json `redirects`), checked against the routes. */
  redirects: PlannedRedirect[];
  diagnostics: Diagnostic[];
  /** The markdown context the routes render with (MDX modules compile with it too). */
  markdown: MarkdownContext;
}

/** Renders every markdown source and turns the content graph into the site's routes. */
export function buildRoutes(
  config: ResolvedConfig,
  content: ContentGraph,
  diagnostics: Diagnostic[] = [],
  cache?: MarkdownCache,
  options: { lazy?: boolean; redirects?: boolean } = {},
): BuiltRoutes {
  const routesByFile = new Map<string, string>();
  for (const v of content.versions) for (const d of v.docs) routesByFile.set(d.absPath, d.url);
  for (const p of content.posts) routesByFile.set(p.absPath, p.permalink);
  for (const p of content.pages) if (p.kind === 'md') routesByFile.set(p.absPath, p.url);
  const paths = contentPaths(config);
  // A file link may point into any content folder, another docs section's included (see README).
  const fileLinkRoots = { siteDir: config.siteDir, contentRoots: [...content.versions.map((v) => v.docsDir), paths.blogDir, paths.pagesDir] };
  const ctx: MarkdownContext = {
    config,
    routesByFile,
    fileLinkRoots,
    assets: new Map(),
    diagnostics,
    cache: cache ?? createMarkdownCache(),
    plugins: loadMarkdownPlugins(config, diagnostics),
  };
  // A cache made here lives for one build, where each page loads once: a parsed text is kept
  // until its last page (docs of several versions share texts), not for the whole build.
  // A thread only ever parses the texts of its share, and every page with a text is in it.
  if (!cache)
    expectUses(
      ctx.cache,
      markdownSources(content).map((s) => s.source),
    );

  const docs = buildDocRoutes(ctx, content.versions);
  checkNavbarTargets(config, docs.infos, diagnostics);
  const blog = buildBlogRoutes(ctx, content.posts, content.blogDir);
  const pages = buildPageRoutes(ctx, content.pages);
  const special: RouteEntry[] = [
    {
      data: { kind: 'search', path: joinRoute(config.baseUrl, config.search.searchPagePath), title: 'Search', noIndex: true, props: {} },
      links: [],
      ids: [],
      sitemap: false,
      search: { tag: 'default' },
    },
    {
      data: { kind: 'notFound', path: joinRoute(config.baseUrl, '404'), title: 'Page Not Found', noIndex: true, props: {} },
      links: [],
      ids: [],
      sitemap: false,
      search: { tag: 'default' },
    },
  ];
  const routes = withoutDuplicates(config, [...pages, ...docs.routes, ...blog.routes, ...special], diagnostics);
  checkPaths(config, routes, diagnostics);
  // A render thread plans the routes again but writes no redirects: the site's createRedirects runs once, on the main thread.
  const redirects = options.redirects === false ? [] : planRedirects(config, routes, diagnostics);
  // A build renders every page's markdown now; `docs dev` leaves it to the first request.
  if (!options.lazy) for (const route of routes) loadRoute(route);
  throwIfErrors(diagnostics);
  return { routes, assets: ctx.assets, versions: docs.infos, sidebars: docs.sidebars, posts: blog.compiled, redirects, diagnostics, markdown: ctx };
}

/**
 * Which of two source files Docusaurus lists first: a folder's own files before the files of
 * its sub-folders, then by name. With two docs at one route, the site serves the first, as it does.
 */
function listedBefore(a: string, b: string): boolean {
  const as = a.split('/');
  const bs = b.split('/');
  for (let i = 0; i < Math.min(as.length, bs.length); i++) {
    if (as[i] === bs[i]) continue;
    const aFile = i === as.length - 1;
    const bFile = i === bs.length - 1;
    if (aFile !== bFile) return aFile;
    return as[i]! < bs[i]!;
  }
  return as.length < bs.length;
}

/** Two routes at one path: an error, or as `onDuplicateRoutes` says, a warning (or nothing) and one route kept. */
function withoutDuplicates(config: ResolvedConfig, routes: RouteEntry[], diagnostics: Diagnostic[]): RouteEntry[] {
  const served = new Map<string, RouteEntry>();
  const policy = config.onDuplicateRoutes;
  for (const route of routes) {
    const other = served.get(route.data.path);
    if (!other) {
      served.set(route.data.path, route);
      continue;
    }
    // Between two docs the one Docusaurus lists first; otherwise the first planned (pages, then docs, then the blog).
    const [kept, left] =
      policy !== 'throw' && route.data.kind === other.data.kind && route.file && other.file && listedBefore(route.file, other.file)
        ? [route, other]
        : [other, route];
    served.set(route.data.path, kept);
    if (policy === 'ignore') continue;
    const message = `two pages are served at ${route.data.path}: ${describe(kept)} and ${describe(left)}`;
    const where = duplicateWhere(config, left, kept);
    diagnostics.push(
      policy === 'throw'
        ? error('routes/duplicate-route', message, where)
        : warning('routes/duplicate-route', `${message}; the site serves the first (onDuplicateRoutes: "warn")`, where),
    );
  }
  return routes.filter((route) => served.get(route.data.path) === route);
}

// A route is written to a file named after its path: "..", "." or a backslash would put it outside the output.
function checkPaths(config: ResolvedConfig, routes: RouteEntry[], diagnostics: Diagnostic[]) {
  for (const route of routes) {
    const segments = route.data.path.split('/');
    const outside = segments.some((s) => s === '.' || s === '..') || /[\\\0]/.test(route.data.path);
    const unsafe = outside ? undefined : urlUnsafe(route.data.path);
    if (!outside && !unsafe) continue;
    const source = route.file ?? route.origin;
    const where = source ? { file: source, ...slugLine(config, source) } : {};
    const shown = printable(route.data.path);
    diagnostics.push(
      outside
        ? error('routes/invalid-path', `the page path ${shown} (from ${describe(route)}) contains ".", ".." or a backslash`, {
            ...where,
            hint: 'Write the slug (or tag permalink, or author key) as plain segments such as /guides/install; a page cannot point outside the site.',
          })
        : error('routes/invalid-path', `the page path ${shown} (from ${printable(describe(route))}) holds ${unsafe}, which a URL cannot hold as it is`, {
            ...where,
            hint: 'Rename the file, or give the page a `slug` of letters, digits, dashes and dots: a link to this path would not reach the page.',
          }),
    );
  }
}

/**
 * What a page path holds that a URL cannot carry as it is: "#" and "?" end the path of a
 * link, "%" starts an escape, and a line break or other control character breaks the link.
 */
function urlUnsafe(routePath: string): string | undefined {
  const found = /[%#?\u0000-\u001f\u007f]/.exec(routePath)?.[0];
  if (found === undefined) return undefined;
  if (found === '\n' || found === '\r') return 'a line break';
  return /[%#?]/.test(found) ? `"${found}"` : 'a control character';
}

/** Where a duplicate route is reported: the file of the page left out, or for a tag's page the `tags` line of the file that names the tag. */
function duplicateWhere(config: ResolvedConfig, left: RouteEntry, kept: RouteEntry): Partial<Diagnostic> {
  const hint = 'Give one of them another path (rename the file or change its `slug`).';
  if (left.file) return { file: left.file, line: 1, hint };
  if (left.origin)
    return {
      file: left.origin,
      ...keyLine(config, left.origin, 'tags'),
      hint: 'Give the tag a label with letters or digits (its page takes its path from them), or a `permalink` of its own.',
    };
  return { file: kept.file, hint };
}

function slugLine(config: ResolvedConfig, file: string): { line?: number; column?: number } {
  return keyLine(config, file, 'slug');
}

/** The line of a front matter key in a file (1 when it has none, nothing when the file cannot be read). */
function keyLine(config: ResolvedConfig, file: string, key: string): { line?: number; column?: number } {
  try {
    const lines = readFileSync(path.join(config.siteDir, file), 'utf8').split('\n');
    const i = lines.findIndex((l) => l.startsWith(`${key}:`));
    return i >= 0 ? { line: i + 1, column: 1 } : { line: 1, column: 1 };
  } catch {
    return {};
  }
}

/** How a diagnostic names a page: its file, or what it lists. */
function describe(r: RouteEntry): string {
  const tag = (r.data.props as { tag?: { label?: unknown } }).tag;
  if ((r.data.kind === 'docTag' || r.data.kind === 'blogTag') && typeof tag?.label === 'string')
    return `the page of the tag ${JSON.stringify(tag.label)}${r.origin ? ` (${r.origin})` : ''}`;
  if (r.data.kind === 'docTagsList' || r.data.kind === 'blogTagsList') return 'the tags page';
  return r.file ?? `the ${r.data.kind} page`;
}
