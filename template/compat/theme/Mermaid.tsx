/**
 * `@theme/Mermaid` (of `@docusaurus/theme-mermaid`): diagrams are not drawn here (that needs the
 * mermaid library in every reader's browser), so the diagram's source shows as a code block,
 * which still reads as the diagram's description.
 */
export default function Mermaid({ value }: { value: string }) {
  return (
    <pre className="docs-code docs-mermaid">
      <code className="language-mermaid">{value}</code>
    </pre>
  );
}
