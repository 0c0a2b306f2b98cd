import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import { error, type Diagnostic } from '../diagnostics/diagnostic.js';
import { readFrontMatter } from './read-front-matter.js';
import { jsonPosition, readJsonFile } from './read-json-file.js';
import { MAX_MARKDOWN_BYTES, readTextFile } from './read-text-file.js';
import { joinRoute, stripNumberPrefix } from './doc-ids.js';
import { isMarkdown, toPosix, walkFiles } from './walk.js';
import type { DocSource, VersionContent } from './types.js';

/** Build mode: drafts are kept in dev and left out of production builds. */
export type BuildMode = 'development' | 'production';

/** Reads versions.json (newest first); an absent file means no older versions. */
export function readVersionNames(contentDir: string, siteDir: string, diagnostics: Diagnostic[]): string[] {
  const file = path.join(contentDir, 'versions.json');
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
        : name === 'current'
          ? '"current" is the name of the docs in content/docs, not of a released version'
          : /[/\\\0]/.test(name) || name === '.' || name === '..'
            ? `the version name "${name}" must not contain slashes or be "." or ".."`
            : names.includes(name)
              ? `the version "${name}" is listed twice`
              : undefined;
    if (problem) {
      diagnostics.push(error('content/versions-json', problem, { file: rel, ...jsonPosition(doc, [i]), hint: 'List each released version once by its name, e.g. ["0.18.0", "0.17.0"], newest first.' }));
    } else names.push(name as string);
  });
  return names;
}

/** Discovers every docs version (current first, then versions.json order) with its docs. */
export function loadDocsVersions(config: ResolvedConfig, mode: BuildMode, diagnostics: Diagnostic[]): VersionContent[] {
  const contentDir = path.join(config.siteDir, config.contentDir);
  const currentDir = path.join(contentDir, 'docs');
  const names = readVersionNames(contentDir, config.siteDir, diagnostics);
  const base = config.docs.routeBasePath;
  const all = ['current', ...names];
  const lastVersion = config.docs.lastVersion;
  if (!all.includes(lastVersion)) {
    diagnostics.push(
      error('config/unknown-version', `docs.lastVersion "${lastVersion}" is not a version`, {
        file: path.relative(config.siteDir, config.configFile),
        hint: `Available versions: ${all.join(', ')}`,
      }),
    );
  }
  const included = config.docs.onlyIncludeVersions ?? all;
  const versions: VersionContent[] = [];
  for (const name of all) {
    if (!included.includes(name)) continue;
    const isCurrent = name === 'current';
    const options = config.docs.versions[name] ?? {};
    const docsDir = isCurrent ? currentDir : path.join(contentDir, 'versioned_docs', `version-${name}`);
    if (!isCurrent && !existsSync(docsDir)) {
      diagnostics.push(
        error('content/missing-version', `version "${name}" is listed in versions.json but ${toPosix(path.relative(config.siteDir, docsDir))} does not exist`, {
          file: toPosix(path.relative(config.siteDir, path.join(contentDir, 'versions.json'))),
          hint: 'Remove the name from versions.json or restore the folder.',
        }),
      );
      continue;
    }
    if (isCurrent && !existsSync(docsDir)) continue;
    const isLast = name === lastVersion;
    const segment = options.path ?? (isLast ? '' : isCurrent ? 'next' : name);
    const versionPath = joinRoute(config.baseUrl, base, segment);
    const sidebarsFile = isCurrent
      ? path.join(contentDir, 'sidebars.json')
      : path.join(contentDir, 'versioned_sidebars', `version-${name}-sidebars.json`);
    const docs = loadVersionDocs(config, docsDir, name, versionPath, diagnostics);
    const draftIds = docs.filter((d) => d.draft).map((d) => d.id);
    const kept = mode === 'production' ? docs.filter((d) => !d.draft) : docs;
    const banner = options.banner ?? (isCurrent && !isLast ? 'unreleased' : !isCurrent && versionIndex(all, name) > versionIndex(all, lastVersion) ? 'unmaintained' : 'none');
    versions.push({
      name,
      label: options.label ?? (isCurrent ? 'Next' : name),
      path: versionPath,
      isLast,
      banner,
      noIndex: options.noIndex ?? false,
      docsDir,
      sidebarsFile,
      docs: kept,
      draftIds: mode === 'production' ? draftIds : [],
      mainDocId: '',
      sidebarsRaw: readSidebars(config, sidebarsFile, diagnostics),
    });
  }
  return versions;
}

const versionIndex = (all: string[], name: string) => all.indexOf(name);

