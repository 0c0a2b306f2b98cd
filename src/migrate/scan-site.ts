import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { toPosix, walkFiles } from '../content/walk.js';
import { findOverride } from '../theme/theme-components.js';
import { lineAndColumn } from './key-line.js';
import type { MigrateNote } from './map-config.js';

const SCRIPT = (name: string) => /\.(js|jsx|ts|tsx|mjs)$/.test(name);

/**
 * Notes about what a Docusaurus site has outside its config: swizzled components (src/theme/),
 * and React pages that import Docusaurus modules. Each names the file and line and what to do.
 */
export function scanDocusaurusSite(siteDir: string, pagesDir: string, ourComponents: string[]): MigrateNote[] {
  const notes: MigrateNote[] = [];
  const themeDir = path.join(siteDir, 'src', 'theme');
  const seen = new Set<string>();
  for (const file of walkFiles(themeDir, SCRIPT)) {
    // src/theme/Footer/index.js and src/theme/Footer.js are both the component "Footer".
    const name = toPosix(path.relative(themeDir, file)).replace(/\.[^.]+$/, '').replace(/\/index$/, '');
    if (seen.has(name)) continue;
    seen.add(name);
    const ours = ourComponents.includes(name);
    const already = ours && findOverride(path.join(siteDir, 'theme'), name);
    notes.push({
      rule: 'migrate/swizzled',
      file: toPosix(path.relative(siteDir, file)),
      line: 1,
      message: `the swizzled component ${name} is not used here`,
      hint: already
        ? `theme/${name}${path.extname(already)} already overrides ${name}; port what this file changes into it.`
        : ours
          ? `Run \`docs swizzle ${name}\` and port what this file changes into theme/${name}.tsx.`
          : `This theme has no component ${name}; override the closest one in theme/ (the names are listed under Theme overrides in the README).`,
    });
  }
  for (const file of walkFiles(path.join(siteDir, pagesDir), SCRIPT)) {
    const text = readFileSync(file, 'utf8');
    const m = /(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"]((?:@theme|@docusaurus|@site)\/[^'"]*)['"]/.exec(text);
    if (!m) continue;
    notes.push({
      rule: 'migrate/page-imports',
      file: toPosix(path.relative(siteDir, file)),
      line: lineAndColumn(text, m.index).line,
      message: `the React page imports ${m[1]}, a Docusaurus module`,
      hint: 'Pages here import Link, useSite and the rest of the theme from "@docs/theme", and are wrapped in the layout already: rewrite the imports (and drop <Layout>).',
    });
  }
  if (existsSync(path.join(siteDir, 'babel.config.js'))) {
    notes.push({ rule: 'migrate/unused-file', file: 'babel.config.js', line: 1, message: 'babel.config.js is not used', hint: 'esbuild compiles the theme and pages here; delete it when the migration is done.' });
  }
  return notes;
}
