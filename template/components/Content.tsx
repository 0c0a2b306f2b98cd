import { createElement, Fragment, type ComponentType, type ReactNode } from 'react';
import type { ContentNode } from 'docs-kiln/shared/types';
import { toReactProps } from '../lib/content-props';
import { Admonition } from './Admonition';
import { CodeBlock } from './CodeBlock';
import { ContentImage } from './ContentImage';
import { ContentLink } from './ContentLink';
import { ContentTable } from './ContentTable';
import { Details } from './Details';
import { Heading } from './Heading';
import { TabItem } from './TabItem';
import { Tabs } from './Tabs';

// Each component takes its own props; the map erases them, since props come from data anyway.
/** Components that render content tags: capitalised ones from markdown, lowercase ones that replace an HTML element. */
export const CONTENT_COMPONENTS: Record<string, ComponentType<any>> = {
  Heading,
  CodeBlock,
  Admonition,
  Tabs,
  TabItem,
  details: Details,
  a: ContentLink,
  img: ContentImage,
  table: ContentTable,
};

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
// Whitespace text inside these is invalid in the DOM and would break hydration.
const NO_TEXT_CHILDREN = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'colgroup']);
// Never rendered from content: they would run code or change the page outside the article.
const BLOCKED_ELEMENTS = new Set(['script', 'style', 'iframe', 'object', 'embed', 'base', 'meta', 'link', 'frame', 'frameset']);

const warned = new Set<string>();

function renderNode(node: ContentNode, key: number, parentTag: string | undefined): ReactNode {
  if (typeof node === 'string') {
    if (parentTag && NO_TEXT_CHILDREN.has(parentTag) && node.trim() === '') return null;
    return node;
  }
  if (!Array.isArray(node)) return null;
  const [tag, props, ...children] = node;
  if (typeof tag !== 'string' || BLOCKED_ELEMENTS.has(tag.toLowerCase())) return null;
  const component = CONTENT_COMPONENTS[tag];
  const renderedChildren = children.length ? renderNodes(children, tag) : undefined;
  if (component) {
    // Component props are data from the markdown stage (already React-shaped), not HTML attributes.
    const componentProps = /^[A-Z]/.test(tag) ? { ...(props ?? {}) } : toReactProps(tag, props);
    return createElement(component, { ...componentProps, key }, renderedChildren);
  }
  if (/^[A-Z]/.test(tag)) {
    if (!warned.has(tag)) {
      warned.add(tag);
      console.warn(`[docs] Content uses <${tag}>, which the theme does not provide; its children are shown as they are.`);
    }
    return createElement(Fragment, { key }, renderedChildren);
  }
  const htmlProps = toReactProps(tag, props);
  if (VOID_ELEMENTS.has(tag)) return createElement(tag, { ...htmlProps, key });
  return createElement(tag, { ...htmlProps, key }, renderedChildren);
}

/** Renders content nodes to React nodes; `parentTag` drops whitespace where the DOM allows no text. */
export function renderNodes(nodes: readonly ContentNode[], parentTag?: string): ReactNode[] {
  return nodes.map((node, index) => renderNode(node, index, parentTag));
}

/** Renders a page's rendered markdown (ContentNode[]) with the theme's components. */
export function Content({ nodes }: { nodes: readonly ContentNode[] | undefined }) {
  return <>{renderNodes(nodes ?? [])}</>;
}
