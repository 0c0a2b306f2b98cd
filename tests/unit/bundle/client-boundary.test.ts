import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { walkFiles } from '../../../src/files/walk.js';
import { repoRoot } from '../../helpers/fixture.js';
import { themeAliases } from '../../../src/files/package-root.js';

const template = path.join(repoRoot, 'template');
const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);

describe('the wall between Node and the browser', () => {
  it('no Node builtin reaches the client bundle', async () => {
    const reached: string[] = [];
    await build({
      entryPoints: [path.join(template, 'entry-client.tsx')],
      bundle: true,
      write: false,
      platform: 'browser',
      format: 'esm',
      splitting: true,
      outdir: '/tmp/docs-boundary',
      jsx: 'automatic',
      logLevel: 'silent',
      alias: themeAliases(template),
      define: { __DOCS_MERMAID__: 'true' },
      plugins: [
        {
          name: 'watch-builtins',
          setup(b) {
            b.onResolve({ filter: /^@docs\/(pages|custom-css|mdx-components|client-core|mermaid)$/ }, (args) => ({ path: args.path, namespace: 'virtual' }));
            b.onLoad({ filter: /.*/, namespace: 'virtual' }, () => ({
              contents:
                'export const loadPage = async () => ({}); export const getLoadedPage = () => undefined; export const SITE_COMPONENTS = {}; export const registerModuleUrls = () => {}; export const loadMermaid = undefined;',
              loader: 'js',
            }));
            b.onResolve({ filter: /.*/ }, (args) => {
              if (builtins.has(args.path)) reached.push(`${args.path} from ${path.relative(repoRoot, args.importer)}`);
              return undefined;
            });
          },
        },
      ],
    });
    expect(reached).toEqual([]);
  });

  it('the template imports nothing outside itself but packages (docs-kiln/shared for shared code)', () => {
    const offenders: string[] = [];
    for (const file of walkFiles(template, (n) => /\.tsx?$/.test(n))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
        const target = path.resolve(path.dirname(file), m[1]!);
        if (!target.startsWith(template + path.sep)) offenders.push(`${path.relative(repoRoot, file)}: ${m[1]}`);
      }
      if (/from 'node:|import\('node:/.test(text)) offenders.push(`${path.relative(repoRoot, file)}: node builtin`);
    }
    expect(offenders).toEqual([]);
  });
});
