import type { ReactNode } from 'react';

/** A heading as an MDX file's `toc` gives it. */
interface TocEntry {
  value: string;
  id: string;
  level: number;
}

interface Node extends TocEntry {
  children: Node[];
}

/**
 * `@theme/TOCInline`: a page's table of contents in its content, from the `toc` every MDX
 * file has (`<TOCInline toc={toc} />`), with Docusaurus' minHeadingLevel and maxHeadingLevel.
 */
export default function TOCInline({
  toc,
  minHeadingLevel = 2,
  maxHeadingLevel = 3,
  className,
}: {
  toc?: readonly TocEntry[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
}) {
  const roots: Node[] = [];
  const open: Node[] = [];
  for (const entry of toc ?? []) {
    if (entry.level < minHeadingLevel || entry.level > maxHeadingLevel) continue;
    const node: Node = { ...entry, children: [] };
    while (open.length > 0 && open[open.length - 1]!.level >= node.level) open.pop();
    (open.length > 0 ? open[open.length - 1]!.children : roots).push(node);
    open.push(node);
  }
  if (roots.length === 0) return null;
  return <div className={className ? `docs-toc-inline ${className}` : 'docs-toc-inline'}>{list(roots)}</div>;
}

function list(nodes: Node[]): ReactNode {
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.id}>
          <a href={`#${node.id}`}>{node.value}</a>
          {node.children.length > 0 ? list(node.children) : null}
        </li>
      ))}
    </ul>
  );
}
