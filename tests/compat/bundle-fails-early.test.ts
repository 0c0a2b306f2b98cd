import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompat, type CompatBuild } from '../helpers/compat.js';

// A site large enough for the render workers (they compile its MDX for the server bundle)
// whose browser bundle fails before it starts: markdown.mermaid is on and no mermaid package
// is installed. The build reports the error and ends, rather than waiting on a server bundle
// whose MDX the stopped workers would never deliver.
describe('a bundle that fails while the other still runs (tests/compat/bundle-fails-early)', () => {
  let run: CompatBuild;
  beforeAll(() => {
    run = buildCompat('bundle-fails-early', (dir) => {
      mkdirSync(path.join(dir, 'docs', 'ports'));
      for (let i = 1; i <= 200; i++) {
        const body = `# Port ${i}\n\nimport Moon from '../_moon.jsx';\n\nHigh water at port ${i}: <Moon phase="neap" />\n`;
        writeFileSync(path.join(dir, 'docs', 'ports', `port-${i}.mdx`), body);
      }
    });
  }, 180_000);
  afterAll(() => run.remove());

  it('ends with the error and a non-zero exit code', () => {
    expect(run.build.code, run.build.stderr).toBe(1);
    expect(run.build.stderr).toMatch(
      /site\.config\.json:\d+:\d+ error markdown\.mermaid is on, but the site has no mermaid package to draw the diagrams with \[bundle\/missing-package\]/,
    );
  });
});
