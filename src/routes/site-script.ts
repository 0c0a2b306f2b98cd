/**
 * Runs a script file of the site (a TypeScript remark plugin, a createRedirects module) and the
 * site scripts it imports by relative path, each compiled to CommonJS on its own with its own
 * `__dirname`, `__filename` and `import.meta.url`, as Node gives a file it loads itself; a
 * package it imports loads with Node's require from the file's folder.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import type { Loader } from 'esbuild';
import { loadEsbuild } from '../files/load-esbuild.js';
import { locationDefines } from '../files/script-location.js';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];
const LOADERS: Record<string, Loader> = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.jsx': 'jsx', '.js': 'js', '.mjs': 'js', '.cjs': 'js' };

type CompiledModule = Module & { _compile(code: string, file: string): void; paths: string[] };

/** Runs `file` anew (with the site scripts it imports) and returns its exports. */
export function runSiteScript(file: string, loaded = new Map<string, Module>()): unknown {
  const known = loaded.get(file);
  if (known) return known.exports;
  const code = loadEsbuild().transformSync(readFileSync(file, 'utf8'), {
    loader: LOADERS[path.extname(file)] ?? 'js',
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    define: locationDefines(file),
    sourcefile: file,
    logLevel: 'silent',
  }).code;
  const module = new Module(file) as CompiledModule;
  module.filename = file;
  module.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(path.dirname(file));
  const nodeRequire = createRequire(file);
  // The compiled code's require() calls module.require: site scripts load here, the rest by Node.
  module.require = ((id: string) => {
    const script = siteScriptAt(file, id);
    return script ? runSiteScript(script, loaded) : nodeRequire(id);
  }) as Module['require'];
  loaded.set(file, module);
  module._compile(code, file);
  return module.exports;
}

/**
 * The script file a relative import of `from` names, tried as written, with each script
 * extension, as a folder's index, and with `.js` read as `.ts` (TypeScript's ESM imports);
 * undefined for a package, a file of node_modules, or a non-script file (JSON) Node loads itself.
 */
function siteScriptAt(from: string, id: string): string | undefined {
  if (!/^\.{1,2}(\/|$)/.test(id) && !path.isAbsolute(id)) return undefined;
  const base = path.resolve(path.dirname(from), id);
  const asTs = /\.[mc]?js$/.test(base) ? [base.replace(/js$/, 'ts')] : [];
  const candidates = [base, ...asTs, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, `index${e}`))];
  const found = candidates.find((f) => existsSync(f) && statSync(f).isFile());
  if (!found || !LOADERS[path.extname(found)] || found.split(path.sep).includes('node_modules')) return undefined;
  return found;
}
