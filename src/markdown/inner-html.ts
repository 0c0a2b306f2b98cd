/**
 * `dangerouslySetInnerHTML={{__html: '…'}}` on an HTML tag of an MDX file: React renders the
 * string as the tag's content, so it becomes the tag's children here, as raw HTML that the
 * stage parses like the HTML a markdown file holds. Written by authors, and made by remark
 * plugins that wrap highlighted code this way. Only a literal value is read; anything else
 * stays an expression of the page's module, which the theme does not give raw HTML.
 */
import type { Html } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { parseLiteral } from './parse-literal.js';

/** Moves a literal inner HTML into the element's children; true when it did. */
export function takeInnerHtml(node: MdxJsxFlowElement | MdxJsxTextElement): boolean {
  if (!node.name || !/^[a-z]/.test(node.name)) return false;
  const index = node.attributes.findIndex((a) => a.type === 'mdxJsxAttribute' && a.name === 'dangerouslySetInnerHTML');
  if (index === -1) return false;
  const value = (node.attributes[index] as MdxJsxAttribute).value;
  if (!value || typeof value !== 'object') return false;
  let parsed: unknown;
  try {
    parsed = parseLiteral(value.value);
  } catch {
    return false;
  }
  const html = (parsed as { __html?: unknown } | null)?.__html;
  if (typeof html !== 'string') return false;
  node.attributes.splice(index, 1);
  const raw: Html = { type: 'html', value: html };
  if (value.position ?? node.position) raw.position = value.position ?? node.position;
  node.children = [raw as never];
  return true;
}
