import path from 'node:path';
import { THEME_MODULES } from '../bundle/compat-modules.js';
import { toPosix, walkFiles } from '../files/walk.js';
import { findOverride } from '../bundle/theme-components.js';
import type { MigrateNote } from './map-context.js';
import { entryName, resolveModuleName } from './plugin-names.js';
import { scanImports, type ContentFolders } from './scan-imports.js';

const SCRIPT = (name: string) => /\.(js|jsx|ts|tsx|mjs)$/.test(name);

/**
 * Notes about what a Docusaurus site has outside its config: swizzled components (src/theme/),
 * and imports of Docusaurus modules that have no counterpart (in src/ and in the content).
 * Each names the file and line and what to do.
 */
export function scanDocusaurusSite(siteDir: string, folders: ContentFolders, ourComponents: string[], config: Record<string, unknown> = {}): MigrateNote[] {
  const notes = swizzled(siteDir, ourComponents);
  notes.push(...scanImports(siteDir, folders, addedThemes(config)));
  return notes;
}

// Each component of src/theme/, with the override to port it to.
function swizzled(siteDir: string, ourComponents: string[]): MigrateNote[] {
  const notes: MigrateNote[] = [];
  const themeDir = path.join(siteDir, 'src', 'theme');
  const seen = new Set<string>();
  for (const file of walkFiles(themeDir, SCRIPT)) {
    // src/theme/Footer/index.js and src/theme/Footer.js are both the component "Footer".
    const name = toPosix(path.relative(themeDir, file))
      .replace(/\.[^.]+$/, '')
      .replace(/\/index$/, '');
    // The site's global MDX components are read from src/theme/MDXComponents as they are.
    if (seen.has(name) || name === 'MDXComponents') continue;
    seen.add(name);
    const mdxOnly = name in THEME_MODULES ? ` MDX files that import @theme/${name} keep getting this file.` : '';
    const ours = ourComponents.includes(name);
    const already = ours && findOverride(path.join(siteDir, 'theme'), name);
    const hint = already
      ? `${toPosix(path.relative(siteDir, already))} already overrides ${name}; port what this file changes into it.`
      : ours
        ? `Run \`docs swizzle ${name}\` and port what this file changes into theme/${name}.tsx.`
        : `This theme has no component ${name}; override the closest one in theme/ (the names are listed under Theme overrides in the README).`;
    notes.push({
      rule: 'migrate/swizzled',
      file: toPosix(path.relative(siteDir, file)),
      line: 1,
      message: `the swizzled component ${name} is not a theme override here`,
      hint: hint + mdxOnly,
    });
  }
  return notes;
}

/**
 * The presets and themes of a config besides Docusaurus' own (classic, mermaid, Algolia's
 * search...), by package name: where `@theme/` components the theme lacks come from.
 */
function addedThemes(config: Record<string, unknown>): string[] {
  const names: string[] = [];
  for (const type of ['preset', 'theme'] as const) {
    const list = config[`${type}s`];
    for (const entry of Array.isArray(list) ? list : []) {
      const { name, kind } = entryName(entry);
      if (kind !== 'name') continue;
      const resolved = resolveModuleName(name, type, () => false).name;
      if (!resolved.startsWith('@docusaurus/')) names.push(resolved);
    }
  }
  return [...new Set(names)].sort();
}
