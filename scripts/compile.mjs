// Compiles the generator (src/) to lib/ with esbuild, so `bin/docs.js` runs plain JavaScript.
// Dependencies stay external: they are resolved from node_modules at run time.
import { build } from 'esbuild';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const lib = path.join(root, 'lib');

const result = await build({
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
  write: false,
  define: { __DOCS_VERSION__: JSON.stringify(pkg.version) },
  logLevel: 'warning',
});

// A CLI run may be reading lib/ right now (npm pack compiles while tests run the CLI): write
// only files whose bytes changed, each by an atomic rename, then drop chunks of older builds.
mkdirSync(lib, { recursive: true });
const fresh = new Set();
for (const file of result.outputFiles) {
  fresh.add(file.path);
  if (existsSync(file.path) && Buffer.compare(readFileSync(file.path), file.contents) === 0) continue;
  const tmp = `${file.path}.${process.pid}.tmp`;
  writeFileSync(tmp, file.contents);
  renameSync(tmp, file.path);
}
for (const name of readdirSync(lib)) {
  if (!fresh.has(path.join(lib, name))) rmSync(path.join(lib, name), { force: true });
}
