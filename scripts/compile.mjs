// Compiles the generator (src/) to lib/ with esbuild, so `bin/docs.js` runs plain JavaScript.
// Dependencies stay external: they are resolved from node_modules at run time.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

await build({
  absWorkingDir: root,
  entryPoints: { cli: 'src/cli/main.ts', worker: 'src/render/render-worker.ts' },
  outdir: 'lib',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  splitting: true,
  define: { __DOCS_VERSION__: JSON.stringify(pkg.version) },
  logLevel: 'warning',
});
