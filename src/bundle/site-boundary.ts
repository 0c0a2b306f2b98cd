/**
 * A relative import of the site's own code or MDX that climbs out of the site folder would
 * bundle (and, for an image, publish) a file of the machine: refused, like such links, unless
 * it lands in a folder the config names as readable (readableFolders).
 */
import type { PluginBuild } from 'esbuild';
import path from 'node:path';

/** Marks the boundary rule's own nested resolve, so it is not checked twice. */
export const BOUNDARY_RESOLVE = Symbol('docs-own-resolve');

/** Whether a file is the folder or inside it. */
const isInside = (dir: string, file: string) => file === dir || file.startsWith(dir + path.sep);

/** Refuses a relative import from the site's files that resolves outside the site, the theme and the readable folders. */
export function refuseImportsOutsideSite(build: PluginBuild, siteDir: string, template: string, readable: readonly string[]): void {
  build.onResolve({ filter: /^\.\.?\// }, async (args) => {
    if (args.pluginData === BOUNDARY_RESOLVE || !isInside(siteDir, args.resolveDir) || args.resolveDir.includes(`${path.sep}node_modules${path.sep}`))
      return undefined;
    const result = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: BOUNDARY_RESOLVE });
    if (
      result.errors.length > 0 ||
      result.external ||
      !path.isAbsolute(result.path) ||
      isInside(siteDir, result.path) ||
      isInside(template, result.path) ||
      readable.some((dir) => isInside(dir, result.path))
    )
      return result;
    return {
      errors: [
        {
          text: `the import "${args.path}" leads outside the site folder (to ${result.path}); move the file into the site, install it as a package, or name its folder in readableFolders of site.config.json`,
        },
      ],
    };
  });
}
