import type { RouteData } from './types.js';

/** Keys of the MDX modules a route's content needs (a doc, a page, a post, or every post of a list). */
export function mdxModuleKeys(route: RouteData): string[] {
  const props = route.props as { mdx?: unknown; post?: { mdx?: unknown }; posts?: { mdx?: unknown }[] };
  const keys = [props.mdx, props.post?.mdx, ...(Array.isArray(props.posts) ? props.posts.map((p) => p.mdx) : [])];
  return [...new Set(keys.filter((key): key is string => typeof key === 'string' && key !== ''))];
}
