/**
 * Stylesheets in Sass (`.scss`, `.sass`), as docusaurus-plugin-sass builds them: compiled with
 * the site's own `sass` package (resolved from the site folder, never bundled with this
 * generator), then bundled as CSS. `*.module.scss` are CSS modules, renamed as `*.module.css`
 * are (see css-modules-plugin.ts). Without the package, each stylesheet is an error naming it
 * and the command that installs sass.
 */
import type { OnLoadResult, PartialMessage, Plugin } from 'esbuild';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installCommand } from '../files/install-command.js';
import type { CssProcessor } from './postcss-plugin.js';

/** A compiled Sass stylesheet: its CSS, and every file it read (its partials too). */
export interface CompiledSass {
  css: string;
  files: string[];
}

/** What the plugin needs of the `sass` package: its `compile`. */
interface SassApi {
  compile(file: string, options: { style: 'expanded'; loadPaths: string[] }): { css: string; loadedUrls: URL[] };
}

/** The error esbuild reports for a stylesheet, Sass or PostCSS (a message whose `detail` names the rule of its diagnostic). */
export class SassError extends Error {
  constructor(readonly messages: PartialMessage[]) {
    super(messages[0]?.text);
  }
}

/** The site's sass package, or undefined when the site has none. */
function loadSass(siteDir: string): SassApi | undefined {
  try {
    return createRequire(path.join(siteDir, 'package.json'))('sass') as SassApi;
  } catch {
    return undefined;
  }
}

/** Compiles one stylesheet with the site's sass; throws a SassError that says what to fix. */
export function compileSass(siteDir: string, file: string): CompiledSass {
  const sass = loadSass(siteDir);
  const rel = path.relative(siteDir, file).split(path.sep).join('/');
  if (!sass) {
    throw new SassError([
      {
        detail: { rule: 'bundle/missing-package' },
        text: `cannot compile the Sass stylesheet ${rel}: the site has no sass package`,
        location: { file },
        notes: [{ text: `Install it in the site folder: ${installCommand(siteDir, 'sass')}` }],
      },
    ]);
  }
  try {
    const result = sass.compile(file, { style: 'expanded', loadPaths: [path.join(siteDir, 'node_modules')] });
    return { css: result.css, files: result.loadedUrls.filter((u) => u.protocol === 'file:').map((u) => fileURLToPath(u)) };
  } catch (e) {
    throw new SassError([sassMessage(e, file)]);
  }
}

// A Sass compile error at its file, line and column.
function sassMessage(e: unknown, file: string): PartialMessage {
  const err = e as { sassMessage?: string; message?: string; span?: { url?: URL; start?: { line: number; column: number } } };
  const start = err.span?.start;
  const at = err.span?.url?.protocol === 'file:' ? fileURLToPath(err.span.url) : file;
  return {
    detail: { rule: 'bundle/sass' },
    text: err.sassMessage ?? err.message ?? String(e),
    location: start ? { file: at, line: start.line + 1, column: start.column } : { file: at },
    notes: [{ text: "Fix the stylesheet; it is compiled with the site's own sass package." }],
  };
}

/**
 * Compiles `.scss` and `.sass` files (but `*.module.*`, which css-modules-plugin renames) for
 * the browser; the server bundle takes no CSS. Every file a stylesheet read goes to `onInput`.
 */
export function sassPlugin(siteDir: string, target: 'server' | 'client', onInput: (file: string) => void, postcss?: CssProcessor): Plugin {
  return {
    name: 'docs-sass',
    setup(build) {
      build.onLoad({ filter: /\.s[ac]ss$/ }, async (args): Promise<OnLoadResult | undefined> => {
        if (/\.module\.s[ac]ss$/.test(args.path)) return undefined;
        if (target === 'server') return { contents: '', loader: 'js' };
        return asLoadResultAsync(async () => {
          const compiled = compileSass(siteDir, args.path);
          compiled.files.forEach(onInput);
          const css = postcss ? await postcss(compiled.css, args.path, onInput) : compiled.css;
          return { contents: css, loader: 'css', resolveDir: path.dirname(args.path) };
        });
      });
    },
  };
}

/** Runs a load; a SassError becomes esbuild's errors. */
export function asLoadResult(load: () => OnLoadResult): OnLoadResult {
  try {
    return load();
  } catch (e) {
    if (e instanceof SassError) return { errors: e.messages };
    throw e;
  }
}

/** Runs an asynchronous load; a SassError becomes esbuild's errors. */
export async function asLoadResultAsync(load: () => Promise<OnLoadResult>): Promise<OnLoadResult> {
  try {
    return await load();
  } catch (e) {
    if (e instanceof SassError) return { errors: e.messages };
    throw e;
  }
}
