import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DocsInstanceConfig, ResolvedConfig } from '../config/types.js';
import { error, warning, type Diagnostic } from '../diagnostics/diagnostic.js';
import { contentPaths, type DocsInstancePaths } from './content-paths.js';
import { joinRoute } from './doc-ids.js';
import { docSource } from './doc-source.js';
import { loadSidebarsFile } from './load-sidebars-file.js';
import { checkDocFrontMatter } from './doc-front-matter.js';
import type { JsonDocument } from '../files/json-positions.js';
import { jsonPosition, readJsonFile } from '../files/read-json-file.js';
import { readMarkdown, type SourceFacts } from './source-facts.js';
import { globFilter } from '../files/glob.js';
import { isMarkdown, relativePrefix, toPosix, walkRelative } from '../files/walk.js';
import { unreadableFolder } from '../files/unreadable.js';
import type { DocSource, VersionContent } from './types.js';

/** Build mode: drafts are kept in dev and left out of production builds. */
export type BuildMode = 'development' | 'production';

/**
 * Reads versions.json (newest first); an absent file means no older versions. `"current"` may
 * stand in the list, as Docusaurus allows: it places the current docs there instead of first.
 */
export function readVersionNames(versionsFile: string, siteDir: string, diagnostics: Diagnostic[]): string[] {
  const file = versionsFile;
  if (!existsSync(file)) return [];
  const rel = toPosix(path.relative(siteDir, file));
  const doc = readJsonFile(file, rel, 'content/versions-json', diagnostics);
  if (!doc) return [];
  if (!Array.isArray(doc.value)) {
    diagnostics.push(
      error('content/versions-json', 'versions.json must be an array of version names', {
        file: rel,
        ...jsonPosition(doc, []),
        hint: 'Write it as ["0.18.0", "0.17.0"], newest first.',
      }),
    );
    return [];
  }
  const names: string[] = [];
  doc.value.forEach((name: unknown, i) => {
    // The name becomes a folder name and a URL segment: it must stay one plain segment.
    const problem =
      typeof name !== 'string' || name === ''
        ? `entry ${i} of versions.json must be a non-empty string, received ${JSON.stringify(name)}`
        : /[/\\\0]/.test(name) || name === '.' || name === '..'
          ? `the version name "${name}" must not contain slashes or be "." or ".."`
          : names.includes(name)
            ? `the version "${name}" is listed twice`
            : undefined;
    if (problem) {
      diagnostics.push(
        error('content/versions-json', problem, {
          file: rel,
          ...jsonPosition(doc, [i]),
          hint: 'List each released version once by its name, e.g. ["0.18.0", "0.17.0"], newest first.',
        }),
      );
    } else names.push(name as string);
  });
  return names;
}

/** Discovers every docs version of every docs instance (per instance: current first, then versions.json order) with its docs. */
export function loadDocsVersions(config: ResolvedConfig, mode: BuildMode, diagnostics: Diagnostic[], facts?: SourceFacts): VersionContent[] {
  const all = contentPaths(config).docs;
  return config.docsInstances.flatMap((instance, i) => loadInstanceVersions(config, instance, all[i]!, mode, diagnostics, facts));
}

/**
 * A docs section whose current docs folder does not exist: an error when the folder was named
 * (a path, a second section, released versions), as Docusaurus fails there; a warning when
 * the docs sit under content/ in a site without `contentDir` (the likely mistake); nothing
 * for a site that simply has no docs (a blog).
 */
function missingDocsFolder(config: ResolvedConfig, instance: DocsInstanceConfig, docsDir: string, hasVersions: boolean): Diagnostic | undefined {
  const shown = toPosix(path.relative(config.siteDir, docsDir));
  const named = instance.path !== undefined || instance.id !== config.docs.id || hasVersions;
  const underContent = !config.contentDir && existsSync(path.join(config.siteDir, 'content', shown));
  if (!named && !underContent) return undefined;
  const hint = underContent
    ? `This site keeps its content under content/: set "contentDir": "content" in ${path.basename(config.configFile)}.`
    : `Create ${shown}/ with a markdown file, or point docs.path at the folder that holds the docs.`;
  const make = named ? error : warning;
  return make(
    'content/missing-docs-folder',
    `the docs folder ${shown}/ does not exist, so the site has no docs${instance.id === config.docs.id ? '' : ` in the section "${instance.id}"`}`,
    {
      file: toPosix(path.relative(config.siteDir, config.configFile)),
      hint,
    },
  );
}

