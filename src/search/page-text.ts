/**
 * A page's search text, read from its built HTML: what the records of that page are made of.
 * The build reads it from each page's HTML while the string is in memory (render-shard.ts
 * hands it over), `docs dev` from the pages it renders, and `docs index` from dist/.
 *
 * Why the HTML rather than the content tree: a page's searchable text is what its theme
 * renders (admonition bodies, tab panels, the components of an MDX page, swizzled
 * components), which the markdown's tree does not hold; the HTML is the one place that has
 * all of it, for every kind of page, and reading it costs a build too little to measure
 * (guides/search.md). Only the theme's markup is read: no branch for other themes' classes.
 *
 * The contract with the theme (template/), which emits all of it:
 *
 *   <link rel="canonical" href="https://site/base/docs/intro">  the page URL; else the file path
 *   <meta name="robots" content="noindex">                      the page gives no records
 *   <meta name="docsearch:language" content="en">               facet language (default "en")
 *   <meta name="docsearch:version" content="0.18.0">            facet version (none outside docs)
 *   <meta name="docsearch:docusaurus_tag" content="...">        facet docusaurus_tag (default "default")
 *   <meta name="docsearch:lvl0" content="Auth">                 the section (default "Documentation")
 *   <meta name="docsearch:page_rank" content="10">              weight.pageRank (default 0)
 *   <element data-search-content>                               the content; a page without it gives
 *                                                               no records (lists, search, 404)
 *   <element data-search-ignore>                                left out of the records
 *
 * Inside the content element: the page title is the h1 inside <header> (else the first h1,
 * else <title> before " | "); h2..h6 with their `id` are headings; p, li, dt, dd,
 * figcaption, blockquote, summary and table rows (cells joined by " | ", header-only rows
 * skipped) are content. Left out: pre, script, style, svg, button, nav, footer, other text
 * in <header>, a heading's permalink (a link to its own id), aria-hidden and
 * `[role=tablist]` elements, and [data-search-ignore].
 */
import { Parser } from 'htmlparser2';
import { BlockCollector, clean, type SearchBlock } from './page-blocks.js';
import { scanReactHtml, type ScanHandlers } from './react-html-scan.js';

export type { SearchBlock } from './page-blocks.js';

/** The searchable text of one built page. */
export interface SearchPageInput {
  /** Route path without the base URL, e.g. "/docs/intro" ("/" for the home page). */
  path: string;
  /** The section: hierarchy.lvl0. */
  lvl0: string;
  /** The page title: hierarchy.lvl1. */
  title: string;
  language: string[];
  version: string[];
  docusaurusTag: string[];
  pageRank: number;
  blocks: SearchBlock[];
}

/** How built files map to URLs. */
export interface PageTextOptions {
  /** Base URL the site is served under ("/" by default); stripped from canonical URLs. */
  baseUrl?: string;
  /** As site.config.json's trailingSlash: true gives "/docs/intro/" for docs/intro/index.html. */
  trailingSlash?: boolean;
}

const SKIP_TAGS = new Set(['pre', 'script', 'style', 'noscript', 'svg', 'button', 'template', 'textarea', 'select', 'nav', 'footer', 'math']);

/** What the <head> says about a page. */
interface HeadFacts {
  meta: Map<string, string>;
  canonical: string | null;
  title: string;
}

/** Reads one page's search text; null when it must not be indexed (noindex) or has no content element. */
export function pageSearchText(html: string, fileRoute: string, options: PageTextOptions = {}): SearchPageInput | null {
  const slice = searchableSlice(html);
  if (!slice) return null;
  const head: HeadFacts = { meta: new Map(), canonical: null, title: '' };
  const collector = readSlice(slice, head);
  if (/(^|[\s,])noindex([\s,]|$)/i.test(head.meta.get('robots') ?? '')) return null;
  const list = (name: string, fallback: string[]): string[] => {
    const v = head.meta.get(name);
    return v === undefined
      ? fallback
      : v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
  };
  const rank = Number(head.meta.get('docsearch:page_rank') ?? 0);
  return {
    path: (head.canonical && routeOfCanonical(head.canonical, options.baseUrl ?? '/')) || fileRoute,
    lvl0: clean(head.meta.get('docsearch:lvl0') ?? '') || 'Documentation',
    title: collector.title || collector.firstH1 || clean(head.title.split(' | ')[0] ?? '') || fileRoute,
    language: list('docsearch:language', ['en']),
    version: list('docsearch:version', []),
    docusaurusTag: list('docsearch:docusaurus_tag', ['default']),
    pageRank: Number.isFinite(rank) ? rank : 0,
    blocks: collector.blocks,
  };
}

/**
 * Parses the slice (head, then the content element): the head's facts into `head`, the
 * content's blocks into the collector returned. React's markup is read by the quick reader;
 * a page it leaves to htmlparser2 is read again from the start by htmlparser2.
 */
