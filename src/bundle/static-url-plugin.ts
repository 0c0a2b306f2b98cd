import type { Plugin } from 'esbuild';
import { statSync } from 'node:fs';
import path from 'node:path';
import { ASSET_EXTENSIONS } from './asset-loaders.js';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A root-relative path (not `//host/...`) to a file CSS may name: an asset, or a stylesheet.
// The filter runs inside esbuild, so the theme's and pages' absolute script imports never
// reach this plugin's JavaScript.
const ROOT_RELATIVE = new RegExp(`^/[^/?#][^?#]*(?:${[...ASSET_EXTENSIONS, '.css'].map(escapeRegExp).join('|')})(?:[?#].*)?$`, 'i');

// `url(/img/a%20b.png)` names the file `a b.png`; a malformed escape is taken as written.
function decodePath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/**
 * `url(/img/x.png)` and `@import '/css/x.css'` in a site's CSS and CSS modules, as Docusaurus
 * resolves them (webpack's resolve.roots): the file of that path in the first static folder
 * that has it, else in the site folder. The file is then bundled like any imported asset, so
 * its URL carries the baseUrl and a content hash. A path that names no file stays as written.
 * `missed` hears every path looked at and not found: a file added there later changes the bundle.
 */
export function staticUrlPlugin(roots: string[], missed: (file: string) => void): Plugin {
  return {
    name: 'docs-static-urls',
    setup(build) {
      build.onResolve({ filter: ROOT_RELATIVE }, (args) => {
        if (args.kind !== 'url-token' && args.kind !== 'import-rule') return undefined;
        const cut = args.path.search(/[?#]/);
        const pathname = cut < 0 ? args.path : args.path.slice(0, cut);
        const suffix = cut < 0 ? undefined : args.path.slice(cut);
        for (const root of roots) {
          const file = path.join(root, decodePath(pathname));
          if (!file.startsWith(root + path.sep)) continue;
          if (statSync(file, { throwIfNoEntry: false })?.isFile()) return { path: file, suffix };
          missed(file);
        }
        return { path: args.path, external: true };
      });
    },
  };
}
