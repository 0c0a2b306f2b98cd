/**
 * The search client of a built site: answers the hosted query API from the split static index
 * (src/shared/search/split-index.ts), loading only the pieces a query needs and keeping every
 * piece it loaded for the next queries. Browser-safe.
 *
 * It gives the same hits in the same order as the whole-index engine (engine.ts), because
 * it runs that engine, on fewer records:
 *  1. the facet filters pick the groups (all records of a group share their facets);
 *  2. each query word is expanded against the groups' dictionaries exactly as the engine
 *     does (itself, plurals, prefix completions, typos), and the term shards of the matched
 *     terms say which texts hold them; with the skeleton (which record uses which text
 *     where) that gives every candidate's ranking criteria up to the attribute ones, and
 *     for a one-word query all of them;
 *  3. candidates are walked best first, a run of ties at a time, until the requested page
 *     is full after `distinct`; only those records are decoded (their paragraphs fetched)
 *     and handed to the engine, which orders them by the remaining criteria (proximity,
 *     exact) and builds highlights and snippets. Record counts (nbHits) come from step 2.
 * What this path does not cover (facet counts, distinct above 1, filters on other
 * attributes, a page not stored as a walk) is answered from the whole index instead.
 */
import type { LocalSearchClient } from './client.js';
import { engineFromStaticIndex } from './client.js';
import { attributeRank, CONTENT, KIND_EXACT, KIND_PREFIX, KIND_TYPO, MAX_PROXIMITY, MAX_WORDS, N_ATTRS, SearchEngine, SearchIndex } from './engine.js';
import { SearchApiError, SearchUnreachableError, unknownIndexMessage } from './errors.js';
import { normalizeParams, readRequests, type FacetFilter, type NormalizedParams } from './params.js';
import { DEFAULT_HITS_PER_PAGE, DOCSEARCH_SETTINGS, PAGINATION_LIMIT } from './settings.js';
import {
  anchorSlug,
  chunkFile,
  CONTENT_NULL,
  positionsFile,
  shardFile,
  skeletonFile,
  SPLIT_INDEX_DIR,
  SPLIT_INDEX_FORMAT,
  SPLIT_INDEX_VERSION,
  SPLIT_MANIFEST_FILE,
  type SplitGroupInfo,
  type SplitManifest,
  type SplitSkeleton,
} from './split-index.js';
import type { StaticIndexData } from './static-index.js';
import { unescapeHtml } from '../html.js';
import { levelWeight, pluralForms, queryWords, recordObjectId, tokenize, typoDistance } from './text.js';
import type { DocSearchRecord, MultiSearchBody, MultiSearchResponse, RecordType, SearchParams, SearchRequest, SearchResult } from './types.js';

/** Reads a file of the site by its path from the site root ("search-index/manifest.json"); rejects when it cannot. */
export type SplitFileLoader = (file: string) => Promise<unknown>;

const SETTINGS = DOCSEARCH_SETTINGS;
// The facet attributes every record of a group shares; a filter on another one needs the whole index.
const GROUP_FACETS = new Set(['language', 'version', 'docusaurus_tag']);

/** A group's skeleton, decoded into per-record arrays once. */
interface Group {
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
  useStart: Int32Array;
  useRec: Int32Array;
  useAttr: Uint8Array;
  termIndex: Map<string, number>;
  headingWords: Map<number, string[]>;
}

/** A record matching the query, with its ranking criteria as far as the skeleton tells them. */
interface Candidate {
  group: Group;
  rec: number;
  /** Words, exact heading, typos, attribute criteria (lower is better). */
  coarse: number;
  /** coarse, then proximity and exact: known at once for a query of one word, else once proximity is. */
  full: number;
  /** Query words matched whole (not as a prefix or with a typo). */
  exact: number;
  url: string;
}

/** What matching the words against one group gave. */
interface GroupMatch {
  group: Group;
  /** Per word: term index → (typos << 2 | kind). */
  matchers: Map<number, number>[];
}

/** The candidates of a query and what is needed to finish ranking them. */
interface Candidates {
  list: Candidate[];
  words: number;
  matches: GroupMatch[];
}

/** Options of the split client. */
export interface SplitSearchOptions {
  /**
   * How ties of a query of several words are ordered: from the texts of the tied records, from
   * the words' positions, or (default) whichever fetches less. Both give the same hits.
   */
  proximityFrom?: 'auto' | 'texts' | 'positions';
}

