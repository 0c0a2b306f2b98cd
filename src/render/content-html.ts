import type { ContentNode } from '../../shared/types.js';
import { escapeHtml } from '../../shared/html.js';

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const ATTR_NAMES: Record<string, string> = { className: 'class', htmlFor: 'for', tabIndex: 'tabindex', colSpan: 'colspan', rowSpan: 'rowspan' };

/**
 * Serialises rendered content to plain HTML for feeds, with site links made absolute.
 * Components become their static equivalent (a code block is a <pre>, tabs are sections).
 */
export function contentToHtml(nodes: ContentNode[], absolute: (url: string) => string): string {
  return nodes.map((n) => nodeToHtml(n, absolute)).join('');
}

function nodeToHtml(node: ContentNode, absolute: (url: string) => string): string {
  if (typeof node === 'string') return escapeHtml(node);
  if (!Array.isArray(node)) return '';
  const [tag, props, ...children] = node;
  const p = props ?? {};
  const inner = () => children.map((c) => nodeToHtml(c, absolute)).join('');
  switch (tag) {
    case 'CodeBlock':
      return `${p.title ? `<p><em>${escapeHtml(String(p.title))}</em></p>` : ''}<pre><code>${escapeHtml(String(p.code ?? ''))}</code></pre>`;
    case 'Admonition': {
      const title = String(p.title ?? String(p.type ?? 'note').replace(/^\w/, (c) => c.toUpperCase()));
      return `<blockquote><p><strong>${escapeHtml(title)}</strong></p>${inner()}</blockquote>`;
    }
    case 'Heading':
      return `<${String(p.as ?? 'h2')} id="${escapeHtml(String(p.id ?? ''))}">${inner()}</${String(p.as ?? 'h2')}>`;
    case 'Tabs':
      return `<div>${inner()}</div>`;
    case 'TabItem':
      return `<div><p><strong>${escapeHtml(String(p.label ?? p.value ?? ''))}</strong></p>${inner()}</div>`;
  }
  if (/^[A-Z]/.test(tag)) return inner();
  const attrs = Object.entries(p)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => {
      const name = ATTR_NAMES[k] ?? k;
      if (v === true) return ` ${name}`;
      let value = typeof v === 'object' ? styleToString(v as Record<string, unknown>) : String(v);
      if ((name === 'href' || name === 'src') && value.startsWith('/')) value = absolute(value);
      return ` ${name}="${escapeHtml(value)}"`;
    })
    .join('');
  return VOID.has(tag) ? `<${tag}${attrs}>` : `<${tag}${attrs}>${inner()}</${tag}>`;
}

function styleToString(style: Record<string, unknown>): string {
  return Object.entries(style)
    .map(([k, v]) => `${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${String(v)}`)
    .join(';');
}
