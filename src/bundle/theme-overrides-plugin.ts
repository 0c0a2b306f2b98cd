import type { Loader, Plugin, PluginBuild } from 'esbuild';
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { asLoadResultAsync } from './sass-plugin.js';
import { findOverride, OVERRIDE_EXTENSIONS, themeComponents } from './theme-components.js';

const SKIP = Symbol('docs-theme-overrides');
const ORIGINAL = '@docs/theme-original/';
const LOADERS: Record<string, Loader> = { '.tsx': 'tsx', '.jsx': 'jsx', '.ts': 'ts', '.js': 'jsx' };

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Lets a site replace template components one by one: an import that resolves to
 * `template/components/Footer.tsx` (or `template/pages/...`) resolves to the site's
 * `theme/Footer.tsx` (or the folder form `theme/Footer/index.tsx`) when it exists. An
 * override is compiled as if it stood in the original's place, so the relative imports of a
 * copied component keep working; an import of another file of theme/ (`./helper`), or of
 * the folder form's own folder, finds it there; `@docs/theme-original/Footer` imports the
 * original (to wrap it).
 *
 * Only imports whose last segment names a file of theme/ reach this plugin's JavaScript (the
 * filter runs inside esbuild), so a site without overrides pays nothing for the feature.
 */
export function themeOverridesPlugin(
  template: string,
  themeDir: string,
  transform: (source: string, file: string) => Promise<string> = async (s) => s,
): Plugin {
  const components = themeComponents(template);
  const originalByName = new Map(components.map((c) => [c.name, c.file]));
  const nameByOriginal = new Map(components.map((c) => [c.file, c.name]));
  const themeFiles = themeFolderFiles(themeDir);
  const overrides = overridesOf(themeFiles, originalByName);
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
        const nameByFile = new Map(overrides.map(([name, file]) => [file, name]));
        const files = new RegExp(`^(?:${overrides.map(([, file]) => escapeRegExp(file)).join('|')})$`);
        build.onLoad({ filter: files }, async (args) => {
          const name = nameByFile.get(args.path)!;
          return asLoadResultAsync(async () => ({
            contents: await transform(await readFile(args.path, 'utf8'), args.path),
            loader: LOADERS[path.extname(args.path)],
            resolveDir: path.dirname(originalByName.get(name)!),
          }));
        });
        ownFolderImports(
          build,
          overrides.map(([, file]) => file).filter((file) => path.basename(file, path.extname(file)) === 'index'),
          SKIP,
        );
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

// The files of theme/ that replace a component of the template, with the component's name.
const overridesOf = (themeFiles: Map<string, string>, originals: Map<string, string>) => [...themeFiles].filter(([name]) => originals.has(name));

/** The files of a site's theme folder that replace a component of the template (loaded in the original's place). */
export function themeOverrideFiles(template: string, themeDir: string): Set<string> {
  const originals = new Map(themeComponents(template).map((c) => [c.name, c.file]));
  return new Set(overridesOf(themeFolderFiles(themeDir), originals).map(([, file]) => file));
}

/**
 * The files of a theme folder by name (without extension): overrides and the helpers they
 * import (`Footer.tsx`), and overrides in the folder form (`Footer/index.tsx`). Footer.tsx wins
 * over Footer.js, and a file over a folder, as findOverride (and docs swizzle) see them.
 */
function themeFolderFiles(themeDir: string): Map<string, string> {
  const files = new Map<string, string>();
  if (!existsSync(themeDir)) return files;
  for (const entry of readdirSync(themeDir, { withFileTypes: true })) {
    const ext = path.extname(entry.name);
    const name = entry.isDirectory() ? entry.name : entry.name.slice(0, -ext.length);
    if (files.has(name) || !(entry.isDirectory() || (OVERRIDE_EXTENSIONS as readonly string[]).includes(ext))) continue;
    const file = findOverride(themeDir, name);
    if (file) files.set(name, file);
  }
  return files;
}

/**
 * A folder-form override (`theme/Footer/index.tsx`) is compiled in the original's folder too,
 * but a relative import of a file its own folder has (`./styles.module.css`, `./LinkItem`)
 * resolves there. Only imports naming such a file reach this rule's JavaScript.
 */
function ownFolderImports(build: PluginBuild, indexFiles: string[], skip: symbol): void {
  const own = new Set(indexFiles);
  const names = new Set<string>();
  for (const file of indexFiles) {
    for (const entry of readdirSync(path.dirname(file))) names.add(entry).add(entry.replace(/\.[^.]+$/, ''));
  }
  if (names.size === 0) return;
  const filter = new RegExp(`^\\./(?:${[...names].map(escapeRegExp).join('|')})(?:/.*)?$`);
  build.onResolve({ filter }, async (args) => {
    if (args.pluginData === skip || !own.has(args.importer)) return undefined;
    // As an absolute path, which no plugin's rule for relative imports takes up again.
    const file = path.join(path.dirname(args.importer), args.path);
    const result = await build.resolve(file, { resolveDir: path.dirname(args.importer), importer: args.importer, kind: args.kind, pluginData: skip });
    return result.errors.length > 0 ? undefined : result;
  });
}