/** Creates a client over the split index; `load` fetches its files (only those a query needs, each once). */
export function createSplitSearchClient(load: SplitFileLoader, options: SplitSearchOptions = {}): LocalSearchClient {
  const searcher = new SplitSearcher(load, options.proximityFrom ?? 'auto');
  const search = (body: MultiSearchBody | SearchRequest[]) => searcher.search(body);
  return {
    search,
    searchForHits: search,
    async searchSingleIndex({ indexName, searchParams }) {
      const { params: inner, ...rest } = (searchParams ?? {}) as SearchRequest;
      const merged = inner === undefined ? rest : readRequests([{ ...rest, indexName, params: inner }])[0]!.params;
      return searcher.searchOne(indexName, merged);
    },
    addAlgoliaAgent() {},
    async clearCache() {},
  };
}

/** The state of one page's search over the split index: the pieces loaded so far. */
class SplitSearcher {
  private readonly files = new Map<string, Promise<unknown>>();
  private readonly groups = new Map<string, Promise<Group>>();
  private whole: Promise<SearchEngine> | undefined;

  constructor(
    private readonly load: SplitFileLoader,
    private readonly proximityFrom: 'auto' | 'texts' | 'positions',
  ) {}

  async search(body: MultiSearchBody | SearchRequest[]): Promise<MultiSearchResponse> {
    const requests = readRequests(body);
    const manifest = await this.manifest();
    // Check every index first, so a bad request fails whole, as the hosted service does.
    for (const { indexName } of requests) if (indexName !== manifest.indexName) throw new SearchApiError(404, unknownIndexMessage(indexName));
    return { results: await Promise.all(requests.map(({ indexName, params }) => this.searchOne(indexName, params))) };
  }

  async searchOne(indexName: string, params: SearchParams): Promise<SearchResult> {
    const manifest = await this.manifest();
    if (indexName !== manifest.indexName) throw new SearchApiError(404, unknownIndexMessage(indexName));
    const p = normalizeParams(params);
    const distinct = p.distinct ?? (SETTINGS.distinct === true ? 1 : 0);
    const filtersCovered = p.facetFilters.every((group) => group.every((f) => GROUP_FACETS.has(f.attribute)));
    if (manifest.whole || p.facets.length > 0 || distinct > 1 || !filtersCovered) {
      return (await this.wholeEngine()).searchSingleIndex(indexName, params);
    }
    const groupIds = manifest.groups.flatMap((info, id) => (passes(info, p.facetFilters) ? [id] : []));
    const groups = await Promise.all(groupIds.map((id) => this.group(manifest, id)));
    const candidates = await this.candidates(manifest, groups, p);
    return this.answer(manifest, candidates, p, params, indexName, distinct);
  }

  /** Every record the query matches, with its criteria, best first by what is known. */
  private async candidates(manifest: SplitManifest, groups: Group[], p: NormalizedParams): Promise<Candidates> {
    const { words, prefixLast } = queryWords(p.query, MAX_WORDS);
    const n = words.length;
    const list: Candidate[] = [];
    let matches: GroupMatch[] = [];
    if (n === 0) {
      for (const group of groups) for (let r = 0; r < group.size; r++) list.push(candidate(manifest, group, r, 0, 0, 0));
    } else {
      const perGroup = await Promise.all(groups.map((group) => this.matchGroup(manifest, group, words, prefixLast, p.typoTolerance)));
      matches = perGroup;
      const removeWords = p.removeWordsIfNoResults ?? SETTINGS.removeWordsIfNoResults;
      const anyAll = perGroup.some((m) => m.matched.some((r) => m.count[r] === n));
      const all = anyAll || n === 1 || removeWords !== 'allOptional';
      perGroup.forEach((m) => {
        for (const r of m.matched) {
          if (all && m.count[r] !== n) continue;
          const exactHeading = isExactHeading(m.group, r, m.matchers) ? 0 : 1;
          let key = n - m.count[r]!;
          key = key * 2 + exactHeading;
          key = key * 32 + Math.min(m.typos[r]!, 31);
          key = key * 16 + m.maxRank[r]!;
          key = key * 256 + Math.min(m.sumRank[r]!, 255);
          // With one word there is no proximity (0) and exactness is known: the whole key.
          const full = n === 1 ? (key * 128 + 0) * 16 + (MAX_WORDS - m.exact[r]!) : key;
          list.push(candidate(manifest, m.group, r, key, full, m.exact[r]!));
        }
      });
    }
    const custom = customRanking();
    list.sort((a, b) => a.full - b.full || custom(a, b));
    return { list, words: n, matches };
  }

