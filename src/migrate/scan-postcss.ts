/**
 * PostCSS setups of a Docusaurus site (Tailwind's, autoprefixer's): a postcss config file, or
 * a plugin that sets PostCSS up (`configurePostCss`). Stylesheets are bundled as they are
 * written here, so what those plugins would add (Tailwind's utility classes) is missing until
 * the site builds its stylesheet with PostCSS itself.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { MigrateNote } from './map-context.js';

const CONFIG_FILES = [
  'postcss.config.js',
  'postcss.config.cjs',
  'postcss.config.mjs',
  'postcss.config.ts',
  '.postcssrc',
  '.postcssrc.json',
  '.postcssrc.js',
  '.postcssrc.yml',
];

/** What to do instead, for every PostCSS note. */
export const POSTCSS_HINT =
  'Run PostCSS before docs build (for Tailwind: npx @tailwindcss/cli -i src/css/tailwind.css -o src/css/tailwind.built.css, or npx postcss <in> -o <out>) and list the built file in customCss of site.config.json.';

/** A note for each PostCSS config file of the site, naming the plugins it loads. */
export function postcssNotes(siteDir: string): MigrateNote[] {
  return CONFIG_FILES.filter((name) => existsSync(path.join(siteDir, name))).map((name) => {
    const plugins = pluginNames(readFileSync(path.join(siteDir, name), 'utf8'));
    const listed = plugins.length > 0 ? ` (${plugins.join(', ')})` : '';
    return {
      rule: 'migrate/postcss',
      file: name,
      line: 1,
      message: `PostCSS plugins${listed} are not run here: stylesheets are bundled as they are written`,
      hint: POSTCSS_HINT,
    };
  });
}

// The PostCSS plugin packages a config names, by the names they are known by.
function pluginNames(source: string): string[] {
  const names = source.match(/@tailwindcss\/postcss|\btailwindcss\b|\bautoprefixer\b|\bpostcss-[\w-]+|\bcssnano\b/g) ?? [];
  return [...new Set(names)];
}
