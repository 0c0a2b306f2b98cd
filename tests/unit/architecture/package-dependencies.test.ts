import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
};

/** The package a bare import specifier names ("@docsearch/js/docsearch" → "@docsearch/js"), or undefined for Node's own and the theme's aliases. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('node:') || specifier.startsWith('.') || specifier.startsWith('/')) return undefined;
  // The theme's own module names, resolved by the build (bundle-template.ts), and the package itself.
  if (/^@(docs|theme|docusaurus|site|generated)\//.test(specifier) || specifier.startsWith('docs-kiln/')) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Files under a folder whose name matches. */
function filesOf(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && pattern.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/** The packages that a set of files imports by name. */
function importedPackages(files: string[], forms: RegExp[]): Set<string> {
  const found = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const form of forms)
      for (const m of text.matchAll(form)) {
        const name = packageOf(m[1]!);
        if (name) found.add(name);
      }
  }
  return found;
}

const NODE_BUILTINS = new Set(['buffer', 'process', 'stream', 'events', 'fs', 'path', 'util', 'os', 'url', 'crypto']);

describe('the runtime dependencies of the package', () => {
  // What lib/ still imports by name after scripts/compile.mjs bundled the rest, and what the theme
  // imports (a site's build bundles template/ and shared/ from the installed package).
  const lib = importedPackages(filesOf(path.join(root, 'lib'), /\.js$/), [
    // esbuild writes each static import on a line of its own, with double quotes.
    /^(?:import|export)\s[^;]*?\bfrom\s*"([^"]+)";/gm,
    /^import\s*"([^"]+)";/gm,
    /\bimport\(\s*"([^"]+)"\s*\)/g,
    /\b__require\(\s*"([^"]+)"\s*\)/g,
  ]);
  const theme = importedPackages(
    [...filesOf(path.join(root, 'template'), /\.(tsx?|css)$/), ...filesOf(path.join(root, 'shared'), /\.ts$/)],
    [/\bfrom\s*'([^']+)'/g, /\bimport\(\s*'([^']+)'\s*\)/g, /^import\s+'([^']+)'/gm, /@import\s+'([^']+)'/g],
  );
  // Needed at run time without an import by name that the patterns above see.
  const unseen = [
    // The grammars of code languages are required by a name made at run time (src/markdown/code-languages.ts).
    'refractor',
    // The declarations the package ships for theme code (types/) refer to React's types.
    '@types/react',
  ];
  const needed = new Set([...lib, ...theme, ...unseen].filter((name) => !NODE_BUILTINS.has(name)));
  const optional = Object.keys(manifest.peerDependencies ?? {}).filter((name) => manifest.peerDependenciesMeta?.[name]?.optional);

  it('lists every package lib/ and the theme import, as a dependency or an optional peer', () => {
    const runtime = new Set([...Object.keys(manifest.dependencies), ...optional]);
    expect([...needed].filter((name) => !runtime.has(name)).sort()).toEqual([]);
  });

  it('lists no dependency that nothing loads at run time (bundled ones are devDependencies)', () => {
    expect(Object.keys(manifest.dependencies).filter((name) => !needed.has(name))).toEqual([]);
  });

  it('loads the hosted search client only from the CLI, where it is an optional peer', () => {
    expect(theme.has('algoliasearch')).toBe(false);
    expect(optional).toEqual(['algoliasearch']);
    expect(manifest.devDependencies.algoliasearch).toBeDefined();
  });
});
