import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Blockquote, Code, Heading, List, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { defaultHandlers, type Handlers, type State } from 'mdast-util-to-hast';
import type { Node } from 'unist';
import type { ContentElement } from '../../shared/types.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { checkCodeLanguage } from './check-language.js';
import { type CodeMeta, parseCodeMeta } from './code-meta.js';
import { componentNode } from './component-node.js';
import { highlightCode } from './highlight-code.js';
import { applyMagicComments } from './magic-comments.js';
import { TRUNCATE_TAG } from './to-content.js';
import type { AdmonitionNode } from './directive-admonitions.js';

/** Marks where `<!--truncate-->` was, at the top level of the mdast. */
export interface TruncateNode extends Node {
  type: 'truncate';
}

declare module 'mdast' {
  interface RootContentMap {
    truncate: TruncateNode;
  }
  interface HeadingData {
    /** The heading's anchor id, set by transformMdast. */
    id?: string;
  }
  interface CodeData {
    /** Meta of an authored <CodeBlock>, which has no info string to parse. */
    codeMeta?: CodeMeta;
  }
}

/**
 * mdast-util-to-hast handlers for what this stage renders as components (headings, code,
 * mermaid diagrams when `mermaid` is on, admonitions, component tags, the truncate marker) and for the flow containers whose
 * "\n" text nodes between blocks are only noise in ContentNode output. Highlighted code
 * lines go to `codeLines`, out of the hast tree, so hast-util-raw never re-parses them.
 * A code block in a language without a grammar adds a warning for `file` to `diagnostics`.
 */
export function createHandlers(codeLines: ContentElement[][], file: string, diagnostics: Diagnostic[], mermaid = false): Handlers {
  return {
    root(state: State, node: Root): HastRoot {
      const result: HastRoot = { type: 'root', children: state.all(node) as HastRoot['children'] };
      state.patch(node, result);
      return result;
    },
    blockquote(state: State, node: Blockquote) {
      return withoutNewlines(defaultHandlers.blockquote(state, node));
    },
    list(state: State, node: List) {
      return withoutNewlines(defaultHandlers.list(state, node));
    },
    heading(state: State, node: Heading) {
      return componentNode('Heading', { as: `h${node.depth}`, id: node.data?.id }, state.all(node), node.position);
    },
    code(_state: State, node: Code) {
      // With markdown.mermaid, a mermaid fence is a diagram the browser draws from its source.
      if (mermaid && node.lang === 'mermaid') return componentNode('Mermaid', { value: node.value }, [], node.position);
      const meta = node.data?.codeMeta ?? parseCodeMeta(node.lang, node.meta);
      const magic = applyMagicComments(node.value);
      const highlight = magic.highlight.length === 0 ? meta.highlight : mergeLines(meta.highlight, magic.highlight);
      const unknown = checkCodeLanguage(meta.language, file, node.position?.start.line);
      if (unknown) diagnostics.push(unknown);
      const index = codeLines.push(highlightCode(magic.code, meta.language, highlight)) - 1;
      return componentNode(
        'CodeBlock',
        {
          language: meta.language,
          title: meta.title,
          code: magic.code,
          highlight,
          showLineNumbers: meta.showLineNumbers,
          lines: index,
        },
        [],
        node.position,
      );
    },
    admonition(state: State, node: AdmonitionNode) {
      return componentNode('Admonition', { type: node.admonitionType, title: node.title }, state.all(node), node.position);
    },
    truncate() {
      return componentNode(TRUNCATE_TAG, {}, []);
    },
    // Our own handlers rather than `passThrough`, which deep-clones every attribute.
    mdxJsxFlowElement(state: State, node: MdxJsxFlowElement) {
      return { type: 'mdxJsxFlowElement', name: node.name, attributes: node.attributes, children: state.all(node), position: node.position };
    },
    mdxJsxTextElement(state: State, node: MdxJsxTextElement) {
      return { type: 'mdxJsxTextElement', name: node.name, attributes: node.attributes, children: state.all(node), position: node.position };
    },
  } as unknown as Handlers;
}

function withoutNewlines(element: Element): Element {
  element.children = element.children.filter((child: ElementContent) => child.type !== 'text' || child.value !== '\n');
  return element;
}

function mergeLines(a: number[], b: number[]): number[] {
  return [...new Set([...a, ...b])].sort((x, y) => x - y);
}
