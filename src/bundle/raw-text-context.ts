/**
 * A file's text picked at run time, as webpack allows: `` require(`!!raw-loader!@site/samples/${name}`) ``
 * (or `import()` of such a template). webpack bundles every file the template can name (a
 * "context"); here the script's source is rewritten before esbuild reads it: the call becomes
 * a lookup in a table of every matching file under the template's fixed folder, each entry a
 * static raw-loader import of one file. A name outside the table throws at run time, as
 * webpack's "Cannot find module" does.
 */
import { type Dirent, readdirSync } from 'node:fs';
import path from 'node:path';

// `require(` or `import(`, a template literal starting with a raw-loader prefix, and at least
// one `${...}` in it (a template without one is a plain static import).
const CONTEXT_CALL = /\b(require|import)\(\s*`((?:!!?|-!)?raw-loader!)((?:[^`\\$]|\\.|\$(?!\{))*\$\{(?:[^`\\]|\\.)*)`\s*\)/g;

// Folders never searched for a context's files.
const SKIPPED_FOLDERS = new Set(['node_modules', '.git']);

/** Every file under a folder (its subfolders too, but node_modules and .git), as paths relative to it with `/`. */
function filesUnder(dir: string, prefix = ''): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`);
    return entry.isFile() ? [`${prefix}${entry.name}`] : [];
  });
}

/** The folder a module path's fixed start names, for `@site/` and relative paths; undefined for others. */
function folderOf(spec: string, importer: string, siteDir: string): string | undefined {
  if (spec.startsWith('@site/')) return path.join(siteDir, spec.slice('@site/'.length));
  if (spec.startsWith('./') || spec.startsWith('../')) return path.resolve(path.dirname(importer), spec);
  return undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The table one context call becomes: `template` is the text between the backticks after the
 * loader prefix. Undefined when its fixed start is not a folder of the site or a relative one.
 */
function contextTable(kind: string, loader: string, template: string, importer: string, siteDir: string): { code: string; folder: string } | undefined {
  const fixed = template.split(/\$\{[^}]*\}/);
  const head = fixed[0]!;
  const folderSpec = head.slice(0, head.lastIndexOf('/') + 1);
  const folder = folderSpec && folderOf(folderSpec, importer, siteDir);
  if (!folder) return undefined;
  const matches = new RegExp(`^${fixed.map(escapeRegExp).join('.*')}$`);
  const entries = filesUnder(folder)
    .map((rel) => `${folderSpec}${rel}`)
    .filter((spec) => matches.test(spec))
    .map((spec) => `${JSON.stringify(spec)}: () => require(${JSON.stringify(loader + folderOf(spec, importer, siteDir))})`);
  const lookup = `((files, name) => { const load = files[name]; if (!load) throw new Error("Cannot find module '" + name + "'"); return load(); })({${entries.join(', ')}}, \`${template}\`)`;
  return { code: kind === 'import' ? `Promise.resolve().then(() => ${lookup})` : lookup, folder };
}

/** A site script's source with its raw-loader context calls rewritten; undefined when it has none. */
export function rewriteRawTextContexts(source: string, file: string, siteDir: string): { code: string; folders: string[] } | undefined {
  if (!source.includes('raw-loader!')) return undefined;
  const folders: string[] = [];
  const code = source.replace(CONTEXT_CALL, (call, kind: string, loader: string, template: string) => {
    const table = contextTable(kind, loader, template, file, siteDir);
    if (!table) return call;
    folders.push(table.folder);
    return table.code;
  });
  return folders.length > 0 ? { code, folders } : undefined;
}
