/**
 * Writes the split static search index (layout in shared/search/split-index.ts) from the
 * whole static index: one skeleton per facet group, term shards and content chunks.
 */
import { createHash } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DOCSEARCH_SETTINGS } from '../../shared/search/settings.js';
import {
  anchorSlug,
  chunkFile,
  CONTENT_NULL,
  shardFile,
  skeletonFile,
  SPLIT_INDEX_DIR,
  SPLIT_INDEX_FORMAT,
  SPLIT_INDEX_VERSION,
  SPLIT_MANIFEST_FILE,
  type SplitManifest,
  positionsFile,
  type SplitPage,
  type SplitPositions,
  type SplitShard,
  type SplitSkeleton,
} from '../../shared/search/split-index.js';
import type { StaticIndexData } from '../../shared/search/static-index.js';
import { tokenize, unescapeHtml } from '../../shared/search/text.js';

// Word positions are kept in 16 bits, as the engine keeps them.
const MAX_POSITION = 65535;

/** Sizes of the pieces, in characters of JSON; smaller pieces waste fewer bytes per query but cost more requests. */
export interface SplitSizes {
  /** Postings per term shard (default 3,000). */
  shardChars?: number;
  /** Text per content chunk (default 2,000). */
  chunkChars?: number;
}

/** The split index as file contents: paths relative to the site root → JSON text. */
export interface SplitIndexFiles {
  manifest: SplitManifest;
  files: Map<string, string>;
}

