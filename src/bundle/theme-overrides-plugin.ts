import type { Loader, Plugin } from 'esbuild';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { OVERRIDE_EXTENSIONS, themeComponents } from './theme-components.js';

const SKIP = Symbol('docs-theme-overrides');
const ORIGINAL = '@docs/theme-original/';
const LOADERS: Record<string, Loader> = { '.tsx': 'tsx', '.jsx': 'jsx', '.ts': 'ts', '.js': 'jsx' };

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Lets a site replace template components one by one: an import that resolves to
 * `template/components/Footer.tsx` (or `template/pages/...`) resolves to the site's
 * `theme/Footer.tsx` when that file exists. An override is compiled as if it stood in the
 * original's place, so the relative imports of a copied component keep working; an import of
 * another file of theme/ (`./helper`) finds it there; `@docs/theme-original/Footer` imports
 * the original (to wrap it).
 *
 * Only imports whose last segment names a file of theme/ reach this plugin's JavaScript (the
 * filter runs inside esbuild), so a site without overrides pays nothing for the feature.
 */
export function themeOverridesPlugin(template: string, themeDir: string): Plugin {
  const components = themeComponents(template);
  const originalByName = new Map(components.map((c) => [c.name, c.file]));
  const nameByOriginal = new Map(components.map((c) => [c.file, c.name]));
  // Files of theme/ by name (without extension): overrides, and helpers they import.
  const themeFiles = new Map<string, string>();
  if (existsSync(themeDir)) {
    const rank = (file: string) => (OVERRIDE_EXTENSIONS as readonly string[]).indexOf(path.extname(file));
    for (const entry of readdirSync(themeDir)) {
      const ext = path.extname(entry);
      const name = entry.slice(0, -ext.length);
      const file = path.join(themeDir, entry);
      // Footer.tsx wins over Footer.js, as findOverride (and docs swizzle) see it.
      if (rank(file) >= 0 && (!themeFiles.has(name) || rank(file) < rank(themeFiles.get(name)!))) themeFiles.set(name, file);
    }
  }
  const overrides = [...themeFiles].filter(([name]) => originalByName.has(name));
  return {
    name: 'docs-theme-overrides',
    setup(build) {
      build.onResolve({ filter: /^@docs\/theme-original\// }, (args) => {
        const name = args.path.slice(ORIGINAL.length);
        const file = originalByName.get(name);
        if (!file) return { errors: [{ text: `"${name}" is not a theme component; the components are: ${[...originalByName.keys()].join(', ')}` }] };
        return { path: file };
      });
      if (themeFiles.size === 0) return;

      // An override's relative imports resolve from the original's folder, as if it stood there.
      if (overrides.length > 0) {
        const files = new RegExp(`^(?:${overrides.map(([, file]) => escapeRegExp(file)).join('|')})$`);
        build.onLoad({ filter: files }, (args) => {
          const name = path.basename(args.path, path.extname(args.path));
          return { contents: readFileSync(args.path, 'utf8'), loader: LOADERS[path.extname(args.path)], resolveDir: path.dirname(originalByName.get(name)!) };
        });
      }

      const names = new RegExp(`^\\.\\.?/(?:.*/)?(?:${[...themeFiles.keys()].map(escapeRegExp).join('|')})$`);
      build.onResolve({ filter: names }, async (args) => {
        if (args.pluginData === SKIP || !args.importer) return undefined;
        const name = args.path.slice(args.path.lastIndexOf('/') + 1);
        const local = themeFiles.get(name);
        // `./helper` from a file of theme/ is the theme/ file of that name (an override of that component, or a helper).
        if (args.importer.startsWith(themeDir + path.sep) && args.path === `./${name}` && local && local !== args.importer) return { path: local };
        if (!args.importer.startsWith(template + path.sep) && !args.importer.startsWith(themeDir + path.sep)) return undefined;
        const result = await build.resolve(args.path, { resolveDir: args.resolveDir, importer: args.importer, kind: args.kind, pluginData: SKIP });
        if (result.errors.length > 0) return { errors: result.errors };
        const original = nameByOriginal.get(result.path);
        const override = original ? themeFiles.get(original) : undefined;
        // Never resolve an override to itself (a wrapper imports the original by @docs/theme-original/).
        if (override && override !== args.importer) return { path: override };
        return { path: result.path, external: result.external, namespace: result.namespace, sideEffects: result.sideEffects };
      });
    },
  };
}
