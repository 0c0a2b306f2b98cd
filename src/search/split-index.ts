/**
 * The split static search index (layout in shared/search/split-index.ts) from the whole
 * static index: one skeleton per facet group, term shards and content chunks, and the
 * manifest naming them. write-index.ts writes them to disk; splitStaticIndex gives them in
 * memory.
 */
import { createHash } from 'node:crypto';
import { SPLIT_INDEX_DIR, SPLIT_INDEX_FORMAT, SPLIT_INDEX_VERSION, SPLIT_MANIFEST_FILE, type SplitManifest } from '../../shared/search/split-index.js';
import type { StaticIndexData } from '../../shared/search/static-index.js';
import { piecesDigest, splitGroup, WordCache, type SplitSizes } from './split-group.js';

export type { SplitSizes } from './split-group.js';

/** The split index as file contents: paths relative to the site root → JSON text. */
export interface SplitIndexFiles {
  manifest: SplitManifest;
  files: Map<string, string>;
}

/** Splits the whole static index into its pieces (pure: nothing is written). */
export function splitStaticIndex(data: StaticIndexData, sizes: SplitSizes = {}): SplitIndexFiles {
  const all = data.facets.map((_, group) => group);
  const words = new WordCache(data, all);
  const groups = splitsGroups(data) ? all.map((group) => splitGroup(data, group, sizes, words)) : [];
  const manifest = splitManifest(
    data,
    groups.map((pieces) => piecesDigest(pieces)),
  );
  const files = new Map<string, string>();
  files.set(`${SPLIT_INDEX_DIR}/${SPLIT_MANIFEST_FILE}`, JSON.stringify(manifest));
  for (const pieces of groups) for (const [name, text] of pieces) files.set(`${SPLIT_INDEX_DIR}/${manifest.dir}/${name}`, text);
  return { manifest, files };
}

/**
 * Whether the index is split into groups at all: not when some page keeps its raw records
 * (the manifest then says `whole` and the reader loads search-index.json instead).
 */
export function splitsGroups(data: StaticIndexData): boolean {
  return !data.pages.some((page) => page[6] !== undefined);
}

/**
 * The manifest of the split index, given the digest of each group's pieces (piecesDigest).
 * The pieces' folder is named after those digests, so a reader's cache never mixes pieces
 * of two builds.
 */
export function splitManifest(data: StaticIndexData, groupDigests: readonly string[]): SplitManifest {
  const str = (r: number): string => data.strings[r - 1]!;
  const hash = createHash('sha256');
  for (const digest of groupDigests) hash.update(digest).update('\0');
  return {
    format: SPLIT_INDEX_FORMAT,
    version: SPLIT_INDEX_VERSION,
    indexName: data.indexName,
    base: data.base,
    dir: hash.digest('hex').slice(0, 12),
    whole: !splitsGroups(data),
    groups: data.facets.map(([language, version, tags]) => ({ language: language.map(str), version: version.map(str), docusaurus_tag: tags.map(str) })),
  };
}
