/**
 * How the site's own scripts are read before esbuild bundles them: raw-loader contexts
 * rewritten (see raw-text-context.ts), then the site's Babel presets and plugins run on them
 * (see babel-transform.ts). Installed packages, the theme and the generator's own files are
 * read as they are, as Docusaurus' babel-loader leaves node_modules alone.
 */
import type { Loader, OnLoadResult, PluginBuild } from 'esbuild';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ScriptTransform } from './babel-transform.js';
import { rewriteRawTextContexts } from './raw-text-context.js';
import { asLoadResultAsync } from './sass-plugin.js';

/** What the site's scripts go through before bundling. */
export interface SiteScripts {
  /** The site's Babel step, when its config lists presets or plugins. */
  transform?: ScriptTransform;
  /** Folders whose scripts are never the site's own: the theme, the generator's package. */
  notOwn: readonly string[];
  /** Files another rule loads (theme overrides, which resolve from the original's folder); it runs `transform` itself. */
  loadedElsewhere: ReadonlySet<string>;
}

const SCRIPT_FILE = /\.[cm]?[jt]sx?$/;
/** The scripts Babel compiles: those Docusaurus' babel-loader takes. */
const BABEL_FILE = /\.[jt]sx?$/;

/** The esbuild loader of a script file, by its extension (`.js` may hold JSX, as in a Docusaurus site). */
export function scriptLoader(file: string): Loader {
  const ext = path.extname(file);
  if (ext === '.ts' || ext === '.mts' || ext === '.cts') return 'ts';
  if (ext === '.tsx') return 'tsx';
  return ext === '.js' || ext === '.jsx' ? 'jsx' : 'js';
}

const inside = (dir: string, file: string) => {
  const rel = path.relative(dir, file);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
};

/** Whether a file is one of the site's own scripts: not a package's, nor the theme's or the generator's (unless in the site). */
function isOwnScript(file: string, siteDir: string, notOwn: readonly string[]): boolean {
  if (file.includes(`${path.sep}node_modules${path.sep}`)) return false;
  return inside(siteDir, file) || !notOwn.some((dir) => inside(dir, file));
}

/** Runs the site's Babel step on a script's source, when there is one and the script is Babel's to compile. */
export async function transformScript(scripts: SiteScripts, source: string, file: string): Promise<string> {
  return scripts.transform && BABEL_FILE.test(file) ? scripts.transform(source, file) : source;
}

/** Reads the site's own scripts through the raw-loader contexts and the site's Babel step. */
export function loadSiteScripts(build: PluginBuild, siteDir: string, scripts: SiteScripts): void {
  build.onLoad({ filter: SCRIPT_FILE }, async (args): Promise<OnLoadResult | undefined> => {
    if (args.namespace !== 'file' || scripts.loadedElsewhere.has(args.path) || !isOwnScript(args.path, siteDir, scripts.notOwn)) return undefined;
    const babel = scripts.transform !== undefined && BABEL_FILE.test(args.path);
    const inSite = inside(siteDir, args.path);
    if (!babel && !inSite) return undefined;
    const source = await readFile(args.path, 'utf8');
    const rewritten = inSite ? rewriteRawTextContexts(source, args.path, siteDir) : undefined;
    if (!rewritten && !babel) return undefined;
    return asLoadResultAsync(async () => ({
      contents: await transformScript(scripts, rewritten?.code ?? source, args.path),
      loader: scriptLoader(args.path),
      resolveDir: path.dirname(args.path),
      ...(rewritten ? { watchDirs: rewritten.folders } : {}),
    }));
  });
}
