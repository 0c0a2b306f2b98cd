// Compiles the generator (src/) to lib/ with esbuild, so `bin/docs.js` runs plain JavaScript.
// Pure-JavaScript dependencies are bundled in: resolving and loading some 500 small modules
// from node_modules took most of the CLI's start (0.45 s of a 2.5 s warm build). Those that
// must stay one shared copy (React, which the server bundle imports too), carry native
// binaries (esbuild, chokidar) or only serve one command are resolved at run time; they, and
// the packages the theme imports (a site's build bundles it), are the package's only runtime
// dependencies (tests/unit/architecture/package-dependencies.test.ts). The hosted search
// client (algoliasearch) is an optional peer dependency, loaded only by `docs index --push`.
// Source maps stay out of the published package ("files" in package.json).
import { build } from 'esbuild';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const lib = path.join(root, 'lib');

// acorn-jsx requires acorn while micromark's MDX extension imports it: both get its ES module,
// so the CLI holds one copy (the CommonJS one was 236 KB more to load at every start).
const oneAcorn = {
  name: 'one-acorn',
  setup(b) {
    b.onResolve({ filter: /^acorn$/ }, () => ({ path: path.join(root, 'node_modules', 'acorn', 'dist', 'acorn.mjs') }));
  },
};

// jsonc-parser's main file is a UMD wrapper whose require() calls esbuild cannot follow: bundle its ES module build.
const jsoncEsm = {
  name: 'jsonc-esm',
  setup(b) {
    b.onResolve({ filter: /^jsonc-parser$/ }, () => ({ path: path.join(root, 'node_modules', 'jsonc-parser', 'lib', 'esm', 'main.js') }));
  },
};

// js-yaml 3's loader also builds its "full" schema, whose JavaScript-function type loads esprima
// when it can find it (a Docusaurus site's node_modules often has it): some 8 ms at every start
// for a type front matter never uses. The front matter reader names its own schema
// (src/markdown/read-yaml.ts), so the loader gets the safe schema in that slot.
const jsYamlWithoutEsprima = {
  name: 'js-yaml-without-esprima',
  setup(b) {
    b.onResolve({ filter: /^\.\/schema\/default_full$/ }, (args) =>
      args.importer.includes(`${path.sep}js-yaml${path.sep}`) ? { path: path.join(path.dirname(args.importer), 'schema', 'default_safe.js') } : undefined,
    );
  },
};

const result = await build({
  absWorkingDir: root,
  entryPoints: { cli: 'src/cli/main.ts', worker: 'src/core/render-worker.ts' },
  outdir: 'lib',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: ['react', 'react-dom', 'react/*', 'react-dom/*', 'esbuild', 'chokidar', 'ws', 'sirv', 'algoliasearch', '@docsearch/*', 'medium-zoom', 'nprogress'],
  // Bundled CommonJS dependencies call require() for Node's own modules.
  banner: { js: "import { createRequire as __docsCreateRequire } from 'node:module'; const require = __docsCreateRequire(import.meta.url);" },
  splitting: true,
  write: false,
  define: { __DOCS_VERSION__: JSON.stringify(pkg.version) },
  plugins: [oneAcorn, jsoncEsm, jsYamlWithoutEsprima],
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
