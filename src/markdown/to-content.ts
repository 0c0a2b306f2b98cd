import type { Root } from 'hast';
import { toJsxRuntime, type Options } from 'hast-util-to-jsx-runtime';
import type { ContentElement, ContentNode } from '../../shared/types.js';
import { MDX_POSITIONS_TAG, type MdxPositions } from '../../shared/mdx-keys.js';
import { literalEvaluater } from './component-node.js';
import type { MdxScope } from './mdx-scope.js';
import { exact } from './exact-node.js';

/** Tag of the marker node that stands for `<!--truncate-->` until the excerpt is split off. */
export const TRUNCATE_TAG = '#truncate';

const FRAGMENT = '#fragment';

/**
 * Turns hast into ContentNode tuples with hast-util-to-jsx-runtime, whose jsx/jsxs build
 * `[tag, props, ...children]` instead of React elements; it maps attributes to React prop
 * names (className, htmlFor, style objects…) and drops whitespace React rejects in tables.
 * `codeLines` holds the highlighted lines of each CodeBlock, referenced by its `lines` prop.
 */
export function toContent(tree: Root, codeLines: readonly ContentElement[][]): ContentNode[] {
  // to-jsx-runtime passes a lone child as `children` itself, and picks jsx or jsxs with
  // Array.isArray, which is also true of a lone tuple child: tell the two apart by shape.
  const create = (type: unknown, props: Record<string, unknown>) => {
    const children = props.children as ContentNode | ContentNode[] | undefined;
    if (children === undefined) return build(type, props, []);
    if (typeof children === 'string' || !Array.isArray(children) || isTuple(children)) return build(type, props, [children]);
    return build(type, props, children);
  };

  function build(type: unknown, props: Record<string, unknown>, children: ContentNode[]): ContentNode | ContentNode[] {
    let rest: Record<string, unknown> | null = null;
    for (const key in props) {
      if (key !== 'children') (rest ??= {})[key] = props[key];
    }
    if (type === 'CodeBlock' && rest && typeof rest.lines === 'number') {
      const lines = codeLines[rest.lines];
      delete rest.lines;
      return exact(['CodeBlock', rest], lines);
    }
    const kids: ContentNode[] = [];
    // An MDX fragment (<>…</>) comes back as a list of children: they join the parent's.
    const flat = children.some((c) => Array.isArray(c) && !isTuple(c as ContentElement | ContentNode[]))
      ? children.flatMap((c) => (Array.isArray(c) && !isTuple(c as ContentElement | ContentNode[]) ? (c as ContentNode[]) : [c]))
      : children;
    if (type === FRAGMENT) return flat;
    for (const child of flat) {
      if (child === '' || child === undefined || child === null) continue;
      // Adjacent texts (split by a dropped comment, or by GFM around a checkbox) read as one.
      const last = kids.length - 1;
      if (typeof child === 'string' && last >= 0 && typeof kids[last] === 'string') kids[last] += child;
      else kids.push(child);
    }
    return exact([type as string, rest], kids);
  }

  const options = {
    Fragment: FRAGMENT,
    jsx: create,
    jsxs: create,
    passKeys: false,
    createEvaluater: literalEvaluater,
    elementAttributeNameCase: 'react',
    stylePropertyNameCase: 'dom',
  } as unknown as Options;
  return toJsxRuntime(tree, options) as unknown as ContentNode[];
}

/** The content of an MDX file with code, led by the places of its tags and expressions (MDX_POSITIONS_TAG). */
export function withPositions(content: ContentNode[], scope: MdxScope): ContentNode[] {
  const at = (e: { line: number; column: number }) => `${e.line}:${e.column}`;
  return [[MDX_POSITIONS_TAG, { c: scope.tags.map(at), x: scope.expressions.map(at) } satisfies MdxPositions], ...content];
}

/**
 * Splits content at its first truncate marker, as Docusaurus cuts a post's excerpt at the
 * first one: the excerpt before it and the whole content without any marker (a second one
 * marks nothing). A marker inside a top-level paragraph cuts the excerpt inside it.
 */
export function splitExcerpt(content: ContentNode[]): { content: ContentNode[]; excerpt?: ContentNode[] } {
  // Top-level "\n" texts (mdast-util-to-hast puts one before the footnotes) are noise.
  if (content.includes('\n')) content = content.filter((node) => node !== '\n');
  if (!content.some((node) => isTruncate(node) || holdsTruncate(node))) return { content };
  let excerpt: ContentNode[] | undefined;
  const whole: ContentNode[] = [];
  for (const node of content) {
    if (isTruncate(node)) {
      excerpt ??= whole.slice();
    } else if (holdsTruncate(node)) {
      const [tag, props, ...kids] = node as ContentElement;
      const at = kids.findIndex(isTruncate);
      excerpt ??= [...whole, exact([tag, props], trimEnd(kids.slice(0, at)))];
      whole.push(exact([tag, props], joinTexts(kids.filter((kid) => !isTruncate(kid)))));
    } else {
      whole.push(node);
    }
  }
  return { content: whole, excerpt };
}

function isTruncate(node: ContentNode): boolean {
  return Array.isArray(node) && node[0] === TRUNCATE_TAG;
}

function holdsTruncate(node: ContentNode): boolean {
  return Array.isArray(node) && node.length > 2 && node.some((kid, i) => i > 1 && isTruncate(kid as ContentNode));
}

/** Adjacent texts read as one, as they do where a dropped comment was. */
function joinTexts(kids: ContentNode[]): ContentNode[] {
  const out: ContentNode[] = [];
  for (const kid of kids) {
    if (typeof kid === 'string' && typeof out[out.length - 1] === 'string') out[out.length - 1] += kid;
    else out.push(kid);
  }
  return out;
}

/** The children before a marker, without the white space that led up to it. */
function trimEnd(kids: ContentNode[]): ContentNode[] {
  const last = kids[kids.length - 1];
  if (typeof last !== 'string') return kids;
  const trimmed = last.trimEnd();
  return trimmed ? [...kids.slice(0, -1), trimmed] : kids.slice(0, -1);
}

/** A tuple has a tag then props (an object or null); a list of children never has an object or null second. */
function isTuple(value: ContentElement | ContentNode[]): value is ContentElement {
  const second = value[1];
  // An expression marker ({ "#x": i }) after a text is a list of children, not props.
  return typeof value[0] === 'string' && (second === null || (typeof second === 'object' && !Array.isArray(second) && !('#x' in second)));
}
