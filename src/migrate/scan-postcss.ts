/**
 * PostCSS setups of a Docusaurus site (Tailwind's, autoprefixer's): a postcss config file, and
 * plugins of the config that set PostCSS up (`configurePostCss`). Both become `postcss.plugins`
 * of site.config.json, by package name: the config file and the plugins are run with
 * stand-ins for packages, and each plugin they hand PostCSS is named by the package it came
 * from. A plugin that cannot be named is reported.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { runAsyncWithTimeLimit } from '../diagnostics/async-time-limit.js';
import { stubSource, valueSource } from './config-stubs.js';
import { loadModuleWithStandIns } from './load-docusaurus-config.js';
import { pluginInstance } from './plugin-instance.js';
import type { MigrateNote } from './map-context.js';

const CONFIG_FILES = ['postcss.config.js', 'postcss.config.cjs', 'postcss.config.mjs', 'postcss.config.ts', '.postcssrc.js', '.postcssrc.json', '.postcssrc'];

/** What to do with a PostCSS plugin that could not be named. */
export const POSTCSS_HINT =
  'List it in postcss.plugins of site.config.json by its package name or a file of the site (["tailwindcss", "autoprefixer"]); PostCSS runs with the packages installed in the site.';

/** The PostCSS plugins of a site, as `postcss.plugins` entries, and a note for each that could not be named. */
export async function mapPostcss(
  config: Record<string, unknown>,
  configFile: string,
  configSource: string,
  siteDir: string,
  cwd: string,
): Promise<{ plugins: unknown[]; notes: MigrateNote[]; mappedPlugins: number[] }> {
  const notes: MigrateNote[] = [];
  const plugins: unknown[] = [];
  const add = (entry: unknown) => {
    const name = typeof entry === 'string' ? entry : (entry as [string])[0];
    if (!plugins.some((p) => (typeof p === 'string' ? p : (p as [string])[0]) === name)) plugins.push(entry);
  };
  for (const name of CONFIG_FILES) {
    const file = path.join(siteDir, name);
    if (!statSync(file, { throwIfNoEntry: false })?.isFile()) continue;
    const listed = await configFilePlugins(file, cwd);
    listed.entries.forEach(add);
    if (listed.unnamed)
      notes.push({
        rule: 'migrate/postcss',
        file: name,
        line: 1,
        message: `a PostCSS plugin of ${name} could not be named (${listed.unnamed})`,
        hint: POSTCSS_HINT,
      });
  }
  const at = configSource.split('\n').findIndex((line) => line.includes('configurePostCss'));
  const plugged = await configuredByPlugins(config, siteDir, cwd);
  plugged.names.forEach(add);
  if (plugged.unnamed.length > 0 || (at >= 0 && plugged.found === 0)) {
    const what =
      plugged.unnamed.length > 0
        ? `hands PostCSS plugins that could not be named (${plugged.unnamed.join(', ')})`
        : 'could not be run to see its PostCSS plugins';
    notes.push({
      rule: 'migrate/postcss',
      keyPath: ['plugins'],
      ...(at >= 0 ? { file: path.relative(siteDir, configFile), line: at + 1 } : {}),
      message: `a plugin that sets up PostCSS (configurePostCss) ${what}`,
      hint: POSTCSS_HINT,
    });
  }
  return { plugins, notes, mappedPlugins: plugged.whole };
}

// The package a plugin value came from, or undefined.
function packageOf(value: unknown): string | undefined {
  const source = stubSource(value) ?? valueSource(value);
  return source?.path.every((p) => p === 'default') ? source.module : undefined;
}

/** The plugins of a postcss config file: `{ plugins: { name: options } }` or `{ plugins: [require('x'), ...] }`. */
async function configFilePlugins(file: string, cwd: string): Promise<{ entries: unknown[]; unnamed?: string }> {
  let loaded: unknown;
  try {
    loaded = file.endsWith('.postcssrc') || file.endsWith('.json') ? JSON.parse(readFileSync(file, 'utf8')) : await loadModuleWithStandIns(file, cwd);
  } catch (e) {
    return { entries: [], unnamed: `it did not load: ${(e as Error).message}` };
  }
  const config = (loaded as { default?: unknown })?.default ?? loaded;
  const list = (config as { plugins?: unknown })?.plugins;
  if (Array.isArray(list)) {
    const names = list.map(packageOf);
    return { entries: names.filter(Boolean), unnamed: names.includes(undefined) ? 'a plugin given as a value' : undefined };
  }
  if (list && typeof list === 'object')
    return {
      entries: Object.entries(list).map(([name, options]) =>
        options && typeof options === 'object' && Object.keys(options).length > 0 ? [name, options] : name,
      ),
    };
  return { entries: [] };
}

/**
 * The plugins each `configurePostCss` of the config's plugins adds, by package; `whole` lists the
 * config's plugins (by index) whose only job that is, every plugin they add named.
 */
async function configuredByPlugins(
  config: Record<string, unknown>,
  siteDir: string,
  cwd: string,
): Promise<{ names: string[]; unnamed: string[]; found: number; whole: number[] }> {
  const result = { names: [] as string[], unnamed: [] as string[], found: 0, whole: [] as number[] };
  const entries = Array.isArray(config.plugins) ? config.plugins : [];
  for (const [index, entry] of entries.entries()) {
    const instance = await pluginInstance(entry, 'configurePostCss', { config, siteDir, cwd });
    const configure = (instance as { configurePostCss?: unknown } | undefined)?.configurePostCss;
    if (typeof configure !== 'function') continue;
    result.found += 1;
    const unnamedBefore = result.unnamed.length;
    try {
      const options = { plugins: [] as unknown[] };
      const out = ((await runAsyncWithTimeLimit(async () => configure.call(instance, options))) as typeof options | undefined) ?? options;
      for (const plugin of out.plugins ?? []) {
        const name = packageOf(plugin);
        if (name) result.names.push(name);
        else result.unnamed.push(typeof plugin === 'function' && plugin.name ? plugin.name : 'a plugin value');
      }
    } catch (e) {
      result.unnamed.push(`configurePostCss threw: ${(e as Error).message}`);
    }
    const onlyPostcss = Object.keys(instance as object).every((key) => key === 'name' || key === 'configurePostCss');
    if (onlyPostcss && result.unnamed.length === unnamedBefore) result.whole.push(index);
  }
  return result;
}
