/**
 * The location globals of a script file of a site: `__dirname`, `__filename` and
 * `import.meta.url` (with `.dirname` and `.filename`), as esbuild `define`s. A site's modules
 * are compiled before they run (TypeScript, ES modules bundled into one file); writing these
 * into each file keeps a path built from them (a data file beside the module, a config file
 * three folders up) where Node would put it when it loads that file itself.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The location globals of one file, as esbuild defines. */
export function locationDefines(file: string): Record<string, string> {
  const dir = path.dirname(file);
  return {
    __dirname: JSON.stringify(dir),
    __filename: JSON.stringify(file),
    'import.meta.url': JSON.stringify(pathToFileURL(file).href),
    'import.meta.dirname': JSON.stringify(dir),
    'import.meta.filename': JSON.stringify(file),
  };
}
