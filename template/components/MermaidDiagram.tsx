import { useEffect, useId, useState } from 'react';
import { loadMermaid } from '@docs/mermaid';
import { useColorMode } from '../hooks/color-mode';

/**
 * A mermaid diagram: the server's HTML shows its source in a code block; in the browser the
 * site's mermaid package (loaded only by the pages that draw a diagram) draws it, again when
 * the colour mode changes. Without markdown.mermaid there is no package to load, and the
 * source stays.
 */
export function MermaidDiagram({ value }: { value: string }) {
  const { mode } = useColorMode();
  const [svg, setSvg] = useState<string | null>(null);
  const id = `docs-mermaid-${useId().replace(/[^\w-]/g, '')}`;
  useEffect(() => {
    if (!loadMermaid) return;
    let live = true;
    loadMermaid()
      .then(async ({ default: mermaid }) => {
        mermaid.initialize({ startOnLoad: false, theme: mode === 'dark' ? 'dark' : 'default' });
        const drawn = await mermaid.render(id, value);
        if (live) setSvg(drawn.svg);
      })
      .catch((error: unknown) => console.error('[docs] The mermaid diagram could not be drawn:', error));
    return () => {
      live = false;
    };
  }, [id, value, mode]);
  if (svg !== null)
    return <div className="docs-mermaid" data-mode={mode} style={{ textAlign: 'center', marginBottom: '1rem' }} dangerouslySetInnerHTML={{ __html: svg }} />;
  return (
    <pre className="docs-code docs-mermaid">
      <code className="language-mermaid">{value}</code>
    </pre>
  );
}
