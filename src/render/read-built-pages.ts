/**
 * Reads the built HTML of a site (any dist/ folder) into the text the search records are
 * made of, so `docs index` depends on the renderer's output, not on its internals.
 *
 * The contract with the renderer (template/), all optional except the content element:
 *
 *   <link rel="canonical" href="https://site/base/docs/intro">  the page URL; else the file path
 *   <meta name="robots" content="noindex">                      the page gives no records
 *   <meta name="docsearch:language" content="en">               facet language (default "en")
 *   <meta name="docsearch:version" content="0.18.0">            facet version (none outside docs)
 *   <meta name="docsearch:docusaurus_tag" content="docs-default-0.18.0">
 *                                                               facet docusaurus_tag (default "default"),
 *                                                               e.g. "default", "blog_posts_list"
 *   <meta name="docsearch:lvl0" content="Auth">                 the section (hierarchy.lvl0)
 *   <meta name="docsearch:page_rank" content="10">              weight.pageRank (default 0)
 *   <element data-search-content>                               the content to index: usually the doc's
 *                                                               <article>; a lone `.markdown` element is
 *                                                               the fallback; a page with neither gives
 *                                                               no records (lists, search, 404)
 *   <element data-search-ignore>                                left out of the records (inside content)
 *
 * Inside the content element: the page title is the h1 inside <header> (else the first
 * h1 in the content, else the first h1 of the page, else <title> before " | "); h2..h6
 * with their `id` are headings; p, li, dt, dd, figcaption, blockquote, summary and table
 * rows (cells joined by " | ", header-only rows skipped) are content. Left out: pre,
 * code blocks, script, style, svg, button, nav, footer, other text in <header>, a
 * heading's permalink (a link to its own id, or `.hash-link`), aria-hidden and
 * `[role=tablist]` elements, and [data-search-ignore].
 *
 * Without the lvl0 meta the section is the outermost active sidebar category
 * (`.menu__link--sublist.menu__link--active`), else the first breadcrumb of a path with
 * several (`nav[aria-label=Breadcrumbs]`), else "Blog" for a blog tag, else "Documentation".
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Parser } from 'htmlparser2';

/** A heading or a block of content of a page, in document order; text is plain (not escaped). */
export type SearchBlock = { kind: 'heading'; level: 2 | 3 | 4 | 5 | 6; text: string; id: string | null } | { kind: 'content'; text: string };

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
export interface ReadBuiltPagesOptions {
  /** Base URL the site is served under ("/" by default); stripped from canonical URLs. */
  baseUrl?: string;
  /** As site.config.json's trailingSlash: true gives "/docs/intro/" for docs/intro/index.html. */
  trailingSlash?: boolean;
}

const SKIP_TAGS = new Set(['pre', 'script', 'style', 'noscript', 'svg', 'button', 'template', 'textarea', 'select', 'nav', 'footer', 'math']);
const BLOCK_TAGS = new Set(['p', 'li', 'dt', 'dd', 'figcaption', 'blockquote', 'summary', 'tr']);
const INLINE_TAGS = new Set([
  'a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'i', 'ins', 'kbd', 'mark', 'q', 's', 'samp', 'small',
  'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr',
]);
const HEADING = /^h([1-6])$/;

/** Walks distDir for HTML pages and reads each into its searchable text; noindex pages and pages without content are left out. */
export async function readBuiltPages(distDir: string, options: ReadBuiltPagesOptions = {}): Promise<SearchPageInput[]> {
  const files = await listHtmlFiles(distDir);
  const pages: SearchPageInput[] = [];
  // Bounded parallelism: enough to overlap reads with parsing, few enough open files.
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < files.length) {
      const rel = files[next++]!;
      const html = await readFile(path.join(distDir, rel), 'utf8');
      const page = parseBuiltPage(html, routeOfFile(rel, options.trailingSlash), options);
      if (page) pages.push(page);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  pages.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return pages;
}

