/**
 * The static search index: a compact JSON form of the records that a built site ships as
 * `search-index.json`, and its decoder. Browser-safe.
 *
 * Records are stored per page as a stream of small integers, because a page's records are
 * a walk down its headings: a heading record sets one level of the hierarchy (clearing the
 * deeper ones) and the anchor; a content record only adds its text under the current
 * state. Every text goes once into a string table, most frequent first (short indexes), so
 * the paragraphs that recur in every docs version are stored once. URL, type, position,
 * weight and objectID are derived, not stored. A page whose records do not follow that
 * walk is stored as plain records instead, so encoding never loses anything.
 *
 * Layout (string references are 1-based indexes into `strings`; 0 means null):
 *   { format, version, indexName, base, strings: string[],
 *     facets: [language[], version[], docusaurus_tag[]][]   (string references),
 *     pages: [path, lvl0, lvl1, facetSet, pageRank, ops, records?][] }
 *   ops: a content record is its text reference (> 0); a heading record of level L is
 *   -L followed by its text reference and its anchor reference.
 */
import { LEVELS, type DocSearchRecord, type RecordType } from './types.js';
import { levelWeight, recordObjectId } from './text.js';

/** The `format` field of a static search index file. */
export const STATIC_INDEX_FORMAT = 'docs-search-index';
/** The version of the layout; a decoder refuses other versions rather than misreading them. */
export const STATIC_INDEX_VERSION = 1;

/** One page of the static index (see the file comment for the layout). */
export type StaticPage = [path: string, lvl0: number, lvl1: number, facetSet: number, pageRank: number, ops: number[], records?: DocSearchRecord[]];

/** The static search index, as serialised to `search-index.json`. */
export interface StaticIndexData {
  format: typeof STATIC_INDEX_FORMAT;
  version: typeof STATIC_INDEX_VERSION;
  indexName: string;
  /** URL prefix common to every page (site URL and base URL). */
  base: string;
  strings: string[];
  facets: [number[], number[], number[]][];
  pages: StaticPage[];
}

/** Encodes records (grouped by page, in page order as buildRecords makes them) into the static index. */
export function encodeStaticIndex(records: readonly DocSearchRecord[], indexName: string): StaticIndexData {
  return encodeStaticIndexFrom(() => [records], indexName);
}

/** How encodeStaticIndexFrom takes its records. */
export interface EncodeOptions {
  /**
   * The records' objectID is left empty because it is the one recordObjectId derives from
   * their URL, type and position (as buildRecords makes it): the index does not store it,
   * so hashing it for every record, twice, would be wasted. A page kept as raw records gets it.
   */
  derivedIds?: boolean;
}

/**
 * As encodeStaticIndex, for records made a page at a time: `batches` is called twice (once
 * to count the texts, once to encode), and each call yields the records in the same order,
 * in as many arrays as it likes. Only one page's records need be in memory at once.
 */
export function encodeStaticIndexFrom(batches: () => Iterable<readonly DocSearchRecord[]>, indexName: string, options: EncodeOptions = {}): StaticIndexData {
  const ids = !options.derivedIds;
  // First pass counts every text, so the most frequent get the shortest references.
  const counts = new Map<string, number>();
  const count = (s: string | null | undefined): void => {
    if (typeof s === 'string') counts.set(s, (counts.get(s) ?? 0) + 1);
  };
  let base: string | undefined;
  for (const group of pageGroups(batches())) {
    const url = group[0]!.url_without_anchor;
    base = base === undefined ? url : commonPrefix(base, url);
    for (const rec of group) {
      for (const lvl of LEVELS) count(rec.hierarchy[lvl]);
      count(rec.content);
      count(rec.anchor);
      for (const list of [rec.language, rec.version, rec.docusaurus_tag]) for (const v of list ?? []) count(v);
    }
  }
  // Cut at a path boundary so page paths read as paths.
  base = base === undefined ? '' : base.slice(0, base.lastIndexOf('/') + 1);
  const strings = [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)!);
  counts.clear();
  const refs = new Map(strings.map((s, i) => [s, i + 1]));
  const ref = (s: string | null | undefined): number => (typeof s === 'string' ? refs.get(s)! : 0);

  const facetKeys = new Map<string, number>();
  const facets: StaticIndexData['facets'] = [];
  const pages: StaticPage[] = [];
  for (const group of pageGroups(batches())) {
    const first = group[0]!;
    const set: [number[], number[], number[]] = [(first.language ?? []).map(ref), (first.version ?? []).map(ref), (first.docusaurus_tag ?? []).map(ref)];
    const key = JSON.stringify(set);
    let facetSet = facetKeys.get(key);
    if (facetSet === undefined) {
      facetSet = facets.length;
      facetKeys.set(key, facetSet);
      facets.push(set);
    }
    const page: StaticPage = [
      first.url_without_anchor.slice(base.length),
      ref(first.hierarchy.lvl0),
      ref(first.hierarchy.lvl1),
      facetSet,
      first.weight.pageRank,
      encodeOps(group, ref),
    ];
    // Check the page decodes to the very same records; otherwise keep them as they are.
    const decoded = decodePage(page, base, strings, facets, ids);
    if (!group.every((rec, i) => sameRecord(rec, decoded[i]!)) || decoded.length !== group.length) {
      page[5] = [];
      page[6] = group.map((r) => (ids ? { ...r } : { ...r, objectID: recordObjectId(r.url, r.type, r.weight.position) }));
    }
    pages.push(page);
  }
  return { format: STATIC_INDEX_FORMAT, version: STATIC_INDEX_VERSION, indexName, base, strings, facets, pages };
}

