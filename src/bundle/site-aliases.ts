/**
 * The import aliases of a Docusaurus site: `@site/` for the site's folder, `@theme/` and
 * `@theme-original/` for the theme's components (a site's src/theme/ overriding them), and
 * `@docusaurus/` for the modules the theme provides in their place.
 */
import type { ImportKind, PluginBuild, ResolveResult } from 'esbuild';
import path from 'node:path';
import { DOCUSAURUS_MODULES, THEME_MODULES } from './compat-modules.js';
import { BOUNDARY_RESOLVE } from './site-boundary.js';

/** Resolves a file a rule picked, given its absolute path and the kind of import. */
export type FileResolver = (file: string, kind: ImportKind) => Promise<ResolveResult>;

/**
 * Resolves files a rule picks (a theme module, a site override) through esbuild's own
 * resolver, as a relative import of them is. A path a plugin returns as it is gets no
 * tsconfig.json settings, one esbuild resolves gets the nearest one's: a file imported both
 * ways was compiled by whichever import came first, so two builds of one site could differ
 * (a "use strict" in one and not the other) and the build cache missed. Memoised per build.
 */
export function fileResolver(build: PluginBuild): FileResolver {
  const resolved = new Map<string, Promise<ResolveResult>>();
  build.onStart(() => resolved.clear());
  return (file, kind) => {
    const key = `${kind}\0${file}`;
    let resolving = resolved.get(key);
    if (!resolving)
      resolved.set(key, (resolving = build.resolve(`./${path.basename(file)}`, { resolveDir: path.dirname(file), kind, pluginData: BOUNDARY_RESOLVE })));
    return resolving;
  };
}

/** `@site/<path>`: the file at that path of the site folder, resolved like a relative import. */
export function resolveSitePaths(build: PluginBuild, siteDir: string): void {
  // esbuild's build.resolve reads every directory from the root down again on each call (it
  // does not use the build's cache of them), and an MDX site imports the same few components
  // from most of its files, each resolved twice (again through the rule for relative imports).
  // Each @site/ path is resolved once per build (it does not depend on the importer).
  const siteResolved = new Map<string, Promise<ResolveResult>>();
  build.onStart(() => siteResolved.clear());
  build.onResolve({ filter: /^@site\// }, async (args) => {
    const rest = args.path.slice('@site/'.length);
    const key = `${args.kind}\0${rest}`;
    let resolving = siteResolved.get(key);
    if (!resolving) siteResolved.set(key, (resolving = build.resolve(`./${rest}`, { resolveDir: siteDir, kind: args.kind })));
    const result = await resolving;
    if (result.errors.length === 0) return result;
    return { errors: [{ text: `Could not resolve "${args.path}": nothing at ${path.join(siteDir, rest)} (with .js, .jsx, .ts, .tsx or an index file)` }] };
  });
}

/** `@theme/<Name>` (the site's override first) and `@theme-original/<Name>` (always the theme's). */
export function resolveThemeModules(build: PluginBuild, template: string, siteOverride: (name: string) => string | undefined, resolveFile: FileResolver): void {
  build.onResolve({ filter: /^@theme(?:-original)?\/[\w/-]+$/ }, (args) => {
    const original = args.path.startsWith('@theme-original/');
    const name = args.path.slice(args.path.indexOf('/') + 1);
    // A site's src/theme/<Name> overrides the theme's, except for the override itself.
    const override = original ? undefined : siteOverride(name);
    if (override && path.resolve(args.importer) !== override) return resolveFile(override, args.kind);
    const known = THEME_MODULES[name];
    if (!known)
      return {
        errors: [
          {
            text:
              `"${args.path}" is not a component of this theme: components of other Docusaurus themes (theme packages) do not load here. ` +
              `Give the site its own component as src/theme/${name}.js (or .jsx, .tsx), or leave the page out (docs.exclude in site.config.json). ` +
              `Components available as @theme/<Name>: ${Object.keys(THEME_MODULES).join(', ')}.`,
          },
        ],
      };
    return resolveFile(path.join(template, known), args.kind);
  });
}

/** `@docusaurus/<name>`: the theme's module in its place, or an error listing the ones there are. */
export function resolveDocusaurusModules(build: PluginBuild, template: string, resolveFile: FileResolver): void {
  build.onResolve({ filter: /^@docusaurus\/[\w-]+(?:\/client|\/internal)?$/ }, (args) => {
    const name = args.path.slice('@docusaurus/'.length);
    const known = DOCUSAURUS_MODULES[name];
    if (!known)
      return {
        errors: [{ text: `"${args.path}" has no counterpart here. Modules available as @docusaurus/<name>: ${Object.keys(DOCUSAURUS_MODULES).join(', ')}.` }],
      };
    return resolveFile(path.join(template, known), args.kind);
  });
}
