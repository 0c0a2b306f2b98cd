/**
 * The build's static search index (search-index.json and the split index under
 * search-index/), kept in the build cache in two kinds of entries:
 *  - `search`: keyed by every page's path and search-text digest, the whole index file, the
 *    manifest and the keys of the groups: a build with no search text changed writes these,
 *    links the groups' pieces and does nothing else;
 *  - `search-groups`: one per facet group (a docs version, the blog, the other pages), keyed
 *    by the group's number, its pages (their indexes among all pages and their digests) and
 *    the URL prefix of all pages: the pieces of that group, which depend on nothing else.
 *    The pieces are kept beside the entry as hard links to the files the build wrote (as the
 *    route cache keeps pages): a later build links them into its output, which costs a
 *    fraction of writing thousands of files, and their stamps prove them unchanged.
 * When one doc changes, the whole index is encoded again (its string table orders texts by
 * their frequency over the whole site, so one page can move every reference), but only the
 * pieces of that doc's group are split again.
 */
import { mkdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { SEARCH_INDEX_FILE } from '../../shared/search/index-files.js';
import { SPLIT_INDEX_DIR, SPLIT_MANIFEST_FILE } from '../../shared/search/split-index.js';
import type { StaticIndexData } from '../../shared/search/static-index.js';
import type { BuildRecordsOptions } from '../search/build-records.js';
import { encodeSpilledPages } from '../search/encode-spilled.js';
import type { SpilledPage } from '../search/page-spill.js';
import { splitsGroups } from '../search/split-index.js';
import { writeIndexFiles, type WrittenIndex } from '../search/write-index.js';
import type { CacheStore, FileStamp } from '../cache/cache-store.js';
import { WriteQueue } from '../files/write-queue.js';

/** The cache kind of the whole index and manifest. */
export const SEARCH = 'search';
/** The cache kind of one group's pieces of the split index. */
export const SEARCH_GROUPS = 'search-groups';

interface IndexEntry {
  /** search-index.json. */
  whole: Buffer;
  /** search-index/manifest.json. */
  manifest: Buffer;
  /** The folder of the pieces (the manifest's `dir`). */
  dir: string;
  /** The keys of the groups' entries, in group order. */
  groups: string[];
}

interface GroupEntry {
  /** piecesDigest of the pieces, which names the pieces' folder with the other groups'. */
  digest: string;
  /** File names inside the pieces' folder, each with the stamp of its kept file (`<key>.<name>`). */
  pieces: [string, FileStamp][];
}

/** What the search stage of a build reads. */
export interface SearchIndexInput {
  /** The output folder being built. */
  outDir: string;
  /** Every rendered page's spilled search text, in path order. */
  pages: SpilledPage[];
  /** How records are made (site URL, base URL, versions left out). */
  records: BuildRecordsOptions;
  /** search.indexName. */
  indexName: string;
}

/**
 * Writes the static search index of a build into outDir (src/search/write-index.ts), taking
 * from the cache what the changed pages did not touch; without a store, builds it all (the
 * same bytes). generatorKey is what every entry depends on (generator, config, mode).
 */
export async function writeSearchIndex(store: CacheStore | undefined, generatorKey: string, input: SearchIndexInput): Promise<void> {
  // Records carry the site's URL and leave out noIndex versions: entries hold only for the same.
  const baseKey = store ? keyOf(generatorKey, 'records', [JSON.stringify(input.records), input.indexName]) : '';
  const indexKey = store
    ? keyOf(
        baseKey,
        'index',
        input.pages.flatMap((page) => [page.path, page.digest]),
      )
    : '';
  const known = new Map<string, GroupEntry>();
  if (store) {
    const restored = await restoreIndex(store, indexKey, known, input.outDir);
    store.count(SEARCH, restored);
    if (restored) return;
  }
  const { data, digests } = encodeSpilledPages(input.pages, input.records, input.indexName);
  // An index kept whole has no groups: its entry lists none.
  const keys = store ? (splitsGroups(data) ? groupKeys(baseKey, data, digests) : []) : undefined;
  const written = await writeIndexFiles(input.outDir, data, (group) => {
    const key = keys?.[group];
    const kept = key === undefined ? undefined : (known.get(key) ?? readGroup(store!, key));
    store?.count(SEARCH_GROUPS, kept !== undefined);
    return kept && { digest: kept.digest, restore: (dir) => restorePieces(store!, key!, kept, dir) };
  });
  if (store && keys) keepIndex(store, indexKey, keys, written);
}

/** Writes the index an entry kept when it and every group it lists are sound; false (and nothing written) otherwise. */
async function restoreIndex(store: CacheStore, indexKey: string, known: Map<string, GroupEntry>, outDir: string): Promise<boolean> {
  const entry = store.read<IndexEntry>(SEARCH, indexKey);
  if (!entry || !readGroups(store, entry.groups, known)) return false;
  const splitDir = path.join(outDir, SPLIT_INDEX_DIR);
  mkdirSync(path.join(splitDir, entry.dir), { recursive: true });
  const writes = new WriteQueue();
  writes.write(path.join(outDir, SEARCH_INDEX_FILE), entry.whole);
  writes.write(path.join(splitDir, SPLIT_MANIFEST_FILE), entry.manifest);
  for (const key of entry.groups) restorePieces(store, key, known.get(key)!, path.join(splitDir, entry.dir));
  await writes.done();
  return true;
}

/**
 * Keeps the pieces of the groups made anew (hard links to the written files) and their
 * entries; without all of a group's pieces kept the group is not stored, nor the index that
 * lists it.
 */
function keepIndex(store: CacheStore, indexKey: string, keys: string[], written: WrittenIndex): void {
  let complete = true;
  for (const { group, digest, names } of written.made) {
    const pieces: [string, FileStamp][] = [];
    for (const name of names) {
      const stamp = store.keepFile(SEARCH_GROUPS, `${keys[group]!}.${name}`, path.join(written.piecesDir, name));
      if (stamp) pieces.push([name, stamp]);
    }
    if (pieces.length === names.length) store.write(SEARCH_GROUPS, keys[group]!, { digest, pieces } satisfies GroupEntry);
    else complete = false;
  }
  const entry: IndexEntry = { whole: written.whole, manifest: written.manifestBytes, dir: written.manifest.dir, groups: keys };
  if (complete) store.write(SEARCH, indexKey, entry);
}

/** A group's entry when it and every piece it keeps are sound. */
function readGroup(store: CacheStore, key: string): GroupEntry | undefined {
  const entry = store.read<GroupEntry>(SEARCH_GROUPS, key);
  return entry?.pieces.every(([name, stamp]) => store.holdsFile(SEARCH_GROUPS, `${key}.${name}`, stamp)) ? entry : undefined;
}

/**
 * Reads the entries of the groups an index lists into known, and says whether all were
 * sound; when one is gone or damaged the index is built as if it had changed, and the
 * groups read here are kept.
 */
function readGroups(store: CacheStore, keys: string[], known: Map<string, GroupEntry>): boolean {
  for (const key of keys) {
    const group = readGroup(store, key);
    if (group) known.set(key, group);
  }
  if (known.size !== keys.length) return false;
  for (let i = 0; i < keys.length; i++) store.count(SEARCH_GROUPS, true);
  return true;
}

/**
 * The entry key of each group: its number, the URL prefix its page paths are cut from, and
 * per page its index among all pages (the skeleton stores it) and its search-text digest.
 * Undefined when the pages of the index cannot be matched with the spilled pages one to one
 * (two pages with one URL would be merged), so nothing is reused on a guess.
 */
function groupKeys(baseKey: string, data: StaticIndexData, digests: string[]): string[] | undefined {
  if (digests.length !== data.pages.length) return undefined;
  const parts: string[][] = data.facets.map((_, group) => [String(group), data.base]);
  data.pages.forEach((page, index) => parts[page[3]]?.push(String(index), digests[index]!));
  return parts.map((list) => keyOf(baseKey, 'group', list));
}

// A file-name-safe key of many parts, hashed as they come.
function keyOf(baseKey: string, kind: string, parts: string[]): string {
  const hash = createHash('sha256').update(baseKey).update('\0').update(kind);
  for (const part of parts) hash.update('\0').update(part);
  return hash.digest('base64url').slice(0, 32);
}

// The build's output folder is not served until it is swapped in, so pieces go straight to their place.
function restorePieces(store: CacheStore, key: string, group: GroupEntry, dir: string): void {
  for (const [name] of group.pieces) store.restoreFile(SEARCH_GROUPS, `${key}.${name}`, path.join(dir, name));
}
