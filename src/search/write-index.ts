/**
 * Indexing's writer: a site's index (the whole static index, from encode-spilled.ts or
 * encodeStaticIndex) → its files in an output folder: search-index.json (the whole index,
 * for `docs serve` and the browser's fallback) and search-index/ (the split index the
 * browser searches: manifest.json and a folder of pieces named after their digest). The
 * build writes through it, with the build cache giving back the groups it kept
 * (src/memo/search-cache.ts), and so does `docs index`, over an existing dist/.
 *
 * Each file is written beside its place and renamed into it, and the manifest goes last, so
 * a server reading the folder meanwhile never serves half of the index.
 */
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { SEARCH_INDEX_FILE } from '../../shared/search/index-files.js';
import { SPLIT_INDEX_DIR, SPLIT_MANIFEST_FILE, type SplitManifest } from '../../shared/search/split-index.js';
import type { StaticIndexData } from '../../shared/search/static-index.js';
import { WriteQueue } from '../files/write-queue.js';
import { piecesDigest, splitGroup, WordCache } from './split-group.js';
import { splitManifest, splitsGroups } from './split-index.js';

// Bytes of pieces that may wait to be written while the next group is split.
const PIECES_IN_MEMORY = 16 * 1024 * 1024;

/** A group's pieces that a cache kept: restore puts them into a folder, and their digest names it with the others'. */
export interface KeptGroup {
  digest: string;
  restore(dir: string): void;
}

/** A group of the split index made anew: its number, the digest of its pieces and their file names. */
export interface MadeGroup {
  group: number;
  digest: string;
  names: string[];
}

/** What writeIndexFiles wrote. */
export interface WrittenIndex {
  /** The bytes of search-index.json. */
  whole: Buffer;
  /** The bytes of search-index/manifest.json, and what they say. */
  manifestBytes: Buffer;
  manifest: SplitManifest;
  /** The folder of the pieces. */
  piecesDir: string;
  /** The groups split anew (a kept group is not among them). */
  made: MadeGroup[];
}

/**
 * Writes the index files of data into outDir, replacing what an earlier index left there.
 * `kept` gives back a group's pieces when a cache holds them (called once per group, in order).
 */
export async function writeIndexFiles(
  outDir: string,
  data: StaticIndexData,
  kept: (group: number) => KeptGroup | undefined = () => undefined,
): Promise<WrittenIndex> {
  const splitDir = path.join(outDir, SPLIT_INDEX_DIR);
  // The pieces' folder is named after all of them: they go to a folder renamed once the last group is known.
  const pending = path.join(splitDir, `.pieces-${process.pid}`);
  rmSync(pending, { recursive: true, force: true });
  mkdirSync(pending, { recursive: true });
  const writes = new WriteQueue();
  const whole = Buffer.from(JSON.stringify(data));
  const wholeFile = path.join(outDir, SEARCH_INDEX_FILE);
  writes.write(temporary(wholeFile), whole);
  const { digests, made } = await writePieces(data, pending, writes, kept);
  const manifest = splitManifest(data, digests);
  const manifestBytes = Buffer.from(JSON.stringify(manifest));
  const manifestFile = path.join(splitDir, SPLIT_MANIFEST_FILE);
  writes.write(temporary(manifestFile), manifestBytes);
  await writes.done();
  const piecesDir = path.join(splitDir, manifest.dir);
  rmSync(piecesDir, { recursive: true, force: true });
  renameSync(pending, piecesDir);
  renameSync(temporary(wholeFile), wholeFile);
  renameSync(temporary(manifestFile), manifestFile);
  removeStale(splitDir, manifest.dir);
  return { whole, manifestBytes, manifest, piecesDir, made };
}

/**
 * Writes the pieces of every group into dir, a group at a time, waiting for the disk now and
 * then: a large site's split index (hundreds of MB) is never all in memory. Returns
 * each group's digest and the groups made anew.
 */
async function writePieces(
  data: StaticIndexData,
  dir: string,
  writes: WriteQueue,
  kept: (group: number) => KeptGroup | undefined,
): Promise<{ digests: string[]; made: MadeGroup[] }> {
  const digests: string[] = [];
  const made: MadeGroup[] = [];
  // An index kept whole (some page is not a walk of headings) has no groups.
  if (!splitsGroups(data)) return { digests, made };
  const keptOf = data.facets.map((_, group) => kept(group));
  const words = new WordCache(
    data,
    data.facets.map((_, group) => group).filter((group) => !keptOf[group]),
  );
  for (let group = 0; group < data.facets.length; group++) {
    const restored = keptOf[group];
    if (restored) {
      restored.restore(dir);
      digests[group] = restored.digest;
      continue;
    }
    await writes.drain(PIECES_IN_MEMORY);
    const pieces = splitGroup(data, group, {}, words);
    digests[group] = piecesDigest(pieces);
    for (const [name, text] of pieces) writes.write(path.join(dir, name), Buffer.from(text));
    made.push({ group, digest: digests[group]!, names: [...pieces.keys()] });
  }
  return { digests, made };
}

// Where a file is written before it is renamed into place.
function temporary(file: string): string {
  return `${file}.${process.pid}.tmp`;
}

/** Removes what an earlier index left in the split index's folder: every entry but the manifest and the current pieces. */
function removeStale(splitDir: string, current: string): void {
  for (const name of readdirSync(splitDir)) {
    if (name !== SPLIT_MANIFEST_FILE && name !== current) rmSync(path.join(splitDir, name), { recursive: true, force: true });
  }
}