// The records of each page: consecutive records with the same URL, across batches.
function* pageGroups(batches: Iterable<readonly DocSearchRecord[]>): Generator<DocSearchRecord[]> {
  let group: DocSearchRecord[] = [];
  for (const batch of batches) {
    for (const rec of batch) {
      if (group.length > 0 && group[0]!.url_without_anchor !== rec.url_without_anchor) {
        yield group;
        group = [];
      }
      group.push(rec);
    }
  }
  if (group.length > 0) yield group;
}

function encodeOps(group: DocSearchRecord[], ref: (s: string | null | undefined) => number): number[] {
  const ops: number[] = [];
  for (const rec of group) {
    if (rec.type === 'content') ops.push(ref(rec.content) || 0);
    else {
      const level = Number(rec.type.slice(3));
      ops.push(-level, ref(rec.hierarchy[`lvl${level}` as 'lvl1']), ref(rec.anchor));
    }
  }
  return ops;
}

/** Decodes the static index back into DocSearch records (the inverse of encodeStaticIndex); records of a page share their facet arrays, so treat them as read-only. */
export function decodeStaticIndex(data: StaticIndexData): DocSearchRecord[] {
  if (!data || data.format !== STATIC_INDEX_FORMAT) throw new Error(`Not a search index file: expected format "${STATIC_INDEX_FORMAT}".`);
  if (data.version !== STATIC_INDEX_VERSION) {
    throw new Error(`Search index version ${String(data.version)} is not supported (expected ${STATIC_INDEX_VERSION}); rebuild it with \`docs index\`.`);
  }
  const out: DocSearchRecord[] = [];
  for (const page of data.pages) for (const rec of decodePage(page, data.base, data.strings, data.facets)) out.push(rec);
  return out;
}

// With ids false, objectIDs are left empty (see EncodeOptions.derivedIds).
function decodePage(page: StaticPage, base: string, strings: string[], facets: StaticIndexData['facets'], ids = true): DocSearchRecord[] {
  const [path, lvl0, lvl1, facetSet, pageRank, ops, raw] = page;
  if (raw) return raw;
  const str = (r: number): string | null => (r > 0 ? strings[r - 1]! : null);
  const [languageRefs, versionRefs, tagRefs] = facets[facetSet] ?? [[], [], []];
  // One set of facet arrays per page, shared by its records: fewer objects to build and keep.
  const language = languageRefs.map((r) => str(r)!);
  const version = versionRefs.map((r) => str(r)!);
  const docusaurusTag = tagRefs.map((r) => str(r)!);
  const urlWithoutAnchor = base + path;
  const hierarchy: (string | null)[] = [str(lvl0), str(lvl1), null, null, null, null, null];
  let anchor: string | null = null;
  const out: DocSearchRecord[] = [];
  for (let i = 0; i < ops.length; ) {
    const op = ops[i++]!;
    let type: RecordType;
    let content: string | null = null;
    if (op < 0) {
      const level = -op;
      hierarchy[level] = str(ops[i++]!);
      for (let l = level + 1; l < 7; l++) hierarchy[l] = null;
      anchor = str(ops[i++]!);
      type = `lvl${level}` as RecordType;
    } else {
      content = str(op);
      type = 'content';
    }
    const url = anchor ? `${urlWithoutAnchor}#${anchor}` : urlWithoutAnchor;
    const position = out.length;
    out.push({
      objectID: ids ? recordObjectId(url, type, position) : '',
      type,
      hierarchy: {
        lvl0: hierarchy[0]!,
        lvl1: hierarchy[1]!,
        lvl2: hierarchy[2]!,
        lvl3: hierarchy[3]!,
        lvl4: hierarchy[4]!,
        lvl5: hierarchy[5]!,
        lvl6: hierarchy[6]!,
      },
      content,
      url,
      url_without_anchor: urlWithoutAnchor,
      anchor,
      weight: { pageRank, level: levelWeight(type), position },
      language,
      version,
      docusaurus_tag: docusaurusTag,
    });
  }
  return out;
}

function sameRecord(a: DocSearchRecord, b: DocSearchRecord | undefined): boolean {
  return b !== undefined && sameValue(a, b);
}

/** Deep equality of JSON-like values, where a property set to undefined counts as absent (as in JSON). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameValue(a[i], b[i])) return false;
    return true;
  }
  // Compared in place rather than as sorted JSON text: this check runs on every record of a build.
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let defined = 0;
  for (const key in x) {
    if (x[key] === undefined) continue;
    defined++;
    if (!sameValue(x[key], y[key])) return false;
  }
  for (const key in y) if (y[key] !== undefined) defined--;
  return defined === 0;
}

// The longest common prefix of two strings.
function commonPrefix(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i === a.length ? a : a.slice(0, i);
}
