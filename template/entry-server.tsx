import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToStaticMarkup, renderToString } from 'react-dom/server';
import { collectHead, splitHead } from './compat/Head';
import type { ContentNode, DocumentAttributes, RouteData, SiteData, VersionInfo } from 'docs-kiln/shared/types';
import { beginAllDocs, endAllDocs } from './compat/global-docs';
import { Content, withCodeLines } from './components/Content';
import { codeLinesAsHtml } from './lib/code-lines-html';
import { collectLinks } from './components/link-collector';
import { SiteContext } from './hooks/site-context';
import { App } from './App';
import { headTags } from './head-script';
import { loadAllPageKinds } from './router/page-kinds';
import { pagePropsCode } from './router/page-props-code';
import { navbarCode } from './runtime/navbar-code-loader';

// The browser loads most page kinds with their route; the server renders any of them, synchronously.
await Promise.all([loadAllPageKinds(), pagePropsCode.load(), navbarCode.load()]);

export { App } from './App';
export type { AppProps } from './App';
/** Page modules by key, so the generator can check them at build time. */
export { getLoadedPage } from '@docs/pages';
export { MdxError } from './mdx/mdx-error';

/** What the generator writes for one route: `body` goes inside <div id="__docs">, `head` at the end of <head>. */
export interface RenderedRoute {
  body: string;
  head: string;
  /** Attributes the page's `<Head>` sets on the document's <html> and <body> (absent when none). */
  attributes?: DocumentAttributes;
  /** A component asked for every doc of the site (the route's data must carry them). */
  usedAllDocs: boolean;
  /** The hrefs its `<Link>` elements rendered (and links components reported): the ones the build checks. */
  links: string[];
}

/** Renders a post's MDX content alone (no layout) to static HTML, for the feeds. */
export function renderContentHtml(site: SiteData, nodes: ContentNode[], mdx: string): string {
  return renderToStaticMarkup(
    <SiteContext.Provider value={site}>
      <Content nodes={nodes} mdx={mdx} />
    </SiteContext.Provider>,
  );
}

/** Renders one route to HTML on the server, plus the <head> tags the theme needs (colour mode before paint). */
export function renderRoute(site: SiteData, route: RouteData, allDocs?: VersionInfo[]): RenderedRoute {
  const endHead = collectHead();
  const endLinks = collectLinks();
  beginAllDocs(allDocs);
  let body: string;
  let extra: ReactNode[];
  let usedAllDocs: boolean;
  let links: string[];
  try {
    // Code lines are written as HTML, the way renderToString writes elements (see code-lines-html.ts).
    body = withCodeLines(codeLinesAsHtml, () => renderToString(<App site={site} route={route} />));
  } finally {
    extra = endHead();
    links = endLinks();
    usedAllDocs = endAllDocs();
  }
  // <Head> in content (MDX, React pages) adds its tags after the theme's.
  const { tags, attributes } = splitHead(extra);
  const head = headTags(site, route) + (tags.length > 0 ? renderToStaticMarkup(tags) : '');
  const setsDocument = Object.keys(attributes.html).length + Object.keys(attributes.body).length > 0;
  return { body, head, usedAllDocs, links, ...(setsDocument ? { attributes } : {}) };
}

/** What the streaming renderer reports of a render that failed: the first error's message and component stack. */
export interface RenderFailureDetails {
  message?: string;
  stack?: string;
}

/**
 * The first error of a render that failed, with its component stack: the route is rendered
 * again by the streaming renderer, which reports every error, also those a <Suspense>
 * boundary caught (`renderToString` gives neither). Only called after a failure.
 */
export function componentStack(site: SiteData, route: RouteData): Promise<RenderFailureDetails | undefined> {
  return new Promise((resolve) => {
    let details: RenderFailureDetails | undefined;
    const endHead = collectHead();
    const done = () => {
      endHead();
      clearTimeout(timer);
      resolve(details);
    };
    const stream = renderToPipeableStream(<App site={site} route={route} />, {
      onError(error, info) {
        details ??= { message: error instanceof Error ? `${error.name}: ${error.message}` : String(error), stack: info?.componentStack ?? undefined };
      },
      onShellError: done,
      onAllReady: done,
    });
    // A page that suspends forever has no stack to give.
    const timer = setTimeout(() => {
      stream.abort();
      done();
    }, 5000);
  });
}
