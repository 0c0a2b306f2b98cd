/**
 * The split static index as the browser reads it (layout in split-index.ts): a group's
 * skeleton decoded into per-record arrays, and a record rebuilt from them as the whole index
 * decodes it. Browser-safe.
 */
import { CONTENT, N_ATTRS, textUses, type TermDictionary, type TextUses } from './ranking.js';
import type { FacetFilter } from './params.js';
import { anchorSlug, CONTENT_NULL, type SplitGroupInfo, type SplitManifest, type SplitSkeleton } from './split-index.js';
import { levelWeight, recordObjectId } from './text.js';
import type { DocSearchRecord, RecordType } from './types.js';

/** A group's skeleton, decoded into per-record arrays once. */
export interface Group {
  id: number;
  info: SplitGroupInfo;
  skeleton: SplitSkeleton;
  size: number;
  recPage: Int32Array;
  recPos: Int32Array;
  recType: Uint8Array;
  /** Per record and attribute (lvl0..lvl6, content): text id, or -1. */
  recAttr: Int32Array;
  /** Per record: index into `anchors`, or -1. */
  recAnchor: Int32Array;
  /** Every record's anchor text, derived ones included. */
  anchors: string[];
  recPath: string[];
  recRank: Float64Array;
  /** Text id → (record, attribute) uses, grouped by text. */
  uses: TextUses;
  /** The group's sorted terms; a term's id is its place. */
  dict: TermDictionary;
  /** Per heading text id: its whole words' term ids (undefined for a word not in the dictionary). */
  headingWords: Map<number, (number | undefined)[]>;
}

/** Decodes a skeleton's pages into per-record arrays and the text → uses table. */
export function decodeGroup(id: number, info: SplitGroupInfo, skeleton: SplitSkeleton): Group {
  let size = 0;
  for (const page of skeleton.pages) {
    const ops = page[5];
    for (let i = 0; i < ops.length; size++) i += ops[i]! < 0 && ops[i] !== CONTENT_NULL ? 3 : 1;
  }
  const nHead = skeleton.headings.length;
  const recPage = new Int32Array(size);
  const recPos = new Int32Array(size);
  const recType = new Uint8Array(size);
  const recAttr = new Int32Array(size * N_ATTRS).fill(-1);
  const recAnchor = new Int32Array(size);
  const recPath = new Array<string>(size);
  const recRank = new Float64Array(size);
  const anchors: string[] = [];
  let r = 0;
  let nextHeading = 0;
  let nextContent = 0;
  // References to "the next new text" (split-index.ts) become 0-based text ids, -1 for null.
  const heading = (code: number): number => (code === 0 ? nextHeading++ : code > 0 ? code - 1 : -1);
  for (const [pageIndex, pagePath, lvl0, lvl1, pageRank, ops] of skeleton.pages) {
    const h = [heading(lvl0), heading(lvl1), -1, -1, -1, -1, -1];
    let anchor = -1;
    for (let i = 0, position = 0; i < ops.length; position++, r++) {
      const op = ops[i++]!;
      let content = -1;
      if (op < 0 && op !== CONTENT_NULL) {
        const level = -op;
        h[level] = heading(ops[i++]!);
        for (let l = level + 1; l < 7; l++) h[l] = -1;
        const code = ops[i++]!;
        if (code === 0) {
          anchors.push(anchorSlug(skeleton.headings[h[level]!]!));
          anchor = anchors.length - 1;
        } else if (code > 0) {
          anchors.push(skeleton.anchors[code - 1]!);
          anchor = anchors.length - 1;
        } else anchor = -1;
        recType[r] = level;
      } else {
        if (op !== CONTENT_NULL) content = nHead + (op === 0 ? nextContent++ : op - 1);
        recType[r] = CONTENT;
      }
      for (let a = 0; a < 7; a++) recAttr[r * N_ATTRS + a] = h[a]!;
      recAttr[r * N_ATTRS + CONTENT] = content;
      recPage[r] = pageIndex;
      recPos[r] = position;
      recAnchor[r] = anchor;
      recPath[r] = pagePath;
      recRank[r] = pageRank;
    }
  }
  const { useStart, useRec, useAttr } = textUses(recAttr, nHead + skeleton.contents);
  const termIndex = new Map(skeleton.terms.map((term, i) => [term, i]));
  const dict: TermDictionary = { size: skeleton.terms.length, idOf: (term) => termIndex.get(term), sortedId: (k) => k, text: (k) => skeleton.terms[k]! };
  return {
    id,
    info,
    skeleton,
    anchors,
    size,
    recPage,
    recPos,
    recType,
    recAttr,
    recAnchor,
    recPath,
    recRank,
    uses: { useStart, useRec, useAttr },
    dict,
    headingWords: new Map(),
  };
}

/** Whether a group's pages pass the facet filters (an AND of ORs; values compare without case). */
export function passes(info: SplitGroupInfo, filters: FacetFilter[][]): boolean {
  return filters.every((group) =>
    group.some((f) => {
      const values = (info[f.attribute as keyof SplitGroupInfo] ?? []).map((v) => v.toLowerCase());
      return values.includes(f.value.toLowerCase()) !== f.negate;
    }),
  );
}

/** The URL of a record of a group, with its anchor. */
export function recordUrl(manifest: SplitManifest, group: Group, r: number): string {
  const anchorRef = group.recAnchor[r]!;
  const base = manifest.base + group.recPath[r]!;
  return anchorRef >= 0 ? `${base}#${group.anchors[anchorRef]!}` : base;
}

/** Builds a record as the whole index decodes it, given its paragraph (null when it has none). */
export function groupRecord(manifest: SplitManifest, group: Group, r: number, content: string | null): DocSearchRecord {
  const { skeleton } = group;
  const heading = (a: number): string | null => {
    const id = group.recAttr[r * N_ATTRS + a]!;
    return id >= 0 ? skeleton.headings[id]! : null;
  };
  const type: RecordType = group.recType[r] === CONTENT ? 'content' : (`lvl${group.recType[r]}` as RecordType);
  const anchorRef = group.recAnchor[r]!;
  const anchor = anchorRef >= 0 ? group.anchors[anchorRef]! : null;
  const urlWithoutAnchor = manifest.base + group.recPath[r]!;
  const url = anchor ? `${urlWithoutAnchor}#${anchor}` : urlWithoutAnchor;
  const position = group.recPos[r]!;
  return {
    objectID: recordObjectId(url, type, position),
    type,
    hierarchy: { lvl0: heading(0)!, lvl1: heading(1)!, lvl2: heading(2), lvl3: heading(3), lvl4: heading(4), lvl5: heading(5), lvl6: heading(6) },
    content,
    url,
    url_without_anchor: urlWithoutAnchor,
    anchor,
    weight: { pageRank: group.recRank[r]!, level: levelWeight(type), position },
    language: group.info.language,
    version: group.info.version,
    docusaurus_tag: group.info.docusaurus_tag,
  };
}

/** Where a record's paragraph is: its chunk and its place in it; null for a record without one. */
export function contentPlace(group: Group, r: number): { chunk: number; at: number } | null {
  const contentId = group.recAttr[r * N_ATTRS + CONTENT]!;
  if (contentId < 0) return null;
  const local = contentId - group.skeleton.headings.length;
  const chunk = shardOf(group.skeleton.chunks, local);
  return { chunk, at: local - group.skeleton.chunks[chunk]! };
}

/** The piece holding item i, given the first item of each piece. */
export function shardOf(starts: number[], i: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (starts[mid]! <= i) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