/** The versions of one docs instance, read from its own versions file and folders. */
function loadInstanceVersions(
  config: ResolvedConfig,
  instance: DocsInstanceConfig,
  paths: DocsInstancePaths,
  mode: BuildMode,
  diagnostics: Diagnostic[],
  facts?: SourceFacts,
): VersionContent[] {
  const names = readVersionNames(paths.versionsFile, config.siteDir, diagnostics);
  // As in Docusaurus: the current docs come first unless versions.json places them.
  const all = names.includes('current') ? names : ['current', ...names];
  const key = config.docsInstances.length > 1 ? `docs[${config.docsInstances.indexOf(instance)}]` : 'docs';
  // As in Docusaurus: the newest released version is the latest one; without releases, the current docs.
  const lastVersion = instance.lastVersion ?? all.find((name) => name !== 'current') ?? 'current';
  if (!all.includes(lastVersion)) {
    diagnostics.push(
      error('config/unknown-version', `${key}.lastVersion "${lastVersion}" is not a version`, {
        file: path.relative(config.siteDir, config.configFile),
        hint: `Available versions: ${all.join(', ')}`,
      }),
    );
  }
  const included = instance.onlyIncludeVersions ?? all;
  const versions: VersionContent[] = [];
  for (const name of all) {
    if (!included.includes(name)) continue;
    const docsDir = name === 'current' ? paths.docsDir : paths.versionedDocsDir(name);
    if (!versionFolderExists(config, instance, paths, name, docsDir, names.length > 0, diagnostics)) continue;
    versions.push(loadVersion({ config, instance, paths, mode, diagnostics, facts, key, all, lastVersion }, name, docsDir));
  }
  return versions;
}

/**
 * Whether a version's docs folder is there. A released version whose folder is gone is an
 * error; current docs without their folder get what missingDocsFolder says, if anything.
 */
function versionFolderExists(
  config: ResolvedConfig,
  instance: DocsInstanceConfig,
  paths: DocsInstancePaths,
  name: string,
  docsDir: string,
  hasVersions: boolean,
  diagnostics: Diagnostic[],
): boolean {
  if (existsSync(docsDir)) return true;
  if (name === 'current') {
    const missing = missingDocsFolder(config, instance, docsDir, hasVersions);
    if (missing) diagnostics.push(missing);
    return false;
  }
  diagnostics.push(
    error('content/missing-version', `version "${name}" is listed in versions.json but ${toPosix(path.relative(config.siteDir, docsDir))} does not exist`, {
      file: toPosix(path.relative(config.siteDir, paths.versionsFile)),
      hint: 'Remove the name from versions.json or restore the folder.',
    }),
  );
  return false;
}

/** What loading each version of an instance shares: the instance, its version names and its latest version. */
interface InstanceLoad {
  config: ResolvedConfig;
  instance: DocsInstanceConfig;
  paths: DocsInstancePaths;
  mode: BuildMode;
  diagnostics: Diagnostic[];
  facts: SourceFacts | undefined;
  /** The instance's key in the config, for messages ("docs" or "docs[1]"). */
  key: string;
  /** Every version name, current first. */
  all: string[];
  lastVersion: string;
}

/** One version of an instance: its route, label and banner, its docs (drafts left out of production builds) and sidebars. */
function loadVersion(load: InstanceLoad, name: string, docsDir: string): VersionContent {
  const { config, instance, paths, mode, diagnostics, all, lastVersion } = load;
  const isCurrent = name === 'current';
  const options = instance.versions[name] ?? {};
  const isLast = name === lastVersion;
  const segment = options.path ?? (isLast ? '' : isCurrent ? 'next' : name);
  const versionPath = joinRoute(config.baseUrl, instance.routeBasePath, segment);
  const sidebarsFile = isCurrent ? paths.sidebarFile : paths.versionedSidebarsFile(name);
  const docs = loadVersionDocs(config, docsDir, name, versionPath, diagnostics, load.facts, globFilter(instance.include, instance.exclude));
  const draftIds = docs.filter((d) => d.draft).map((d) => d.id);
  const kept = mode === 'production' ? docs.filter((d) => !d.draft) : docs;
  // As in Docusaurus: versions newer than the latest are unreleased, older ones unmaintained.
  const banner = options.banner ?? (isLast ? 'none' : all.indexOf(name) < all.indexOf(lastVersion) ? 'unreleased' : 'unmaintained');
  const sidebars = readSidebars(config, sidebarsFile, isCurrent && paths.sidebarFileConfigured, diagnostics, load.key);
  const version: VersionContent = {
    pluginId: instance.id,
    name,
    label: options.label ?? (isCurrent ? 'Next' : name),
    path: versionPath,
    isLast,
    banner,
    noIndex: options.noIndex ?? false,
    docsDir,
    sidebarsFile: sidebarsFile || undefined,
    sidebarsSource: sidebars.source,
    docs: kept,
    draftIds: mode === 'production' ? draftIds : [],
    mainDocId: '',
    sidebarsRaw: sidebars.sidebars,
  };
  if (sidebars.positions) sidebarPositions.set(version, sidebars.positions);
  return version;
}

// Without a sidebars file, Docusaurus generates one sidebar from the whole docs folder.
const GENERATED_SIDEBARS = { defaultSidebar: [{ type: 'autogenerated', dirName: '.' }] };

