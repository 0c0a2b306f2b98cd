/**
 * One facet group of the split static search index (layout in shared/search/split-index.ts):
 * its skeleton, term shards, word positions and content chunks. A group's pieces depend only
 * on its own pages (and their indexes among all pages), which is what lets a build keep the
 * pieces of the groups it did not change.
 */
import { createHash } from 'node:crypto';
import { DOCSEARCH_SETTINGS } from '../../shared/search/settings.js';
import {
  anchorSlug,
  chunkFile,
  CONTENT_NULL,
  positionsFile,
  shardFile,
  skeletonFile,
  type SplitPage,
  type SplitPositions,
  type SplitShard,
  type SplitSkeleton,
} from '../../shared/search/split-index.js';
import type { StaticIndexData } from '../../shared/search/static-index.js';
import { unescapeHtml } from '../../shared/html.js';
import { tokenize } from '../../shared/search/text.js';

// Word positions are kept in 16 bits, as the engine keeps them.
const MAX_POSITION = 65535;

/** Sizes of the pieces, in characters of JSON; smaller pieces waste fewer bytes per query but cost more requests. */
export interface SplitSizes {
  /** Postings per term shard (default 3,000). */
  shardChars?: number;
  /** Text per content chunk (default 4,000). */
  chunkChars?: number;
}

/** The terms of a text and, per term, its word positions. */
interface Words {
  terms: string[];
  positions: number[][];
}

/**
 * Tokenises texts, each distinct text once: versions share most texts, so groups split
 * together share the work. Given the groups that will be split, it keeps a text's words only
 * while a group still to come holds that text (texts of one group are never kept): the words
 * of a large site's every text would otherwise all be in memory at the end.
 */
export class WordCache {
  private readonly tokenized = new Map<string, Words>();
  private readonly camel = (DOCSEARCH_SETTINGS.camelCaseAttributes ?? []).length > 0;
  /** Per text held by two groups or more, the groups still to ask for it; undefined: keep every text. */
  private readonly uses: Map<string, number> | undefined;

  constructor(data?: StaticIndexData, groups?: readonly number[]) {
    this.uses = data && groups ? sharedTexts(data, groups) : undefined;
  }

  /** How many texts' words are held now. */
  get held(): number {
    return this.tokenized.size;
  }

  /** The words of text. */
  of(text: string): Words {
    let words = this.tokenized.get(text);
    if (!words) {
      const at = new Map<string, number[]>();
      for (const tok of tokenize(unescapeHtml(text), this.camel)) {
        const pos = Math.min(tok.pos, MAX_POSITION);
        const list = at.get(tok.term);
        if (!list) at.set(tok.term, [pos]);
        else if (list[list.length - 1] !== pos) list.push(pos);
      }
      words = { terms: [...at.keys()], positions: [...at.values()] };
      if (!this.uses || this.uses.has(text)) this.tokenized.set(text, words);
    }
    const left = this.uses?.get(text);
    if (left !== undefined) {
      // This group's ask is the last: nobody needs these words again.
      if (left <= 1) {
        this.uses!.delete(text);
        this.tokenized.delete(text);
      } else this.uses!.set(text, left - 1);
    }
    return words;
  }
}

/** Each text that two or more of the given groups hold (a heading or a content), with how many do. */
function sharedTexts(data: StaticIndexData, groups: readonly number[]): Map<string, number> {
  const wanted = new Set(groups);
  // Per string reference, the last group that counted it and how many did.
  const lastGroup = new Int32Array(data.strings.length + 1).fill(-1);
  const count = new Uint32Array(data.strings.length + 1);
  const byGroup = new Map<number, (typeof data.pages)[number][]>();
  for (const page of data.pages) {
    if (!wanted.has(page[3])) continue;
    const list = byGroup.get(page[3]);
    if (list) list.push(page);
    else byGroup.set(page[3], [page]);
  }
  for (const [group, pages] of byGroup) {
    const note = (ref: number) => {
      if (ref > 0 && lastGroup[ref] !== group) {
        lastGroup[ref] = group;
        count[ref]!++;
      }
    };
    for (const [, lvl0, lvl1, , , ops] of pages) {
      note(lvl0);
      note(lvl1);
      // A heading op is followed by its text and its anchor (not tokenised); any other op is a content.
      for (let i = 0; i < ops.length; ) {
        const op = ops[i++]!;
        if (op < 0) {
          note(ops[i]!);
          i += 2;
        } else note(op);
      }
    }
  }
  const shared = new Map<string, number>();
  count.forEach((n, ref) => {
    if (n > 1) shared.set(data.strings[ref - 1]!, n);
  });
  return shared;
}