/** Splits the whole static index into its pieces (pure: nothing is written). */
export function splitStaticIndex(data: StaticIndexData, sizes: SplitSizes = {}): SplitIndexFiles {
  const shardChars = sizes.shardChars ?? 3000;
  const chunkChars = sizes.chunkChars ?? 2000;
  const str = (r: number): string | null => (r > 0 ? data.strings[r - 1]! : null);
  const camel = (DOCSEARCH_SETTINGS.camelCaseAttributes ?? []).length > 0;
  const pieces = new Map<string, string>();
  const groups: SplitManifest['groups'] = data.facets.map(([language, version, tags]) => ({
    language: language.map((r) => str(r)!),
    version: version.map((r) => str(r)!),
    docusaurus_tag: tags.map((r) => str(r)!),
  }));
  const whole = data.pages.some((page) => page[6] !== undefined);
  // Versions share most texts: each distinct text is tokenised once for all groups.
  const tokenized = new Map<string, { terms: string[]; positions: number[][] }>();
  const wordsOf = (text: string) => {
    let words = tokenized.get(text);
    if (!words) {
      const at = new Map<string, number[]>();
      for (const tok of tokenize(unescapeHtml(text), camel)) {
        const pos = Math.min(tok.pos, MAX_POSITION);
        const list = at.get(tok.term);
        if (!list) at.set(tok.term, [pos]);
        else if (list[list.length - 1] !== pos) list.push(pos);
      }
      words = { terms: [...at.keys()], positions: [...at.values()] };
      tokenized.set(text, words);
    }
    return words;
  };

  if (!whole) {
    data.facets.forEach((_, group) => {
      const headings = new Table();
      const anchors = new Table();
      const contents = new Table();
      const pages: SplitPage[] = [];
      data.pages.forEach((page, pageIndex) => {
        const [pagePath, lvl0, lvl1, facetSet, pageRank, ops] = page;
        if (facetSet !== group) return;
        const page0 = headings.code(str(lvl0));
        const page1 = headings.code(str(lvl1));
        const local: number[] = [];
        for (let i = 0; i < ops.length; ) {
          const op = ops[i++]!;
          if (op < 0) {
            const heading = str(ops[i++]!);
            const anchor = str(ops[i++]!);
            const derived = heading !== null && anchor !== null && anchor === anchorSlug(heading);
            local.push(op, headings.code(heading), derived ? 0 : anchor === null ? -1 : anchors.ref(anchor));
          } else {
            const content = str(op);
            local.push(content === null ? CONTENT_NULL : contents.code(content));
          }
        }
        pages.push([pageIndex, pagePath, page0, page1, pageRank, local]);
      });
      // Every text of the group, headings first: the ids the term shards point to.
      const texts = [...headings.values, ...contents.values];
      // Per term, the texts holding it and, per text, the word positions (for proximity).
      const postings = new Map<string, number[]>();
      const positions = new Map<string, number[][]>();
      texts.forEach((text, id) => {
        const words = wordsOf(text);
        words.terms.forEach((term, i) => {
          let list = postings.get(term);
          let places = positions.get(term);
          if (!list || !places) {
            postings.set(term, (list = []));
            positions.set(term, (places = []));
          }
          list.push(id);
          places.push(words.positions[i]!);
        });
      });
      const terms = [...postings.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      const shards: number[] = [];
      const shardSizes: number[] = [];
      const placeSizes: number[] = [];
      let shard: SplitShard = [];
      let places: SplitPositions = [];
      let size = 0;
      const flushShard = () => {
        const k = shards.length - 1;
        const shardText = JSON.stringify(shard);
        const placesText = JSON.stringify(places);
        pieces.set(shardFile(group, k), shardText);
        pieces.set(positionsFile(group, k), placesText);
        shardSizes.push(shardText.length);
        placeSizes.push(placesText.length);
        shard = [];
        places = [];
        size = 0;
      };
      terms.forEach((term, t) => {
        if (t === 0 || size >= shardChars) {
          if (t > 0) flushShard();
          shards.push(t);
        }
        const ids = postings.get(term)!;
        const deltas = new Array<number>(ids.length);
        for (let i = 0; i < ids.length; i++) {
          deltas[i] = i === 0 ? ids[0]! : ids[i]! - ids[i - 1]!;
          size += deltas[i]! < 10 ? 2 : deltas[i]! < 100 ? 3 : deltas[i]! < 1000 ? 4 : 6;
        }
        shard.push(deltas);
        // Per text: the count, then the positions delta-coded.
        const flat: number[] = [];
        for (const list of positions.get(term)!) {
          flat.push(list.length);
          for (let i = 0; i < list.length; i++) flat.push(i === 0 ? list[0]! : list[i]! - list[i - 1]!);
        }
        places.push(flat);
        size += 3;
      });
      if (terms.length > 0) flushShard();

      const chunks: number[] = [];
      const chunkSizes: number[] = [];
      let chunk: string[] = [];
      let chars = 0;
      const flushChunk = () => {
        const text = JSON.stringify(chunk);
        pieces.set(chunkFile(group, chunks.length - 1), text);
        chunkSizes.push(text.length);
      };
      contents.values.forEach((text, id) => {
        if (id === 0 || chars >= chunkChars) {
          if (id > 0) flushChunk();
          chunks.push(id);
          chunk = [];
          chars = 0;
        }
        chunk.push(text);
        chars += text.length + 3;
      });
      if (contents.values.length > 0) flushChunk();

      const skeleton: SplitSkeleton = {
        pages,
        headings: headings.values,
        anchors: anchors.values,
        contents: contents.values.length,
        chunks,
        chunkSizes,
        terms,
        shards,
        shardSizes,
        positionSizes: placeSizes,
      };
      pieces.set(skeletonFile(group), JSON.stringify(skeleton));
    });
  }

  // Named after the content, so a reader's cache never mixes pieces of two builds.
  const hash = createHash('sha256');
  for (const [name, text] of [...pieces].sort(([a], [b]) => (a < b ? -1 : 1))) hash.update(name).update('\0').update(text).update('\0');
  const dir = hash.digest('hex').slice(0, 12);
  const manifest: SplitManifest = { format: SPLIT_INDEX_FORMAT, version: SPLIT_INDEX_VERSION, indexName: data.indexName, base: data.base, dir, whole, groups };
  const files = new Map<string, string>();
  files.set(`${SPLIT_INDEX_DIR}/${SPLIT_MANIFEST_FILE}`, JSON.stringify(manifest));
  for (const [name, text] of pieces) files.set(`${SPLIT_INDEX_DIR}/${dir}/${name}`, text);
  return { manifest, files };
}

/**
 * Writes the split index into distDir/search-index/, replacing what was there: written into a
 * temporary folder beside it and renamed into place, so a server never serves half of it.
 */
export async function writeSplitIndex(distDir: string, data: StaticIndexData, sizes?: SplitSizes): Promise<SplitManifest> {
  const { manifest, files } = splitStaticIndex(data, sizes);
  const target = path.join(distDir, SPLIT_INDEX_DIR);
  const temp = `${target}.${process.pid}.tmp`;
  await rm(temp, { recursive: true, force: true });
  await mkdir(path.join(temp, manifest.dir), { recursive: true });
  // A few at a time: a large site has thousands of pieces, more than a process may hold open.
  const entries = [...files];
  for (let i = 0; i < entries.length; i += 64) {
    await Promise.all(entries.slice(i, i + 64).map(([name, text]) => writeFile(path.join(temp, name.slice(SPLIT_INDEX_DIR.length + 1)), text)));
  }
  const old = `${target}.${process.pid}.old`;
  await rename(target, old).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(temp, target);
  await rm(old, { recursive: true, force: true });
  return manifest;
}

/** Strings in order of first use, each once; references are 1-based (0 for null). */
class Table {
  readonly values: string[] = [];
  private readonly ids = new Map<string, number>();
  /** The reference of a skeleton (split-index.ts): -1 for null, 0 for a value not seen before, else its 1-based id. */
  code(value: string | null): number {
    if (value === null) return -1;
    const known = this.ids.get(value);
    if (known !== undefined) return known;
    this.ref(value);
    return 0;
  }

  ref(value: string | null): number {
    if (value === null) return 0;
    let id = this.ids.get(value);
    if (id === undefined) {
      this.values.push(value);
      this.ids.set(value, (id = this.values.length));
    }
    return id;
  }
}
