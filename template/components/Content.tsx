import { createElement, Fragment, type ComponentType, type ReactNode } from 'react';
import type { ContentNode } from 'docs-kiln/shared/types';
import { MDX_POSITIONS_TAG } from 'docs-kiln/shared/mdx-keys';
import { toReactProps } from '../lib/content-props';
import { Admonition } from './Admonition';
import { CodeBlock } from './CodeBlock';
import { CodeBlock as ThemeCodeBlock } from '@docs/theme-original/CodeBlock';
import { ContentImage } from './ContentImage';
import { ContentLink } from './ContentLink';
import { ContentTable } from './ContentTable';
import { Details } from './Details';
import { Heading } from './Heading';
import { MermaidDiagram } from './MermaidDiagram';
import { TabItem } from './TabItem';
import { Tabs } from './Tabs';
import { SITE_COMPONENTS } from '@docs/mdx-components';
import { usePageComponent } from '../router/route-modules';

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

// Mermaid diagrams (markdown.mermaid): a constant of the build, so other sites' bundles leave them out.
if (__DOCS_MERMAID__) CONTENT_COMPONENTS.Mermaid = MermaidDiagram;

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
// Whitespace text inside these is invalid in the DOM and would break hydration.
const NO_TEXT_CHILDREN = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'colgroup']);
// Never rendered from content: they would run code or change the page outside the article.
const BLOCKED_ELEMENTS = new Set(['script', 'style', 'iframe', 'object', 'embed', 'base', 'meta', 'link', 'frame', 'frameset']);

const warned = new Set<string>();

/** Another way to render the lines of the theme's own code block, set during a page's server render (see withCodeLines). */
type CodeLines = (lines: readonly ContentNode[]) => ReactNode[] | undefined;
let codeLines: CodeLines | undefined;

/**
 * Runs a render in which the theme's code blocks take their lines from `lines` (undefined
 * from it: the lines render as elements, as usual). The server's page render writes them as
 * HTML this way; a block whose component a site replaced always gets the elements.
 */
export function withCodeLines<T>(lines: CodeLines, render: () => T): T {
  const outer = codeLines;
  codeLines = lines;
  try {
    return render();
  } finally {
    codeLines = outer;
  }
}

/**
 * What an MDX page's module provides to its data: the components its tags name (`c`),
 * the value of each expression (`x`, referred to as `{ "#x": i }`), and the components
 * every MDX file may use (`components`: the theme's, the site's MDXComponents, props).
 */
export interface MdxScope {
  c: Record<string, ComponentType<any>>;
  x: unknown[];
  components?: Record<string, ComponentType<any>>;
}

function isMarker(value: unknown): value is { '#x': number } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && '#x' in value;
}

/** Splits props into literal ones and those an MDX expression computes (spreads `#sN` included). */
function resolveProps(
  props: Record<string, unknown> | null,
  scope: MdxScope | undefined,
): [Record<string, unknown> | null, Record<string, unknown> | undefined] {
  if (!scope || !props) return [props, undefined];
  let literal: Record<string, unknown> | null = null;
  let computed: Record<string, unknown> | undefined;
  for (const name in props) {
    const value = props[name];
    if (name.startsWith('#s')) Object.assign((computed ??= {}), scope.x[value as number]);
    else if (isMarker(value)) (computed ??= {})[name] = scope.x[value['#x']];
    else (literal ??= {})[name] = value;
  }
  return [literal, computed];
}

function renderNode(node: ContentNode, key: number, parentTag: string | undefined, scope: MdxScope | undefined): ReactNode {
  if (typeof node === 'string') {
    if (parentTag && NO_TEXT_CHILDREN.has(parentTag) && node.trim() === '') return null;
    return node;
  }
  if (isMarker(node)) return createElement(Fragment, { key }, scope?.x[node['#x']] as ReactNode);
  if (!Array.isArray(node)) return null;
  const [tag, rawProps, ...children] = node;
  // The positions that lead an MDX file's content are read by its module, not shown.
  if (typeof tag !== 'string' || tag === MDX_POSITIONS_TAG) return null;
  const [props, computed] = resolveProps(rawProps, scope);
  // A lone expression child is handed over as its value (`<BrowserOnly>{() => …}</BrowserOnly>` passes a function).
  const childNodes = () =>
    (children.length === 1 && isMarker(children[0])
      ? scope?.x[children[0]['#x']]
      : children.length
        ? renderNodes(children, tag, scope)
        : undefined) as ReactNode;
  // An MDX module's own components, then the ones every MDX file gets, then the theme's.
  const authored = scope?.c[tag];
  if (authored) return createElement(authored, { ...props, ...computed, key }, childNodes());
  if (!scope && BLOCKED_ELEMENTS.has(tag.toLowerCase())) return null;
  const provided = scope?.components ?? SITE_COMPONENTS;
  if (tag === 'Heading' && props && typeof props.as === 'string' && provided[props.as]) {
    // A site's MDXComponents may restyle headings (h2…): it gets the id and the text.
    return createElement(provided[props.as], { id: props.id, key }, childNodes());
  }
  const component = provided[tag] ?? CONTENT_COMPONENTS[tag];
  if (component) {
    // Component props are data from the markdown stage (already React-shaped), not HTML attributes.
    const componentProps = /^[A-Z]/.test(tag) ? { ...(props ?? {}) } : toReactProps(tag, props);
    return createElement(
      component,
      { ...componentProps, ...computed, key },
      (tag === 'CodeBlock' && component === ThemeCodeBlock ? codeLines?.(children) : undefined) ?? childNodes(),
    );
  }
  const renderedChildren = childNodes();
  if (/^[A-Z]/.test(tag)) {
    if (!warned.has(tag)) {
      warned.add(tag);
      console.warn(`[docs] Content uses <${tag}>, which the theme does not provide; its children are shown as they are.`);
    }
    return createElement(Fragment, { key }, renderedChildren);
  }
  const htmlProps = { ...toReactProps(tag, props), ...computed };
  if (VOID_ELEMENTS.has(tag)) return createElement(tag, { ...htmlProps, key });
  return createElement(tag, { ...htmlProps, key }, renderedChildren);
}

/**
 * Renders content nodes to React nodes; `parentTag` drops whitespace where the DOM allows
 * no text; `scope` is given for MDX pages (their expressions and components).
 */
export function renderNodes(nodes: readonly ContentNode[], parentTag?: string, scope?: MdxScope): ReactNode[] {
  return nodes.map((node, index) => renderNode(node, index, parentTag, scope));
}

/**
 * Renders a page's rendered markdown (ContentNode[]) with the theme's components; an MDX
 * page names its module (`mdx`), loaded with the route, whose code fills in the rest.
 */
export function Content({ nodes, mdx }: { nodes: readonly ContentNode[] | undefined; mdx?: string }) {
  if (mdx) return <MdxPageContent nodes={nodes ?? []} moduleKey={mdx} />;
  return <>{renderNodes(nodes ?? [])}</>;
}

/** An MDX page's content: its module (loaded with the route, suspending until it is) renders the data with its code. */
function MdxPageContent({ nodes, moduleKey }: { nodes: readonly ContentNode[]; moduleKey: string }) {
  const Page = usePageComponent(moduleKey) as unknown as ComponentType<{ nodes: readonly ContentNode[] }>;
  return <Page nodes={nodes} />;
}
