/**
 * PostCSS, as Docusaurus runs it on every stylesheet: the plugins `postcss.plugins` of
 * site.config.json names (Tailwind, autoprefixer...), loaded from the site folder with the
 * site's own `postcss` package (neither is bundled with this generator). It runs on the
 * site's CSS, its CSS modules, its Sass after compiling, and the CSS of its packages (so
 * `@import 'tailwindcss/utilities'` is expanded where the imported file is loaded); the
 * theme's own stylesheets are left as they are.
 */
import type { Plugin, PartialMessage } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { MarkdownPluginEntry } from '../config/types.js';
import { installCommand } from '../files/install-command.js';
import { asLoadResultAsync, SassError } from './sass-plugin.js';

/** Runs the site's PostCSS plugins on one stylesheet's CSS; files it read besides go to `onInput`. */
export type CssProcessor = (css: string, file: string, onInput: (file: string) => void) => Promise<string>;

interface PostcssResult {
  css: string;
  messages: { type: string; file?: string }[];
}
type Postcss = (plugins: unknown[]) => { process(css: string, options: { from: string; map: false }): PromiseLike<PostcssResult> };

const isPath = (name: string) => /^(\.{1,2}[\\/]|[\\/])/.test(name);

// The error of a stylesheet that cannot be processed, at the config's key.
function setupError(file: string, text: string, hint: string, rule = 'bundle/postcss'): SassError {
  return new SassError([{ detail: { rule }, text, location: { file }, notes: [{ text: hint }] }]);
}

/** Loads postcss and the plugins from the site folder; throws a SassError naming what is missing. */
function loadPostcss(siteDir: string, entries: MarkdownPluginEntry[], file: string): ReturnType<Postcss> {
  const req = createRequire(path.join(siteDir, 'package.json'));
  const load = (name: string, what: string): unknown => {
    try {
      const mod = req(isPath(name) ? path.resolve(siteDir, name) : name) as { default?: unknown };
      return mod && typeof mod === 'object' && 'default' in mod ? mod.default : mod;
    } catch (e) {
      const missing = (e as { code?: string }).code === 'MODULE_NOT_FOUND' && String((e as Error).message).includes(name);
      const hint = missing
        ? `Install it in the site folder: ${installCommand(siteDir, name)}`
        : `Loading it threw: ${(e as Error).message}. Fix it, or remove it from postcss.plugins.`;
      throw setupError(
        file,
        `cannot process the stylesheet with PostCSS: ${what} ${name} ${missing ? 'is not installed' : 'failed to load'}`,
        hint,
        missing ? 'bundle/missing-package' : 'bundle/postcss',
      );
    }
  };
  const postcss = load('postcss', 'the package') as Postcss;
  const plugins = entries.map((entry) => {
    const [name, options] = typeof entry === 'string' ? [entry, undefined] : entry;
    const plugin = load(name, 'the PostCSS plugin');
    return options === undefined || typeof plugin !== 'function' ? plugin : (plugin as (o: unknown) => unknown)(options);
  });
  return postcss(plugins);
}

/** The processor of a site's PostCSS plugins, or undefined when it names none. Loaded on first use. */
export function postcssProcessor(siteDir: string, entries: MarkdownPluginEntry[]): CssProcessor | undefined {
  if (entries.length === 0) return undefined;
  let processor: ReturnType<Postcss> | undefined;
  return async (css, file, onInput) => {
    processor ??= loadPostcss(siteDir, entries, file);
    try {
      const result = await processor.process(css, { from: file, map: false });
      for (const message of result.messages) if (message.type === 'dependency' && message.file) onInput(message.file);
      return result.css;
    } catch (e) {
      throw new SassError([postcssMessage(e, file)]);
    }
  };
}

// A PostCSS error (a CssSyntaxError has the file, line and column) as esbuild's message.
function postcssMessage(e: unknown, file: string): PartialMessage {
  const err = e as { reason?: string; message?: string; file?: string; line?: number; column?: number; plugin?: string };
  const by = err.plugin ? ` (${err.plugin})` : '';
  return {
    detail: { rule: 'bundle/postcss' },
    text: `${err.reason ?? err.message ?? String(e)}${by}`,
    location: err.line ? { file: err.file ?? file, line: err.line, column: Math.max(0, (err.column ?? 1) - 1) } : { file: err.file ?? file },
    notes: [{ text: 'Fix the stylesheet, or the PostCSS plugins of postcss.plugins in site.config.json.' }],
  };
}

const inside = (dir: string, file: string) => !path.relative(dir, file).startsWith('..');

/**
 * Runs PostCSS on plain `.css` files for the browser bundle (CSS modules and Sass run it in
 * their own plugins). The theme's stylesheets are skipped: those of its template folder and of
 * the generator's own packages (the search modal's), unless they lie in the site folder.
 */
export function postcssPlugin(processor: CssProcessor, siteDir: string, template: string, generator: string, onInput: (file: string) => void): Plugin {
  const isTheme = (file: string) => inside(template, file) || (inside(generator, file) && !inside(siteDir, file));
  return {
    name: 'docs-postcss',
    setup(build) {
      build.onLoad({ filter: /\.css$/ }, async (args) => {
        if (args.namespace !== 'file' || /\.module\.css$/.test(args.path) || isTheme(args.path)) return undefined;
        return asLoadResultAsync(async () => ({
          contents: await processor(await readFile(args.path, 'utf8'), args.path, onInput),
          loader: 'css',
          resolveDir: path.dirname(args.path),
        }));
      });
    },
  };
}