  /** Matches the words against one group: per record, how many words, typos, attribute ranks, exact words. */
  private async matchGroup(manifest: SplitManifest, group: Group, words: string[], prefixLast: boolean, typos: boolean) {
    const matchers = words.map((w, i) => expandWord(group, w, prefixLast && i === words.length - 1, typos));
    const { shards } = group.skeleton;
    const needed = new Set<number>();
    for (const m of matchers) for (const t of m.keys()) needed.add(shardOf(shards, t));
    const loaded = new Map<number, number[][]>();
    await Promise.all(
      [...needed].map(async (k) => loaded.set(k, (await this.file(`${manifest.dir}/${shardFile(group.id, k)}`)) as number[][])),
    );
    const n = group.size;
    const count = new Uint8Array(n);
    const typoSum = new Uint8Array(n);
    const maxRank = new Uint8Array(n);
    const sumRank = new Uint16Array(n);
    const exact = new Uint8Array(n);
    const seen = new Int32Array(n).fill(-1);
    const curRank = new Uint8Array(n);
    const curTypos = new Uint8Array(n);
    const curExact = new Uint8Array(n);
    const matched: number[] = [];
    const { useStart, useRec, useAttr, recType } = group;
    matchers.forEach((m, i) => {
      const touched: number[] = [];
      for (const [t, code] of m) {
        const k = shardOf(shards, t);
        const deltas = loaded.get(k)![t - shards[k]!]!;
        const wordTypos = code >> 2;
        const isExact = (code & 3) === KIND_EXACT ? 1 : 0;
        let id = 0;
        for (let d = 0; d < deltas.length; d++) {
          id = d === 0 ? deltas[0]! : id + deltas[d]!;
          for (let u = useStart[id]!, end = useStart[id + 1]!; u < end; u++) {
            const r = useRec[u]!;
            const attr = useAttr[u]!;
            const rank = attributeRank(attr, recType[r]!);
            if (seen[r] !== i) {
              seen[r] = i;
              curRank[r] = rank;
              curTypos[r] = wordTypos;
              curExact[r] = isExact;
              touched.push(r);
            } else {
              if (rank < curRank[r]!) curRank[r] = rank;
              if (wordTypos < curTypos[r]!) curTypos[r] = wordTypos;
              if (isExact) curExact[r] = 1;
            }
          }
        }
      }
      for (const r of touched) {
        if (count[r] === 0) matched.push(r);
        count[r]!++;
        typoSum[r]! += curTypos[r]!;
        if (curRank[r]! > maxRank[r]!) maxRank[r] = curRank[r]!;
        sumRank[r]! += curRank[r]!;
        exact[r]! += curExact[r]!;
      }
    });
    return { group, matchers, matched, count, typos: typoSum, maxRank, sumRank, exact };
  }

  /** Decodes the records that can be on the requested page and lets the engine rank and highlight them. */
  private async answer(manifest: SplitManifest, found: Candidates, p: NormalizedParams, params: SearchParams, indexName: string, distinct: number): Promise<SearchResult> {
    const hitsPerPage = p.hitsPerPage ?? SETTINGS.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
    const urls = new Set<string>();
    if (distinct > 0) for (const c of found.list) urls.add(c.url);
    const nbHits = distinct > 0 ? urls.size : found.list.length;
    const reachable = Math.min(nbHits, SETTINGS.paginationLimitedTo ?? PAGINATION_LIMIT);
    const need = hitsPerPage === 0 ? 0 : Math.min(reachable, (p.page + 1) * hitsPerPage);
    let chosen = chooseRecords(found.list, need, distinct, found.words > 1);
    if (found.words > 1 && need > 0) {
      // Two ways to order ties of several words: read the texts of the tied records (the engine
      // then weighs proximity), or fetch the words' positions and weigh it here, after which only
      // the records on the page are read. Take whichever fetches less.
      const byTexts = this.missingSize(manifest, chosen.flatMap((c) => chunkOf(c)));
      const positionFiles = found.matches.flatMap((m) => {
        const shards = new Set<number>();
        for (const matcher of m.matchers) for (const t of matcher.keys()) shards.add(shardOf(m.group.skeleton.shards, t));
        return [...shards].map((k) => ({ file: positionsFile(m.group.id, k), size: m.group.skeleton.positionSizes[k]! }));
      });
      const fromPositions = this.proximityFrom === 'auto' ? this.missingSize(manifest, positionFiles) < byTexts : this.proximityFrom === 'positions';
      if (fromPositions) {
        await this.rankByPositions(manifest, found);
        chosen = chooseRecords(found.list, need, distinct, false);
      }
    }
    chosen.sort((a, b) => a.group.recPage[a.rec]! - b.group.recPage[b.rec]! || a.group.recPos[a.rec]! - b.group.recPos[b.rec]!);
    const records = await Promise.all(chosen.map((c) => this.record(manifest, c.group, c.rec)));
    const result = new SearchIndex(records).search(params, indexName);
    result.nbHits = nbHits;
    result.nbPages = hitsPerPage === 0 ? 0 : Math.ceil(reachable / hitsPerPage);
    return result;
  }

