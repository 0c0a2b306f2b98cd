/**
 * Imports a Docusaurus site writes for webpack's loaders: `!!raw-loader!` (or a `?raw` query)
 * for a file's text, and SVG files as React components (its SVGR loader).
 */
import type { PluginBuild } from 'esbuild';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BOUNDARY_RESOLVE } from './site-boundary.js';
import { svgComponentSource } from './svg-component.js';

// Marks the SVG rule's own nested resolve (the other rules still see it).
const SVG_RESOLVE = Symbol('docs-svg-resolve');

/**
 * `import source from '!!raw-loader!./file.js'`: a file's text, as Docusaurus sites import code
 * samples (webpack's loader syntax; any leading "!" or "-!" is ignored). The text is the
 * module's default export, as raw-loader makes it, so `require('!!raw-loader!./f').default`
 * is the text too.
 */
export function loadRawText(build: PluginBuild): void {
  build.onResolve({ filter: /^(?:!!?|-!)?raw-loader!/ }, async (args) => {
    const target = args.path.replace(/^(?:!!?|-!)?raw-loader!/, '');
    const result = await build.resolve(target, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer });
    if (result.errors.length > 0) return { errors: result.errors };
    return { path: result.path, namespace: 'docs-raw' };
  });
  // `import text from './file.ts?raw'`: the same, as a site's webpack rule for the `raw` query
  // (`resourceQuery: /raw/, type: 'asset/source'`) gives it, a leading "!!" or not.
  build.onResolve({ filter: /^[^?]+\?raw$/ }, async (args) => {
    const target = args.path.replace(/^(?:!!?|-!)/, '').slice(0, -'?raw'.length);
    const result = await build.resolve(target, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer });
    if (result.errors.length > 0) return { errors: result.errors };
    return { path: result.path, namespace: 'docs-raw' };
  });
  build.onLoad({ filter: /.*/, namespace: 'docs-raw' }, async (args) => ({
    contents: `export default ${JSON.stringify(await readFile(args.path, 'utf8'))};`,
    loader: 'js',
    watchFiles: [args.path],
  }));
}

/** An SVG imported by JavaScript or MDX is a React component; CSS's url() keeps the file's URL. */
export function loadSvgAsComponents(build: PluginBuild, siteDir: string): void {
  build.onResolve({ filter: /\.svg$/i }, async (args) => {
    if (
      args.pluginData === SVG_RESOLVE ||
      args.pluginData === BOUNDARY_RESOLVE ||
      args.kind === 'url-token' ||
      args.kind === 'import-rule' ||
      /\.css$/i.test(args.importer)
    )
      return undefined;
    const result = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: SVG_RESOLVE });
    if (result.errors.length > 0 || result.external || !path.isAbsolute(result.path)) return result;
    return { path: result.path, namespace: 'docs-svg' };
  });
  build.onLoad({ filter: /.*/, namespace: 'docs-svg' }, async (args) => {
    try {
      return {
        contents: svgComponentSource(await readFile(args.path, 'utf8'), path.relative(siteDir, args.path)),
        loader: 'js',
        resolveDir: path.dirname(args.path),
        watchFiles: [args.path],
      };
    } catch (e) {
      return { errors: [{ text: (e as Error).message }] };
    }
  });
}
