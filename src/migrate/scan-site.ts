import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DOCUSAURUS_MODULES, THEME_MODULES } from '../bundle/mdx-plugin.js';
import { toPosix, walkFiles } from '../files/walk.js';
import { findOverride } from '../bundle/theme-components.js';
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
    // The site's global MDX components are read from src/theme/MDXComponents as they are.
    if (seen.has(name) || name === 'MDXComponents') continue;
    seen.add(name);
    const mdxOnly = name in THEME_MODULES ? ` MDX files that import @theme/${name} keep getting this file.` : '';
    const ours = ourComponents.includes(name);
    const already = ours && findOverride(path.join(siteDir, 'theme'), name);
    notes.push({
      rule: 'migrate/swizzled',
      file: toPosix(path.relative(siteDir, file)),
      line: 1,
      message: `the swizzled component ${name} is not a theme override here`,
      hint: (already
        ? `${toPosix(path.relative(siteDir, already))} already overrides ${name}; port what this file changes into it.`
        : ours
          ? `Run \`docs swizzle ${name}\` and port what this file changes into theme/${name}.tsx.`
          : `This theme has no component ${name}; override the closest one in theme/ (the names are listed under Theme overrides in the README).`) + mdxOnly,
    });
  }
  // Pages may import the Docusaurus modules this theme provides (@docusaurus/Link, @theme/Tabs...); the others have no counterpart.
  const provided = (spec: string) => {
    const [scope, ...rest] = spec.split('/');
    const name = rest.join('/');
    if (scope === '@site') return true;
    if (scope === '@docusaurus') return name in DOCUSAURUS_MODULES;
    return name in THEME_MODULES || findOverride(themeDir, name) !== undefined;
  };
  for (const file of walkFiles(path.join(siteDir, pagesDir), SCRIPT)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"]((?:@theme|@theme-original|@docusaurus)\/[^'"]*)['"]/g)) {
      if (provided(m[1]!)) continue;
      notes.push({
        rule: 'migrate/page-imports',
        file: toPosix(path.relative(siteDir, file)),
        line: lineAndColumn(text, m.index).line,
        message: `the React page imports ${m[1]}, which has no counterpart here`,
        hint: `Write what it does in the page, or take it from a module that is here. Available as @docusaurus/<name>: ${Object.keys(DOCUSAURUS_MODULES).join(', ')}; as @theme/<Name>: ${Object.keys(THEME_MODULES).join(', ')}.`,
      });
    }
  }
  if (existsSync(path.join(siteDir, 'babel.config.js'))) {
    notes.push({ rule: 'migrate/unused-file', file: 'babel.config.js', line: 1, message: 'babel.config.js is not used', hint: 'esbuild compiles the theme and pages here; delete it when the migration is done.' });
  }
  return notes;
}
