const MAGIC = /^\s*(?:\/\/|#|--|\{?\/\*|<!--)\s*highlight-(next-line|start|end)\s*(?:\*\/\}?|-->)?\s*$/;

/**
 * Applies Docusaurus highlight comments (`// highlight-next-line`, `// highlight-start` …
 * `// highlight-end`, also with #, --, /* *\/, {/* *\/} and <!-- --> comment styles):
 * removes those lines and returns the code with the 1-based lines they mark.
 */
export function applyMagicComments(code: string): { code: string; highlight: number[] } {
  if (!code.includes('highlight-')) return { code, highlight: [] };
  const kept: string[] = [];
  const highlight: number[] = [];
  let nextLine = false;
  let depth = 0;
  for (const line of code.split('\n')) {
    const magic = line.includes('highlight-') ? MAGIC.exec(line) : null;
    if (magic) {
      if (magic[1] === 'next-line') nextLine = true;
      else if (magic[1] === 'start') depth++;
      else depth = Math.max(0, depth - 1);
      continue;
    }
    kept.push(line);
    if (nextLine || depth > 0) highlight.push(kept.length);
    nextLine = false;
  }
  return { code: kept.join('\n'), highlight };
}
