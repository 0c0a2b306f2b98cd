import type { LinkSource } from './check-links.js';

/** Where the build writes the source positions of links, relative to the output dir. */
export const LINKS_MANIFEST = '.docs/links.json';

/** The manifest's content: each page's source file and the links written in it. */
export interface LinksManifest {
  version: 1;
  sources: LinkSource[];
}
