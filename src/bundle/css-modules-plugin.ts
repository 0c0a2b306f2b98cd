import type { Plugin } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// A class selector outside strings and url(...): `.name`.
const CLASS = /(url\([^)]*\)|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')|\.(-?[_a-zA-Z][\w-]*)/g;
const SUFFIX = '?css-module';

/** Renames the classes of a CSS module to `<File>_<class>`; returns the stylesheet and the names. */
function renameClasses(file: string): { css: string; names: Record<string, string> } {
  const prefix = path.basename(file, '.module.css').replace(/[^\w-]/g, '_');
  const names: Record<string, string> = {};
  const css = readFileSync(file, 'utf8').replace(CLASS, (match, skipped: string | undefined, name: string | undefined) => {
    if (skipped || !name) return match;
    names[name] = `${prefix}_${name}`;
    return `.${names[name]}`;
  });
  return { css, names };
}

/**
 * `*.module.css` as a Docusaurus site uses it: `import styles from './x.module.css'` gives
 * `{ name: 'X_name' }` and the stylesheet's classes are renamed the same way. The names
 * depend only on the file and the class, so the server render and the minified client
 * bundle agree (esbuild's own local names differ once minified, breaking hydration).
 */
export function cssModulesPlugin(target: 'server' | 'client'): Plugin {
  return {
    name: 'docs-css-modules',
    setup(build) {
      build.onLoad({ filter: /\.module\.css$/ }, (args) => {
        const js = `export default ${JSON.stringify(renameClasses(args.path).names)};`;
        if (target === 'server') return { contents: js, loader: 'js' };
        // The renamed stylesheet is a module of its own, imported for its side effect.
        return { contents: `import ${JSON.stringify(args.path + SUFFIX)};\n${js}`, loader: 'js', resolveDir: path.dirname(args.path) };
      });
      if (target === 'server') return;
      build.onResolve({ filter: /\?css-module$/ }, (args) => ({ path: args.path, namespace: 'docs-css-module' }));
      build.onLoad({ filter: /.*/, namespace: 'docs-css-module' }, (args) => {
        const file = args.path.slice(0, -SUFFIX.length);
        return { contents: renameClasses(file).css, loader: 'css', resolveDir: path.dirname(file) };
      });
    },
  };
}
