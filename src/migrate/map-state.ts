/** What the parts of the config mapping gather before the end of a run writes it out. */
import { createBlogState, type BlogState } from './map-blog.js';
import type { KeyPath } from './map-context.js';
import { createDocsState, type DocsState } from './map-docs.js';
import { createMarkdownPlugins, type MarkdownPlugins } from './map-markdown-plugins.js';

/** The sections gathered across the config: docs sections, blog, pages folder, markdown plugins, and options every docs section shares. */
export interface MapState {
  docs: DocsState;
  blog: BlogState;
  pages: { path: string; at?: KeyPath };
  markdown: MarkdownPlugins;
  /** Docs options that come from elsewhere in the config (themeConfig.tableOfContents) and apply to every docs section. */
  docsShared: Record<string, [unknown, KeyPath]>;
  /** Whether a package is installed in the site (for plugin short names). */
  installed: (pkg: string) => boolean;
}

/** Starts the state of a mapping run, with Docusaurus' folders. */
export function createMapState(installed: (pkg: string) => boolean): MapState {
  return { docs: createDocsState(), blog: createBlogState(), pages: { path: 'src/pages' }, markdown: createMarkdownPlugins(), docsShared: {}, installed };
}
