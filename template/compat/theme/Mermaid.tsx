import { MermaidDiagram } from '../../components/MermaidDiagram';

/**
 * `@theme/Mermaid` (of `@docusaurus/theme-mermaid`): the diagram of `value`, drawn in the browser
 * by the site's mermaid package when markdown.mermaid is on; otherwise its source as a code block.
 */
export default function Mermaid({ value }: { value: string }) {
  return <MermaidDiagram value={value} />;
}
