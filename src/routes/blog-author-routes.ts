import type { Author, BlogPostSummary } from '../../shared/types.js';
import { blogPage, type BlogPlan } from './blog-page.js';
import type { RouteEntry } from './types.js';

/** The authors list and a page of each author of authors.yml who wrote a listed post, with those posts. */
export function blogAuthorRoutes(plan: BlogPlan, summaries: BlogPostSummary[]): RouteEntry[] {
  const authorPosts = new Map<string, { author: Author; posts: BlogPostSummary[] }>();
  for (const s of summaries) {
    for (const author of s.authors) {
      if (!author.key || !author.page) continue;
      const entry = authorPosts.get(author.key) ?? { author, posts: [] };
      entry.posts.push(s);
      authorPosts.set(author.key, entry);
    }
  }
  if (authorPosts.size === 0) return [];
  const authors = [...authorPosts.values()]
    .map(({ author, posts: p }) => ({ ...author, count: p.length }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  const routes = [blogPage(plan.config, { kind: 'blogAuthorsList', path: `${plan.base}/authors`, title: 'Authors', props: { authors } }, 'blog_authors_list')];
  for (const { author, posts: p } of authorPosts.values()) {
    routes.push(
      blogPage(
        plan.config,
        {
          kind: 'blogAuthor',
          path: author.page!,
          title: author.name,
          description: author.title,
          props: { posts: p, sidebar: plan.sidebar, author: { ...author, count: p.length } },
        },
        'blog_authors_posts',
      ),
    );
  }
  return routes;
}
