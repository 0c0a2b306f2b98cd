/**
 * The names a plugin of the config defines for webpack (`new DefinePlugin({...})` in what its
 * `configureWebpack` returns), as `define` of site.config.json: code such as
 * `process.env.TS_VERSION` in a component then reads the same value as under Docusaurus,
 * instead of failing in the browser, which has no `process`. The plugin's module is loaded with
 * its installed packages, so a version read from a package.json is the real one.
 */
import { runAsyncWithTimeLimit } from '../diagnostics/async-time-limit.js';
import { stubSource } from './config-stubs.js';
import type { MigrateNote } from './map-context.js';
import { pluginInstance } from './plugin-instance.js';

/** A value esbuild can put in place of a name: a JSON literal, or a dotted name. */
function defineSource(value: unknown): string | undefined {
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return JSON.stringify(value);
  if (typeof value !== 'string') return undefined;
  if (/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(value.trim())) return value.trim();
  try {
    JSON.parse(value);
    return value;
  } catch {
    return undefined;
  }
}

/** The definitions of a DefinePlugin instance: a stand-in's constructor argument, or webpack's own instance's `definitions`. */
function definitionsOf(plugin: unknown): Record<string, unknown> | undefined {
  const source = stubSource(plugin);
  if (source) {
    const named = source.path.at(-2) === 'DefinePlugin' && source.path.at(-1) === '()';
    const first = source.args?.[0];
    return named && first && typeof first === 'object' ? (first as Record<string, unknown>) : undefined;
  }
  if (plugin && typeof plugin === 'object' && plugin.constructor?.name === 'DefinePlugin') {
    const definitions = (plugin as { definitions?: unknown }).definitions;
    return definitions && typeof definitions === 'object' ? (definitions as Record<string, unknown>) : undefined;
  }
  return undefined;
}

/** The `define` entries the config's plugins give webpack, and a note for each value that cannot be carried over. */
export async function mapWebpackDefines(
  config: Record<string, unknown>,
  siteDir: string,
  cwd: string,
): Promise<{ define: Record<string, string>; notes: MigrateNote[] }> {
  const define: Record<string, string> = {};
  const notes: MigrateNote[] = [];
  const entries = Array.isArray(config.plugins) ? config.plugins : [];
  for (const [index, entry] of entries.entries()) {
    const instance = await pluginInstance(entry, 'DefinePlugin', { config, siteDir, cwd, mode: 'installed' });
    const configure = (instance as { configureWebpack?: unknown } | undefined)?.configureWebpack;
    if (typeof configure !== 'function') continue;
    let out: { plugins?: unknown } | undefined;
    try {
      out = (await runAsyncWithTimeLimit(async () => configure.call(instance, {}, false, {}, {}))) as typeof out;
    } catch {
      continue;
    }
    for (const plugin of Array.isArray(out?.plugins) ? out.plugins : []) {
      for (const [name, value] of Object.entries(definitionsOf(plugin) ?? {})) {
        const source = defineSource(value);
        if (source !== undefined) define[name] = source;
        else
          notes.push({
            rule: 'migrate/webpack',
            keyPath: ['plugins', index],
            message: `the DefinePlugin value of ${name} is code other than a JSON value or a name`,
            hint: 'Write its value into define of site.config.json as a JSON value (a string in its own quotes), or read it another way.',
          });
      }
    }
  }
  return { define, notes };
}
