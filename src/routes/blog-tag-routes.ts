import type { BlogPostSummary, TagLink } from '../../shared/types.js';
import { blogPage, type BlogPlan } from './blog-page.js';
import type { CompiledPost } from './compiled-posts.js';
import type { RouteEntry } from './types.js';

/**
 * The tags list and one page per tag. Tags of unlisted posts too, as in Docusaurus: an
 * unlisted post links to its tags' pages. A tag page lists the tag's listed posts; a tag that
 * only unlisted posts carry lists those, and is itself unlisted (left out of the tags list,
 * the sitemap and search engines).
 */
export function blogTagRoutes(plan: BlogPlan, compiled: CompiledPost[]): RouteEntry[] {
  const tagPosts = new Map<string, { tag: TagLink; posts: BlogPostSummary[]; unlisted: BlogPostSummary[]; origin: string }>();
  for (const c of compiled) {
    for (const tag of c.summary.tags) {
      const entry = tagPosts.get(tag.permalink) ?? { tag, posts: [], unlisted: [], origin: c.post.file };
      (c.post.unlisted ? entry.unlisted : entry.posts).push(c.summary);
      tagPosts.set(tag.permalink, entry);
    }
  }
  const routes: RouteEntry[] = [];
  const listedTags = [...tagPosts.values()].filter((t) => t.posts.length > 0);
  if (listedTags.length > 0) {
    const tags = listedTags.map(({ tag, posts: p }) => ({ ...tag, count: p.length })).sort((a, b) => a.label.localeCompare(b.label));
    routes.push(blogPage(plan.config, { kind: 'blogTagsList', path: `${plan.base}/tags`, title: 'Tags', props: { tags } }, 'blog_tags_list'));
  }
  for (const { tag, posts: listedPosts, unlisted, origin } of tagPosts.values()) {
    const p = listedPosts.length > 0 ? listedPosts : unlisted;
    const title = `${p.length} post${p.length === 1 ? '' : 's'} tagged with "${tag.label}"`;
    const route = blogPage(
      plan.config,
      {
        kind: 'blogTag',
        path: tag.permalink,
        title,
        description: tag.description,
        props: { posts: p, sidebar: plan.sidebar, tag: { ...tag, count: p.length } },
      },
      'blog_tags_posts',
    );
    route.origin = origin;
    if (listedPosts.length === 0) {
      route.data.noIndex = true;
      route.sitemap = false;
    }
    routes.push(route);
  }
  return routes;
}
