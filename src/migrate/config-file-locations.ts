/**
 * Where each module of a bundled Docusaurus config is. The config and every file of the site
 * it imports run from one temp bundle, so the location globals are written into each file
 * before bundling: `__dirname`, `__filename` and `import.meta.url` (with `.dirname` and
 * `.filename`) of a module in `plugins/rules/` are that folder's, as they are when Docusaurus
 * loads the config file by file, and a path built from them (a prettier config three folders
 * up, a data file beside the module) finds what it finds there.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transform, type Loader, type Plugin } from 'esbuild';
import { locationDefines } from '../files/script-location.js';

/** The loaders of the script files handled here; a JSX file keeps the bundle's own handling. */
const LOADERS: Record<string, Loader> = { '.js': 'js', '.mjs': 'js', '.cjs': 'js', '.ts': 'ts', '.mts': 'ts', '.cts': 'ts' };

/**
 * The esbuild plugin that gives each of the site's own script files (not those of
 * node_modules) its own location globals. A file that does not compile is left to the bundle,
 * which reports its error with the line.
 */
export function ownFileLocations(): Plugin {
  return {
    name: 'docs-migrate-file-locations',
    setup(b) {
      b.onLoad({ filter: /\.(c|m)?[jt]s$/, namespace: 'file' }, async (args) => {
        const loader = LOADERS[path.extname(args.path)];
        if (!loader || /[\\/]node_modules[\\/]/.test(args.path)) return undefined;
        try {
          const source = readFileSync(args.path, 'utf8');
          const result = await transform(source, { loader, define: locationDefines(args.path), sourcefile: args.path, logLevel: 'silent' });
          return { contents: result.code, loader: 'js', resolveDir: path.dirname(args.path) };
        } catch {
          return undefined;
        }
      });
    },
  };
}
