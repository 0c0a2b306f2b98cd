/**
 * The `presets`, `plugins` and `themes` lists. Each entry is named as Docusaurus resolves it;
 * the classic preset and each docs plugin map onto site.config.json, every other entry is
 * reported with what to do instead.
 */
import path from 'node:path';
import { mapBlogOptions } from './map-blog.js';
import { mapDocsOptions } from './map-docs.js';
import type { KeyPath, MapContext } from './map-context.js';
import { GOOGLE_ANALYTICS_HINT, mapGtag, mapTagManager } from './map-analytics.js';
import { mapPresetOptions } from './map-preset.js';
import { mapClientRedirects } from './map-redirects.js';
import type { MapState } from './map-state.js';
import { entryName, resolveModuleName, type ModuleType } from './plugin-names.js';

// Plugins whose work the build does itself: Sass stylesheets compile with the site's sass package.
const BUILT_IN_PLUGINS = new Set(['docusaurus-plugin-sass']);

// Plugins whose options map onto keys of site.config.json.
const OPTION_MAPPERS: Record<string, (ctx: MapContext, options: unknown, at: KeyPath) => void> = {
  '@docusaurus/plugin-client-redirects': mapClientRedirects,
  '@docusaurus/plugin-google-gtag': mapGtag,
  '@docusaurus/plugin-google-tag-manager': mapTagManager,
};

const WEBPACK_HINT = 'There is no webpack here (the theme is bundled by esbuild); drop it, or do its job in a theme override.';

/** The package an entry stands for, noting a name Docusaurus itself would not load. */
function resolveEntry(ctx: MapContext, state: MapState, entry: unknown, type: ModuleType, at: KeyPath): string {
  const { name, kind } = entryName(entry);
  // A file of the site given by its absolute path (`require.resolve('./plugin')`) is shown from the site folder.
  if (kind === 'path' && path.isAbsolute(name) && !path.relative(ctx.siteDir, name).startsWith('..'))
    return `./${path.relative(ctx.siteDir, name).split(path.sep).join('/')}`;
  if (kind !== 'name') return name;
  const resolved = resolveModuleName(name, type, state.installed);
  if (resolved.guessed) ctx.note(at, 'migrate/plugin-name', `"${name}" is taken as ${resolved.name}`, resolved.guessed);
  return resolved.name;
}

/** Maps the `presets` list: the classic preset's options, and a note for any other preset. */
export function mapPresets(ctx: MapContext, state: MapState, list: unknown, at: KeyPath): void {
  if (!Array.isArray(list)) return;
  list.forEach((entry, i) => {
    const name = resolveEntry(ctx, state, entry, 'preset', [...at, i]);
    const options = Array.isArray(entry) ? entry[1] : undefined;
    const wrapsClassic = name !== '@docusaurus/preset-classic' && looksLikeClassicOptions(options);
    if (name !== '@docusaurus/preset-classic' && !wrapsClassic) {
      ctx.note(
        [...at, i],
        'migrate/plugin',
        `the preset ${name} has no counterpart`,
        'Only the classic preset (docs, blog, pages, theme) maps onto this generator.',
      );
      return;
    }
    // A company's own preset that wraps the classic one takes its options: read as the classic's.
    if (wrapsClassic)
      ctx.note(
        [...at, i],
        'migrate/preset-as-classic',
        `the preset ${name} is read as the classic preset it takes the options of`,
        'Check the built site: what the preset adds besides the classic one is not built here.',
      );
    mapPresetOptions(ctx, state, options ?? {}, options === undefined ? [...at, i] : [...at, i, 1]);
  });
}

// Options with the classic preset's sections (docs, blog, a theme with customCss): a preset that
// wraps the classic one takes them, and what else it takes is noted as unknown where it is
// mapped. A `theme` alone is not enough: other presets (redocusaurus) take one of their own.
function looksLikeClassicOptions(options: unknown): boolean {
  if (!options || typeof options !== 'object' || Array.isArray(options)) return false;
  const theme = (options as { theme?: unknown }).theme;
  const classicTheme = !!theme && typeof theme === 'object' && 'customCss' in theme;
  return Object.keys(options).some((k) => k === 'docs' || k === 'blog') || classicTheme;
}

