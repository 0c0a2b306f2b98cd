import { DiagnosticError, error, type Diagnostic } from '../diagnostics/diagnostic.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { routeDataJson } from './sidebar-file.js';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import type { ClientAssets, ServerTemplate } from '../bundle/bundle-template.js';
import type { RouteEntry } from '../routes/types.js';
import type { SiteData, VersionInfo } from '../../shared/types.js';
import { mdxModuleKeys } from '../../shared/mdx-keys.js';
import { isLazyPageKind } from '../../shared/page-kinds.js';
import { escapeHtml } from '../../shared/html.js';
import { htmlDocument } from './html-shell.js';
import { dataFileOf, htmlFileOf } from './output-paths.js';
import { throwingOverride } from './theme-override-error.js';
import { forEachWithTimeLimit, runWithTimeLimit, TimeLimitError } from '../diagnostics/time-limit.js';
import { rendersAuthorCode, timeLimitFailure } from './time-limit-failure.js';

// The hrefs each route's <Link> elements rendered, from its last render.
const linksRendered = new WeakMap<RouteEntry, string[]>();

/** The hrefs the route's `<Link>` elements rendered in its last render (undefined: the theme does not say). */
export function renderedLinkTargets(route: RouteEntry): string[] | undefined {
  return linksRendered.get(route);
}

/** Renders one route to its full HTML document. */
export function renderRouteHtml(
  config: ResolvedConfig,
  site: SiteData,
  template: ServerTemplate,
  route: RouteEntry,
  sharedHead: string,
  assets: ClientAssets,
  /** Every docs version with all its docs, for the pages whose components ask for them. */
  allDocs?: VersionInfo[],
): string {
  let rendered: ReturnType<ServerTemplate['renderRoute']>;
  const keys = mdxModuleKeys(route.data);
  const css = keys.flatMap((key) => assets.moduleCss?.[key] ?? []);
  // The search page's styles: linked by its HTML (see htmlDocument), added by the router when a navigation shows it.
  const searchCss = route.data.kind === 'search' && assets.searchCss ? [assets.searchCss] : [];
  if (css.length + searchCss.length > 0) route.data.css = [...searchCss, ...css];
  // A React page's own chunk is named too: the browser needs it to hydrate, and a Retry loads it by its URL.
  const page = reactPageKey(route);
  const modules = [...keys, ...(page ? [page] : [])].filter((key) => assets.moduleUrls?.[key]);
  if (modules.length > 0) route.data.modules = Object.fromEntries(modules.map((key) => [key, assets.moduleUrls![key]]));
  const details = template.componentStack && (() => template.componentStack!(site, route.data));
  try {
    // Code of the site that never returns is stopped at the time limit (a build's loop over
    // its pages sets one limit for many pages; docs dev renders a page at a time).
    rendered = runWithTimeLimit(() => template.renderRoute(site, route.data, allDocs));
  } catch (e) {
    if (e instanceof TimeLimitError) throw timeLimitFailure(config.siteDir, route, e.ms);
    throw renderFailure(config, route, e, details);
  }
  // React leaves a boundary whose content failed on the server for the browser to render:
  // the static page would be empty there. The re-render for the details says what failed.
  if (rendered.body.includes(CLIENT_RENDERED_BOUNDARY)) throw renderFailure(config, route, new BoundaryFailure(route.data.path), details);
  if (rendered.links) linksRendered.set(route, rendered.links);
  // The list the page's components read goes with its data, so the browser hydrates the same page.
  if (rendered.usedAllDocs) route.data.allDocs = allDocs;
  else delete route.data.allDocs;
  // The page's MDX code and its styles load with the page, beside the main bundle.
  // So does the chunk of its page component when that is not in the main bundle.
  const lazy = isLazyPageKind(route.data.kind) && !(route.data.kind === 'home' && route.data.props.module);
  const pageChunks = lazy ? (assets.pageChunks ?? []) : [];
  const extra = [
    ...css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...[...pageChunks, ...Object.values(route.data.modules ?? {})].map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
  ];
  if (extra.length > 0) rendered = { ...rendered, head: rendered.head + extra.join('') };
  return htmlDocument(config, site, route, rendered, sharedHead, assets);
}

/** The key of the React page module a route renders (a React page, or a home page of the site's own), if any. */
function reactPageKey(route: RouteEntry): string | undefined {
  if (route.data.kind !== 'reactPage' && route.data.kind !== 'home') return undefined;
  const key = (route.data.props as { module?: unknown }).module;
  return typeof key === 'string' && key !== '' ? key : undefined;
}

