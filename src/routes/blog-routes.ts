import { loadBlogMeta } from '../content/load-blog.js';
import { postAuthors } from './post-authors.js';
import { joinRoute } from '../content/doc-ids.js';
import { absoluteUrl } from './urls.js';
import type { PostSource } from '../content/types.js';
import type { MarkdownResult } from '../markdown/types.js';
import type { Author, BlogArchiveProps, BlogListProps, BlogPostProps, BlogPostSummary, BlogSidebar, RouteData, TagLink } from '../../shared/types.js';
import { compileMarkdown, reuseCompiled, type MarkdownContext } from './compile-markdown.js';
import { leadingTitle } from '../content/quick-title.js';
import { tagPermalink, tagSlug } from './tags.js';
import type { RouteEntry } from './types.js';

/** A post with its rendered markdown (rendered on first use), kept for feeds. */
export interface CompiledPost {
  post: PostSource;
  readonly result: MarkdownResult;
  summary: BlogPostSummary;
}

const EMPTY_RESULT: MarkdownResult = { frontMatter: {}, content: [], toc: [], ids: [], links: [], wordCount: 0, diagnostics: [] };

// An enumerable getter: JSON.stringify reads it like a plain field. The markdown behind it is
// rendered once; each read asks for it again so the build cache sees who uses the post.
function lazy<T extends object, K extends keyof T>(target: T, key: K, compute: () => T[K]): void {
  Object.defineProperty(target, key, { enumerable: true, configurable: true, get: compute });
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Builds every blog route: posts, list, archive, tags, authors. */
export function buildBlogRoutes(
  ctx: MarkdownContext,
  posts: PostSource[],
  blogDir: string,
): { routes: RouteEntry[]; compiled: CompiledPost[] } {
  const { config } = ctx;
  if (posts.length === 0) return { routes: [], compiled: [] };
  const meta = loadBlogMeta(config, blogDir, ctx.diagnostics);
  const base = joinRoute(config.baseUrl, config.blog.routeBasePath);
  const compiled: CompiledPost[] = [];
  for (const post of posts) {
    const authors = postAuthors(post, { authors: meta.authors, broken: meta.authorsBroken }, ctx.diagnostics);
    const tags = readPostTags(post.frontMatter.tags, meta.tags, base);
    const fm = post.frontMatter;
    // The markdown is rendered when a page first needs it (all of them in a build, on request in dev).
    let cached: MarkdownResult | null | undefined;
    const render = (): MarkdownResult | undefined => {
      if (cached === undefined) cached = compileMarkdown(ctx, post.file, post.absPath, post.source, { min: 2, max: 3 }) ?? null;
      else if (cached) reuseCompiled(cached);
      return cached ?? undefined;
    };
    const summary = {
      permalink: post.permalink,
      title: typeof fm.title === 'string' ? fm.title : (leadingTitle(post) ?? post.slug),
      date: post.date.toISOString(),
      formattedDate: dateFormat.format(post.date),
      authors,
      tags,
    } as BlogPostSummary;
    lazy(summary, 'readingTime', () => Math.max(1, Math.ceil((render()?.wordCount ?? 0) / config.blog.wordsPerMinute)));
    if (typeof fm.description === 'string') summary.description = fm.description;
    else lazy(summary, 'description', () => render()?.firstParagraph);
    lazy(summary, 'content', () => render()?.excerpt ?? render()?.content ?? []);
    lazy(summary, 'mdx', () => render()?.module);
    lazy(summary, 'truncated', () => render()?.excerpt !== undefined);
    if (post.unlisted) summary.unlisted = true;
    compiled.push({
      post,
      summary,
      get result() {
        return render() ?? EMPTY_RESULT;
      },
    });
  }

  const listed = compiled.filter((c) => !c.post.unlisted);
  const sidebarItems = config.blog.sidebarCount === 'ALL' ? listed : listed.slice(0, config.blog.sidebarCount);
  const sidebar: BlogSidebar = {
    title: config.blog.sidebarTitle,
    items: sidebarItems.map((c) => ({ title: c.summary.title, permalink: c.post.permalink, date: c.summary.date })),
  };
  const routes: RouteEntry[] = [];
  const search = (tag: string) => ({ tag, lvl0: config.blog.title });
  const page = (data: RouteData, tag: string): RouteEntry => ({
    data,
    links: [],
    ids: [],
    sitemap: true,
    search: search(tag),
  });

  compiled.forEach((c) => {
    // Unlisted posts have no neighbours and are not anyone's neighbour.
    const prevIndex = c.post.unlisted ? -1 : listed.indexOf(c);
    const newer = prevIndex > 0 ? listed[prevIndex - 1] : undefined;
    const older = prevIndex >= 0 ? listed[prevIndex + 1] : undefined;
    const image = typeof c.post.frontMatter.image === 'string' ? absoluteUrl(config, c.post.frontMatter.image) : undefined;
    const post = Object.create(null) as BlogPostSummary;
    for (const key of Object.keys(c.summary) as (keyof BlogPostSummary)[]) {
      if (key === 'content' || key === 'truncated') continue;
      Object.defineProperty(post, key, { enumerable: true, get: () => c.summary[key] });
    }
    lazy(post, 'content', () => c.result.content);
    post.truncated = false;
    const props: BlogPostProps = {
      post,
      toc: [],
      previous: newer ? { title: newer.summary.title, permalink: newer.post.permalink } : undefined,
      next: older ? { title: older.summary.title, permalink: older.post.permalink } : undefined,
      sidebar,
    };
    if (image) props.image = image;
    routes.push({
      data: { kind: 'blogPost', path: c.post.permalink, title: c.summary.title, description: typeof c.post.frontMatter.description === 'string' ? c.post.frontMatter.description : undefined, noIndex: c.post.unlisted || undefined, props },
      file: c.post.file,
      links: [],
      ids: [],
      sitemap: !c.post.unlisted && !c.post.draft,
      search: search('blog_posts_list'),
      load() {
        const result = c.result;
        props.toc = result.toc;
        this.links = result.links;
        this.ids = result.ids;
        this.data.description ??= c.summary.description;
      },
    });
  });

  const summaries = listed.map((c) => c.summary);
  // The main list in pages of blog.postsPerPage, at /blog, /blog/page/2... as in Docusaurus.
  const perPage = config.blog.postsPerPage === 'ALL' ? Math.max(1, summaries.length) : config.blog.postsPerPage;
  const totalPages = Math.max(1, Math.ceil(summaries.length / perPage));
  const pagePath = (n: number) => (n === 1 ? base : `${base.replace(/\/$/, '')}/page/${n}`);
  for (let n = 1; n <= totalPages; n++) {
    const props: BlogListProps = { posts: summaries.slice((n - 1) * perPage, n * perPage), sidebar };
    if (totalPages > 1) props.pagination = { page: n, totalPages, newer: n > 1 ? pagePath(n - 1) : undefined, older: n < totalPages ? pagePath(n + 1) : undefined };
    routes.push(page({ kind: 'blogList', path: pagePath(n), title: config.blog.title, description: config.blog.description, props }, 'blog_posts_list'));
  }

  const years = new Map<string, BlogArchiveProps['years'][number]['posts']>();
  for (const s of summaries) {
    const year = s.date.slice(0, 4);
    const list = years.get(year) ?? [];
    list.push({ title: s.title, permalink: s.permalink, date: s.date, formattedDate: s.formattedDate });
    years.set(year, list);
  }
  routes.push(page({ kind: 'blogArchive', path: `${base}/archive`, title: 'Archive', props: { years: [...years].map(([year, p]) => ({ year, posts: p })) } }, 'blog_archive'));

  // Tags of unlisted posts too, as in Docusaurus: an unlisted post links to its tags' pages. A
  // tag page lists the tag's listed posts; a tag that only unlisted posts carry lists those,
  // and is itself unlisted (left out of the tags list, the sitemap and search engines).
  const tagPosts = new Map<string, { tag: TagLink; posts: BlogPostSummary[]; unlisted: BlogPostSummary[]; origin: string }>();
  for (const c of compiled) {
    for (const tag of c.summary.tags) {
      const entry = tagPosts.get(tag.permalink) ?? { tag, posts: [], unlisted: [], origin: c.post.file };
      (c.post.unlisted ? entry.unlisted : entry.posts).push(c.summary);
      tagPosts.set(tag.permalink, entry);
    }
  }
  const listedTags = [...tagPosts.values()].filter((t) => t.posts.length > 0);
  if (listedTags.length > 0) {
    const tags = listedTags.map(({ tag, posts: p }) => ({ ...tag, count: p.length })).sort((a, b) => a.label.localeCompare(b.label));
    routes.push(page({ kind: 'blogTagsList', path: `${base}/tags`, title: 'Tags', props: { tags } }, 'blog_tags_list'));
  }
  for (const { tag, posts: listedPosts, unlisted, origin } of tagPosts.values()) {
    const p = listedPosts.length > 0 ? listedPosts : unlisted;
    const title = `${p.length} post${p.length === 1 ? '' : 's'} tagged with "${tag.label}"`;
    const route = page({ kind: 'blogTag', path: tag.permalink, title, description: tag.description, props: { posts: p, sidebar, tag: { ...tag, count: p.length } } }, 'blog_tags_posts');
    route.origin = origin;
    if (listedPosts.length === 0) {
      route.data.noIndex = true;
      route.sitemap = false;
    }
    routes.push(route);
  }

  const authorPosts = new Map<string, { author: Author; posts: BlogPostSummary[] }>();
  for (const s of summaries) {
    for (const author of s.authors) {
      if (!author.key || !author.page) continue;
      const entry = authorPosts.get(author.key) ?? { author, posts: [] };
      entry.posts.push(s);
      authorPosts.set(author.key, entry);
    }
  }
  if (authorPosts.size > 0) {
    const authors = [...authorPosts.values()]
      .map(({ author, posts: p }) => ({ ...author, count: p.length }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
    routes.push(page({ kind: 'blogAuthorsList', path: `${base}/authors`, title: 'Authors', props: { authors } }, 'blog_authors_list'));
    for (const { author, posts: p } of authorPosts.values()) {
      routes.push(page({ kind: 'blogAuthor', path: author.page!, title: author.name, description: author.title, props: { posts: p, sidebar, author: { ...author, count: p.length } } }, 'blog_authors_posts'));
    }
  }
  return { routes, compiled };
}

function readPostTags(raw: unknown, known: Map<string, { label: string; permalink: string; description?: string }>, base: string): TagLink[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .map((t) => {
      if (typeof t === 'string') {
        const def = known.get(t);
        if (def) return { label: def.label, permalink: tagPermalink(`${base}/tags`, def.permalink), description: def.description };
        return { label: t, permalink: tagPermalink(`${base}/tags`, tagSlug(t)) };
      }
      if (t && typeof t === 'object' && 'label' in t) {
        const label = String((t as { label: unknown }).label);
        const permalink = (t as { permalink?: unknown }).permalink;
        return { label, permalink: tagPermalink(`${base}/tags`, typeof permalink === 'string' ? permalink : tagSlug(label)) };
      }
      return undefined;
    })
    .filter((t): t is TagLink => !!t)
    .map((t) => (t.description === undefined ? { label: t.label, permalink: t.permalink } : t));
}