/** Maps the `plugins` list: each docs plugin becomes a docs section, client redirects `redirects`; the others are noted. */
export function mapPlugins(ctx: MapContext, state: MapState, list: unknown, at: KeyPath): void {
  if (!Array.isArray(list)) return;
  list.forEach((entry, i) => {
    const where = [...at, i];
    const name = resolveEntry(ctx, state, entry, 'plugin', where);
    const head = Array.isArray(entry) ? entry[0] : entry;
    if (typeof head === 'function' && /configureWebpack/.test(String(head))) {
      ctx.note(where, 'migrate/webpack', `the plugin ${name} customises webpack (configureWebpack)`, WEBPACK_HINT);
    } else if (name === '@docusaurus/plugin-content-blog' && isDefaultInstance(entry)) {
      // The blog plugin listed on its own (the preset's blog off) is the site's one blog.
      state.blog.fromPlugin = true;
      state.blog.enabled = true;
      state.blog.offAt = undefined;
      mapBlogOptions(ctx, state.blog, state.markdown, Array.isArray(entry) ? (entry[1] ?? {}) : {}, Array.isArray(entry) ? [...where, 1] : where);
    } else if (name === '@docusaurus/plugin-content-docs') {
      state.docs.instances.push(mapDocsOptions(ctx, state.markdown, Array.isArray(entry) ? entry[1] : undefined, Array.isArray(entry) ? [...where, 1] : where));
    } else if (BUILT_IN_PLUGINS.has(name)) {
      return;
    } else if (OPTION_MAPPERS[name]) {
      OPTION_MAPPERS[name](ctx, Array.isArray(entry) ? entry[1] : undefined, Array.isArray(entry) ? [...where, 1] : where);
    } else {
      ctx.note(
        where,
        'migrate/plugin',
        name === '@docusaurus/plugin-content-blog' ? `a second blog (${name})` : `the plugin ${name} has no counterpart`,
        pluginHint(name),
      );
    }
  });
}

// An entry without an `id` (or with "default"): the instance Docusaurus' preset would otherwise make.
function isDefaultInstance(entry: unknown): boolean {
  const options = Array.isArray(entry) ? entry[1] : undefined;
  const id = options && typeof options === 'object' ? (options as Record<string, unknown>).id : undefined;
  return id === undefined || id === 'default';
}

// What to do instead of a plugin, by what it does.
function pluginHint(name: string): string {
  if (name === '@docusaurus/plugin-content-blog') return 'One blog is built here: merge its posts into the main blog folder.';
  if (name === '@docusaurus/plugin-content-pages') return 'Pages are read from one folder here: move them into the pages folder.';
  if (name === '@docusaurus/plugin-google-analytics') return GOOGLE_ANALYTICS_HINT;
  if (/^@docusaurus\/plugin-(ideal-image|pwa|google-|sitemap|debug|svgr|rsdoctor|vercel)/.test(name))
    return 'Remove it; images, sitemap and analytics are handled as the README describes.';
  return 'Plugins do not run here: do its job in a theme override, a React page or a build step of your own.';
}

/** Maps the `themes` list: the classic theme and Algolia search are built in; the others are noted. */
export function mapThemes(ctx: MapContext, state: MapState, list: unknown, at: KeyPath): void {
  if (!Array.isArray(list)) return;
  list.forEach((entry, i) => {
    const name = resolveEntry(ctx, state, entry, 'theme', [...at, i]);
    // Mermaid's theme is built in: markdown.mermaid (mapped from the config's own markdown.mermaid) turns it on.
    if (name === '@docusaurus/theme-classic' || name === '@docusaurus/theme-search-algolia' || name === '@docusaurus/theme-mermaid') return;
    const hint = 'Themes do not plug in here; override components of the built-in theme in theme/ (see guides/theme.md).';
    ctx.note([...at, i], 'migrate/plugin', `the theme ${name} has no counterpart`, hint);
  });
}
