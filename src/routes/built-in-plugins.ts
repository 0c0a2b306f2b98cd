/**
 * Plugins a Docusaurus site names that this generator runs itself: its own implementation
 * stands in for the package, installed or not, so the config reads as in Docusaurus.
 */
import type { Attacher } from '../markdown/markdown-plugins.js';
import { npm2yarn } from '../markdown/npm2yarn.js';

/** The built-in stand-ins, by the package name a site's config gives. */
export const BUILT_IN_PLUGINS: Record<string, Attacher | undefined> = {
  '@docusaurus/remark-plugin-npm2yarn': npm2yarn as Attacher,
};
