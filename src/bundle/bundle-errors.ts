import type { Message } from 'esbuild';
import { existsSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { error, type Diagnostic } from '../diagnostics/diagnostic.js';
import { codeKind, type CodePlaces } from './code-places.js';
import { packageName } from './resolution-probes.js';

const MDX_HINT = "Fix the import or code of this MDX file; @site/ is the site folder, @theme/ and @docusaurus/ name the theme's modules.";

// Specifiers that name the theme's or the site's modules, never a package to install.
const PROVIDED = /^(?:@site|@theme|@theme-original|@docusaurus|@docs|@generated)\//;

/** The file of an esbuild message, relative to the site folder, without a plugin's namespace or suffix. */
function messageFile(file: string, siteDir: string): string {
  const abs = path.resolve(siteDir, file.replace(/^[\w-]+:/, '').replace(/\?[\w-]+$/, ''));
  return path.relative(siteDir, abs).split(path.sep).join('/');
}

/** The command that installs a package with the site's package manager (it lives in files/, where every stage reaches it). */
export { installCommand } from '../files/install-command.js';
import { installCommand } from '../files/install-command.js';

/**
 * The package a failed import names when no folder from the importer up holds it (nor the
 * generator's node_modules, which a site's imports fall back to), or undefined when the
 * import is not of a package or the package is there (a missing subpath of it is another
 * error).
 */
function missingPackage(m: Message, siteDir: string, nodePaths: string[]): string | undefined {
  const specifier = /^Could not resolve "([^"]+)"$/.exec(m.text)?.[1];
  if (!specifier || !m.location || specifier.startsWith('.') || path.isAbsolute(specifier) || PROVIDED.test(specifier) || specifier.includes('!'))
    return undefined;
  if (isBuiltin(specifier)) return undefined;
  const name = packageName(specifier);
  const importer = path.resolve(siteDir, m.location.file.replace(/^[\w-]+:/, ''));
  for (let dir = path.dirname(importer); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules', name))) return undefined;
    if (path.dirname(dir) === dir) break;
  }
  return nodePaths.some((dir) => existsSync(path.join(dir, name))) ? undefined : name;
}

/**
 * esbuild's errors as diagnostics at the file and line of the import or code: an MDX file's
 * under `mdx/build`, the site's code by its kind (`pages/build` for a React page, `site/build`
 * for a component, an override or a package it imports) and the theme's under
 * `template/build` (see codeKind), and an import of a package that is not installed under
 * `bundle/missing-package`, with the command that installs it (esbuild's own advice, to mark
 * it external, would only move the error to run time).
 */
export function bundleDiagnostics(errors: Message[], places: CodePlaces, nodePaths: string[]): Diagnostic[] {
  const { siteDir } = places;
  return errors.map((m) => {
    const file = m.location ? messageFile(m.location.file, siteDir) : undefined;
    const where = { file, line: m.location?.line, column: m.location ? m.location.column + 1 : undefined };
    const missing = missingPackage(m, siteDir, nodePaths);
    if (missing) {
      const specifier = /"([^"]+)"/.exec(m.text)![1]!;
      return error('bundle/missing-package', `cannot import "${specifier}": the package ${missing} is not installed`, {
        ...where,
        hint: `Install it in the site folder: ${installCommand(siteDir, missing)}`,
      });
    }
    const note = m.notes[0]?.text;
    // A stylesheet's own errors (Sass) and a Babel setup's carry their rule.
    const rule = (m.detail as { rule?: string } | undefined)?.rule;
    if (rule === 'bundle/missing-package' || rule === 'bundle/sass' || rule === 'bundle/babel') return error(rule, m.text, { ...where, hint: note });
    if (file && /\.mdx?$/.test(file)) return error('mdx/build', m.text, { ...where, hint: note || MDX_HINT });
    const kind = codeKind(file === undefined ? undefined : path.resolve(siteDir, file), places);
    return error(kind.rule, m.text, { ...where, hint: note ? `${kind.hint} ${note}` : kind.hint });
  });
}
