import type { ImportKind, Plugin, ResolveResult } from 'esbuild';
import path from 'node:path';
import { findOverride, themeComponents } from '../theme/theme-components.js';

const SKIP = Symbol('docs-theme-overrides');
const ORIGINAL = '@docs/theme-original/';

/**
 * Lets a site replace template components one by one: an import that resolves to
 * `template/components/Footer.tsx` (or `template/pages/...`) resolves to the site's
 * `theme/Footer.tsx` when that file exists. An override is compiled as if it stood in the
 * original's place, so the relative imports of a copied component keep working, and
 * `@docs/theme-original/Footer` imports the original (to wrap it).
 */
export function themeOverridesPlugin(template: string, themeDir: string): Plugin {
  const originals = new Map(themeComponents(template).map((c) => [c.file, c.name]));
  const byName = new Map(themeComponents(template).map((c) => [c.name, c.file]));
  const inside = (dir: string, file: string) => file.startsWith(dir + path.sep);
  // The override of each component is looked up once per build.
  const overrides = new Map<string, string | undefined>();
  const overrideOf = (name: string) => {
    if (!overrides.has(name)) overrides.set(name, findOverride(themeDir, name));
    return overrides.get(name);
  };
  return {
    name: 'docs-theme-overrides',
    setup(build) {
      const resolveFrom = async (spec: string, resolveDir: string, importer: string, kind: ImportKind): Promise<ResolveResult> =>
        build.resolve(spec, { resolveDir, importer, kind, pluginData: SKIP });

      build.onResolve({ filter: /^@docs\/theme-original\// }, (args) => {
        const name = args.path.slice(ORIGINAL.length);
        const file = byName.get(name);
        if (!file) return { errors: [{ text: `"${name}" is not a theme component; the components are: ${[...byName.keys()].join(', ')}` }] };
        return { path: file };
      });

      build.onResolve({ filter: /^\.\.?\// }, async (args) => {
        if (args.pluginData === SKIP || !args.importer) return undefined;
        const fromTemplate = inside(template, args.importer);
        const fromTheme = inside(themeDir, args.importer);
        if (!fromTemplate && !fromTheme) return undefined;
        let result = await resolveFrom(args.path, args.resolveDir, args.importer, args.kind);
        if (result.errors.length > 0 && fromTheme) {
          // A relative import the theme folder cannot satisfy resolves from the original's folder.
          const original = byName.get(path.basename(args.importer).replace(/\.[jt]sx?$/, ''));
          if (original) result = await resolveFrom(args.path, path.dirname(original), args.importer, args.kind);
        }
        if (result.errors.length > 0) return { errors: result.errors };
        const name = originals.get(result.path);
        const override = name ? overrideOf(name) : undefined;
        // Never resolve an override to itself (a wrapper imports the original by @docs/theme-original/).
        if (override && override !== args.importer) return { path: override };
        return { path: result.path, external: result.external, namespace: result.namespace, sideEffects: result.sideEffects };
      });
    },
  };
}
