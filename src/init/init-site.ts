import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { UserError } from '../diagnostics/user-error.js';
import { GENERATOR_VERSION } from '../routes/site-data.js';
import { starterFiles } from './starter-files.js';

/** What `docs init` wrote and left alone. */
export interface InitResult {
  dir: string;
  written: string[];
  /** Files of the starter that were already there and kept (only package.json and .gitignore may be). */
  kept: string[];
}

// An existing package.json (e.g. from installing the generator first) or .gitignore is the user's: keep it.
const KEEP_IF_PRESENT = new Set(['package.json', '.gitignore']);

/** Writes a new site into `dir`; refuses, writing nothing, when any of its site files already exists. */
export function initSite(dir: string, today = new Date().toISOString().slice(0, 10)): InitResult {
  refuseFileOnPath(dir);
  const base = path.basename(dir);
  const name = base.toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'my-site';
  const title = base.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()).trim() || 'My Site';
  const files = starterFiles({ title, name, today, generatorRange: `^${GENERATOR_VERSION}` });
  const clashes = Object.keys(files).filter((f) => !KEEP_IF_PRESENT.has(f) && existsSync(path.join(dir, f)));
  if (existsSync(path.join(dir, 'content'))) clashes.push('content/');
  if (clashes.length > 0) {
    throw new UserError(
      `${path.relative(process.cwd(), dir) ? `The folder ${path.relative(process.cwd(), dir)}` : 'This folder'} already holds a site (${[...new Set(clashes)].join(', ')}); nothing was written. Run docs init in an empty folder, or name a new one: docs init my-site`,
    );
  }
  const written: string[] = [];
  const kept: string[] = [];
  for (const [rel, text] of Object.entries(files)) {
    const file = path.join(dir, rel);
    if (existsSync(file)) {
      kept.push(rel);
      continue;
    }
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text, { flag: 'wx' });
    written.push(rel);
  }
  return { dir, written, kept };
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
      throw new UserError(`${path.relative(process.cwd(), at) || at} is a file, not a folder: docs init writes a site into a folder. Name a new or an empty folder: docs init my-site`);
    }
    if (isFolder || path.dirname(at) === at) return;
  }
}