function readSidebars(config: ResolvedConfig, file: string | false | undefined, configured: boolean, diagnostics: Diagnostic[], key: string): LoadedSidebars {
  if (file === false) return { sidebars: {}, source: '' };
  if (file === undefined) return { sidebars: GENERATED_SIDEBARS, source: '' };
  if (!existsSync(file)) {
    if (configured) {
      diagnostics.push(
        error('sidebar/missing-file', `${key}.sidebarPath names ${toPosix(path.relative(config.siteDir, file))}, which does not exist`, {
          file: toPosix(path.relative(config.siteDir, config.configFile)),
          hint: 'Fix the path (relative to the site folder), set "sidebarPath": false for no sidebars, or remove it for one sidebar generated from the docs folder.',
        }),
      );
    }
    // As in Docusaurus, a version without its sidebars file has no sidebars.
    return { sidebars: {}, source: '' };
  }
  if (file.endsWith('.json')) return readJsonSidebars(config, file, diagnostics);
  const loaded = loadSidebarsFile(file, config.siteDir, diagnostics);
  return loaded ? { sidebars: loaded.sidebars, source: loaded.source } : { sidebars: {}, source: '' };
}

interface LoadedSidebars {
  sidebars: Record<string, unknown>;
  source: string;
  /** JSON sidebars: where each value is written. */
  positions?: JsonDocument;
}

// The positions of each version's JSON sidebars, read once with them (a worker thread that
// gets the version by message has none, and reads them from the text when it needs them).
const sidebarPositions = new WeakMap<VersionContent, JsonDocument>();

/** Where each value of a version's JSON sidebars is written, when its loading kept that. */
export function knownSidebarPositions(version: VersionContent): JsonDocument | undefined {
  return sidebarPositions.get(version);
}

// JSON sidebars are read with positions, so a problem points at its line.
function readJsonSidebars(config: ResolvedConfig, file: string, diagnostics: Diagnostic[]): LoadedSidebars {
  const rel = toPosix(path.relative(config.siteDir, file));
  const doc = readJsonFile(file, rel, 'sidebar/invalid-file', diagnostics);
  if (!doc) return { sidebars: {}, source: '' };
  const raw = doc.value;
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) return { sidebars: raw as Record<string, unknown>, source: doc.text, positions: doc };
  diagnostics.push(
    error('sidebar/invalid-file', 'the sidebars file must be an object of sidebars by name', {
      file: rel,
      ...jsonPosition(doc, []),
      hint: 'The file is JSON: { "docs": ["intro", { "type": "category", "label": "Guides", "items": [...] }] }',
    }),
  );
  return { sidebars: {}, source: '' };
}

/**
 * The docs of one version's folder that the include and exclude globs select; a doc whose id or
 * route another already has is left out with an error (two routes stay with onDuplicateRoutes
 * "warn" or "ignore": the first doc keeps the route).
 */
function loadVersionDocs(
  config: ResolvedConfig,
  docsDir: string,
  versionName: string,
  versionPath: string,
  diagnostics: Diagnostic[],
  facts: SourceFacts | undefined,
  selected: (rel: string) => boolean,
): DocSource[] {
  const docs: DocSource[] = [];
  const byId = new Map<string, DocSource>();
  const byRoute = new Map<string, DocSource>();
  const prefix = relativePrefix(config.siteDir, docsDir);
  for (const { abs: absPath, rel: relPath } of walkRelative(docsDir, isMarkdown, unreadableFolder(config.siteDir, diagnostics))) {
    // The docs options' include and exclude globs, as Docusaurus applies them to every version.
    if (!selected(relPath)) continue;
    const file = prefix + relPath;
    const read = readMarkdown(absPath, file, diagnostics, facts, (frontMatter, source) => checkDocFrontMatter(frontMatter, source, file, diagnostics));
    if (!read) continue;
    const doc = docSource(config, read, { absPath, relPath, file }, versionName, versionPath);
    const duplicate = duplicateDoc(config, doc, byId, byRoute);
    if (duplicate) {
      diagnostics.push(duplicate);
      continue;
    }
    byId.set(doc.id, doc);
    if (!byRoute.has(doc.permalink)) byRoute.set(doc.permalink, doc);
    docs.push(doc);
  }
  return docs;
}

/** The error for a doc whose id an earlier doc has, or whose route it has when duplicate routes are errors. */
function duplicateDoc(config: ResolvedConfig, doc: DocSource, byId: Map<string, DocSource>, byRoute: Map<string, DocSource>): Diagnostic | undefined {
  const { id, file, permalink } = doc;
  const sameId = byId.get(id);
  if (sameId) {
    return error('docs/duplicate-id', `two docs have the id "${id}": ${sameId.file} and ${file}`, {
      file,
      line: 1,
      column: 1,
      hint: 'Give one of them another `id` in its front matter, or rename the file.',
    });
  }
  const sameRoute = byRoute.get(permalink);
  // With onDuplicateRoutes "warn" or "ignore" both docs stay (their ids are valid in sidebars); the routes keep the first.
  if (sameRoute && config.onDuplicateRoutes === 'throw') {
    return error('routes/duplicate-route', `two docs are served at ${permalink}: ${sameRoute.file} and ${file}`, {
      file,
      line: 1,
      column: 1,
      hint: 'Change the `slug` in the front matter of one of them.',
    });
  }
  return undefined;
}
