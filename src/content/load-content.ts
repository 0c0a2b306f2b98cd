import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import { throwIfErrors, type Diagnostic } from '../diagnostics/diagnostic.js';
import { loadBlogPosts } from './load-blog.js';
import { loadDocsVersions, type BuildMode } from './load-docs.js';
import { loadPages } from './load-pages.js';
import type { ContentGraph } from './types.js';

/** Discovers docs (every version), blog posts and pages; throws every content error at once. */
export function loadContent(config: ResolvedConfig, mode: BuildMode, diagnostics: Diagnostic[] = []): ContentGraph {
  const contentDir = path.join(config.siteDir, config.contentDir);
  const blogDir = path.join(contentDir, 'blog');
  const graph: ContentGraph = {
    versions: loadDocsVersions(config, mode, diagnostics),
    posts: loadBlogPosts(config, blogDir, mode, diagnostics),
    pages: loadPages(config, path.join(contentDir, 'pages'), diagnostics),
    blogDir,
  };
  throwIfErrors(diagnostics);
  return graph;
}
