import path from 'node:path';
import { themeOverridesDir } from '../files/package-root.js';
import { contentPaths } from './content-paths.js';
import type { ResolvedConfig } from '../config/types.js';

/** A folder of a site that holds what the site is made from, with the name a message gives it. */
export interface SourceFolder {
  /** Absolute path, as the config resolves it (links not followed). */
  dir: string;
  /** "the docs folder", "the static folder"... */
  name: string;
}

/**
 * Every folder a command must never write its output into or over: the content folders, the
 * static folders, the theme overrides and template, src/, the build cache and git's folder.
 * The most specific come first, so `content/docs` is named the docs folder, not the content folder.
 */
export function siteSourceFolders(config: ResolvedConfig): SourceFolder[] {
  const at = (...parts: string[]) => path.resolve(config.siteDir, ...parts);
  const paths = contentPaths(config);
  const folders: SourceFolder[] = [];
  for (const docs of paths.docs) {
    folders.push({ dir: docs.docsDir, name: 'the docs folder' });
    folders.push({ dir: path.dirname(docs.versionedDocsDir('x')), name: 'the versioned docs folder' });
    folders.push({ dir: path.dirname(docs.versionedSidebarsFile('x')), name: 'the versioned sidebars folder' });
  }
  folders.push({ dir: paths.blogDir, name: 'the blog folder' }, { dir: paths.pagesDir, name: 'the pages folder' });
  for (const dir of paths.staticDirs) folders.push({ dir, name: 'the static folder' });
  if (config.contentDir) folders.push({ dir: at(config.contentDir), name: 'the content folder' });
  folders.push(
    { dir: themeOverridesDir(config.siteDir), name: 'the theme overrides folder' },
    { dir: at('template'), name: "the site's template folder" },
    { dir: at('src'), name: 'the source folder' },
    { dir: at('.docs-cache'), name: 'the build cache' },
    { dir: at('.git'), name: "the site's git folder" },
  );
  // A content folder that is the whole site (docs.path "."): the site folder's own check covers it.
  return folders.filter((f) => f.dir !== path.resolve(config.siteDir));
}