  /** Characters still to fetch for these files of the index (each counted once). */
  private missingSize(manifest: SplitManifest, files: { file: string; size: number }[]): number {
    const seen = new Set<string>();
    let size = 0;
    for (const { file, size: bytes } of files) {
      if (seen.has(file) || this.files.has(`${manifest.dir}/${file}`)) continue;
      seen.add(file);
      size += bytes;
    }
    return size;
  }

  /** Completes every candidate's key with proximity and exactness, from the positions of the matched terms, and re-sorts. */
  private async rankByPositions(manifest: SplitManifest, found: Candidates): Promise<void> {
    const n = found.words;
    const events = new Map<Group, Map<number, number[]>>();
    await Promise.all(
      found.matches.map(async ({ group, matchers }) => {
        const { shards } = group.skeleton;
        const masks = new Map<number, number>();
        matchers.forEach((m, i) => {
          for (const t of m.keys()) masks.set(t, (masks.get(t) ?? 0) | (1 << i));
        });
        const byText = new Map<number, number[]>();
        const needed = [...new Set([...masks.keys()].map((t) => shardOf(shards, t)))];
        const files = await Promise.all(
          needed.map(async (k) => ({
            k,
            postings: (await this.file(`${manifest.dir}/${shardFile(group.id, k)}`)) as number[][],
            places: (await this.file(`${manifest.dir}/${positionsFile(group.id, k)}`)) as number[][],
          })),
        );
        const byShard = new Map(files.map((f) => [f.k, f]));
        for (const [t, mask] of masks) {
          const k = shardOf(shards, t);
          const { postings, places } = byShard.get(k)!;
          const deltas = postings[t - shards[k]!]!;
          const list = places[t - shards[k]!]!;
          let id = 0;
          let at = 0;
          for (let d = 0; d < deltas.length; d++) {
            id = d === 0 ? deltas[0]! : id + deltas[d]!;
            const count = list[at++]!;
            let target = byText.get(id);
            if (!target) byText.set(id, (target = []));
            let pos = 0;
            for (let c = 0; c < count; c++) {
              pos = c === 0 ? list[at]! : pos + list[at]!;
              at++;
              target.push(pos, mask);
            }
          }
        }
        // In position order, as the engine walks a text's words.
        for (const [id, list] of byText) {
          const pairs: [number, number][] = [];
          for (let e = 0; e < list.length; e += 2) pairs.push([list[e]!, list[e + 1]!]);
          pairs.sort((a, b) => a[0] - b[0]);
          byText.set(id, pairs.flat());
        }
        events.set(group, byText);
      }),
    );
    const cache = new Map<Group, Map<number, Uint8Array | null>>();
    const pairBest = new Uint8Array(n - 1);
    for (const c of found.list) {
      const byText = events.get(c.group)!;
      let known = cache.get(c.group);
      if (!known) cache.set(c.group, (known = new Map()));
      pairBest.fill(MAX_PROXIMITY);
      for (let a = 0; a < N_ATTRS; a++) {
        const id = c.group.recAttr[c.rec * N_ATTRS + a]!;
        if (id < 0) continue;
        let best = known.get(id);
        if (best === undefined) {
          const list = byText.get(id);
          best = list ? proximityOf(list, n) : null;
          known.set(id, best);
        }
        if (best) for (let i = 0; i < n - 1; i++) if (best[i]! < pairBest[i]!) pairBest[i] = best[i]!;
      }
      let proximity = 0;
      for (let i = 0; i < n - 1; i++) proximity += pairBest[i]!;
      c.full = (c.coarse * 128 + Math.min(proximity, 127)) * 16 + (MAX_WORDS - c.exact);
    }
    const custom = customRanking();
    found.list.sort((a, b) => a.full - b.full || custom(a, b));
  }

