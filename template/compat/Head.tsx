import { Children, isValidElement, useEffect, type ReactElement, type ReactNode } from 'react';
import type { DocumentAttributes } from 'docs-kiln/shared/types';

/** Head elements rendered on the server during one route's render, written into its <head>. */
let collected: ReactNode[] | undefined;

/** Starts collecting <Head> children for one server render; returns the function that ends it. */
export function collectHead(): () => ReactNode[] {
  const mine: ReactNode[] = [];
  collected = mine;
  return () => {
    if (collected === mine) collected = undefined;
    return mine;
  };
}

/** The HTML attributes of an element's props (`className` as `class`); children and handlers are not attributes. */
function attributesOf(props: Record<string, unknown>): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(props)) {
    if (name !== 'children' && (typeof value === 'string' || typeof value === 'number')) attributes[name === 'className' ? 'class' : name] = String(value);
  }
  return attributes;
}

/**
 * Splits what `<Head>` collected during a server render: `<html>` and `<body>` children set
 * attributes of the document's own tags (a later one winning per attribute), the rest goes
 * into <head>.
 */
export function splitHead(nodes: ReactNode[]): { tags: ReactNode[]; attributes: DocumentAttributes } {
  const attributes: DocumentAttributes = { html: {}, body: {} };
  const tags: ReactNode[] = [];
  for (const child of nodes.flatMap((node) => Children.toArray(node))) {
    const type = isValidElement(child) ? child.type : undefined;
    if (type === 'html' || type === 'body') Object.assign(attributes[type], attributesOf((child as ReactElement<Record<string, unknown>>).props));
    else tags.push(child);
  }
  return { tags, attributes };
}

// What the server writes on <html> for every page, for a page whose own values were written in its place.
const SHELL_ATTRIBUTES: Record<string, string> = { lang: 'en', dir: 'ltr' };

// Sets attributes of the document's <html> or <body> while a page shows; returns what puts the
// previous values back. A value the server already wrote for this page (the first page loaded)
// goes back to the shell's own, or away.
function setDocumentAttributes(target: Element, attributes: Record<string, string>): () => void {
  const previous = Object.entries(attributes).map(([name, value]) => {
    const before = target.getAttribute(name);
    return [name, before === value ? (target === document.documentElement ? (SHELL_ATTRIBUTES[name] ?? null) : null) : before] as const;
  });
  for (const [name, value] of Object.entries(attributes)) target.setAttribute(name, value);
  return () => {
    for (const [name, value] of previous) value === null ? target.removeAttribute(name) : target.setAttribute(name, value);
  };
}

/**
 * `<Head>` (Docusaurus' `@docusaurus/Head`): `<title>`, `<meta>` and `<link>` children go into
 * the page's <head>, and `<html>` and `<body>` children set attributes of the document's own
 * tags: written by the server, and applied on the client when a navigation shows the page.
 */
export function Head({ children }: { children?: ReactNode }) {
  if (collected) collected.push(children);
  useEffect(() => {
    const added: Element[] = [];
    const restores: (() => void)[] = [];
    let previousTitle: string | undefined;
    for (const child of Children.toArray(children)) {
      if (!isValidElement(child) || typeof child.type !== 'string') continue;
      const element = child as ReactElement<Record<string, unknown>>;
      if (element.type === 'html' || element.type === 'body') {
        const target = element.type === 'html' ? document.documentElement : document.body;
        restores.push(setDocumentAttributes(target, attributesOf(element.props)));
        continue;
      }
      if (element.type === 'title') {
        previousTitle ??= document.title;
        document.title = textOf(element.props.children);
        continue;
      }
      if (element.type !== 'meta' && element.type !== 'link') continue;
      const node = document.createElement(element.type);
      for (const [name, value] of Object.entries(attributesOf(element.props))) node.setAttribute(name, value);
      document.head.appendChild(node);
      added.push(node);
    }
    return () => {
      for (const node of added) node.remove();
      for (const restore of restores.reverse()) restore();
      if (previousTitle !== undefined) document.title = previousTitle;
    };
  }, [children]);
  return null;
}

function textOf(children: unknown): string {
  if (typeof children === 'string' || typeof children === 'number') return String(children);
  if (Array.isArray(children)) return children.map(textOf).join('');
  return '';
}

export default Head;
