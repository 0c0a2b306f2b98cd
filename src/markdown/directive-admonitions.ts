import type { Paragraph, Parent, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { directive } from 'micromark-extension-directive';
import type { Extension } from 'micromark-util-types';
import { warning, type Diagnostic } from '../diagnostics/diagnostic.js';
import { ADMONITION_HINT, admonitionKeywordTitle, admonitionType } from './admonition-types.js';
import { stripInlineMarkdown } from './plain-text.js';

/** An admonition in mdast (made from a `:::type` container directive, rendered by the `admonition` handler). */
export interface AdmonitionNode extends Parent {
  type: 'admonition';
  admonitionType: string;
  title?: string;
}

declare module 'mdast' {
  interface RootContentMap {
    admonition: AdmonitionNode;
  }
  interface BlockContentMap {
    admonition: AdmonitionNode;
  }
}

/**
 * The micromark syntax of container directives (`:::type[label]{attributes}` … `:::`), as
 * Docusaurus 3 parses admonitions. Text (`:name`) and leaf (`::name`) directives are left out:
 * no page uses them, and without them `12:30`, `a:b` or `::before` stay the prose they are,
 * with nothing to turn back into text (and no tokenizer attempt at every colon of the prose).
 */
export function containerDirectiveSyntax(): Extension {
  const flow = directive().flow?.[58];
  // The package exports only all three kinds; of its two flow constructs (container, leaf) the
  // container is the one that is `concrete` (its content is not lazy, as in a code fence).
  const container = (Array.isArray(flow) ? flow : [flow]).filter((construct) => construct?.concrete);
  if (container.length !== 1) throw new Error('micromark-extension-directive: expected one container directive construct');
  return { flow: { 58: container[0]! } };
}

/** What turning a directive into an admonition needs from the file. */
export interface DirectiveContext {
  file: string;
  /** The text micromark parsed (node offsets point into it). */
  text: string;
  diagnostics: Diagnostic[];
}

/**
 * Turns a container directive into an admonition when its name is an admonition type. The
 * line scan escapes unknown names, so they reach here only from lines it does not read (in a
 * block quote): a warning, and their fence lines are shown as text around their content.
 */
export function admonitionFromDirective(node: ContainerDirective, context: DirectiveContext): AdmonitionNode | RootContent[] {
  const first = node.children[0];
  const label = first?.type === 'paragraph' && first.data?.directiveLabel ? first : undefined;
  const children = (label ? node.children.slice(1) : node.children) as RootContent[];
  const type = admonitionType(node.name);
  if (!type) return unknownDirective(node, children, context);
  const admonition: AdmonitionNode = { type: 'admonition', admonitionType: type, children };
  if (node.position) admonition.position = node.position;
  // The title is a plain string prop: the label's text as written, its inline markdown reduced to text.
  const start = label?.position?.start.offset;
  const end = label?.position?.end.offset;
  const written = start !== undefined && end !== undefined ? context.text.slice(start + 1, end - 1).trim() : '';
  const title = stripInlineMarkdown(written) || admonitionKeywordTitle(node.name);
  if (title) admonition.title = title;
  return admonition;
}

function unknownDirective(node: ContainerDirective, children: RootContent[], context: DirectiveContext): RootContent[] {
  const start = node.position?.start;
  const end = node.position?.end;
  context.diagnostics.push(
    warning('markdown/unknown-admonition', `unknown admonition type ":::${node.name}"; its lines are shown as text`, {
      file: context.file,
      line: start?.line,
      column: start?.column,
      hint: ADMONITION_HINT,
    }),
  );
  if (!start || !end || start.offset === undefined || end.offset === undefined) return children;
  const opening = lineFrom(context.text, start.offset);
  const out: RootContent[] = [textParagraph(opening, start.line, start.column, start.offset)];
  out.push(...children);
  // Closed by a fence line of its own (not cut short by the end of the file or of its parent).
  const lastLine = lineFrom(context.text, end.offset - (end.column - 1));
  if (end.line > start.line && /^[ \t>]*:{3,}[ \t]*\r?$/.test(lastLine)) {
    const column = lastLine.indexOf(':') + 1;
    out.push(textParagraph(lastLine.slice(column - 1), end.line, column, end.offset - (end.column - column)));
  }
  return out;
}

/** The text of a line from an offset to its end, without the line ending. */
function lineFrom(text: string, offset: number): string {
  const end = text.indexOf('\n', offset);
  return text.slice(offset, end === -1 ? text.length : end).replace(/\r$/, '');
}

function textParagraph(value: string, line: number, column: number, offset: number): Paragraph {
  const text = value.trim();
  const position = { start: { line, column, offset }, end: { line, column: column + text.length, offset: offset + text.length } };
  return { type: 'paragraph', children: [{ type: 'text', value: text, position }], position };
}
