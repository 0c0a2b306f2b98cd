import type { ContentNode } from '../../shared/types.js';
import { Feed } from 'feed';
import type { ResolvedConfig } from '../config/types.js';
import type { CompiledPost } from '../routes/compiled-posts.js';
import { joinRoute } from '../content/doc-ids.js';
import { absoluteUrl } from '../routes/urls.js';
import { contentToHtml } from '../render/content-html.js';

/** The feed files of the blog (path relative to the output dir → XML), newest posts first. */
export function blogFeeds(config: ResolvedConfig, posts: CompiledPost[], renderMdx?: (nodes: ContentNode[], module: string) => string): Map<string, string> {
  const out = new Map<string, string>();
  const listed = posts.filter((p) => !p.post.unlisted);
  if (listed.length === 0 || config.blog.feedTypes.length === 0) return out;
  const blogUrl = absoluteUrl(config, joinRoute(config.baseUrl, config.blog.routeBasePath));
  const feed = new Feed({
    title: `${config.title} ${config.blog.title}`,
    description: config.blog.description,
    id: blogUrl,
    link: blogUrl,
    language: 'en',
    favicon: config.favicon ? absoluteUrl(config, config.favicon) : undefined,
    copyright: config.footer.copyright.replace(/<[^>]+>/g, ''),
    updated: listed[0]!.post.date,
    feedLinks: Object.fromEntries(feedFiles(config).map((f) => [f.type, absoluteUrl(config, f.href)])),
  });
  for (const { post, result, summary } of listed) {
    const url = absoluteUrl(config, post.permalink);
    feed.addItem({
      title: summary.title,
      id: url,
      link: url,
      date: post.date,
      description: summary.description,
      // An MDX post's components are rendered by the theme (their HTML is the feed's); others are serialised directly.
      content:
        result.module && renderMdx
          ? absoluteLinks(renderMdx(result.content, result.module), (u) => absoluteUrl(config, u))
          : contentToHtml(result.content, (u) => absoluteUrl(config, u)),
      author: summary.authors.map((a) => ({ name: a.name, link: a.url })),
      category: summary.tags.map((t) => ({ name: t.label })),
    });
  }
  const base = config.blog.routeBasePath.replace(/^\/|\/$/g, '');
  if (config.blog.feedTypes.includes('rss')) out.set(`${base}/rss.xml`, feed.rss2());
  if (config.blog.feedTypes.includes('atom')) out.set(`${base}/atom.xml`, feed.atom1());
  return out;
}

/** Makes the site-absolute href and src attributes of rendered HTML absolute URLs, as feed readers need. */
function absoluteLinks(html: string, absolute: (url: string) => string): string {
  return html.replace(
    /\s(href|src)="(\/[^"/][^"]*|\/)"/g,
    (_m, name: string, url: string) => ` ${name}="${absolute(url.replace(/&amp;/g, '&')).replace(/&/g, '&amp;')}"`,
  );
}

/** The feeds every page links to with <link rel="alternate">. */
export function feedFiles(config: ResolvedConfig): { type: string; href: string; title: string }[] {
  const base = joinRoute(config.baseUrl, config.blog.routeBasePath);
  const title = `${config.title} ${config.blog.title}`;
  const list: { type: string; href: string; title: string }[] = [];
  if (config.blog.feedTypes.includes('rss')) list.push({ type: 'application/rss+xml', href: `${base}/rss.xml`, title: `${title} RSS Feed` });
  if (config.blog.feedTypes.includes('atom')) list.push({ type: 'application/atom+xml', href: `${base}/atom.xml`, title: `${title} Atom Feed` });
  return list;
}
