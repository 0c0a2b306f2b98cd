import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { UserError } from '../diagnostics/user-error.js';
import { GENERATOR_VERSION } from '../routes/site-data.js';
import { mergeIgnoreLines, mergePackageScripts } from './merge-existing.js';
import { STARTER_IGNORES, STARTER_SCRIPTS, starterFiles } from './starter-files.js';

/** What `docs init` wrote and left alone. */
export interface InitResult {
  dir: string;
  written: string[];
  /** Files of the starter that were already there and kept (only package.json, .gitignore and tsconfig.json may be). */
  kept: string[];
  /** What was added to the kept files, one sentence each ("Added the scripts dev and serve to package.json."). */
  merged: string[];
}

// An existing package.json (e.g. from installing the generator first), .gitignore or tsconfig.json is the user's: keep it.
const KEEP_IF_PRESENT = new Set(['package.json', '.gitignore', 'tsconfig.json']);

/** Writes a new site into `dir`; refuses, writing nothing, when any of its site files already exists. */
export function initSite(dir: string, today = new Date().toISOString().slice(0, 10)): InitResult {
  refuseFileOnPath(dir);
  const base = path.basename(dir);
  const name =
    base
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'my-site';
  const title =
    base
      .replace(/[-_]+/g, ' ')
      .replace(/\b\w/g, (c) => c.toUpperCase())
      .trim() || 'My Site';
  const files = starterFiles({ title, name, today, generatorRange: `^${GENERATOR_VERSION}` });
  const clashes = Object.keys(files).filter((f) => !KEEP_IF_PRESENT.has(f) && existsSync(path.join(dir, f)));
  if (existsSync(path.join(dir, 'content'))) clashes.push('content/');
  if (clashes.length > 0) {
    throw new UserError(
      `${path.relative(process.cwd(), dir) ? `The folder ${path.relative(process.cwd(), dir)}` : 'This folder'} already holds a site (${[...new Set(clashes)].join(', ')}); nothing was written. Run docs init in an empty folder, or name a new one: docs init my-site`,
    );
  }
  const result: InitResult = { dir, written: [], kept: [], merged: [] };
  for (const [rel, text] of Object.entries(files)) {
    const file = path.join(dir, rel);
    if (existsSync(file)) {
      result.kept.push(rel);
      continue;
    }
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text, { flag: 'wx' });
    result.written.push(rel);
  }
  if (result.kept.includes('package.json')) mergeScripts(path.join(dir, 'package.json'), result);
  if (result.kept.includes('.gitignore')) mergeIgnores(path.join(dir, '.gitignore'), result);
  return result;
}

/** Adds the starter's scripts a kept package.json lacks and says so. */
function mergeScripts(file: string, result: InitResult): void {
  const merge = mergePackageScripts(readFileSync(file, 'utf8'), STARTER_SCRIPTS);
  if (merge.text !== undefined) writeFileSync(file, merge.text);
  const own = merge.kept.length > 0 ? ` (its own ${listOf(merge.kept)} script${merge.kept.length > 1 ? 's are' : ' is'} kept)` : '';
  if (merge.added.length > 0) result.merged.push(`Added the scripts ${listOf(merge.added)} to package.json${own}.`);
}

/** Adds the starter's ignore lines a kept .gitignore lacks and says so. */
function mergeIgnores(file: string, result: InitResult): void {
  const merge = mergeIgnoreLines(readFileSync(file, 'utf8'), STARTER_IGNORES);
  if (merge.text === undefined) return;
  writeFileSync(file, merge.text);
  result.merged.push(`Added ${listOf(merge.added)} to .gitignore.`);
}

/** "a", "a and b", "a, b and c". */
function listOf(names: string[]): string {
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Refuses a target that is a file, or lies under one (`notes.txt/site`), before anything is written. */
function refuseFileOnPath(dir: string): void {
  for (let at = dir; ; at = path.dirname(at)) {
    let isFolder: boolean | undefined;
    try {
      isFolder = statSync(at).isDirectory();
    } catch {
      // Not there yet: it will be made, so look at the folder that holds it.
    }
    if (isFolder === false) {
      throw new UserError(
        `${path.relative(process.cwd(), at) || at} is a file, not a folder: docs init writes a site into a folder. Name a new or an empty folder: docs init my-site`,
      );
    }
    if (isFolder || path.dirname(at) === at) return;
  }
}
