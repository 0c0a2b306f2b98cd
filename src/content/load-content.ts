import { contentPaths } from './content-paths.js';
import type { ResolvedConfig } from '../config/types.js';
import { throwIfErrors, type Diagnostic } from '../diagnostics/diagnostic.js';
import { loadBlogPosts } from './load-blog.js';
import { loadDocsVersions, type BuildMode } from './load-docs.js';
import { loadPages } from './load-pages.js';
import type { SourceFacts } from './source-facts.js';
import type { ContentGraph, PageSource } from './types.js';

/** Discovers docs (every version), blog posts and pages; throws every content error at once. */
export function loadContent(
  config: ResolvedConfig,
  mode: BuildMode,
  diagnostics: Diagnostic[] = [],
  /** The pages, when the caller read them already (to start bundling early); their problems are in `diagnostics`. */
  pages?: PageSource[],
  /** What earlier loads learned from the files (docs dev): unchanged files are not read again until needed. */
  facts?: SourceFacts,
): ContentGraph {
  const paths = contentPaths(config);
  const blogDir = paths.blogDir;
  const graph: ContentGraph = {
    versions: loadDocsVersions(config, mode, diagnostics, facts),
    posts: loadBlogPosts(config, blogDir, mode, diagnostics, facts),
    pages: pages ?? loadPages(config, paths.pagesDir, diagnostics, facts),
    blogDir,
  };
  throwIfErrors(diagnostics);
  return graph;
}
