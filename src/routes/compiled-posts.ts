import type { BlogMeta } from '../content/load-blog.js';
import type { PostSource } from '../content/types.js';
import type { MarkdownResult } from '../markdown/types.js';
import type { Author, BlogPostSummary, TagLink } from '../../shared/types.js';
import { compileMarkdown, reuseCompiled, type MarkdownContext } from './compile-markdown.js';
import { leadingTitle } from '../content/quick-title.js';
import { readPostTags } from './blog-post-meta.js';
import { postAuthors } from './post-authors.js';

/** A post with its rendered markdown (rendered on first use), kept for feeds. */
export interface CompiledPost {
  post: PostSource;
  readonly result: MarkdownResult;
  summary: BlogPostSummary;
}

const EMPTY_RESULT: MarkdownResult = { frontMatter: {}, content: [], toc: [], ids: [], links: [], wordCount: 0, diagnostics: [] };

/**
 * An enumerable getter: JSON.stringify reads it like a plain field. The markdown behind it is
 * rendered once; each read asks for it again so the build cache sees who uses the post.
 */
export function lazy<T extends object, K extends keyof T>(target: T, key: K, compute: () => T[K]): void {
  Object.defineProperty(target, key, { enumerable: true, configurable: true, get: compute });
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Every post with its authors, tags and summary; the markdown is rendered when a page first needs it. */
export function compilePosts(ctx: MarkdownContext, posts: PostSource[], meta: BlogMeta, base: string): CompiledPost[] {
  return posts.map((post) =>
    compilePost(
      ctx,
      post,
      postAuthors(post, { authors: meta.authors, broken: meta.authorsBroken }, ctx.diagnostics),
      readPostTags(post.frontMatter.tags, meta.tags, base),
    ),
  );
}

/** One post and its summary, whose markdown-made fields (reading time, excerpt...) render the post when read. */
function compilePost(ctx: MarkdownContext, post: PostSource, authors: Author[], tags: TagLink[]): CompiledPost {
  const { config } = ctx;
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
  return {
    post,
    summary,
    get result() {
      return render() ?? EMPTY_RESULT;
    },
  };
}