/** The pieces of one group: file names inside the split index's content folder → JSON text. */
export function splitGroup(data: StaticIndexData, group: number, sizes: SplitSizes = {}, words: WordCache = new WordCache()): Map<string, string> {
  const pieces = new Map<string, string>();
  const { pages, headings, anchors, contents } = groupPages(data, group);
  // Every text of the group, headings first: the ids the term shards point to.
  const dictionary = termPieces(group, termPostings([...headings, ...contents], words), sizes.shardChars ?? 3000, pieces);
  const chunks = chunkPieces(group, contents, sizes.chunkChars ?? 4000, pieces);
  const skeleton: SplitSkeleton = {
    pages,
    headings,
    anchors,
    contents: contents.length,
    chunks: chunks.starts,
    chunkSizes: chunks.sizes,
    terms: dictionary.terms,
    shards: dictionary.shards,
    shardSizes: dictionary.shardSizes,
    positionSizes: dictionary.positionSizes,
  };
  pieces.set(skeletonFile(group), JSON.stringify(skeleton));
  return pieces;
}

/** A group's pages as walks of ops over its own tables of headings, anchors and contents (layout in shared/search/split-index.ts). */
function groupPages(data: StaticIndexData, group: number): { pages: SplitPage[]; headings: string[]; anchors: string[]; contents: string[] } {
  const str = (r: number): string | null => (r > 0 ? data.strings[r - 1]! : null);
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
  return { pages, headings: headings.values, anchors: anchors.values, contents: contents.values };
}

/** Per term of the texts, the texts holding it (by id) and, per text, the word positions (for proximity). */
function termPostings(texts: string[], words: WordCache): Map<string, { ids: number[]; places: number[][] }> {
  const postings = new Map<string, { ids: number[]; places: number[][] }>();
  texts.forEach((text, id) => {
    const found = words.of(text);
    found.terms.forEach((term, i) => {
      let entry = postings.get(term);
      if (!entry) postings.set(term, (entry = { ids: [], places: [] }));
      entry.ids.push(id);
      entry.places.push(found.positions[i]!);
    });
  });
  return postings;
}

/** Writes the term shards and the positions beside them into pieces; returns the sorted dictionary and where each shard starts. */
function termPieces(group: number, postings: Map<string, { ids: number[]; places: number[][] }>, shardChars: number, pieces: Map<string, string>) {
  const terms = [...postings.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const out = { terms, shards: [] as number[], shardSizes: [] as number[], positionSizes: [] as number[] };
  let shard: SplitShard = [];
  let places: SplitPositions = [];
  let size = 0;
  const flush = () => {
    const k = out.shards.length - 1;
    const shardText = JSON.stringify(shard);
    const placesText = JSON.stringify(places);
    pieces.set(shardFile(group, k), shardText);
    pieces.set(positionsFile(group, k), placesText);
    out.shardSizes.push(shardText.length);
    out.positionSizes.push(placesText.length);
    shard = [];
    places = [];
    size = 0;
  };
  terms.forEach((term, t) => {
    if (t === 0 || size >= shardChars) {
      if (t > 0) flush();
      out.shards.push(t);
    }
    const { ids, places: lists } = postings.get(term)!;
    const deltas = deltaCode(ids);
    for (let i = 0; i < deltas.length; i++) size += deltas[i]! < 10 ? 2 : deltas[i]! < 100 ? 3 : deltas[i]! < 1000 ? 4 : 6;
    shard.push(deltas);
    places.push(flatPositions(lists));
    size += 3;
  });
  if (terms.length > 0) flush();
  return out;
}

/** Writes the content texts into chunks of about chunkChars; returns each chunk's first content id and its size. */
function chunkPieces(group: number, contents: string[], chunkChars: number, pieces: Map<string, string>): { starts: number[]; sizes: number[] } {
  const starts: number[] = [];
  const sizes: number[] = [];
  let chunk: string[] = [];
  let chars = 0;
  const flush = () => {
    const text = JSON.stringify(chunk);
    pieces.set(chunkFile(group, starts.length - 1), text);
    sizes.push(text.length);
  };
  contents.forEach((text, id) => {
    if (id === 0 || chars >= chunkChars) {
      if (id > 0) flush();
      starts.push(id);
      chunk = [];
      chars = 0;
    }
    chunk.push(text);
    chars += text.length + 3;
  });
  if (contents.length > 0) flush();
  return { starts, sizes };
}

/** The positions of a term in each of its texts: per text, the count, then the positions delta-coded. */
function flatPositions(lists: number[][]): number[] {
  const flat: number[] = [];
  for (const list of lists) {
    flat.push(list.length);
    for (let i = 0; i < list.length; i++) flat.push(i === 0 ? list[0]! : list[i]! - list[i - 1]!);
  }
  return flat;
}

/** Ascending numbers as their first value, then the differences. */
function deltaCode(list: readonly number[]): number[] {
  const out = new Array<number>(list.length);
  for (let i = 0; i < list.length; i++) out[i] = i === 0 ? list[0]! : list[i]! - list[i - 1]!;
  return out;
}

/**
 * A digest of a group's pieces, names and contents: the split index's folder is named after
 * the digests of its groups, so a build that keeps a group's pieces need not hash them again.
 */
export function piecesDigest(pieces: Iterable<[name: string, content: string | Uint8Array]>): string {
  const hash = createHash('sha256');
  for (const [name, content] of [...pieces].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) hash.update(name).update('\0').update(content).update('\0');
  return hash.digest('hex');
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
