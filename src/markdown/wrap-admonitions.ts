import type { Parent, RootContent } from 'mdast';
import type { AdmonitionRange } from './scan-blocks.js';

/** An admonition in mdast (made by wrapAdmonitions, rendered by the `admonition` handler). */
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
 * Moves the nodes lying between each admonition's fence lines (which the line scan
 * blanked) into an admonition node, at whatever depth the fences were written: in the
 * root, a list item, a component... Nested ranges are wrapped inside their parent.
 */
export function wrapAdmonitions(parent: Parent, ranges: AdmonitionRange[]): void {
  if (ranges.length === 0) return;
  const kids = parent.children as RootContent[];
  const out: RootContent[] = [];
  let i = 0;
  let r = 0;
  while (r < ranges.length) {
    const range = ranges[r];
    while (i < kids.length && endLine(kids[i]) < range.startLine) out.push(kids[i++]);

    const host = kids[i];
    if (host && startLine(host) <= range.startLine && 'children' in host) {
      // The fence is inside this node (e.g. an indented fence in a list item): wrap there,
      // together with every following range that also starts inside it.
      const batch: AdmonitionRange[] = [];
      while (r < ranges.length && ranges[r].startLine <= endLine(host)) batch.push(ranges[r++]);
      wrapAdmonitions(host, batch);
      out.push(host);
      i++;
      continue;
    }

    const node: AdmonitionNode = {
      type: 'admonition',
      admonitionType: range.type,
      children: [],
      position: {
        start: { line: range.startLine, column: range.column },
        end: { line: range.endLine, column: 1 },
      },
    };
    if (range.title !== undefined) node.title = range.title;
    while (i < kids.length && startLine(kids[i]) > range.startLine && endLine(kids[i]) < range.endLine) {
      node.children.push(kids[i++]);
    }
    wrapAdmonitions(node, range.children);
    out.push(node);
    r++;
  }
  while (i < kids.length) out.push(kids[i++]);
  parent.children = out;
}

function startLine(node: RootContent): number {
  return node.position?.start.line ?? 0;
}

function endLine(node: RootContent): number {
  return node.position?.end.line ?? 0;
}
