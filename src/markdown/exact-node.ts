import type { ContentElement, ContentNode } from '../../shared/types.js';

/**
 * `[tag, props, ...children]` in an array of exactly that length. An array grown by `push` or
 * built with a spread keeps room for more (a node with one child takes 216 bytes instead of
 * 96), and a page's content is held from its parse to its render: at ten times the reference
 * corpus, a render worker's MDX pages loaded for the bundle held 125 MB of arrays, most of it
 * that spare room. `concat` allocates the result at its length (it spreads `children` only,
 * not the arrays inside it).
 */
export function exact(head: [string, Record<string, unknown> | null], children: readonly ContentNode[]): ContentElement {
  return (children.length === 0 ? head : head.concat(children as never[])) as ContentElement;
}
