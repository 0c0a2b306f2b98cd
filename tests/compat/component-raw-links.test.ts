import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCompat, type CompatBuild } from '../helpers/compat.js';

// Which links a component renders the build checks, as Docusaurus does: those of <Link> (and
// of anchors in MDX, which render through it), not the plain <a> elements of a component.
describe('links rendered by components', () => {
  let run: CompatBuild | undefined;
  afterEach(() => run?.remove());

  it('leaves the plain anchors of a component unchecked', () => {
    run = buildCompat('component-raw-links');
    expect(run.build.code, run.build.stderr).toBe(0);
    expect(run.read('docs/flags/index.html')).toContain('<a href="/docs/semaphore">Semaphore</a>');
  });

  it('checks the links of <Link> in a component, and of anchors written in MDX', () => {
    run = buildCompat('component-raw-links', (dir) => {
      writeFileSync(
        path.join(dir, 'src/components/FlagChart.tsx'),
        'import Link from \'@docusaurus/Link\';\nexport default function FlagChart() {\n  return <Link to="/docs/pennants">Pennants</Link>;\n}\n',
      );
      writeFileSync(
        path.join(dir, 'docs/flags.mdx'),
        `import FlagChart from '@site/src/components/FlagChart';\n\n# Flags\n\n<FlagChart />\n\n<a href="/docs/burgees">Burgees</a>\n`,
      );
    });
    expect(run.build.code).not.toBe(0);
    expect(run.build.stderr).toContain('broken link /docs/pennants');
    expect(run.build.stderr).toContain('broken link /docs/burgees');
  });
});