function readSidebars(config: ResolvedConfig, file: string, diagnostics: Diagnostic[]): Record<string, unknown> {
  if (!existsSync(file)) return {};
  const rel = toPosix(path.relative(config.siteDir, file));
  const doc = readJsonFile(file, rel, 'sidebar/invalid-file', diagnostics);
  if (!doc) return {};
  const raw = doc.value;
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) return raw as Record<string, unknown>;
  diagnostics.push(
    error('sidebar/invalid-file', 'the sidebars file must be an object of sidebars by name', {
      file: rel,
      ...jsonPosition(doc, []),
      hint: 'The file is JSON: { "docs": ["intro", { "type": "category", "label": "Guides", "items": [...] }] }',
    }),
  );
  return {};
}

function loadVersionDocs(
  config: ResolvedConfig,
  docsDir: string,
  versionName: string,
  versionPath: string,
  diagnostics: Diagnostic[],
): DocSource[] {
  const docs: DocSource[] = [];
  const byId = new Map<string, DocSource>();
  const byRoute = new Map<string, DocSource>();
  for (const absPath of walkFiles(docsDir, isMarkdown)) {
    const file = toPosix(path.relative(config.siteDir, absPath));
    const source = readTextFile(absPath, file, diagnostics, MAX_MARKDOWN_BYTES);
    if (source === undefined) continue;
    const frontMatter = readFrontMatter(source, file, diagnostics);
    if (!frontMatter) continue;
    const relPath = toPosix(path.relative(docsDir, absPath));
    const segments = relPath.split('/');
    const fileName = segments.pop()!.replace(/\.mdx?$/, '');
    const dirSegments = segments.map(stripNumberPrefix);
    const dirName = dirSegments.join('/');
    const baseName = stripNumberPrefix(fileName);
    const fmId = typeof frontMatter.id === 'string' ? frontMatter.id : undefined;
    const id = [...dirSegments, fmId ?? baseName].join('/');
    const slug = docSlug(frontMatter.slug, dirSegments, baseName, fmId);
    const permalink = joinRoute(versionPath, slug);
    const doc: DocSource = {
      file,
      absPath,
      source,
      frontMatter,
      id,
      versionName,
      permalink,
      dirName,
      title: str(frontMatter.title),
      sidebarLabel: str(frontMatter.sidebar_label),
      sidebarPosition: typeof frontMatter.sidebar_position === 'number' ? frontMatter.sidebar_position : undefined,
      description: str(frontMatter.description),
      tags: readTags(frontMatter.tags),
      draft: frontMatter.draft === true,
      unlisted: frontMatter.unlisted === true,
      hideTableOfContents: frontMatter.hide_table_of_contents === true,
      displayedSidebar: frontMatter.displayed_sidebar === null ? null : str(frontMatter.displayed_sidebar),
    };
    const sameId = byId.get(id);
    if (sameId) {
      diagnostics.push(
        error('docs/duplicate-id', `two docs have the id "${id}": ${sameId.file} and ${file}`, {
          file,
          line: 1,
          column: 1,
          hint: 'Give one of them another `id` in its front matter, or rename the file.',
        }),
      );
      continue;
    }
    const sameRoute = byRoute.get(permalink);
    if (sameRoute) {
      diagnostics.push(
        error('routes/duplicate-route', `two docs are served at ${permalink}: ${sameRoute.file} and ${file}`, {
          file,
          line: 1,
          column: 1,
          hint: 'Change the `slug` in the front matter of one of them.',
        }),
      );
      continue;
    }
    byId.set(id, doc);
    byRoute.set(permalink, doc);
    docs.push(doc);
  }
  return docs;
}

function docSlug(fmSlug: unknown, dirSegments: string[], baseName: string, fmId: string | undefined): string {
  if (typeof fmSlug === 'string') {
    return fmSlug.startsWith('/') ? fmSlug : [...dirSegments, fmSlug].join('/');
  }
  const name = fmId ?? baseName;
  // index.md, README.md and a file named like its folder stand for the folder itself.
  const isIndex = /^(index|readme)$/i.test(name) || (dirSegments.length > 0 && name === dirSegments[dirSegments.length - 1] && !fmId);
  return isIndex ? dirSegments.join('/') : [...dirSegments, name].join('/');
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** Reads `tags` front matter: a list of strings or of { label, permalink } objects. */
export function readTags(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((t) => (typeof t === 'string' ? t : t && typeof t === 'object' && 'label' in t ? String((t as { label: unknown }).label) : ''))
    .filter(Boolean);
}
