import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { resolutionProbes } from '../../../src/bundle/resolution-probes.js';
import { removeDir } from '../../helpers/fixture.js';

const site = mkdtempSync(path.join(os.tmpdir(), 'docs-probes-'));
afterAll(() => removeDir(site));

/** A metafile whose one input (a site file) made these imports: [what it wrote, what esbuild found]. */
function metafile(importer: string, imports: [string, string][]): Metafile {
  return {
    inputs: {
      [importer]: { bytes: 1, imports: imports.map(([original, found]) => ({ path: found, kind: 'import-statement' as const, original })), format: 'esm' },
    },
    outputs: {},
  };
}

describe('resolutionProbes', () => {
  it('lists what esbuild tried before the file it found, in its order', () => {
    const probes = resolutionProbes(metafile('src/pages/index.jsx', [['../components/Card', 'src/components/Card.js']]), site, []);
    const at = (name: string) => path.join(site, 'src/components', name);
    expect(probes).toEqual([at('Card'), at('Card.tsx'), at('Card.ts'), at('Card.jsx')]);
  });

  it("lists every extension before a folder's index, and reads @site/ from the site folder", () => {
    const probes = resolutionProbes(
      metafile(`docs-mdx-route:${path.join(site, 'docs/intro.mdx')}`, [['@site/src/components/Note', 'src/components/Note/index.js']]),
      site,
      [],
    );
    const at = (name: string) => path.join(site, 'src/components', name);
    expect(probes).toEqual([
      at('Note'),
      ...['.tsx', '.ts', '.jsx', '.js', '.css', '.json'].map((ext) => at(`Note${ext}`)),
      at('Note/index.tsx'),
      at('Note/index.ts'),
      at('Note/index.jsx'),
    ]);
  });

  it("lists nothing for an exact path, a package's own imports, or an aliased package", () => {
    const exact = metafile('src/pages/index.jsx', [['./styles.module.css', 'src/pages/styles.module.css']]);
    const inPackage = metafile('node_modules/zustand/index.js', [['./vanilla', 'node_modules/zustand/vanilla.js']]);
    const aliased = metafile('src/pages/index.jsx', [['react', '../../elsewhere/node_modules/react/index.js']]);
    expect([...resolutionProbes(exact, site, []), ...resolutionProbes(inPackage, site, []), ...resolutionProbes(aliased, site, ['react'])]).toEqual([]);
  });

  it('lists the node_modules folders nearer than the package found, a symbolic link to the package counting as found', () => {
    const store = path.join(site, 'node_modules/.pnpm/zustand@5/node_modules/zustand');
    mkdirSync(store, { recursive: true });
    writeFileSync(path.join(store, 'package.json'), '{"name":"zustand"}');
    symlinkSync(store, path.join(site, 'node_modules/zustand'));
    const found = path.relative(site, path.join(store, 'index.js'));
    const probes = resolutionProbes(metafile('src/components/Store.js', [['zustand/vanilla', found]]), site, []);
    expect(probes).toEqual([path.join(site, 'src/components/node_modules/zustand/package.json'), path.join(site, 'src/node_modules/zustand/package.json')]);
  });
});
