import type { ResolvedConfig } from '../config/types.js';
import { checkSymlinks } from '../content/check-symlinks.js';
import { contentPaths } from '../content/content-paths.js';
import { loadContent } from '../content/load-content.js';
import type { BuildMode } from '../content/load-docs.js';
import { loadPages } from '../content/load-pages.js';
import type { SourceFacts } from '../content/source-facts.js';
import type { ContentGraph, PageSource } from '../content/types.js';
import { throwIfErrors, type Diagnostic } from '../diagnostics/diagnostic.js';
import { buildRoutes, type BuiltRoutes } from '../routes/build-routes.js';
import { unknownOverrides } from '../bundle/unknown-overrides.js';
import type { MarkdownCache } from '../routes/compile-markdown.js';
import { markdownSources } from '../content/markdown-sources.js';
import { runPluginsAhead, type PluginRecordMemo } from '../routes/plugins-ahead.js';

/** A site read from its files: its content and the plan of every route (markdown not rendered yet). */
export interface LoadedSite {
  config: ResolvedConfig;
  mode: BuildMode;
  content: ContentGraph;
  routes: BuiltRoutes;
  /** Warnings (and, from later stages, errors) found so far. */
  diagnostics: Diagnostic[];
}

/** How `docs build` and `docs dev` load a site. */
export interface LoadSiteOptions {
  mode: BuildMode;
  /** What an earlier load learned from the markdown files (docs dev): unchanged files are read only when needed. */
  facts?: SourceFacts;
  /** Parsed markdown kept across loads (docs dev); a build parses each text once without it. */
  markdownCache?: MarkdownCache;
  /**
   * Called with the page modules as soon as they are known, before the docs and blog are
   * read: the bundle needs only them, so esbuild can start while the content loads.
   */
  onPages?: (pages: PageSource[]) => void;
}

/**
 * Loads a site: refuses links that leave it, reads its pages, docs (every version) and blog,
 * and plans every route. A pure function of the files; it writes nothing. Throws every
 * content error at once.
 */
export function loadSite(config: ResolvedConfig, options: LoadSiteOptions): LoadedSite {
  // Before anything is read: links that leave the site are refused, never followed.
  throwIfErrors(checkSymlinks(config));
  // A misspelt theme override replaces nothing: said once, as a warning.
  const diagnostics: Diagnostic[] = unknownOverrides(config.siteDir);
  const pages = loadPages(config, contentPaths(config).pagesDir, diagnostics, options.facts);
  options.onPages?.(pages);
  const content = loadContent(config, options.mode, diagnostics, pages, options.facts);
  // Only the plan: each route's markdown is rendered when its page is.
  const routes = buildRoutes(config, content, diagnostics, options.markdownCache, { lazy: true });
  return { config, mode: options.mode, content, routes, diagnostics };
}

/**
 * Runs the site's markdown plugins ahead on every markdown file when they are asynchronous
 * (they return promises or call back later, as Docusaurus allows), before any page renders:
 * pages render synchronously and take the trees the plugins left. With no plugins, or
 * plugins that finish at once, it does nothing more than run them on the first page.
 */
export async function runSitePluginsAhead(site: LoadedSite, memo?: PluginRecordMemo): Promise<void> {
  await runPluginsAhead(site.routes.markdown, markdownSources(site.content), memo);
}

/** Whether the site has remark or rehype plugins that run on its pages. */
export function hasPagePlugins(site: LoadedSite): boolean {
  const set = site.routes.markdown.plugins;
  return !!set && set.remark.length + set.beforeRehype.length + set.rehype.length > 0;
}
