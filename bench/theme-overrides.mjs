#!/usr/bin/env node
// Cost of theme overrides: bundles the template's browser entry with esbuild as a build does,
// with and without the override plugin (which resolves every relative import of the theme a
// second time to see whether theme/<Name> replaces it), alternating, and prints the medians.
// With --override, the site has one override (theme/Footer.tsx) so the swap itself runs too.
//
//   node bench/theme-overrides.mjs [--runs 7] [--override]
import { build } from 'esbuild';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 7;
const withOverride = args.includes('--override');

// The plugin and the aliases are TypeScript in src/: compile them for this script.
const tmp = mkdtempSync(path.join(os.tmpdir(), 'docs-bench-theme-'));
const compiled = path.join(tmp, 'parts.mjs');
await build({
  stdin: {
    contents:
      "export { themeOverridesPlugin } from './src/bundle/theme-overrides-plugin.ts'; export { themeAliases, reactAliases } from './src/bundle/package-root.ts';",
    resolveDir: repo,
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  outfile: compiled,
  logLevel: 'error',
  // package-root.ts finds the package from its own file: point it at the repository.
  define: { 'import.meta.url': JSON.stringify(pathToFileURL(path.join(repo, 'src', 'bundle', 'package-root.ts')).href) },
});
const { themeOverridesPlugin, themeAliases, reactAliases } = await import(pathToFileURL(compiled).href);

const template = path.join(repo, 'template');
const site = path.join(tmp, 'site');
mkdirSync(path.join(site, 'theme'), { recursive: true });
if (withOverride) writeFileSync(path.join(site, 'theme', 'Footer.tsx'), 'export function Footer() { return <footer>site footer</footer>; }\n');

const virtual = {
  name: 'virtual-modules',
  setup(b) {
    // The generator's virtual modules, as empty CommonJS (any named import is accepted; nothing runs).
    b.onResolve({ filter: /^@docs\/(pages|custom-css|mdx-components)$/ }, (a) => ({ path: a.path, namespace: 'virtual' }));
    b.onLoad({ filter: /.*/, namespace: 'virtual' }, () => ({ contents: 'module.exports = {};', loader: 'js' }));
  },
};

let relative = 0;
// Counts the relative imports of a bundle (in a run of its own: a counting callback costs time too).
const counting = {
  name: 'count',
  setup(b) {
    b.onResolve({ filter: /^\.\.?\// }, () => {
      relative++;
      return undefined;
    });
  },
};

async function bundle(plugin, count = false) {
  const start = performance.now();
  await build({
    entryPoints: [path.join(template, 'entry-client.tsx')],
    absWorkingDir: site,
    bundle: true,
    write: false,
    platform: 'browser',
    format: 'esm',
    splitting: true,
    minify: true,
    outdir: path.join(tmp, 'out'),
    jsx: 'automatic',
    logLevel: 'silent',
    alias: { ...themeAliases(template), ...reactAliases() },
    loader: { '.svg': 'file', '.png': 'file', '.woff2': 'file' },
    plugins: [virtual, ...(count ? [counting] : []), ...(plugin ? [themeOverridesPlugin(template, path.join(site, 'theme'))] : [])],
  });
  return performance.now() - start;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
await bundle(false, true); // warms esbuild's service and the file cache, and counts
const without = [];
const withPlugin = [];
for (let i = 0; i < runs; i++) {
  without.push(await bundle(false));
  withPlugin.push(await bundle(true));
}
const a = median(without);
const b = median(withPlugin);
console.log(
  `load average ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}; ${runs} alternating runs; ${withOverride ? 'one override (theme/Footer.tsx)' : 'no override file'}`,
);
console.log(
  `client bundle of the theme, median: without the override plugin ${a.toFixed(0)} ms, with it ${b.toFixed(0)} ms (${b - a >= 0 ? '+' : ''}${(b - a).toFixed(0)} ms, ${(((b - a) / a) * 100).toFixed(1)}%)`,
);
console.log(`relative imports in the bundle: ${relative}; only those naming a file of theme/ reach the plugin's JavaScript`);
rmSync(tmp, { recursive: true, force: true });
