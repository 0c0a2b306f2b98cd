import type { BlogArchiveProps, BlogListProps, BlogPostSummary } from '../../shared/types.js';
import { blogPage, type BlogPlan } from './blog-page.js';
import type { RouteEntry } from './types.js';

/** The main list in pages of blog.postsPerPage, at /blog, /blog/page/2... as in Docusaurus. */
export function blogListRoutes(plan: BlogPlan, summaries: BlogPostSummary[]): RouteEntry[] {
  const { config, base, sidebar } = plan;
  const perPage = config.blog.postsPerPage === 'ALL' ? Math.max(1, summaries.length) : config.blog.postsPerPage;
  const totalPages = Math.max(1, Math.ceil(summaries.length / perPage));
  const pagePath = (n: number) => (n === 1 ? base : `${base.replace(/\/$/, '')}/page/${n}`);
  const routes: RouteEntry[] = [];
  for (let n = 1; n <= totalPages; n++) {
    const props: BlogListProps = { posts: summaries.slice((n - 1) * perPage, n * perPage), sidebar };
    if (totalPages > 1)
      props.pagination = { page: n, totalPages, newer: n > 1 ? pagePath(n - 1) : undefined, older: n < totalPages ? pagePath(n + 1) : undefined };
    routes.push(
      blogPage(config, { kind: 'blogList', path: pagePath(n), title: config.blog.title, description: config.blog.description, props }, 'blog_posts_list'),
    );
  }
  return routes;
}

/** The archive: every listed post by year, newest first as the posts come. */
export function blogArchiveRoute(plan: BlogPlan, summaries: BlogPostSummary[]): RouteEntry {
  const years = new Map<string, BlogArchiveProps['years'][number]['posts']>();
  for (const s of summaries) {
    const year = s.date.slice(0, 4);
    const list = years.get(year) ?? [];
    list.push({ title: s.title, permalink: s.permalink, date: s.date, formattedDate: s.formattedDate });
    years.set(year, list);
  }
  return blogPage(
    plan.config,
    { kind: 'blogArchive', path: `${plan.base}/archive`, title: 'Archive', props: { years: [...years].map(([year, p]) => ({ year, posts: p })) } },
    'blog_archive',
  );
}
