import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import { contentPaths } from '../content/content-paths.js';
import { templateDir, themeOverridesDir } from '../files/package-root.js';
import { packageName } from './resolution-probes.js';

/** The folders that tell what a file of a bundle is: the theme's, the site's pages, its overrides. */
export interface CodePlaces {
  siteDir: string;
  /** The theme the site renders with: the package's template/, or the site's own. */
  themeDir: string;
  pagesDir: string;
  /** Folders of the site's theme overrides: theme/, and Docusaurus' src/theme/. */
  overrideDirs: string[];
}

/** The code places of a site. */
export function codePlaces(config: ResolvedConfig): CodePlaces {
  return {
    siteDir: config.siteDir,
    themeDir: templateDir(config.siteDir),
    pagesDir: contentPaths(config).pagesDir,
    overrideDirs: [themeOverridesDir(config.siteDir), path.join(config.siteDir, 'src', 'theme')],
  };
}

/** The rule and hint of code that does not compile, by the kind of file it is in. */
export interface CodeKind {
  rule: 'template/build' | 'pages/build' | 'site/build';
  hint: string;
}

const SAVE = 'the site is rebuilt when you save.';

/**
 * Which kind of file `file` (absolute, or undefined when esbuild names none) is: the theme's
 * own code is `template/build`, a React page of the site `pages/build`, and any other code of
 * the site (a component, a theme override, a package it imports) `site/build`.
 */
export function codeKind(file: string | undefined, places: CodePlaces): CodeKind {
  if (file === undefined) return { rule: 'site/build', hint: `Fix the code the message names; ${SAVE}` };
  const modules = file.lastIndexOf(`${path.sep}node_modules${path.sep}`);
  // The theme may itself be installed in the site's node_modules: it is looked for first.
  if (within(file, places.themeDir)) {
    const own = within(places.themeDir, places.siteDir);
    return {
      rule: 'template/build',
      hint: own
        ? `Fix this module of the site's own theme (template/); ${SAVE}`
        : "This is the theme's own code: report it, with the message, as a bug of docs-kiln.",
    };
  }
  if (modules !== -1) {
    const name = packageName(
      file
        .slice(modules + 14)
        .split(path.sep)
        .join('/'),
    );
    return { rule: 'site/build', hint: `This file is part of the package ${name}, which the site imports: check its version, or import it by another path.` };
  }
  if (within(file, places.pagesDir)) return { rule: 'pages/build', hint: `Fix this React page; ${SAVE}` };
  if (places.overrideDirs.some((dir) => within(file, dir))) return { rule: 'site/build', hint: `Fix this theme override of the site; ${SAVE}` };
  return { rule: 'site/build', hint: `Fix this component of the site; ${SAVE}` };
}

function within(file: string, dir: string): boolean {
  const rel = path.relative(dir, file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}