/** The route of a built file: "docs/intro/index.html" → "/docs/intro", "index.html" → "/", "a/b.html" → "/a/b". */
export function routeOfFile(rel: string, trailingSlash?: boolean): string {
  const parts = rel.split(path.sep).join('/');
  let route = parts.endsWith('/index.html') || parts === 'index.html' ? parts.slice(0, -'index.html'.length) : parts.replace(/\.html$/, '');
  route = `/${route}`.replace(/\/+$/, '');
  if (route === '') return '/';
  return trailingSlash ? `${route}/` : route;
}

async function listHtmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html') && e.name !== '404.html')
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

/** One element on the open-element stack, with what it means for extraction. */
interface Frame {
  tag: string;
  skip: boolean;
  header: boolean;
  content: 'primary' | 'fallback' | null;
  sidebarActive: boolean;
  breadcrumbs: boolean;
}

/** Collects headings and blocks inside one content root. */
class BlockCollector {
  readonly blocks: SearchBlock[] = [];
  title: string | null = null;
  firstH1: string | null = null;
  private buffer: string | null = null;
  private rowHasCell = false;
  private rowCells = 0;
  private heading: { level: number; id: string | null; text: string; inHeader: boolean } | null = null;
  private blockDepth: string[] = [];

  open(tag: string, attribs: Record<string, string>, inHeader: boolean): void {
    const h = HEADING.exec(tag);
    if (h) {
      this.flush();
      this.heading = { level: Number(h[1]), id: attribs.id || null, text: '', inHeader };
      return;
    }
    if (this.heading) {
      if (!INLINE_TAGS.has(tag)) this.heading.text += ' ';
      return;
    }
    if (BLOCK_TAGS.has(tag)) {
      this.flush();
      this.buffer = '';
      this.blockDepth.push(tag);
      if (tag === 'tr') {
        this.rowHasCell = false;
        this.rowCells = 0;
      }
      return;
    }
    if (this.buffer !== null) {
      if ((tag === 'td' || tag === 'th') && this.blockDepth[this.blockDepth.length - 1] === 'tr') {
        if (tag === 'td') this.rowHasCell = true;
        if (this.rowCells++ > 0) this.buffer += ' | ';
      } else if (!INLINE_TAGS.has(tag)) this.buffer += ' ';
    }
  }

  close(tag: string): void {
    const h = HEADING.exec(tag);
    if (h && this.heading) {
      const text = clean(this.heading.text);
      const level = this.heading.level;
      if (level === 1) {
        if (this.heading.inHeader && this.title === null) this.title = text;
        if (this.firstH1 === null) this.firstH1 = text;
      } else if (text !== '') {
        this.blocks.push({ kind: 'heading', level: level as 2 | 3 | 4 | 5 | 6, text, id: this.heading.id });
      }
      this.heading = null;
      return;
    }
    if (this.heading) {
      if (!INLINE_TAGS.has(tag)) this.heading.text += ' ';
      return;
    }
    if (BLOCK_TAGS.has(tag)) {
      if (tag === 'tr' && !this.rowHasCell) this.buffer = null;
      this.flush();
      this.blockDepth.pop();
      // Text after a nested block still belongs to the outer one ("<li>a<ul>…</ul>b</li>").
      if (this.blockDepth.length > 0) this.buffer = '';
      return;
    }
    if (this.buffer !== null && !INLINE_TAGS.has(tag) && tag !== 'td' && tag !== 'th') this.buffer += ' ';
  }

  text(data: string, inHeader: boolean): void {
    if (this.heading) this.heading.text += data;
    else if (this.buffer !== null && !inHeader) this.buffer += data;
  }

  private flush(): void {
    if (this.buffer === null) return;
    const text = clean(this.buffer);
    if (text !== '') this.blocks.push({ kind: 'content', text });
    this.buffer = null;
  }

  finish(): void {
    this.flush();
  }
}

