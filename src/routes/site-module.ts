/**
 * The modules of a site that its config names (markdown plugins, the createRedirects function):
 * a package resolves from the site folder (its node_modules, or a folder's above), a path
 * (`./src/remark/x.js`) from the site folder. They load synchronously, with Node's require
 * (which also loads ES modules); a TypeScript file is compiled with esbuild first, file by file.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runSiteScript } from './site-script.js';

/** The file a module name of the config stands for, or undefined when there is none. */
export function resolveSiteModule(siteDir: string, name: string): string | undefined {
  if (isPath(name)) {
    const file = path.resolve(siteDir, name);
    return existsSync(file) ? file : undefined;
  }
  try {
    return createRequire(path.join(siteDir, 'package.json')).resolve(name);
  } catch {
    return undefined;
  }
}

/** Whether a name is a path of the site rather than a package. */
export const isPath = (name: string): boolean => name.startsWith('.') || path.isAbsolute(name);

/**
 * Loads a module: TypeScript compiled to CommonJS first, anything else by Node's require.
 * `fresh` compiles any file, so each call reads it anew (with the site files it imports)
 * where require would give the module it loaded before.
 */
export function requireModule(file: string, options: { fresh?: boolean } = {}): unknown {
  if (!options.fresh && !/\.[mc]?tsx?$/.test(file)) return createRequire(file)(file);
  return runSiteScript(file);
}

/** The function a module exports: its default export, or module.exports itself. */
export function defaultFunction<F>(exported: unknown): F | undefined {
  if (typeof exported === 'function') return exported as F;
  const fallback = (exported as { default?: unknown } | undefined)?.default;
  if (typeof fallback === 'function') return fallback as F;
  // A CommonJS module compiled from `export default` nests it once more.
  const nested = (fallback as { default?: unknown } | undefined)?.default;
  return typeof nested === 'function' ? (nested as F) : undefined;
}

/** The package.json of the package a file belongs to, when it is in one. */
export function packageJsonOf(file: string): string | undefined {
  const at = file.lastIndexOf(`${path.sep}node_modules${path.sep}`);
  if (at < 0) return undefined;
  const rest = file.slice(at + 14).split(path.sep);
  const depth = rest[0]!.startsWith('@') ? 2 : 1;
  return path.join(file.slice(0, at + 14), ...rest.slice(0, depth), 'package.json');
}