/** The mark React's server renderer puts where a <Suspense> boundary's content failed and is left to the browser. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/** A render that completed with part of the page left to the browser (an error or a suspension under a boundary). */
class BoundaryFailure extends Error {
  constructor(path: string) {
    super(`rendering ${path} failed inside a <Suspense> boundary (a component threw or suspended), which would leave that part of the page empty`);
    this.name = 'BoundaryFailure';
  }
}

/**
 * What a failed render becomes: what an MDX file's own code throws (a bad expression, an
 * unknown tag, a component that crashes) is a diagnostic at the file and place it comes
 * from, and so is what a theme override of the site throws; anything else is returned as it
 * is (an internal error, which writeRoutes reports with the page).
 */
function renderFailure(config: ResolvedConfig, route: RouteEntry, cause: unknown, stackOf?: () => Promise<RenderFailureDetails | undefined>): unknown {
  let e = cause as Error & { file?: string; where?: string; rule?: string };
  while (e?.name !== 'MdxError' && e?.cause instanceof Error) e = e.cause as typeof e;
  if (e?.name === 'MdxError' && typeof e.file === 'string') {
    const [line, column] = (e.where ?? '').split(':').map(Number);
    return new DiagnosticError([
      error(e.rule ?? 'mdx/render', e.message, {
        file: e.file,
        line: line || undefined,
        column: column || undefined,
        hint: 'Fix the MDX file or the component it uses; the previous build output is kept.',
      }),
    ]);
  }
  if (route.file && cause instanceof Error && rendersAuthorCode(route)) {
    // A component the page renders threw: name the page, the error and where in the code it came from.
    const frames =
      cause instanceof BoundaryFailure
        ? ''
        : `\n${(cause.stack ?? '')
            .split('\n')
            .filter((l) => /^\s+at /.test(l))
            .slice(0, 6)
            .join('\n')}`;
    const message = cause instanceof BoundaryFailure ? cause.message : `rendering ${route.data.path} threw: ${cause.message}`;
    const rule = mdxModuleKeys(route.data).length > 0 ? 'mdx/render' : 'pages/render';
    const failure = new DiagnosticError([
      error(rule, `${message}${frames}`, { file: route.file, hint: 'A component used by this page failed while rendering; the stack above shows where.' }),
    ]);
    if (stackOf) pendingStacks.set(failure, stackOf);
    return failure;
  }
  const override = throwingOverride(config.siteDir, cause);
  if (override) {
    const message = `the theme override ${override} threw while rendering ${route.data.path}: ${(cause as Error).message}`;
    return new DiagnosticError([
      error('theme/render', message, { file: override, hint: "Fix the override, or delete it to use the theme's own component again." }),
    ]);
  }
  return cause;
}

// Failed renders whose component stack can still be asked for (only asynchronously).
const pendingStacks = new WeakMap<object, () => Promise<RenderFailureDetails | undefined>>();

/** The first error and component stack of a failed render, from a second render. */
type RenderFailureDetails = { message?: string; stack?: string };

/**
 * Adds the component stack to a failed render's diagnostic (the chain of components, innermost
 * first, from the page's own down to the one that threw), for each page that failed. Other
 * errors are returned unchanged.
 */
export async function withComponentStack(e: unknown): Promise<unknown> {
  if (!(e instanceof DiagnosticError)) return e;
  const parts = failedPages.get(e) ?? [e];
  if (!parts.some((part) => pendingStacks.has(part))) return e;
  const detailed: Diagnostic[] = [];
  for (const part of parts) detailed.push(...(await stackedDiagnostics(part)));
  return new DiagnosticError(detailed);
}

async function stackedDiagnostics(e: DiagnosticError): Promise<Diagnostic[]> {
  const stackOf = pendingStacks.get(e);
  if (!stackOf) return e.diagnostics;
  let details: RenderFailureDetails | undefined;
  try {
    details = await stackOf();
  } catch {
    return e.diagnostics;
  }
  // Frames name components; where the bundled server code sits says nothing to an author.
  const names = (details?.stack ?? '')
    .split('\n')
    .map((l) => /^\s*at (\S+)/.exec(l)?.[1])
    .filter((name): name is string => name !== undefined);
  // Past the page's own content lies the theme's layout, the same for every page: the author's part stops there.
  const end = names.findIndex((name) => /^(?:MdxContent|MDXPage|MDXContent|PageModuleContent)\d*$/.test(name));
  const components = end === -1 ? names.slice(0, 12) : names.slice(0, end);
  if (components.length === 0 && !details?.message) return e.diagnostics;
  const [first, ...rest] = e.diagnostics;
  // The component stack says more than the JavaScript frames, which point into bundled code and React.
  const head = first!.message.split(/\n\s+at /)[0];
  const thrown = details?.message && !head.includes(details.message) ? `\nthe error: ${details.message}` : '';
  const stack =
    components.length > 0
      ? `\ncomponent stack (innermost first):\n${components.map((name) => `    in <${name}>`).join('\n')}\n    in the content of ${first!.file}`
      : '';
  return [{ ...first!, message: `${head}${thrown}${stack}` }, ...rest];
}

