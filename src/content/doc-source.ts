/**
 * One doc as the content graph knows it: a markdown file of a version, its id, slug and URL as
 * Docusaurus computes them from its path and front matter, and its front matter fields.
 */
import type { ResolvedConfig } from '../config/types.js';
import { joinRoute, parseNumberPrefix, stripNumberPrefix } from './doc-ids.js';
import type { MarkdownRead } from './source-facts.js';
import type { DocSource } from './types.js';

/** Where a doc's file is: its absolute path, its path in the version's folder and in the site. */
export interface DocFile {
  absPath: string;
  relPath: string;
  file: string;
}

/** The doc of a markdown file read from a version's folder. */
export function docSource(
  config: ResolvedConfig,
  read: MarkdownRead,
  { absPath, relPath, file }: DocFile,
  versionName: string,
  versionPath: string,
): DocSource {
  const { frontMatter } = read;
  const segments = relPath.split('/');
  const fileName = segments.pop()!.replace(/\.mdx?$/, '');
  // `parse_number_prefixes: false` keeps "01-intro" as written, as in Docusaurus.
  const parsePrefixes = frontMatter.parse_number_prefixes !== false;
  const dirSegments = parsePrefixes ? segments.map(stripNumberPrefix) : segments;
  const dirName = dirSegments.join('/');
  const parsedName = parsePrefixes ? parseNumberPrefix(fileName) : { name: fileName };
  const fmId = typeof frontMatter.id === 'string' ? frontMatter.id : undefined;
  const id = [...dirSegments, fmId ?? parsedName.name].join('/');
  const slug = docSlug(frontMatter.slug, dirSegments, segments, fileName, fmId ?? parsedName.name);
  const permalink = joinRoute(versionPath, slug);
  const url = config.trailingSlash === undefined && slug.endsWith('/') && !permalink.endsWith('/') ? `${permalink}/` : permalink;
  const fmPosition = frontMatter.sidebar_position;
  return read.attach({
    file,
    absPath,
    frontMatter,
    id,
    versionName,
    permalink,
    url,
    dirName,
    title: str(frontMatter.title),
    sidebarLabel: str(frontMatter.sidebar_label),
    // As in Docusaurus, a file's number prefix ("02-setup.md") orders it when the front matter does not.
    sidebarPosition: typeof fmPosition === 'number' ? fmPosition : parsedName.prefix,
    description: str(frontMatter.description),
    tags: readTags(frontMatter.tags),
    draft: frontMatter.draft === true,
    unlisted: frontMatter.unlisted === true,
    hideTableOfContents: frontMatter.hide_table_of_contents === true,
    displayedSidebar: frontMatter.displayed_sidebar === null ? null : str(frontMatter.displayed_sidebar),
  });
}

/**
 * A doc's slug as Docusaurus computes it: an absolute `slug` is taken from the version root;
 * a relative one (or the id) is resolved like a URL against the doc's folder ("../x" climbs);
 * index.md, README.md and a file named like its folder stand for the folder itself.
 */
export function docSlug(fmSlug: unknown, dirSegments: string[], rawDirSegments: string[], rawFileName: string, baseId: string): string {
  if (typeof fmSlug === 'string' && fmSlug.startsWith('/')) return fmSlug;
  const dirSlug = dirSegments.length ? `/${dirSegments.join('/')}/` : '/';
  if (typeof fmSlug !== 'string') {
    const name = rawFileName.toLowerCase();
    const folder = rawDirSegments[rawDirSegments.length - 1]?.toLowerCase();
    if (name === 'index' || name === 'readme' || (folder !== undefined && name === folder)) return dirSlug;
  }
  return resolvePathname(typeof fmSlug === 'string' ? fmSlug : baseId, dirSlug);
}

/** Resolves a path against a folder path the way a browser resolves a relative URL, without encoding it. */
function resolvePathname(to: string, from: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const segment of to.split('/')) {
    if (segment === '..') {
      if (parts.length > 1) parts.pop();
    } else if (segment !== '.') parts.push(segment);
  }
  const joined = parts.join('/');
  return joined.startsWith('/') ? joined : `/${joined}`;
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** Reads `tags` front matter: a list of strings or of { label, permalink } objects. */
export function readTags(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((t) => (typeof t === 'string' ? t : t && typeof t === 'object' && 'label' in t ? String((t as { label: unknown }).label) : ''))
    .filter(Boolean);
}
