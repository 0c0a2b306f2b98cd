/**
 * Plugins of a site that wrap one of Docusaurus' content plugins: a local plugin that calls
 * the blog plugin and returns its instance with a method or two added
 * (`return { ...blogPlugin(context, options), contentLoaded }`). Docusaurus builds that blog
 * with the options the entry gives; here the entry is read as the content plugin itself, so
 * those options configure the blog (or docs section), and what the wrapper adds is reported.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { runAsyncWithTimeLimit } from '../diagnostics/async-time-limit.js';
import { spreadSource, stubSource, valueSource } from './config-stubs.js';
import { loadModuleWithStandIns } from './load-docusaurus-config.js';
import type { MigrateNote } from './map-context.js';
import { entryName } from './plugin-names.js';

const CONTENT_PLUGINS = ['@docusaurus/plugin-content-blog', '@docusaurus/plugin-content-docs'];
const MENTIONS_CONTENT_PLUGIN = /plugin-content-(?:blog|docs)/;
const EXTENSIONS = ['', '.js', '.cjs', '.mjs', '.ts', '.cts', '.mts', '/index.js', '/index.ts'];

/** The config with each wrapping plugin entry read as the content plugin it wraps, and a note for each. */
export async function unwrapContentPlugins(
  config: Record<string, unknown>,
  configSource: string,
  siteDir: string,
  cwd: string,
): Promise<{ config: Record<string, unknown>; notes: MigrateNote[] }> {
  const plugins = config.plugins;
  if (!Array.isArray(plugins)) return { config, notes: [] };
  const notes: MigrateNote[] = [];
  const unwrapped = await Promise.all(
    plugins.map(async (entry, i) => {
      const wrapped = await wrappedPlugin(entry, config, configSource, siteDir, cwd);
      if (!wrapped) return entry;
      notes.push({
        rule: 'migrate/plugin-wrapper',
        keyPath: ['plugins', i],
        message: `the plugin ${entryName(entry).name} wraps ${wrapped}: its options are mapped as that plugin's, and what it adds to it does not run here`,
        hint: 'Check the built site: do what the wrapper adds (extra data, routes) in a theme override or a React page.',
      });
      return [wrapped, (Array.isArray(entry) ? entry[1] : undefined) ?? {}];
    }),
  );
  return { config: { ...config, plugins: unwrapped }, notes };
}

/** The content plugin an entry wraps, or undefined. */
async function wrappedPlugin(entry: unknown, config: Record<string, unknown>, configSource: string, siteDir: string, cwd: string): Promise<string | undefined> {
  const plugin = await pluginFunction(entry, configSource, siteDir, cwd);
  if (!plugin) return undefined;
  const options = (Array.isArray(entry) ? entry[1] : undefined) ?? {};
  const context = {
    siteDir,
    siteConfig: config,
    baseUrl: config.baseUrl ?? '/',
    outDir: path.join(siteDir, 'build'),
    i18n: { currentLocale: 'en', defaultLocale: 'en', locales: ['en'] },
  };
  try {
    const instance = await runAsyncWithTimeLimit(async () => (plugin as (c: unknown, o: unknown) => unknown)(context, options));
    const source = stubSource(instance) ?? spreadSource(instance);
    return source && CONTENT_PLUGINS.includes(source.module) ? source.module : undefined;
  } catch {
    // A wrapper that cannot run with stand-ins is reported as a plugin without counterpart.
    return undefined;
  }
}

/**
 * The function an entry names, when it may wrap a content plugin: a local plugin file that
 * mentions one, or a function written in a config that does. Packages are left alone.
 */
async function pluginFunction(entry: unknown, configSource: string, siteDir: string, cwd: string): Promise<unknown> {
  const head = Array.isArray(entry) ? entry[0] : entry;
  if (typeof head === 'function') {
    const inConfig = !stubSource(head) && !valueSource(head);
    return inConfig && MENTIONS_CONTENT_PLUGIN.test(configSource) ? head : undefined;
  }
  if (typeof head !== 'string' || entryName(head).kind !== 'path') return undefined;
  const base = path.resolve(siteDir, head);
  const file = EXTENSIONS.map((ext) => base + ext).find((f) => statSync(f, { throwIfNoEntry: false })?.isFile());
  if (!file || !MENTIONS_CONTENT_PLUGIN.test(readFileSync(file, 'utf8'))) return undefined;
  try {
    const exported = (await loadModuleWithStandIns(file, cwd)) as { default?: unknown } | undefined;
    return typeof exported === 'function' ? exported : exported?.default;
  } catch {
    return undefined;
  }
}
