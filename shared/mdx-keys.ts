import type { RouteData } from './types.js';

/** Keys of the MDX modules a route's content needs (a doc, a page, a post, or every post of a list). */
export function mdxModuleKeys(route: RouteData): string[] {
  let keys: (string | undefined)[];
  if (route.kind === 'doc' || route.kind === 'mdPage') keys = [route.props.mdx];
  else if (route.kind === 'blogPost') keys = [route.props.post.mdx];
  else if (route.kind === 'blogList' || route.kind === 'blogTag' || route.kind === 'blogAuthor') keys = route.props.posts.map((p) => p.mdx);
  else return [];
  return [...new Set(keys.filter((key): key is string => key !== undefined && key !== ''))];
}

/**
 * Tag of the node that leads an MDX file's content: where its tags (`c`) and expressions
 * (`x`) are, as line:column, by their index in the file's module. The module itself holds
 * no positions, so editing the text around them does not change it.
 */
export const MDX_POSITIONS_TAG = '#at';

/** What the positions node holds. */
export interface MdxPositions {
  c: string[];
  x: string[];
}
