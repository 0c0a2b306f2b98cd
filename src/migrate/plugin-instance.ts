/**
 * Runs a plugin of the Docusaurus config far enough to read one of its lifecycle hooks
 * (`configurePostCss`, `configureWebpack`): a function written in the config or imported from
 * a file of the site is called with the site's context and its options; a plugin named by the
 * path of a file of the site is loaded first. A package's plugin is never run here.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { runAsyncWithTimeLimit } from '../diagnostics/async-time-limit.js';
import type { ModuleMode } from './config-modules.js';
import { stubSource, valueSource } from './config-stubs.js';
import { loadModuleWithStandIns } from './load-docusaurus-config.js';
import { entryName } from './plugin-names.js';

const EXTENSIONS = ['', '.js', '.cjs', '.mjs', '.ts', '/index.js'];

// Whether a function the config holds is the site's own code: written in the config, or
// imported from a file of the site (not a package's export, which is never run here).
function isSiteCode(module: string | undefined): boolean {
  return module === undefined || entryName(module).kind === 'path';
}

/**
 * The instance a plugin entry makes when its code mentions `hook`; undefined when it does not,
 * when it is a package's, or when making it throws. A plugin file is loaded in `mode`.
 */
export async function pluginInstance(
  entry: unknown,
  hook: string,
  context: { config: Record<string, unknown>; siteDir: string; cwd: string; mode?: ModuleMode },
): Promise<unknown> {
  const { config, siteDir, cwd } = context;
  const head = Array.isArray(entry) ? entry[0] : entry;
  const options = (Array.isArray(entry) ? entry[1] : undefined) ?? {};
  let plugin: unknown = typeof head === 'function' && !stubSource(head) && isSiteCode(valueSource(head)?.module) ? head : undefined;
  if (typeof head === 'string' && entryName(head).kind === 'path') {
    const base = path.resolve(siteDir, head);
    const file = EXTENSIONS.map((ext) => base + ext).find((f) => statSync(f, { throwIfNoEntry: false })?.isFile());
    if (file && readFileSync(file, 'utf8').includes(hook)) {
      const exported = (await loadModuleWithStandIns(file, cwd, context.mode).catch(() => undefined)) as { default?: unknown } | undefined;
      plugin = typeof exported === 'function' ? exported : exported?.default;
    }
  }
  if (typeof plugin !== 'function' || !String(plugin).includes(hook)) return undefined;
  try {
    return await runAsyncWithTimeLimit(async () => (plugin as (c: unknown, o: unknown) => unknown)({ siteDir, siteConfig: config }, options));
  } catch {
    return undefined;
  }
}