/** Reads one built page; null when it must not be indexed (noindex) or has no content element. */
export function parseBuiltPage(html: string, fileRoute: string, options: ReadBuiltPagesOptions = {}): SearchPageInput | null {
  // Most of a built page is navigation and route data; when nothing outside <head> and the
  // content element can matter, only those are parsed (several times faster on docs pages).
  html = searchableSlice(html) ?? html;
  const meta = new Map<string, string>();
  let canonical: string | null = null;
  let docTitle = '';
  let inTitle = false;
  let pageFirstH1: string | null = null;
  let pageH1Text: string | null = null;
  let sidebarLabel: string | null = null;
  let sidebarText: string | null = null;
  const crumbs: string[] = [];
  let crumbText: string | null = null;
  let primary: BlockCollector | null = null;
  let primaryDone = false;
  let fallback: BlockCollector | null = null;
  let fallbackCount = 0;
  const stack: Frame[] = [];
  let openHeadingId: string | null = null;

  const top = (): Frame | undefined => stack[stack.length - 1];
  const collectorsFor = (frame: Frame | undefined): BlockCollector[] => {
    const out: BlockCollector[] = [];
    if (!frame || frame.skip) return out;
    if (primary && !primaryDone && stack.some((f) => f.content === 'primary')) out.push(primary);
    if (fallback && fallbackCount === 1 && stack.some((f) => f.content === 'fallback')) out.push(fallback);
    return out;
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const parent = top();
        const classes = (attribs.class ?? '').split(/\s+/);
        // A heading's permalink ("#" or "¶" linking to the heading itself) is not its text.
        const permalink = name === 'a' && openHeadingId !== null && attribs.href === `#${openHeadingId}`;
        const skip =
          (parent?.skip ?? false) ||
          permalink ||
          SKIP_TAGS.has(name) ||
          'data-search-ignore' in attribs ||
          attribs['aria-hidden'] === 'true' ||
          attribs.role === 'tablist' ||
          classes.includes('hash-link');
        let content: Frame['content'] = null;
        if ('data-search-content' in attribs && !primary && !primaryDone) {
          primary = new BlockCollector();
          content = 'primary';
        } else if (classes.includes('markdown') && !stack.some((f) => f.content === 'fallback')) {
          fallbackCount++;
          if (fallbackCount === 1) {
            fallback = new BlockCollector();
            content = 'fallback';
          }
        }
        const frame: Frame = {
          tag: name,
          skip,
          header: (parent?.header ?? false) || name === 'header',
          content,
          sidebarActive: classes.includes('menu__link--sublist') && classes.includes('menu__link--active') && sidebarLabel === null,
          breadcrumbs: (parent?.breadcrumbs ?? false) || (name === 'nav' && /breadcrumbs/i.test(attribs['aria-label'] ?? '')),
        };
        // Breadcrumbs live in a <nav>, which content extraction skips; read them before that.
        if (frame.breadcrumbs && name === 'li') crumbText = '';
        if (frame.sidebarActive) sidebarText = '';
        stack.push(frame);
        // Headings do not nest, so one variable tracks the open one.
        if (HEADING.test(name)) openHeadingId = attribs.id ?? '';
        if (name === 'meta' && attribs.name) meta.set(attribs.name.toLowerCase(), attribs.content ?? '');
        if (name === 'link' && (attribs.rel ?? '').split(/\s+/).includes('canonical') && attribs.href) canonical = attribs.href;
        if (name === 'title' && stack.every((f) => f.tag !== 'svg')) inTitle = true;
        if (name === 'h1' && pageFirstH1 === null && !skip) pageH1Text = '';
        for (const c of collectorsFor(frame)) c.open(name, attribs, frame.header);
      },
      ontext(data) {
        if (inTitle) docTitle += data;
        const frame = top();
        if (crumbText !== null && frame?.breadcrumbs) crumbText += data;
        if (sidebarText !== null) sidebarText += data;
        if (pageH1Text !== null && !frame?.skip) pageH1Text += data;
        for (const c of collectorsFor(frame)) c.text(data, frame?.header ?? false);
      },
      onclosetag(name) {
        const frame = top();
        if (!frame) return;
        for (const c of collectorsFor(frame)) c.close(name);
        stack.pop();
        if (HEADING.test(name)) openHeadingId = null;
        if (name === 'title') inTitle = false;
        if (name === 'h1' && pageH1Text !== null) {
          pageFirstH1 = clean(pageH1Text);
          pageH1Text = null;
        }
        if (frame.breadcrumbs && name === 'li' && crumbText !== null) {
          const text = clean(crumbText);
          if (text) crumbs.push(text);
          crumbText = null;
        }
        if (frame.sidebarActive && sidebarText !== null) {
          sidebarLabel = clean(sidebarText);
          sidebarText = null;
        }
        if (frame.content === 'primary') {
          primaryDone = true;
          primary!.finish();
        }
        if (frame.content === 'fallback') fallback!.finish();
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();

  if (/(^|[\s,])noindex([\s,]|$)/i.test(meta.get('robots') ?? '')) return null;
  const collector: BlockCollector | null = (primary as BlockCollector | null) ?? (fallbackCount === 1 ? (fallback as BlockCollector | null) : null);
  if (!collector) return null;

  const title = collector.title || collector.firstH1 || pageFirstH1 || clean(docTitle.split(' | ')[0] ?? '') || fileRoute;
  const list = (name: string, fallbackValue: string[]): string[] => {
    const v = meta.get(name);
    if (v === undefined) return fallbackValue;
    return v.split(',').map((s) => s.trim()).filter(Boolean);
  };
  const docusaurusTag = list('docsearch:docusaurus_tag', ['default']);
  const lvl0 =
    clean(meta.get('docsearch:lvl0') ?? '') ||
    (sidebarLabel as string | null) ||
    (crumbs.length >= 2 ? crumbs[0]! : '') ||
    (docusaurusTag.some((t) => t.startsWith('blog')) ? 'Blog' : 'Documentation');
  const rank = Number(meta.get('docsearch:page_rank') ?? 0);
  return {
    path: canonical ? routeOfCanonical(canonical, options.baseUrl ?? '/') ?? fileRoute : fileRoute,
    lvl0,
    title,
    language: list('docsearch:language', ['en']),
    version: list('docsearch:version', []),
    docusaurusTag,
    pageRank: Number.isFinite(rank) ? rank : 0,
    blocks: collector.blocks,
  };
}

/**
 * The <head> and the [data-search-content] element (without its <pre> blocks) of a page, when they hold all the page
 * gives the records: a lvl0 meta (else the section comes from the sidebar or breadcrumbs
 * outside the content) and a content element whose end tag is found. Null otherwise.
 */
export function searchableSlice(html: string): string | null {
  const headEnd = html.search(/<\/head\s*>/i);
  if (headEnd < 0) return null;
  const head = html.slice(0, headEnd);
  if (!/<meta\s[^>]*name=["']?docsearch:lvl0["'\s>]/i.test(head)) return null;
  const open = /<([a-zA-Z][\w-]*)\b[^>]*?\sdata-search-content(?=[\s=>/])/g;
  open.lastIndex = headEnd;
  const start = open.exec(html);
  if (!start) return null;
  const tag = start[1]!;
  // Text and attribute values are escaped in built HTML, so every "<tag" here is a tag.
  const tags = new RegExp(`<(/?)${tag}(?=[\\s>/])`, 'gi');
  tags.lastIndex = start.index + start[0].length;
  let depth = 1;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) {
      const end = html.indexOf('>', m.index);
      if (end < 0) return null;
      // Code blocks are left out of the records and are the bulk of a docs page's markup.
      const content = html.slice(start.index, end + 1).replace(/<pre\b[^>]*>[\s\S]*?<\/pre\s*>/gi, '');
      return `${head}</head><body>${content}</body></html>`;
    }
  }
  return null;
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
  if (base !== '/' && (pathname + '/').startsWith(base)) pathname = pathname.slice(base.length - 1) || '/';
  return pathname === '' ? '/' : pathname;
}

function clean(text: string): string {
  // Zero-width spaces come from heading anchor links; NBSPs read as spaces.
  return text.replace(/[\u200b\u200c\u200d\ufeff]/g, '').replace(/\s+/g, ' ').trim();
}