  /** Builds a record as the whole index decodes it, fetching its paragraph's chunk if needed. */
  private async record(manifest: SplitManifest, group: Group, r: number): Promise<DocSearchRecord> {
    const { skeleton } = group;
    const heading = (id: number): string | null => (id >= 0 ? skeleton.headings[id]! : null);
    const contentId = group.recAttr[r * N_ATTRS + CONTENT]!;
    let content: string | null = null;
    if (contentId >= 0) {
      const local = contentId - skeleton.headings.length;
      const k = shardOf(skeleton.chunks, local);
      const chunk = (await this.file(`${manifest.dir}/${chunkFile(group.id, k)}`)) as string[];
      content = chunk[local - skeleton.chunks[k]!]!;
    }
    const type: RecordType = group.recType[r] === CONTENT ? 'content' : (`lvl${group.recType[r]}` as RecordType);
    const anchorRef = group.recAnchor[r]!;
    const anchor = anchorRef >= 0 ? group.anchors[anchorRef]! : null;
    const urlWithoutAnchor = manifest.base + group.recPath[r]!;
    const url = anchor ? `${urlWithoutAnchor}#${anchor}` : urlWithoutAnchor;
    const position = group.recPos[r]!;
    const attr = (a: number) => heading(group.recAttr[r * N_ATTRS + a]!);
    return {
      objectID: recordObjectId(url, type, position),
      type,
      hierarchy: { lvl0: attr(0)!, lvl1: attr(1)!, lvl2: attr(2), lvl3: attr(3), lvl4: attr(4), lvl5: attr(5), lvl6: attr(6) },
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

  private manifest(): Promise<SplitManifest> {
    return this.file(SPLIT_MANIFEST_FILE).then((data) => {
      const manifest = data as SplitManifest;
      if (!manifest || manifest.format !== SPLIT_INDEX_FORMAT) throw new SearchUnreachableError(`Not a split search index: expected format "${SPLIT_INDEX_FORMAT}".`);
      if (manifest.version !== SPLIT_INDEX_VERSION) {
        throw new SearchUnreachableError(`Split search index version ${String(manifest.version)} is not supported (expected ${SPLIT_INDEX_VERSION}); rebuild the site.`);
      }
      return manifest;
    });
  }

  private group(manifest: SplitManifest, id: number): Promise<Group> {
    // Keyed by the pieces' folder too: a site deployed again has other groups.
    const key = `${manifest.dir}/${id}`;
    let pending = this.groups.get(key);
    if (!pending) {
      pending = this.file(`${manifest.dir}/${skeletonFile(id)}`).then((data) => decodeGroup(id, manifest.groups[id]!, data as SplitSkeleton));
      pending.catch(() => this.groups.delete(key));
      this.groups.set(key, pending);
    }
    return pending;
  }

  /** A file under search-index/, fetched once; a failed fetch is tried again by the next query. */
  private file(name: string): Promise<unknown> {
    let pending = this.files.get(name);
    if (!pending) {
      pending = this.load(`${SPLIT_INDEX_DIR}/${name}`).catch((error: unknown) => {
        this.files.delete(name);
        // The site may have been deployed again since the manifest was read: read it again next time.
        this.files.delete(SPLIT_MANIFEST_FILE);
        if (error instanceof SearchUnreachableError) throw error;
        throw new SearchUnreachableError('Unable to load the search index.', { cause: error });
      });
      this.files.set(name, pending);
    }
    return pending;
  }

  private wholeEngine(): Promise<SearchEngine> {
    this.whole ??= this.load('search-index.json').then(
      (data) => engineFromStaticIndex(data as StaticIndexData),
      (error: unknown) => {
        this.whole = undefined;
        throw new SearchUnreachableError('Unable to load the search index.', { cause: error });
      },
    );
    return this.whole;
  }
}

/**
 * The records that can be on the first `need` hits after distinct: candidates best first,
 * a run of ties on the key at a time when `byRuns` (proximity not known yet), else one by one.
 */
function chooseRecords(list: Candidate[], need: number, distinct: number, byRuns: boolean): Candidate[] {
  const chosen: Candidate[] = [];
  const kept = new Set<string>();
  let keptCount = 0;
  for (let i = 0; i < list.length && keptCount < need; ) {
    let j = i + 1;
    if (byRuns) while (j < list.length && list[j]!.coarse === list[i]!.coarse) j++;
    const fresh = new Set<string>();
    for (let k = i; k < j; k++) {
      const c = list[k]!;
      // A record whose URL is already on an earlier run would be dropped by distinct.
      if (distinct > 0 && kept.has(c.url)) continue;
      chosen.push(c);
      fresh.add(c.url);
    }
    if (distinct > 0) {
      for (const url of fresh) kept.add(url);
      keptCount += fresh.size;
    } else keptCount += j - i;
    i = j;
  }
  return chosen;
}

/** The content chunk a candidate's record needs, if any. */
function chunkOf(c: Candidate): { file: string; size: number }[] {
  const { group, rec } = c;
  const contentId = group.recAttr[rec * N_ATTRS + CONTENT]!;
  if (contentId < 0) return [];
  const k = shardOf(group.skeleton.chunks, contentId - group.skeleton.headings.length);
  return [{ file: chunkFile(group.id, k), size: group.skeleton.chunkSizes[k]! }];
}

/** Best distance of each pair of consecutive query words within one text, from the words' positions (null: no pair there). */
function proximityOf(events: number[], n: number): Uint8Array | null {
  // events: position, word mask, ... sorted by position; as the engine's stringProximity walks tokens.
  const last = new Int32Array(n).fill(-1);
  let best: Uint8Array | null = null;
  for (let e = 0; e < events.length; e += 2) {
    const p = events[e]!;
    const m = events[e + 1]!;
    for (let i = 0; i < n; i++) {
      if (!(m & (1 << i))) continue;
      if (i > 0 && last[i - 1]! >= 0) {
        best ??= new Uint8Array(n - 1).fill(MAX_PROXIMITY);
        best[i - 1] = Math.min(best[i - 1]!, Math.max(1, p - last[i - 1]!));
      }
      if (i < n - 1 && last[i + 1]! >= 0) {
        best ??= new Uint8Array(n - 1).fill(MAX_PROXIMITY);
        best[i] = Math.min(best[i]!, p - last[i + 1]! + 1);
      }
      last[i] = p;
    }
  }
  return best;
}

/** Decodes a skeleton's pages into per-record arrays and the text → uses table. */
function decodeGroup(id: number, info: SplitGroupInfo, skeleton: SplitSkeleton): Group {
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
  const nTexts = nHead + skeleton.contents;
  const useStart = new Int32Array(nTexts + 1);
  for (let k = 0; k < recAttr.length; k++) if (recAttr[k]! >= 0) useStart[recAttr[k]! + 1]!++;
  for (let t = 0; t < nTexts; t++) useStart[t + 1]! += useStart[t]!;
  const fill = useStart.slice(0, nTexts);
  const useRec = new Int32Array(useStart[nTexts]!);
  const useAttr = new Uint8Array(useStart[nTexts]!);
  for (let k = 0; k < recAttr.length; k++) {
    const t = recAttr[k]!;
    if (t < 0) continue;
    const at = fill[t]!++;
    useRec[at] = (k / N_ATTRS) | 0;
    useAttr[at] = k % N_ATTRS;
  }
  const termIndex = new Map(skeleton.terms.map((term, i) => [term, i]));
  return { id, info, skeleton, anchors, size, recPage, recPos, recType, recAttr, recAnchor, recPath, recRank, useStart, useRec, useAttr, termIndex, headingWords: new Map() };
}

function candidate(manifest: SplitManifest, group: Group, r: number, coarse: number, full: number, exact: number): Candidate {
  const anchorRef = group.recAnchor[r]!;
  const base = manifest.base + group.recPath[r]!;
  const anchor = anchorRef >= 0 ? group.anchors[anchorRef]! : '';
  return { group, rec: r, coarse, full, exact, url: anchor ? `${base}#${anchor}` : base };
}

/** Whether a group's pages pass the facet filters (an AND of ORs; values compare without case). */
function passes(info: SplitGroupInfo, filters: FacetFilter[][]): boolean {
  return filters.every((group) =>
    group.some((f) => {
      const values = (info[f.attribute as keyof SplitGroupInfo] ?? []).map((v) => v.toLowerCase());
      return values.includes(f.value.toLowerCase()) !== f.negate;
    }),
  );
}

/** The terms of a group a query word matches, as the engine expands it: term index → (typos << 2 | kind). */
function expandWord(group: Group, word: string, prefix: boolean, typos: boolean): Map<number, number> {
  const { terms } = group.skeleton;
  const out = new Map<number, number>();
  const exact = group.termIndex.get(word);
  if (exact !== undefined) out.set(exact, KIND_EXACT);
  if (SETTINGS.ignorePlurals !== false) {
    for (const form of pluralForms(word)) {
      const id = group.termIndex.get(form);
      if (id !== undefined && !out.has(id)) out.set(id, KIND_EXACT);
    }
  }
  if (prefix) {
    const [lo, hi] = prefixRange(terms, word);
    for (let k = lo; k < hi; k++) if (!out.has(k)) out.set(k, KIND_PREFIX);
  }
  const min1 = SETTINGS.minWordSizefor1Typo ?? 5;
  const min2 = SETTINGS.minWordSizefor2Typos ?? 9;
  const maxTypos = !typos || (/\d/.test(word) && SETTINGS.allowTyposOnNumericTokens !== true) ? 0 : word.length >= min2 ? 2 : word.length >= min1 ? 1 : 0;
  if (maxTypos > 0) {
    const [lo, hi] = prefixRange(terms, word[0]!);
    for (let k = lo; k < hi; k++) {
      if (out.has(k)) continue;
      const term = terms[k]!;
      if (Math.abs(term.length - word.length) > maxTypos) continue;
      const d = typoDistance(word, term, maxTypos);
      if (d <= maxTypos) out.set(k, (d << 2) | KIND_TYPO);
    }
  }
  return out;
}

/** The [lo, hi) range of sorted terms that start with prefix. */
function prefixRange(terms: string[], prefix: string): [number, number] {
  const lower = (target: string): number => {
    let lo = 0;
    let hi = terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (terms[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return [lower(prefix), lower(prefix + '\uffff')];
}

/** The piece holding item i, given the first item of each piece. */
function shardOf(starts: number[], i: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (starts[mid]! <= i) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Whether the record's own heading is exactly the query (the engine's criterion 2). */
function isExactHeading(group: Group, r: number, matchers: Map<number, number>[]): boolean {
  const type = group.recType[r]!;
  if (type === CONTENT) return false;
  const id = group.recAttr[r * N_ATTRS + type]!;
  if (id < 0) return false;
  let words = group.headingWords.get(id);
  if (!words) {
    words = tokenize(unescapeHtml(group.skeleton.headings[id]!), (SETTINGS.camelCaseAttributes ?? []).length > 0)
      .filter((t) => !t.part)
      .map((t) => t.term);
    group.headingWords.set(id, words);
  }
  if (words.length !== matchers.length) return false;
  for (let i = 0; i < words.length; i++) {
    const t = group.termIndex.get(words[i]!);
    if (t === undefined || matchers[i]!.get(t) !== KIND_EXACT) return false;
  }
  return true;
}

/** The engine's custom ranking (settings.customRanking over pageRank, level and position), then record order. */
function customRanking(): (a: Candidate, b: Candidate) => number {
  const criteria = (SETTINGS.customRanking ?? []).flatMap((entry) => {
    const m = /^(asc|desc)\(weight\.(pageRank|level|position)\)$/.exec(entry.trim());
    return m ? [{ desc: m[1] === 'desc', field: m[2] as 'pageRank' | 'level' | 'position' }] : [];
  });
  const value = (c: Candidate, field: 'pageRank' | 'level' | 'position'): number => {
    const g = c.group;
    if (field === 'pageRank') return g.recRank[c.rec]!;
    if (field === 'position') return g.recPos[c.rec]!;
    const type = g.recType[c.rec]!;
    return type === CONTENT ? 0 : levelWeight(`lvl${type}`);
  };
  return (a, b) => {
    for (const { desc, field } of criteria) {
      const x = value(a, field);
      const y = value(b, field);
      if (x !== y) return desc ? y - x : x - y;
    }
    return a.group.recPage[a.rec]! - b.group.recPage[b.rec]! || a.group.recPos[a.rec]! - b.group.recPos[b.rec]!;
  };
}
