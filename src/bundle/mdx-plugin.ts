import type { Plugin } from 'esbuild';
import path from 'node:path';
import { templateDir } from '../files/package-root.js';
import { loadRawText, loadSvgAsComponents } from './loader-imports.js';
import { loadMdxModules, provideMdxRuntime, type MdxBundleInput } from './mdx-modules.js';
import { fileResolver, resolveDocusaurusModules, resolveSitePaths, resolveThemeModules } from './site-aliases.js';
import { refuseImportsOutsideSite } from './site-boundary.js';
import { loadSiteScripts, type SiteScripts } from './site-scripts.js';
import { findOverride } from './theme-components.js';

/**
 * Resolves what MDX files import, as a Docusaurus site writes it (`@site/`, `@theme/`,
 * `@theme-original/`, `@docusaurus/`), compiles `.md`/`.mdx` files to modules (route
 * modules for pages, components for partials), and provides the site's global MDX
 * components (src/theme/MDXComponents, when the site has one). `missed` hears each file of
 * src/theme/ looked for and not found, since adding one changes the bundle.
 */
export function mdxPlugin(
  siteDir: string,
  input: MdxBundleInput | undefined,
  missed: (file: string) => void,
  readable: readonly string[] = [],
  scripts: SiteScripts = { notOwn: [], loadedElsewhere: new Set() },
): Plugin {
  const template = templateDir(siteDir);
  const siteTheme = path.join(siteDir, 'src', 'theme');
  // `src/theme/Footer.js` or the folder form `src/theme/Footer/index.js`, as Docusaurus finds them.
  const siteOverride = (name: string) => findOverride(siteTheme, name, missed);
  return {
    name: 'docs-mdx',
    // esbuild tries the rules in the order they are added: the aliases before the loaders'
    // syntax and SVG files, and those before the check of relative imports.
    setup(build) {
      const resolveFile = fileResolver(build);
      provideMdxRuntime(build, siteDir, template, siteOverride, resolveFile);
      resolveSitePaths(build, siteDir);
      resolveThemeModules(build, template, siteOverride, resolveFile);
      resolveDocusaurusModules(build, template, resolveFile);
      loadRawText(build);
      loadSiteScripts(build, siteDir, scripts);
      loadSvgAsComponents(build, siteDir);
      refuseImportsOutsideSite(build, siteDir, template, readable);
      if (input) loadMdxModules(build, siteDir, input);
    },
  };
}
