/**
 * `@docs/mermaid`, the theme's way to the site's mermaid package. In the browser bundle of a
 * site with markdown.mermaid it is an `import()` of the package, resolved from the site folder,
 * so esbuild puts mermaid in a chunk of its own that only pages with a diagram load. Elsewhere
 * (the server bundle, sites without diagrams) it is nothing.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { configKeyPosition } from '../config/key-position.js';
import type { ResolvedConfig } from '../config/types.js';
import { error, type Diagnostic } from '../diagnostics/diagnostic.js';
import { installCommand } from '../files/install-command.js';

const NAMESPACE = 'docs-mermaid';
// The site's package, never the generator's: it is not a dependency of this package.
const MERMAID_PACKAGE = 'mermaid';

/** The define that tells the theme whether the site draws mermaid diagrams. */
export function mermaidDefine(config: ResolvedConfig): Record<string, string> {
  return { __DOCS_MERMAID__: String(config.markdown.mermaid) };
}

/** Provides `@docs/mermaid` for one of the two bundles. */
export function mermaidPlugin(config: ResolvedConfig, target: 'server' | 'client'): Plugin {
  return {
    name: 'docs-mermaid',
    setup(build) {
      build.onResolve({ filter: /^@docs\/mermaid$/ }, () => ({ path: 'mermaid', namespace: NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, () => {
        if (target === 'server' || !config.markdown.mermaid) return { contents: 'export const loadMermaid = undefined;', loader: 'js' };
        return { contents: `export const loadMermaid = () => import(${JSON.stringify(MERMAID_PACKAGE)});`, loader: 'js', resolveDir: config.siteDir };
      });
    },
  };
}

/**
 * The error of a site with markdown.mermaid on and no mermaid package where its imports look,
 * at the config's line, with the command that installs it; undefined when all is well.
 */
export function missingMermaid(config: ResolvedConfig): Diagnostic | undefined {
  if (!config.markdown.mermaid || installedFrom(config.siteDir, MERMAID_PACKAGE)) return undefined;
  return error('bundle/missing-package', 'markdown.mermaid is on, but the site has no mermaid package to draw the diagrams with', {
    file: path.relative(config.siteDir, config.configFile).split(path.sep).join('/'),
    ...configKeyPosition(config.configFile, ['markdown', 'mermaid']),
    hint: `Install it in the site folder: ${installCommand(config.siteDir, MERMAID_PACKAGE)} (or set markdown.mermaid to false to show the diagrams' source as code).`,
  });
}

// Whether a package is installed where the site's imports find it (its node_modules, or a folder's above).
function installedFrom(dir: string, name: string): boolean {
  for (let at = dir; ; at = path.dirname(at)) {
    if (existsSync(path.join(at, 'node_modules', name, 'package.json'))) return true;
    if (path.dirname(at) === at) return false;
  }
}
