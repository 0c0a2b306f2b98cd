/**
 * Loads the remark and rehype plugins site.config.json names: a package resolves from the site
 * folder (its node_modules, or a folder's above), a path (`./src/remark/x.js`) from the site
 * folder. Modules are loaded with Node's require, which also loads ES modules; a TypeScript
 * file is compiled with esbuild first. A plugin that cannot be found or loaded is an error
 * naming it, reported once for the build, never per page.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { MarkdownPluginEntry, ResolvedConfig } from '../config/types.js';
import { error, type Diagnostic } from '../diagnostics/diagnostic.js';
import { installCommand } from '../files/install-command.js';
import { toPosix } from '../files/walk.js';
import { attachPlugins, PLUGIN_LISTS, type Attacher, type MarkdownPlugins, type PluginList, type PluginModule } from '../markdown/markdown-plugins.js';
import { BUILT_IN_PLUGINS } from './built-in-plugins.js';
import { defaultFunction, isPath, packageJsonOf, requireModule, resolveSiteModule } from './site-module.js';

/** One entry of the markdown plugin lists, read. */
export interface PluginEntry {
  list: PluginList;
  name: string;
  options?: unknown;
}

/**
 * A plugin's module and, after `#`, the export that is the plugin when it is not the
 * default one (`./plugins/rules.ts#ruleDocs`). A `#` that starts the name is a package
 * import, not an export.
 */
export function pluginModuleOf(name: string): { module: string; exportName?: string } {
  const at = name.lastIndexOf('#');
  if (at <= 0 || !/^[A-Za-z_$][\w$]*$/.test(name.slice(at + 1))) return { module: name };
  return { module: name.slice(0, at), exportName: name.slice(at + 1) };
}

/** The entries of every list, in the order they run. */
export function pluginEntries(config: Pick<ResolvedConfig, 'markdown'>): PluginEntry[] {
  return PLUGIN_LISTS.flatMap((list) =>
    (config.markdown[list] ?? []).map((entry: MarkdownPluginEntry) => {
      const [name, options] = typeof entry === 'string' ? [entry, undefined] : entry;
      return options === undefined ? { list, name } : { list, name, options };
    }),
  );
}

/** Loads and attaches the site's plugins; undefined when it has none. Problems go to `diagnostics` as errors. */
export function loadMarkdownPlugins(config: ResolvedConfig, diagnostics: Diagnostic[]): MarkdownPlugins | undefined {
  const entries = pluginEntries(config);
  if (entries.length === 0) return undefined;
  const configFile = toPosix(path.relative(config.siteDir, config.configFile));
  const modules: PluginModule[] = [];
  for (const entry of entries) {
    const attacher = loadAttacher(config.siteDir, entry, configFile, diagnostics);
    if (attacher) modules.push({ ...entry, attacher });
  }
  const attached = attachPlugins(modules, configFile);
  diagnostics.push(...attached.diagnostics);
  return attached.plugins;
}

/**
 * A digest of the files the plugins are loaded from (a package's entry file and its
 * package.json, a site file itself), for the build cache: a changed plugin renders every
 * page again. Empty when the site has no plugins.
 */
export function markdownPluginsDigest(config: ResolvedConfig): string {
  const entries = pluginEntries(config).filter((e) => !BUILT_IN_PLUGINS[e.name]);
  if (entries.length === 0) return '';
  const hash = createHash('sha256');
  for (const entry of entries) {
    const file = resolveSiteModule(config.siteDir, pluginModuleOf(entry.name).module);
    for (const part of file ? [file, packageJsonOf(file)] : []) {
      if (part && existsSync(part)) hash.update(part).update('\0').update(readFileSync(part)).update('\0');
    }
  }
  return hash.digest('base64url');
}

function loadAttacher(siteDir: string, entry: PluginEntry, configFile: string, diagnostics: Diagnostic[]): Attacher | undefined {
  const builtIn = BUILT_IN_PLUGINS[entry.name];
  if (builtIn) return builtIn;
  const kind = /rehype/i.test(entry.list) ? 'rehype' : 'remark';
  const fail = (message: string, hint: string) =>
    void diagnostics.push(error('markdown/plugin', `the ${kind} plugin ${entry.name} ${message}`, { file: configFile, hint }));
  const { module, exportName } = pluginModuleOf(entry.name);
  const file = resolveSiteModule(siteDir, module);
  if (!file) {
    return isPath(module)
      ? fail('is not there', `markdown.${entry.list} names a file of the site folder that does not exist; check the path (it is relative to the site folder).`)
      : fail('is not installed', `Install it in the site folder: ${installCommand(siteDir, entry.name)}`);
  }
  let exported: unknown;
  try {
    exported = requireModule(file);
  } catch (e) {
    const code = (e as { code?: string }).code;
    const why =
      code === 'ERR_REQUIRE_ASYNC_MODULE' ? 'its module awaits at its top level, which a plugin loaded while pages render cannot' : (e as Error).message;
    return fail(`cannot be loaded: ${why}`, 'Fix the module, or name another version of the plugin.');
  }
  if (exportName) {
    const named = (exported as Record<string, unknown> | undefined)?.[exportName];
    if (typeof named === 'function') return named as Attacher;
    return fail(
      `does not export a function ${exportName}`,
      `Name an export of ${module} that is the plugin function, or its module alone for its default export.`,
    );
  }
  const attacher = defaultFunction<Attacher>(exported);
  if (!attacher)
    return fail('does not export a plugin', 'A plugin module exports its plugin function as its default export (or module.exports); name a module that does.');
  return attacher;
}
