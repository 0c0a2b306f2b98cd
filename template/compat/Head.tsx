import { Children, isValidElement, useEffect, type ReactElement, type ReactNode } from 'react';

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

/**
 * `<Head>` (Docusaurus' `@docusaurus/Head`): `<title>`, `<meta>` and `<link>` children go into
 * the page's <head>: written there by the server, and applied on the client when a
 * navigation shows the page.
 */
export function Head({ children }: { children?: ReactNode }) {
  if (collected) collected.push(children);
  useEffect(() => {
    const added: Element[] = [];
    let previousTitle: string | undefined;
    for (const child of Children.toArray(children)) {
      if (!isValidElement(child) || typeof child.type !== 'string') continue;
      const element = child as ReactElement<Record<string, unknown>>;
      if (element.type === 'title') {
        previousTitle ??= document.title;
        document.title = textOf(element.props.children);
        continue;
      }
      if (element.type !== 'meta' && element.type !== 'link') continue;
      const node = document.createElement(element.type);
      for (const [name, value] of Object.entries(element.props)) {
        if (name !== 'children' && (typeof value === 'string' || typeof value === 'number'))
          node.setAttribute(name === 'className' ? 'class' : name, String(value));
      }
      document.head.appendChild(node);
      added.push(node);
    }
    return () => {
      for (const node of added) node.remove();
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
