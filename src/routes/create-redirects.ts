/**
 * The site's `createRedirects` function (`redirectRules.createRedirects`, a module of the site
 * or a package, its default export), called as Docusaurus calls it: once with the path of
 * every page, each old path it returns becoming a redirect to that page. A module that cannot
 * be loaded, a call that throws and a value that is no path are errors naming the module; the
 * first throw stops the calls, as it stops Docusaurus' build.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configKeyPosition } from '../config/key-position.js';
import type { ResolvedConfig } from '../config/types.js';
import { error, type Diagnostic } from '../diagnostics/diagnostic.js';
import { toPosix } from '../files/walk.js';
import type { MadeRedirect } from './made-redirects.js';
import { defaultFunction, isPath, requireModule, resolveSiteModule } from './site-module.js';

type CreateRedirectsFn = (existingPath: string) => unknown;

/** The site's function, its file, and whether the file was compiled anew (its stack lines are then not the file's). */
interface LoadedFunction {
  fn: CreateRedirectsFn;
  file: string;
  fresh: boolean;
  shown: string;
}

const HINT =
  'createRedirects is called with the path of every page (such as "/docs/intro") and returns old paths that lead to it: a path, a list of them, or undefined.';

/** The redirects the site's function makes for `paths`; none when the config names no function. */
export function createdRedirects(config: ResolvedConfig, paths: string[], diagnostics: Diagnostic[]): MadeRedirect[] {
  const name = config.redirectRules.createRedirects;
  if (!name) return [];
  const loaded = loadCreateRedirects(config, name, diagnostics);
  if (!loaded) return [];
  const made: MadeRedirect[] = [];
  const where = (at?: { line: number; column: number }) => ({ file: loaded.shown, ...at });
  for (const existing of paths) {
    let returned: unknown;
    try {
      returned = loaded.fn(existing);
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      diagnostics.push(
        error('routes/create-redirects', `createRedirects threw when called with "${existing}": ${message}`, {
          ...where(loaded.fresh ? undefined : throwPosition(e, loaded.file)),
          hint: `Fix the function in ${loaded.shown}. ${HINT}`,
        }),
      );
      return made;
    }
    for (const from of returnedPaths(returned)) {
      if (isSitePath(from)) made.push({ from, to: existing, rule: 'createRedirects' });
      else
        diagnostics.push(
          error('routes/create-redirects', `createRedirects returned ${shown(from)} for "${existing}", which is not a path of the site`, {
            ...where(),
            hint: `Return paths from the site root without the base URL, such as "/docs/old-name" (no query, no hash, no full URL). ${HINT}`,
          }),
        );
    }
  }
  return made;
}

// What a call returned, as a list of old paths; a value that is neither is reported as itself.
function returnedPaths(returned: unknown): unknown[] {
  if (returned === undefined || returned === null || returned === false) return [];
  if (Array.isArray(returned)) return returned;
  return [returned];
}

// A path Docusaurus accepts as the `from` of a redirect: from the site root, no query or hash, no other host.
const isSitePath = (from: unknown): from is string => typeof from === 'string' && /^\/(?!\/)[^?#\s]*$/.test(from);

const shown = (value: unknown): string =>
  value instanceof Promise
    ? 'a promise (the function must not be async)'
    : typeof value === 'string'
      ? JSON.stringify(value)
      : `${typeof value} ${String(value)}`;

/** The site's function and its file, or undefined (with an error at the config's key) when it cannot be had. */
function loadCreateRedirects(config: ResolvedConfig, name: string, diagnostics: Diagnostic[]): LoadedFunction | undefined {
  const configFile = toPosix(path.relative(config.siteDir, config.configFile));
  const fail = (message: string, hint: string) =>
    void diagnostics.push(
      error('routes/create-redirects', `redirectRules.createRedirects: ${name} ${message}`, {
        file: configFile,
        ...configKeyPosition(config.configFile, ['redirectRules', 'createRedirects']),
        hint,
      }),
    );
  const file = resolveSiteModule(config.siteDir, name);
  if (!file)
    return isPath(name)
      ? fail('is not there', 'Name a file of the site folder (the path is relative to it), or a package installed there.')
      : fail('is not installed', 'Install the package in the site folder, or name a file of the site ("./create-redirects.mjs").');
  // Loaded again (`docs dev` after an edit), the module is compiled anew: require would give the one it loaded first.
  const fresh = loadedBefore.has(file);
  loadedBefore.add(file);
  let exported: unknown;
  try {
    exported = requireModule(file, { fresh });
  } catch (e) {
    return fail(`cannot be loaded: ${e instanceof Error ? e.message : String(e)}`, 'Fix the module: it is loaded with Node, as an ES module or CommonJS.');
  }
  const fn = defaultFunction<CreateRedirectsFn>(exported);
  if (!fn) return fail('does not export a function', 'Export the createRedirects function as the default export of the module (or as module.exports).');
  const inSite = !path.relative(config.siteDir, file).startsWith('..');
  return { fn, file, fresh, shown: inSite ? toPosix(path.relative(config.siteDir, file)) : name };
}

// The modules this process has loaded.
const loadedBefore = new Set<string>();

// Where in the module a thrown error was raised: the first frame of its stack in that file.
function throwPosition(e: unknown, file: string): { line: number; column: number } | undefined {
  const stack = e instanceof Error ? (e.stack ?? '') : '';
  for (const frame of stack.split('\n').slice(1)) {
    const m = /\(?((?:file:\/\/)?[^()]+?):(\d+):(\d+)\)?$/.exec(frame.trim());
    if (!m) continue;
    const at = m[1]!.replace(/^at\s+/, '');
    const framePath = at.startsWith('file://') ? fileURLToPath(at) : at;
    if (path.resolve(framePath) === file) return { line: Number(m[2]), column: Number(m[3]) };
  }
  return undefined;
}
