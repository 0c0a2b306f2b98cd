/**
 * Where a site keeps its content. Two layouts share one set of keys: with `contentDir` set,
 * every folder sits under it with this project's names (content/docs, content/sidebars.json,
 * content/versions.json...); without it, every folder is where Docusaurus puts it (docs/,
 * blog/, src/pages/, versions.json at the site root). `docs.path`, `docs.sidebarPath`,
 * `blog.path`, `pages.path` and `staticDirectories` override either layout, so a migrated
 * site keeps its files where they are.
 */
import path from 'node:path';
import type { SiteConfig } from '../config/types.js';

import { DEFAULT_DOCS_ID } from '../config/schema.js';

/** The id of the docs instance a site has when `docs` is a single object (as Docusaurus names it). */
export const DEFAULT_DOCS_INSTANCE = DEFAULT_DOCS_ID;

/** Where one docs instance keeps its current docs, sidebars and versions (absolute paths). */
export interface DocsInstancePaths {
  /** Instance id; "default" for the docs of a site with one docs section. */
  id: string;
  /** Folder of the current docs. */
  docsDir: string;
  /**
   * Sidebars file of the current docs. undefined: one sidebar generated from the folder (as
   * Docusaurus does when `sidebarPath` is unset); false: no sidebars.
   */
  sidebarFile: string | false | undefined;
  /** Whether `sidebarFile` was named in the config (a missing named file is an error, a missing default is not). */
  sidebarFileConfigured: boolean;
  /** versions.json: the released versions, newest first. */
  versionsFile: string;
  /** Folder of the docs of a released version. */
  versionedDocsDir: (version: string) => string;
  /** Sidebars file of a released version (always JSON). */
  versionedSidebarsFile: (version: string) => string;
}

/** Every content folder of a site (absolute paths). */
export interface ContentPaths {
  /** The docs instances, in config order (one when `docs` is an object). */
  docs: DocsInstancePaths[];
  /** Folder of the blog posts, authors.yml and tags.yml. */
  blogDir: string;
  /** Folder of the markdown and React pages. */
  pagesDir: string;
  /** Folders copied as is to the output root, in order (a later file wins, as in Docusaurus). */
  staticDirs: string[];
}

type PathsConfig = Pick<SiteConfig, 'contentDir' | 'staticDirectories' | 'docsInstances' | 'blog' | 'pages'> & { siteDir: string };

/** Works out every content folder from the config. */
export function contentPaths(config: PathsConfig): ContentPaths {
  const at = (...parts: string[]) => path.resolve(config.siteDir, ...parts);
  const root = config.contentDir;
  return {
    docs: config.docsInstances.map((d) => docsInstancePaths(config, d.id, d.path, d.sidebarPath)),
    blogDir: at(config.blog.path ?? (root ? path.join(root, 'blog') : 'blog')),
    pagesDir: at(config.pages.path ?? (root ? path.join(root, 'pages') : path.join('src', 'pages'))),
    staticDirs: config.staticDirectories.map((dir) => at(dir)),
  };
}

/**
 * The paths of one docs instance. The default instance keeps versions.json,
 * versioned_docs/ and versioned_sidebars/ at the root (the site, or contentDir); another
 * instance prefixes them with its id ("community_versions.json"), as Docusaurus does.
 */
export function docsInstancePaths(
  config: Pick<PathsConfig, 'siteDir' | 'contentDir'>,
  id: string,
  docsPath: string | undefined,
  sidebarPath: string | false | undefined,
): DocsInstancePaths {
  const root = path.resolve(config.siteDir, config.contentDir ?? '.');
  const prefix = id === DEFAULT_DOCS_INSTANCE ? '' : `${id}_`;
  const defaultSidebars = config.contentDir ? path.join(root, `${prefix}sidebars.json`) : undefined;
  return {
    id,
    docsDir: path.resolve(
      config.siteDir,
      docsPath ?? (config.contentDir ? path.join(config.contentDir, id === DEFAULT_DOCS_INSTANCE ? 'docs' : id) : id === DEFAULT_DOCS_INSTANCE ? 'docs' : id),
    ),
    sidebarFile: sidebarPath === false ? false : sidebarPath !== undefined ? path.resolve(config.siteDir, sidebarPath) : defaultSidebars,
    sidebarFileConfigured: sidebarPath !== undefined,
    versionsFile: path.join(root, `${prefix}versions.json`),
    versionedDocsDir: (version) => path.join(root, `${prefix}versioned_docs`, `version-${version}`),
    versionedSidebarsFile: (version) => path.join(root, `${prefix}versioned_sidebars`, `version-${version}-sidebars.json`),
  };
}

/** The files and folders `docs dev` watches for content edits (absent ones are watched for creation). */
export function contentWatchPaths(config: PathsConfig): string[] {
  const paths = contentPaths(config);
  const out = new Set<string>([paths.blogDir, paths.pagesDir]);
  for (const docs of paths.docs) {
    out.add(docs.docsDir);
    if (docs.sidebarFile) out.add(docs.sidebarFile);
    out.add(docs.versionsFile);
    out.add(path.dirname(docs.versionedDocsDir('x')));
    out.add(path.dirname(docs.versionedSidebarsFile('x')));
  }
  if (config.contentDir) out.add(path.resolve(config.siteDir, config.contentDir));
  return [...out];
}