// The pages' own failures a combined failure is made of (each may still get its component stack).
const failedPages = new WeakMap<DiagnosticError, DiagnosticError[]>();

/** Pages whose failures are reported at most, so a component that breaks every page does not print thousands. */
const MAX_FAILED_PAGES = 20;

/**
 * An internal error while rendering a page, as a diagnostic of that page, so that one build
 * lists every page that failed. It says it is a bug of the generator and keeps the chain of
 * causes with the innermost stack.
 */
function internalFailure(route: RouteEntry, e: unknown): DiagnosticError {
  const chain: string[] = [];
  let innermost: unknown = e;
  for (let c: unknown = e; c && chain.length < 10; c = (c as Error).cause) {
    chain.push((c as Error).message ?? String(c));
    innermost = c;
  }
  const frames = ((innermost as Error)?.stack ?? '')
    .split('\n')
    .filter((l) => /^\s+at /.test(l))
    .slice(0, 8)
    .join('\n');
  const message = `internal error while rendering ${route.data.path}: ${chain.join('\ncaused by: ')}${frames ? `\n${frames}` : ''}`;
  return new DiagnosticError([
    error('internal/render', message, { file: route.file, hint: 'This is a bug in docs, not in your site: please report it with this output.' }),
  ]);
}

/** One failure for the pages of a render that failed: each page's diagnostics, and how many more pages failed. */
function combinedFailure(failures: DiagnosticError[]): DiagnosticError {
  const shown = failures.slice(0, MAX_FAILED_PAGES);
  const more = failures.length - shown.length;
  const diagnostics = shown.flatMap((f) => f.diagnostics);
  if (more > 0)
    diagnostics.push(
      error('mdx/render', `${more} more page${more === 1 ? '' : 's'} failed to render`, {
        hint: 'Fix the pages above; the rest often fail for the same reason.',
      }),
    );
  const combined = new DiagnosticError(diagnostics);
  failedPages.set(combined, shown);
  return combined;
}

/** Renders every route and writes its HTML and data file under outDir. */
export function writeRoutes(
  config: ResolvedConfig,
  site: SiteData,
  template: ServerTemplate,
  routes: RouteEntry[],
  sharedHead: string,
  assets: ClientAssets,
  outDir: string,
  onPage?: (route: RouteEntry, html: string, file: string) => void,
  /** Runs each route's render (the build cache wraps it to learn what the route read). */
  around: (route: RouteEntry, render: () => void) => void = (_, render) => render(),
  allDocs?: VersionInfo[],
): void {
  const made = new Set<string>();
  const write = (rel: string, contents: string) => {
    const file = path.join(outDir, rel);
    const dir = path.dirname(file);
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    writeFileSync(file, contents);
  };
  // A page whose content fails is reported with the others that fail, as Docusaurus does, not alone.
  const failures: DiagnosticError[] = [];
  const writeRoute = (route: RouteEntry) => {
    try {
      around(route, () => {
        const file = htmlFileOf(config, route.data.path, route.data.kind);
        const html = renderRouteHtml(config, site, template, route, sharedHead, assets, allDocs);
        write(file, html);
        // Taken before onPage, which may let go of the page's content.
        const data = routeDataJson(route.data);
        onPage?.(route, html, file);
        write(dataFileOf(config, route.data.path), data);
      });
    } catch (e) {
      failures.push(e instanceof DiagnosticError ? e : internalFailure(route, e));
    }
  };
  try {
    forEachWithTimeLimit(routes, writeRoute);
  } catch (e) {
    // A page whose code never returned was stopped where it was: the build stops with it.
    if (!(e instanceof TimeLimitError)) throw e;
    failures.push(timeLimitFailure(config.siteDir, e.item as RouteEntry, e.ms));
  }
  if (failures.length > 0) throw failures.length === 1 ? failures[0] : combinedFailure(failures);
}
