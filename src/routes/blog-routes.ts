import { loadBlogMeta } from '../content/load-blog.js';
import { joinRoute } from '../content/doc-ids.js';
import type { ResolvedConfig } from '../config/types.js';
import type { PostSource } from '../content/types.js';
import type { BlogSidebar } from '../../shared/types.js';
import type { MarkdownContext } from './compile-markdown.js';
import type { RouteEntry } from './types.js';
import type { BlogPlan } from './blog-page.js';
import { compilePosts, type CompiledPost } from './compiled-posts.js';
import { blogPostRoutes } from './blog-post-routes.js';
import { blogArchiveRoute, blogListRoutes } from './blog-list-routes.js';
import { blogTagRoutes } from './blog-tag-routes.js';
import { blogAuthorRoutes } from './blog-author-routes.js';

/** Builds every blog route: posts, list, archive, tags, authors. */
export function buildBlogRoutes(ctx: MarkdownContext, posts: PostSource[], blogDir: string): { routes: RouteEntry[]; compiled: CompiledPost[] } {
  const { config } = ctx;
  if (posts.length === 0) return { routes: [], compiled: [] };
  const meta = loadBlogMeta(config, blogDir, ctx.diagnostics);
  const base = joinRoute(config.baseUrl, config.blog.routeBasePath);
  const compiled = compilePosts(ctx, posts, meta, base);
  const listed = compiled.filter((c) => !c.post.unlisted);
  const plan: BlogPlan = { config, base, sidebar: blogSidebar(config.blog, listed) };
  const summaries = listed.map((c) => c.summary);
  const routes: RouteEntry[] = [
    ...blogPostRoutes(plan, compiled, listed),
    ...blogListRoutes(plan, summaries),
    blogArchiveRoute(plan, summaries),
    ...blogTagRoutes(plan, compiled),
    ...blogAuthorRoutes(plan, summaries),
  ];
  return { routes, compiled };
}

/** The blog's sidebar: its title and the newest blog.sidebarCount listed posts. */
function blogSidebar(blog: ResolvedConfig['blog'], listed: CompiledPost[]): BlogSidebar {
  const sidebarItems = blog.sidebarCount === 'ALL' ? listed : listed.slice(0, blog.sidebarCount);
  return {
    title: blog.sidebarTitle,
    items: sidebarItems.map((c) => ({ title: c.summary.title, permalink: c.post.permalink, date: c.summary.date })),
  };
}
