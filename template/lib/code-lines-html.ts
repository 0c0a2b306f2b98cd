import { createElement, type ReactNode } from 'react';
import type { ContentNode } from 'docs-kiln/shared/types';

/** A highlighted code line written as HTML: its element's class, its inner HTML and its text. */
export interface CodeLineHtml {
  className: string | undefined;
  html: string;
  text: string;
}

const ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };
const ESCAPED = /["&'<>]/g;

// The escaping React's server renderer applies to text and to attribute values.
const escapeHtml = (text: string) => text.replace(ESCAPED, (c) => ESCAPES[c]!);

/** The class of a plain span (props null or only a string className), or false for anything else. */
function spanClass(node: ContentNode): string | undefined | false {
  if (!Array.isArray(node) || node[0] !== 'span') return false;
  const props = node[1] as Record<string, unknown> | null;
  if (props === null) return undefined;
  let className: string | undefined;
  for (const name in props) {
    if (name !== 'className' || typeof props[name] !== 'string') return false;
    className = props[name] as string;
  }
  return className;
}

/**
 * Writes the children of a span as React's server renderer writes them: text escaped, a
 * `<!-- -->` between two texts that follow each other (the browser's hydration tells them
 * apart by it), spans with their class. Returns false when a child is anything else.
 */
function writeChildren(children: readonly ContentNode[], out: { html: string; text: string }): boolean {
  let lastWasText = false;
  for (let i = 2; i < children.length; i++) {
    const child = children[i]!;
    if (typeof child === 'string') {
      if (child === '') continue;
      if (lastWasText) out.html += '<!-- -->';
      out.html += escapeHtml(child);
      out.text += child;
      lastWasText = true;
      continue;
    }
    const className = spanClass(child);
    if (className === false) return false;
    out.html += className === undefined ? '<span>' : `<span class="${escapeHtml(className)}">`;
    if (!writeChildren(child as readonly ContentNode[], out)) return false;
    out.html += '</span>';
    lastWasText = false;
  }
  return true;
}

/**
 * The lines of a highlighted code block (one span per line, spans of tokens inside) as HTML,
 * the way React's server renderer writes them; undefined when a child is not such a line (the
 * block then renders through React as usual). A code block's tokens are most of a page's
 * elements, and writing their HTML directly costs far less than React rendering each one.
 */
export function codeLinesHtml(lines: readonly ContentNode[]): CodeLineHtml[] | undefined {
  const result: CodeLineHtml[] = [];
  for (const line of lines) {
    // Newlines between line elements are dropped by the code block.
    if (typeof line === 'string' && line.trim() === '') continue;
    const className = spanClass(line);
    if (className === false) return undefined;
    const out = { html: '', text: '' };
    if (!writeChildren(line as readonly ContentNode[], out)) return undefined;
    result.push({ className, ...out });
  }
  return result.length > 0 ? result : undefined;
}

/** A code line whose HTML is written already; its children are the line's text, which the code block reads. */
function HtmlLine({ className, html }: { className: string | undefined; html: string; children?: string }) {
  return createElement('span', { className, dangerouslySetInnerHTML: { __html: html } });
}

/**
 * A code block's lines as elements that hold their HTML, for React's renderToString (its
 * text separators included); undefined when a line is not plain spans.
 */
export function codeLinesAsHtml(lines: readonly ContentNode[]): ReactNode[] | undefined {
  return codeLinesHtml(lines)?.map((line, i) => createElement(HtmlLine, { key: i, className: line.className, html: line.html }, line.text));
}
