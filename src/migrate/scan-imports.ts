/**
 * Imports of Docusaurus modules that this theme does not provide, in the files a build
 * compiles: every script under src/ (pages and components) and every markdown file of the
 * docs, versioned docs, blog and pages. Each becomes a note at its file and line, so a site
 * learns of them from `docs migrate` rather than from a failing build.
 */
import { readdirSync, readFileSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { DOCUSAURUS_MODULES, THEME_MODULES } from '../bundle/compat-modules.js';
import { findOverride } from '../bundle/theme-components.js';
import { toPosix } from '../files/walk.js';
import { lineAndColumn } from './key-line.js';
import type { MigrateNote } from './map-context.js';

/** The content folders to read, relative to the site folder. */
export interface ContentFolders {
  docs: string[];
  blog: string;
  pages: string;
}

const SCRIPT = /\.(js|jsx|ts|tsx|mjs|cjs|mts|cts)$/;
const MARKDOWN = /\.mdx?$/;
const SPEC = `['"]((?:@theme|@theme-original|@docusaurus|@generated)/[^'"]*)['"]`;
// In scripts: import ... from, import(), require(), export ... from.
const SCRIPT_IMPORT = new RegExp(String.raw`(?:from\s*|import\s*\(\s*|require\s*\(\s*|import\s+)${SPEC}`, 'g');
// In MDX: import statements at the start of a line, possibly over several lines.
const MDX_IMPORT = new RegExp(String.raw`^import\b[^'";]*?(?:from\s*)?${SPEC}`, 'gm');

/**
 * Notes for every import of a Docusaurus module that has no counterpart here. `themes` are the
 * theme packages and presets besides Docusaurus' own that the config adds: a `@theme/` import
 * the theme lacks most likely comes from one of them.
 */
export function scanImports(siteDir: string, folders: ContentFolders, themes: string[] = []): MigrateNote[] {
  const provided = providedModule(path.join(siteDir, 'src', 'theme'));
  const notes: MigrateNote[] = [];
  const pagesDir = path.resolve(siteDir, folders.pages);
  const srcDir = path.join(siteDir, 'src');
  const scriptRoots = pagesDir.startsWith(srcDir + path.sep) ? [srcDir] : [srcDir, pagesDir];
  for (const file of scriptRoots.flatMap((root) => filesUnder(root, SCRIPT))) {
    // Swizzled components are listed as such; only the global MDX components are used as they are.
    const rel = toPosix(path.relative(siteDir, file));
    if (rel.startsWith('src/theme/') && !rel.startsWith('src/theme/MDXComponents')) continue;
    const kind = file.startsWith(pagesDir + path.sep) ? 'the React page' : 'the component';
    notes.push(...importsOf(siteDir, file, withoutTypesAndComments(readFileSync(file, 'utf8')), SCRIPT_IMPORT, kind, provided, themes));
  }
  for (const [dir, kind] of markdownFolders(siteDir, folders)) {
    for (const file of filesUnder(path.resolve(siteDir, dir), MARKDOWN)) {
      notes.push(...importsOf(siteDir, file, withoutCode(readFileSync(file, 'utf8')), MDX_IMPORT, kind, provided, themes));
    }
  }
  return notes;
}

/** Whether a module spec is one this theme provides (or the site's own src/theme gives). */
function providedModule(themeDir: string): (spec: string) => boolean {
  return (spec) => {
    const [scope, ...rest] = spec.split('/');
    const name = rest.join('/');
    // @docusaurus/types has only types, which the build drops.
    if (scope === '@docusaurus') return name in DOCUSAURUS_MODULES || name === 'types';
    if (scope === '@generated') return false;
    return name in THEME_MODULES || findOverride(themeDir, name) !== undefined;
  };
}

// The markdown folders of the site, with what their files are called in a note.
function markdownFolders(siteDir: string, folders: ContentFolders): [string, string][] {
  const versioned = readdirSync(siteDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && /(^|_)versioned_docs$/.test(e.name))
    .map((e) => e.name);
  return [
    ...[...new Set([...folders.docs, ...versioned])].map((d): [string, string] => [d, 'the doc']),
    [folders.blog, 'the blog post'],
    [folders.pages, 'the page'],
  ];
}

function importsOf(
  siteDir: string,
  file: string,
  text: string,
  pattern: RegExp,
  kind: string,
  provided: (spec: string) => boolean,
  themes: string[],
): MigrateNote[] {
  const notes: MigrateNote[] = [];
  for (const m of text.matchAll(pattern)) {
    const spec = m[1]!;
    if (provided(spec)) continue;
    const fromTheme = spec.startsWith('@theme/') && themes.length > 0;
    const rel = toPosix(path.relative(siteDir, file));
    notes.push({
      rule: 'migrate/unknown-import',
      file: rel,
      line: lineAndColumn(text, m.index + m[0].lastIndexOf(spec)).line,
      message: `${kind} imports ${spec}, which has no counterpart here${fromTheme ? `: the config adds the themes ${themes.join(', ')}, whose components do not load here` : ''}`,
      hint: fromTheme
        ? `Give the site its own component as src/theme/${spec.slice('@theme/'.length)}.js, or leave ${rel} out (a glob of docs.exclude in site.config.json, and links to it fixed).`
        : `Write what it does in the file, or take it from a module that is here. Available as @docusaurus/<name>: ${Object.keys(DOCUSAURUS_MODULES).join(', ')}; as @theme/<Name>: ${Object.keys(THEME_MODULES).join(', ')}.`,
    });
  }
  return notes;
}

/** A script with its comments and type-only imports blanked (lines kept): the build drops both, so neither can fail it. */
function withoutTypesAndComments(text: string): string {
  const blank = (m: string) => m.replace(/[^\n]/g, ' ');
  return text
    .replace(/\/\*[\s\S]*?\*\//g, blank)
    .replace(/(^|[ \t])\/\/[^\n]*/gm, blank)
    .replace(/\b(?:import|export)\s+type\b[^;'"]*?from\s*['"][^'"]*['"]/g, blank);
}

/** A markdown text with the lines of its fenced code blocks blanked, so an import shown as an example does not count. */
function withoutCode(text: string): string {
  let fence: string | undefined;
  return text
    .split('\n')
    .map((line) => {
      const open = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
      if (fence === undefined && open) {
        fence = open[1]![0]!.repeat(open[1]!.length);
        return '';
      }
      if (fence !== undefined) {
        if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') fence = undefined;
        return '';
      }
      return line;
    })
    .join('\n');
}

/** Every file under a folder whose name matches, partials (`_x.mdx`) included; node_modules and hidden folders are skipped. */
function filesUnder(dir: string, match: RegExp): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((e) => {
      if (e.name.startsWith('.') || e.name === 'node_modules') return [];
      const full = path.join(dir, e.name);
      return e.isDirectory() ? filesUnder(full, match) : match.test(e.name) ? [full] : [];
    });
}