function readSlice(slice: string, head: HeadFacts): BlockCollector {
  const quick = sliceReader(head);
  if (scanReactHtml(slice, quick.handlers)) {
    quick.collector.finish();
    return quick.collector;
  }
  head.meta.clear();
  head.canonical = null;
  head.title = '';
  const { handlers, collector } = sliceReader(head);
  const parser = new Parser(handlers, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
  parser.write(slice);
  parser.end();
  collector.finish();
  return collector;
}

/** The parser handlers of one read of a slice, and the collector they fill. */
function sliceReader(head: HeadFacts): { handlers: ScanHandlers; collector: BlockCollector } {
  const collector = new BlockCollector();
  // Per open element: whether it is left out, in a <header>, in the content element.
  const stack: { skip: boolean; header: boolean; content: boolean }[] = [];
  let inTitle = false;
  let openHeadingId: string | null = null;
  const handlers: ScanHandlers = {
    onopentag(name, attribs) {
      const parent = stack[stack.length - 1];
      // A heading's permalink (a link to the heading itself) is not its text.
      const permalink = name === 'a' && openHeadingId !== null && attribs.href === `#${openHeadingId}`;
      const skip =
        (parent?.skip ?? false) ||
        permalink ||
        SKIP_TAGS.has(name) ||
        'data-search-ignore' in attribs ||
        attribs['aria-hidden'] === 'true' ||
        attribs.role === 'tablist';
      const frame = { skip, header: (parent?.header ?? false) || name === 'header', content: (parent?.content ?? false) || 'data-search-content' in attribs };
      stack.push(frame);
      if (name.length === 2 && name[0] === 'h' && name[1]! >= '1' && name[1]! <= '6') openHeadingId = attribs.id ?? '';
      else if (name === 'meta' && attribs.name) head.meta.set(attribs.name.toLowerCase(), attribs.content ?? '');
      else if (name === 'link' && attribs.href && (attribs.rel ?? '').split(/\s+/).includes('canonical')) head.canonical = attribs.href;
      else if (name === 'title' && !skip) inTitle = true;
      if (frame.content && !skip) collector.open(name, attribs, frame.header);
    },
    ontext(data) {
      if (inTitle) head.title += data;
      const frame = stack[stack.length - 1];
      if (frame?.content && !frame.skip) collector.text(data, frame.header);
    },
    onclosetag(name) {
      const frame = stack.pop();
      if (!frame) return;
      if (frame.content && !frame.skip) collector.close(name);
      if (name === 'title') inTitle = false;
      else if (openHeadingId !== null && /^h[1-6]$/.test(name)) openHeadingId = null;
    },
  };
  return { handlers, collector };
}

/**
 * The <head> and the [data-search-content] element (without its <pre> blocks) of a page: all
 * the page gives the records, and a small part of its HTML (navigation, sidebar and route
 * data are most of a built page). Null when the page has no content element.
 */
function searchableSlice(html: string): string | null {
  const headEnd = html.indexOf('</head>');
  const found = contentElement(html, Math.max(headEnd, 0));
  if (!found) return null;
  const { start, at, tag } = found;
  const end = closingTagEnd(html, tag, at);
  if (end < 0) return null;
  // Code blocks are left out of the records and are the bulk of a docs page's markup.
  const content = html.slice(start, end).replace(/<pre\b[^>]*>[\s\S]*?<\/pre\s*>/gi, '');
  // Without a </head>, what comes before the content may hold the metas: it is kept (outside the content, only they count).
  return `${html.slice(0, headEnd < 0 ? start : headEnd)}</head><body>${content}</body></html>`;
}

/** The start and tag name of the first element with a data-search-content attribute after `from`. */
function contentElement(html: string, from: number): { start: number; at: number; tag: string } | null {
  for (let at = html.indexOf(' data-search-content', from); at >= 0; at = html.indexOf(' data-search-content', at + 1)) {
    // An attribute only when it is inside a tag: the words may also be a page's text.
    const start = html.lastIndexOf('<', at);
    if (start < 0 || html.lastIndexOf('>', at) > start) continue;
    const tag = /^<([a-zA-Z][\w-]*)/.exec(html.slice(start, at))?.[1];
    if (tag) return { start, at, tag };
  }
  return null;
}

/** The end of the element opened before `from` (tag name given): past the '>' of its closing tag, or -1. */
function closingTagEnd(html: string, tag: string, from: number): number {
  // Text and attribute values are escaped in built HTML, so every "<tag" here is a tag.
  const open = `<${tag}`;
  const close = `</${tag}`;
  let depth = 1;
  let at = from;
  while (depth > 0) {
    const nextClose = html.indexOf(close, at);
    if (nextClose < 0) return -1;
    let nextOpen = html.indexOf(open, at);
    while (nextOpen >= 0 && nextOpen < nextClose && !isNameEnd(html, nextOpen + open.length)) nextOpen = html.indexOf(open, nextOpen + 1);
    if (nextOpen >= 0 && nextOpen < nextClose) {
      depth++;
      at = nextOpen + open.length;
    } else {
      if (isNameEnd(html, nextClose + close.length)) depth--;
      at = nextClose + close.length;
    }
  }
  const end = html.indexOf('>', at);
  return end < 0 ? -1 : end + 1;
}

/** Whether a tag name ends at i ("<article>" or "<article " but not "<articles"). */
function isNameEnd(html: string, i: number): boolean {
  const c = html.charCodeAt(i);
  return c === 62 /* > */ || c === 47 /* / */ || c === 32 || c === 9 || c === 10 || c === 13 || c === 12;
}

/** The route of a canonical URL, without its origin and base URL; null when it is not a URL. */
function routeOfCanonical(href: string, baseUrl: string): string | null {
  let pathname: string;
  try {
    pathname = decodeURI(new URL(href, 'http://localhost').pathname);
  } catch {
    return null;
  }
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  if (base !== '/' && `${pathname}/`.startsWith(base)) pathname = pathname.slice(base.length - 1) || '/';
  return pathname === '' ? '/' : pathname;
}
