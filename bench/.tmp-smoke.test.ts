import { test } from 'vitest';
import { readFileSync } from 'node:fs';
import { renderMarkdown } from '../src/markdown/render-markdown.js';
test('smoke', () => {
  const abs = '/work/main/content/docs/auth/entities.md';
  const r = renderMarkdown({ file: 'content/docs/auth/entities.md', absPath: abs, source: readFileSync(abs, 'utf8'), resolveMarkdownLink: (p) => p.endsWith('overview.md') ? '/docs/x' : undefined, resolveAsset: () => '/assets/x.svg' });
  console.log(JSON.stringify({ ...r, content: undefined }, null, 1).slice(0, 3000));
  console.log(JSON.stringify(r.content.slice(0, 12)).slice(0, 4000));
});
