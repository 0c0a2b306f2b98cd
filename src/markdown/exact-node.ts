import type { ContentElement, ContentNode } from '../../shared/types.js';

/**
 * `[tag, props, ...children]` in an array of exactly that length. An array grown by `push` or
 * built with a spread keeps room for more (about twice the memory for a node with one
 * child), and a page's content is held from its parse to its render, so on a large site most
 * of the memory its trees take would be that spare room. `concat` allocates the result at
 * its length (it spreads `children` only, not the arrays inside it).
 */
export function exact(head: [string, Record<string, unknown> | null], children: readonly ContentNode[]): ContentElement {
  return (children.length === 0 ? head : head.concat(children as never[])) as ContentElement;
}
