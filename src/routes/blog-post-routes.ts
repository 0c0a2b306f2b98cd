import { absoluteUrl } from './urls.js';
import type { BlogPostProps, BlogPostSummary } from '../../shared/types.js';
import { blogSearch, type BlogPlan } from './blog-page.js';
import { lazy, type CompiledPost } from './compiled-posts.js';
import type { RouteEntry } from './types.js';

/** Each post's own page, with links to the newer and the older listed post. */
export function blogPostRoutes(plan: BlogPlan, compiled: CompiledPost[], listed: CompiledPost[]): RouteEntry[] {
  return compiled.map((c) => {
    // Unlisted posts have no neighbours and are not anyone's neighbour.
    const prevIndex = c.post.unlisted ? -1 : listed.indexOf(c);
    const newer = prevIndex > 0 ? listed[prevIndex - 1] : undefined;
    const older = prevIndex >= 0 ? listed[prevIndex + 1] : undefined;
    return blogPostRoute(plan, c, newer, older);
  });
}

/** A post's page: the whole post (its summary's fields, the full content) and its table of contents once loaded. */
function blogPostRoute(plan: BlogPlan, c: CompiledPost, newer: CompiledPost | undefined, older: CompiledPost | undefined): RouteEntry {
  const image = typeof c.post.frontMatter.image === 'string' ? absoluteUrl(plan.config, c.post.frontMatter.image) : undefined;
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
    sidebar: plan.sidebar,
  };
  if (image) props.image = image;
  return {
    data: {
      kind: 'blogPost',
      path: c.post.permalink,
      title: c.summary.title,
      description: typeof c.post.frontMatter.description === 'string' ? c.post.frontMatter.description : undefined,
      noIndex: c.post.unlisted || undefined,
      props,
    },
    file: c.post.file,
    links: [],
    ids: [],
    sitemap: !c.post.unlisted && !c.post.draft,
    search: blogSearch(plan.config, 'blog_posts_list'),
    load() {
      const result = c.result;
      props.toc = result.toc;
      this.links = result.links;
      this.ids = result.ids;
      this.data.description ??= c.summary.description;
    },
  };
}
