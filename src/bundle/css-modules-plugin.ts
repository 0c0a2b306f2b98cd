import type { Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CssProcessor } from './postcss-plugin.js';
import { asLoadResultAsync, compileSass } from './sass-plugin.js';

// A class selector outside strings and url(...): `.name`.
const CLASS = /(url\([^)]*\)|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')|\.(-?[_a-zA-Z][\w-]*)/g;
const SUFFIX = '?css-module';

// A CSS module's file: `.module.css`, or Sass's `.module.scss` and `.module.sass`.
const MODULE_FILE = /\.module\.(?:css|scss|sass)$/;

/** Where a module's stylesheet is made: the site folder its sass resolves from, its PostCSS plugins, and who learns what each read. */
export interface SassModules {
  siteDir: string;
  onInput: (file: string) => void;
  postcss?: CssProcessor;
}

// The CSS of a module's file: a Sass one compiled first, then the site's PostCSS plugins.
async function stylesheetOf(file: string, sass: SassModules): Promise<string> {
  let css: string;
  if (file.endsWith('.css')) css = await readFile(file, 'utf8');
  else {
    const compiled = compileSass(sass.siteDir, file);
    compiled.files.forEach(sass.onInput);
    css = compiled.css;
  }
  return sass.postcss ? sass.postcss(css, file, sass.onInput) : css;
}

/** Renames the classes of a CSS module to `<File>_<class>`; returns the stylesheet and the names. */
async function renameClasses(file: string, sass: SassModules): Promise<{ css: string; names: Record<string, string> }> {
  const prefix = path
    .basename(file)
    .replace(MODULE_FILE, '')
    .replace(/[^\w-]/g, '_');
  const names: Record<string, string> = {};
  const css = (await stylesheetOf(file, sass)).replace(CLASS, (match, skipped: string | undefined, name: string | undefined) => {
    if (skipped || !name) return match;
    names[name] = `${prefix}_${name}`;
    return `.${names[name]}`;
  });
  return { css, names };
}

/**
 * `*.module.css` (and `*.module.scss`, compiled first) as a Docusaurus site uses it: `import styles from './x.module.css'` gives
 * `{ name: 'X_name' }` and the stylesheet's classes are renamed the same way. The names
 * depend only on the file and the class, so the server render and the minified client
 * bundle agree (esbuild's own local names differ once minified, breaking hydration).
 */
export function cssModulesPlugin(target: 'server' | 'client', sass: SassModules): Plugin {
  return {
    name: 'docs-css-modules',
    setup(build) {
      build.onLoad({ filter: MODULE_FILE }, (args) =>
        asLoadResultAsync(async () => {
          const js = `export default ${JSON.stringify((await renameClasses(args.path, sass)).names)};`;
          if (target === 'server') return { contents: js, loader: 'js' };
          // The renamed stylesheet is a module of its own, imported for its side effect.
          return { contents: `import ${JSON.stringify(args.path + SUFFIX)};\n${js}`, loader: 'js', resolveDir: path.dirname(args.path) };
        }),
      );
      if (target === 'server') return;
      build.onResolve({ filter: /\?css-module$/ }, (args) => ({ path: args.path, namespace: 'docs-css-module' }));
      build.onLoad({ filter: /.*/, namespace: 'docs-css-module' }, (args) =>
        asLoadResultAsync(async () => {
          const file = args.path.slice(0, -SUFFIX.length);
          return { contents: (await renameClasses(file, sass)).css, loader: 'css', resolveDir: path.dirname(file) };
        }),
      );
    },
  };
}
