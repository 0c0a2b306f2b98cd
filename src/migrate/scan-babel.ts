/**
 * A Docusaurus site's own Babel config: Docusaurus compiles the site's scripts with
 * `babel.config.js` of the site folder when there is one. Its presets and plugins beyond
 * Docusaurus' own preset (whose work, JSX, TypeScript and modern syntax, the bundler does here)
 * become `babel` of site.config.json, by package name or site file, with its `parserOpts`. The
 * file is run with stand-ins for packages (it names Docusaurus' preset, which is not installed
 * once the site is migrated); a function config is called with a stand-in of Babel's `api`.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { loadModuleWithStandIns } from './load-docusaurus-config.js';
import type { MigrateNote } from './map-context.js';
import { entryName } from './plugin-names.js';

/** The only Babel config file Docusaurus reads (it passes it to babel-loader as its config file). */
const CONFIG_FILE = 'babel.config.js';

/** Keys of a Babel config carried over, or harmless to leave out (their effect is the bundler's here). */
const CARRIED = new Set(['presets', 'plugins', 'parserOpts']);
const LEFT_ALONE = new Set(['babelrc', 'sourceType', 'compact', 'comments', 'cacheDirectory']);

/** What `babel` of site.config.json gets, and a note for what could not be carried over. */
export interface MappedBabel {
  babel?: { presets?: unknown[]; plugins?: unknown[]; parserOpts?: Record<string, unknown> };
  notes: MigrateNote[];
}

const HINT =
  'List it in babel.presets or babel.plugins of site.config.json by its package name or a file of the site; Babel runs with the packages installed in the site.';

// Docusaurus' own preset, by the name a config gives it (`require.resolve` of it gives the same name here).
const isDocusaurusPreset = (name: string) => /^@docusaurus\/(core\/lib\/babel\/preset|babel\/preset)(\/|\.js|$)/.test(name);

// A stand-in of Babel's config API, for a config that exports a function.
function configApi(): Record<string, unknown> {
  const cache = Object.assign(() => undefined, {
    forever: () => undefined,
    never: () => undefined,
    using: (f: () => unknown) => f(),
    invalidate: (f: () => unknown) => f(),
  });
  return {
    version: '7.0.0',
    cache,
    assertVersion: () => undefined,
    env: (what?: unknown) => (typeof what === 'function' ? what('production') : what === undefined ? 'production' : [what].flat().includes('production')),
    caller: (f: (caller: unknown) => unknown) => f({ name: 'client' }),
  };
}

/** One preset or plugin entry as site.config.json writes it, or why it could not be named. */
function mapEntry(entry: unknown, siteDir: string): { entry?: unknown; skip?: true; unnamed?: string } {
  const { name, kind } = entryName(entry);
  if (kind === 'inline') return { unnamed: name };
  if (isDocusaurusPreset(name)) return { skip: true };
  const written = kind === 'path' && path.isAbsolute(name) ? `./${path.relative(siteDir, name).split(path.sep).join('/')}` : name;
  const options = Array.isArray(entry) ? entry[1] : undefined;
  return { entry: options === undefined ? written : [written, options] };
}

/** The Babel presets and plugins of a site's babel.config.js beyond Docusaurus' preset. */
export async function mapBabelConfig(siteDir: string, cwd: string): Promise<MappedBabel> {
  const file = path.join(siteDir, CONFIG_FILE);
  if (!statSync(file, { throwIfNoEntry: false })?.isFile()) return { notes: [] };
  const note = (message: string, hint = HINT): MigrateNote => ({ rule: 'migrate/babel', file: CONFIG_FILE, line: 1, message, hint });
  let config: Record<string, unknown>;
  try {
    const exported = (await loadModuleWithStandIns(file, cwd)) as unknown;
    const value = typeof exported === 'function' ? (exported as (api: unknown) => unknown)(configApi()) : exported;
    config = (value ?? {}) as Record<string, unknown>;
  } catch (e) {
    return { notes: [note(`${CONFIG_FILE} could not be run to see its presets and plugins: ${(e as Error).message}`)] };
  }
  const notes: MigrateNote[] = [];
  const babel: NonNullable<MappedBabel['babel']> = {};
  for (const kind of ['presets', 'plugins'] as const) {
    const mapped = (Array.isArray(config[kind]) ? config[kind] : []).map((entry) => mapEntry(entry, siteDir));
    for (const m of mapped) if (m.unnamed) notes.push(note(`a Babel ${kind.slice(0, -1)} of ${CONFIG_FILE} could not be named (${m.unnamed})`));
    const entries = mapped.filter((m) => m.entry !== undefined).map((m) => m.entry);
    if (entries.length > 0) babel[kind] = entries;
  }
  const parserOpts = config.parserOpts;
  if (parserOpts && typeof parserOpts === 'object' && Object.keys(parserOpts).length > 0 && (babel.presets || babel.plugins))
    babel.parserOpts = parserOpts as Record<string, unknown>;
  const others = Object.keys(config).filter((key) => !CARRIED.has(key) && !LEFT_ALONE.has(key));
  if (others.length > 0)
    notes.push(
      note(
        `the Babel options ${others.join(', ')} of ${CONFIG_FILE} are not carried over`,
        'Babel runs here with presets, plugins and parserOpts only; do what these options do with a preset or plugin of the site, or drop them.',
      ),
    );
  if (!babel.presets && !babel.plugins && notes.length === 0)
    notes.push({
      rule: 'migrate/unused-file',
      file: CONFIG_FILE,
      line: 1,
      message: `${CONFIG_FILE} is not used: it names only Docusaurus' preset`,
      hint: "esbuild does that preset's work here (JSX, TypeScript, modern syntax); delete the file when the migration is done.",
    });
  return { ...(babel.presets || babel.plugins ? { babel } : {}), notes };
}
