import type { Heading } from 'mdast';

const CUSTOM_ID = /\s*\{#([^{}\s]+)\}\s*$/;

/**
 * Removes a trailing `{#custom-id}` from a heading's last text node and returns the id,
 * or undefined when the heading has none.
 */
export function takeCustomHeadingId(heading: Heading): string | undefined {
  const last = heading.children[heading.children.length - 1];
  if (last?.type !== 'text' || !last.value.includes('{#')) return undefined;
  const match = CUSTOM_ID.exec(last.value);
  if (!match) return undefined;
  last.value = last.value.slice(0, match.index);
  if (last.value === '') heading.children.pop();
  return match[1];
}
