/**
 * The whole-index search engine: an in-memory inverted index over DocSearch records that
 * answers the hosted service's query API (hits, highlight and snippet results, facet filters,
 * pagination, distinct). `docs dev` and `docs serve` answer with it, and the browser uses it
 * for what the split index does not cover (facet counts, distinct above 1). It ranks through
 * ranking.ts and match.ts, as the split-index client does, so both order hits the same way.
 * Browser-safe.
 */
import { SearchApiError, unknownIndexMessage } from './errors.js';
import { buildHit, getParts, getPath, type QueryTerms } from './hits.js';
import { WordMatch, type MatchSource } from './match.js';
import { normalizeParams, readRequests, stringifyParams, type FacetFilter } from './params.js';
import {
  coarseKey,
  compareCustom,
  CONTENT,
  customCriteria,
  expandWord,
  fullKey,
  headingIsQuery,
  MAX_WORDS,
  N_ATTRS,
  recordProximity,
  termWordMasks,
  textProximity,
  textUses,
  type TermDictionary,
  type TextUses,
} from './ranking.js';
import { DEFAULT_HITS_PER_PAGE, DOCSEARCH_SETTINGS, PAGINATION_LIMIT } from './settings.js';
import { unescapeHtml } from '../html.js';
import { queryWords, tokenize } from './text.js';
import type {
  DocSearchRecord,
  IndexSettings,
  MultiSearchBody,
  MultiSearchResponse,
  SearchBackend,
  SearchParams,
  SearchRequest,
  SearchResult,
} from './types.js';

const LEVEL_NAMES = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
// Word positions are kept in 16 bits; later words of a very long text share the last slot.
const MAX_POS = 65535;
// Text keys stay below 2^33 (see ranking.ts), so key × records is exact in a double up to this many records.
const MAX_PACKED_RECORDS = 1_000_000;

interface StringTokens {
  terms: Int32Array;
  pos: Uint16Array;
  /** Term ids of whole words (no camel-case parts), in order: for exact heading matches. */
  whole: Int32Array;
}

/** Options of a search index besides its records. */
export interface SearchIndexOptions {
  settings?: IndexSettings;
}

/** One searchable index: records plus the inverted index built over them at construction. */
export class SearchIndex {
  /** The records, in the order given; hits are copies of them. */
  readonly records: readonly DocSearchRecord[];
  /** The settings in effect (DocSearch's defaults overridden by the caller's). */
  readonly settings: Readonly<IndexSettings>;

  private readonly termIds = new Map<string, number>();
  private readonly termText: string[] = [];
  private sortedTerms = new Int32Array(0);
  private readonly strings: StringTokens[] = [];
  private readonly recAttr: Int32Array;
  private readonly recType: Uint8Array;
  private readonly distinctKey: Int32Array;
  private distinctGroups = 0;
  /** Each record's place in the custom ranking (pageRank, level, position, then record order). */
  private readonly customOrder: Int32Array;
  /** The record at each place of the custom ranking (the inverse of customOrder). */
  private readonly byCustomOrder: Int32Array;
  // term → the distinct texts containing it (flat, grouped by term; offsets in termStart).
  private termStart = new Int32Array(0);
  private termStrings = new Int32Array(0);
  private uses: TextUses = textUses(new Int32Array(0), 0);
  private readonly dict: TermDictionary;
  private readonly source: MatchSource;
  // Scratch space for one query at a time (JavaScript runs one query at a time).
  private readonly matched: WordMatch;
  private readonly keys: Float64Array;

  private readonly expansionCache = new Map<string, Map<number, number>>();
  private readonly maskCache = new Map<string, Uint8Array>();
  private readonly facetIndex = new Map<string, Map<string, number[]>>();

  constructor(records: readonly DocSearchRecord[], options: SearchIndexOptions = {}) {
    this.records = records;
    this.settings = { ...DOCSEARCH_SETTINGS, ...options.settings };
    const n = records.length;
    this.recAttr = new Int32Array(n * N_ATTRS).fill(-1);
    this.recType = new Uint8Array(n);
    this.distinctKey = new Int32Array(n);
    this.matched = new WordMatch(n);
    this.keys = new Float64Array(n);
    this.byCustomOrder = customRankingOrder(records, this.settings);
    this.customOrder = new Int32Array(n);
    for (let i = 0; i < n; i++) this.customOrder[this.byCustomOrder[i]!] = i;
    this.build();
    this.dict = {
      size: this.sortedTerms.length,
      idOf: (term) => this.termIds.get(term),
      sortedId: (k) => this.sortedTerms[k]!,
      text: (id) => this.termText[id]!,
    };
    this.source = {
      textsOf: (t) => this.termStrings.subarray(this.termStart[t]!, this.termStart[t + 1]!),
      uses: this.uses,
      recType: this.recType,
    };
  }

  /** Number of records in the index. */
  get size(): number {
    return this.records.length;
  }

  private build(): void {
    const records = this.records;
    const stringIds = new Map<string, number>();
    const distinctIds = new Map<string, number>();
    const distinctPath = (this.settings.attributeForDistinct ?? 'url').split('.');
    const camel = (this.settings.camelCaseAttributes ?? []).length > 0;
    for (let r = 0; r < records.length; r++) {
      const rec = records[r]!;
      this.recType[r] = rec.type === 'content' ? CONTENT : Number(rec.type.slice(3)) || CONTENT;
      const h = rec.hierarchy;
      for (let a = 0; a < N_ATTRS; a++) {
        const value = a === CONTENT ? rec.content : h ? h[LEVEL_NAMES[a]!] : null;
        if (typeof value !== 'string' || value === '') continue;
        let sid = stringIds.get(value);
        if (sid === undefined) {
          sid = this.strings.length;
          stringIds.set(value, sid);
          this.strings.push(this.tokenizeString(value, camel));
        }
        this.recAttr[r * N_ATTRS + a] = sid;
      }
      const key = String(getParts(rec, distinctPath) ?? rec.objectID);
      let did = distinctIds.get(key);
      if (did === undefined) distinctIds.set(key, (did = distinctIds.size));
      this.distinctKey[r] = did;
    }
    this.distinctGroups = distinctIds.size;
    this.uses = textUses(this.recAttr, this.strings.length);
    this.buildPostings();
    const sorted = Int32Array.from(this.termText.keys());
    const text = this.termText;
    sorted.sort((x, y) => (text[x]! < text[y]! ? -1 : text[x]! > text[y]! ? 1 : 0));
    this.sortedTerms = sorted;
  }

  /** term → texts, once per (term, text) however often the word recurs in the text. */
  private buildPostings(): void {
    const nStrings = this.strings.length;
    const nTerms = this.termText.length;
    const termStart = new Int32Array(nTerms + 1);
    const lastSeen = new Int32Array(nTerms).fill(-1);
    for (let sid = 0; sid < nStrings; sid++) {
      for (const t of this.strings[sid]!.terms) {
        if (lastSeen[t] === sid) continue;
        lastSeen[t] = sid;
        termStart[t + 1]!++;
      }
    }
    for (let t = 0; t < nTerms; t++) termStart[t + 1]! += termStart[t]!;
    const termFill = termStart.slice(0, nTerms);
    const termStrings = new Int32Array(termStart[nTerms]!);
    lastSeen.fill(-1);
    for (let sid = 0; sid < nStrings; sid++) {
      for (const t of this.strings[sid]!.terms) {
        if (lastSeen[t] === sid) continue;
        lastSeen[t] = sid;
        termStrings[termFill[t]!++] = sid;
      }
    }
    this.termStart = termStart;
    this.termStrings = termStrings;
  }

  private tokenizeString(value: string, camel: boolean): StringTokens {
    const tokens = tokenize(unescapeHtml(value), camel);
    const terms = new Int32Array(tokens.length);
    const pos = new Uint16Array(tokens.length);
    const whole: number[] = [];
    tokens.forEach((tok, i) => {
      terms[i] = this.termId(tok.term);
      pos[i] = Math.min(tok.pos, MAX_POS);
      if (!tok.part) whole.push(terms[i]!);
    });
    return { terms, pos, whole: Int32Array.from(whole) };
  }

  private termId(term: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.termText.length;
      this.termIds.set(term, id);
      this.termText.push(term);
    }
    return id;
  }

  /** Runs one query with already merged parameters and answers in the hosted service's shape. */
  search(params: SearchParams, indexName: string): SearchResult {
    const started = now();
    const p = normalizeParams(params);
    const hitsPerPage = p.hitsPerPage ?? this.settings.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
    const { q, candidates } = this.candidates(p.query, p.facetFilters, p.typoTolerance, p.removeWordsIfNoResults);
    const ordered = this.sort(candidates);
    const distinct = p.distinct ?? toDistinct(this.settings.distinct);
    const kept = distinct > 0 ? this.applyDistinct(ordered, distinct) : ordered;

    const nbHits = kept.length;
    const reachable = Math.min(nbHits, this.settings.paginationLimitedTo ?? PAGINATION_LIMIT);
    const nbPages = hitsPerPage === 0 ? 0 : Math.ceil(reachable / hitsPerPage);
    const from = p.page * hitsPerPage;
    const pageRecs = from < reachable ? kept.slice(from, Math.min(from + hitsPerPage, reachable)) : [];
    const result: SearchResult = {
      hits: pageRecs.map((r) => buildHit(this.records[r]!, q, p, this.settings)),
      nbHits,
      page: p.page,
      nbPages,
      hitsPerPage,
      processingTimeMS: Math.max(1, Math.round(now() - started)),
      query: p.query,
      params: stringifyParams(params),
      index: indexName,
      exhaustiveNbHits: true,
      exhaustive: { nbHits: true, typo: true },
    };
    if (p.facets.length > 0) result.facets = this.countFacets(kept, p.facets);
    if (p.clickAnalytics) result.queryID = randomHex(32);
    return result;
  }

  /** The records a query matches (each with its key in this.keys), and its terms for highlighting. */
  private candidates(
    query: string,
    filters: FacetFilter[][],
    typos: boolean,
    removeWordsIfNoResults: string | undefined,
  ): { q: QueryTerms | null; candidates: number[] } {
    const mask = this.filterMask(filters);
    const { words, prefixLast } = queryWords(query, MAX_WORDS);
    if (words.length === 0) {
      const all: number[] = [];
      for (let r = 0; r < this.records.length; r++) if (!mask || mask[r]) all.push(r);
      this.keys.fill(0);
      return { q: null, candidates: all };
    }
    const matchers = words.map((w, i) => this.expand(w, prefixLast && i === words.length - 1, typos));
    const q: QueryTerms = { words, matchers, termWords: termWordMasks(matchers), idOf: (term) => this.termIds.get(term) };
    let candidates = this.matched.match(this.source, matchers, mask, true);
    const removeWords = removeWordsIfNoResults ?? this.settings.removeWordsIfNoResults;
    if (candidates.length === 0 && words.length > 1 && removeWords === 'allOptional') candidates = this.matched.match(this.source, matchers, mask, false);
    this.scoreCandidates(q, candidates);
    return { q, candidates };
  }

  /** The terms a query word matches (ranking.ts's expandWord), cached. */
  private expand(word: string, prefix: boolean, typos: boolean): Map<number, number> {
    const cacheKey = `${prefix ? 1 : 0}${typos ? 1 : 0}${word}`;
    const cached = this.expansionCache.get(cacheKey);
    if (cached) return cached;
    const out = expandWord(this.dict, word, prefix, typos, this.settings);
    if (this.expansionCache.size >= 500) this.expansionCache.delete(this.expansionCache.keys().next().value!);
    this.expansionCache.set(cacheKey, out);
    return out;
  }

  /** Computes each candidate's ranking key (criteria 1 to 6 of ranking.ts, one number; lower is better). */
  private scoreCandidates(q: QueryTerms, candidates: number[]): void {
    const n = q.words.length;
    const m = this.matched;
    const proximityCache = new Map<number, Uint8Array | null>();
    const bestOf = (sid: number): Uint8Array | null => {
      let best = proximityCache.get(sid);
      if (best === undefined) proximityCache.set(sid, (best = this.stringProximity(sid, q)));
      return best;
    };
    const pairBest = new Uint8Array(Math.max(0, n - 1));
    for (const r of candidates) {
      const proximity = n > 1 ? recordProximity(this.recAttr, r, bestOf, pairBest) : 0;
      const coarse = coarseKey(n - m.count[r]!, this.isExactHeading(r, q), m.typos[r]!, m.maxRank[r]!, m.sumRank[r]!);
      this.keys[r] = fullKey(coarse, proximity, m.exact[r]!);
    }
  }

  /** A text's best distance per pair of consecutive query words, from its tokens. */
  private stringProximity(sid: number, q: QueryTerms): Uint8Array | null {
    const s = this.strings[sid]!;
    const events: number[] = [];
    for (let t = 0; t < s.terms.length; t++) {
      const mask = q.termWords.get(s.terms[t]!);
      if (mask) events.push(s.pos[t]!, mask);
    }
    return textProximity(events, q.words.length);
  }

  /** Whether the record's own heading (its title for lvl1) is exactly the query, plurals allowed. */
  private isExactHeading(r: number, q: QueryTerms): boolean {
    const type = this.recType[r]!;
    if (type === CONTENT) return false;
    const sid = this.recAttr[r * N_ATTRS + type]!;
    return sid >= 0 && headingIsQuery(this.strings[sid]!.whole, q.matchers);
  }

  /**
   * Orders candidates best first. Each gets one number, its text criteria times the record
   * count plus its place in the custom ranking, so a native numeric sort does the work
   * (several times faster than a comparator on 10,000+ candidates) and the record comes back
   * from the place.
   */
  private sort(candidates: number[]): number[] {
    const n = this.records.length;
    if (n > MAX_PACKED_RECORDS) {
      // Past this size key × n would lose precision in a double: compare the two parts.
      return candidates.sort((a, b) => this.keys[a]! - this.keys[b]! || this.customOrder[a]! - this.customOrder[b]!);
    }
    const packed = new Float64Array(candidates.length);
    for (let i = 0; i < candidates.length; i++) {
      const r = candidates[i]!;
      packed[i] = this.keys[r]! * n + this.customOrder[r]!;
    }
    packed.sort();
    const out = new Array<number>(packed.length);
    for (let i = 0; i < packed.length; i++) out[i] = this.byCustomOrder[packed[i]! % n]!;
    return out;
  }

  private applyDistinct(ordered: number[], perGroup: number): number[] {
    const seen = new Uint8Array(this.distinctGroups);
    const kept: number[] = [];
    for (const r of ordered) {
      const key = this.distinctKey[r]!;
      if (seen[key]! >= perGroup) continue;
      seen[key]!++;
      kept.push(r);
    }
    return kept;
  }

  /** A bit per record: whether it passes the facet filters (null when there are none). Cached per filter. */
  private filterMask(filters: FacetFilter[][]): Uint8Array | null {
    if (filters.length === 0) return null;
    const key = JSON.stringify(filters);
    const cached = this.maskCache.get(key);
    if (cached) return cached;
    const n = this.records.length;
    // AND of groups: count, per record, the groups it passes; it passes all when the count is full.
    const passed = new Uint8Array(n);
    const inGroup = new Uint8Array(n);
    for (const group of filters) {
      inGroup.fill(0);
      for (const f of group) {
        const values = this.facetValues(f.attribute);
        const recs = values.get(f.value.toLowerCase());
        if (!f.negate) {
          if (recs) for (const r of recs) inGroup[r] = 1;
        } else {
          // "attr:-value" lets through every record without that value.
          const without = new Uint8Array(n).fill(1);
          if (recs) for (const r of recs) without[r] = 0;
          for (let r = 0; r < n; r++) if (without[r]) inGroup[r] = 1;
        }
      }
      for (let r = 0; r < n; r++) if (inGroup[r]) passed[r]!++;
    }
    const mask = new Uint8Array(n);
    for (let r = 0; r < n; r++) mask[r] = passed[r] === filters.length ? 1 : 0;
    if (this.maskCache.size >= 64) this.maskCache.delete(this.maskCache.keys().next().value!);
    this.maskCache.set(key, mask);
    return mask;
  }

  /**
   * The records having each value of a facet attribute, built on first use of that
   * attribute. Values compare without case, as the hosted service's facet filters do.
   */
  private facetValues(attribute: string): Map<string, number[]> {
    let values = this.facetIndex.get(attribute);
    if (values) return values;
    values = new Map();
    const parts = attribute.split('.');
    for (let r = 0; r < this.records.length; r++) {
      const v = getParts(this.records[r], parts);
      for (const item of Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]) {
        const k = String(item).toLowerCase();
        let list = values.get(k);
        if (!list) values.set(k, (list = []));
        if (list[list.length - 1] !== r) list.push(r);
      }
    }
    this.facetIndex.set(attribute, values);
    return values;
  }

  private countFacets(kept: number[], requested: string[]): Record<string, Record<string, number>> {
    const names = requested.includes('*') ? (this.settings.attributesForFaceting ?? []).map(stripFacetModifier) : requested;
    const out: Record<string, Record<string, number>> = {};
    for (const name of names) {
      const counts: Record<string, number> = {};
      for (const r of kept) {
        const v = getPath(this.records[r]!, name);
        for (const item of Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]) {
          const k = String(item);
          counts[k] = (counts[k] ?? 0) + 1;
        }
      }
      out[name] = counts;
    }
    return out;
  }
}

/** A set of named indexes answering multi-query requests, like the hosted service's application. */
export class SearchEngine implements SearchBackend {
  private readonly indexes = new Map<string, SearchIndex>();

  /** Creates an engine, optionally with indexes (name → records). */
  constructor(indexes: Record<string, readonly DocSearchRecord[] | SearchIndex> = {}) {
    for (const [name, value] of Object.entries(indexes)) this.setIndex(name, value);
  }

  /** Adds or replaces an index (records are indexed now, so later queries are fast). */
  setIndex(name: string, records: readonly DocSearchRecord[] | SearchIndex, settings?: IndexSettings): SearchIndex {
    const index = records instanceof SearchIndex ? records : new SearchIndex(records, { settings });
    this.indexes.set(name, index);
    return index;
  }

  /** The index of that name, if any. */
  getIndex(name: string): SearchIndex | undefined {
    return this.indexes.get(name);
  }

  /** Names of the indexes. */
  indexNames(): string[] {
    return [...this.indexes.keys()];
  }

  /** Answers POST /1/indexes/{star}/queries: `{ requests }` or a legacy array; throws SearchApiError (400, 404). */
  search(body: MultiSearchBody | SearchRequest[]): MultiSearchResponse {
    const requests = readRequests(body);
    // Check every index first, so a bad request fails whole, as the hosted service does.
    for (const { indexName } of requests) if (!this.indexes.has(indexName)) throw new SearchApiError(404, unknownIndexMessage(indexName));
    return { results: requests.map(({ indexName, params }) => this.indexes.get(indexName)!.search(params, indexName)) };
  }

  /** Answers POST /1/indexes/{name}/query: one query on one index. */
  searchSingleIndex(indexName: string, params: SearchParams | SearchRequest = {}): SearchResult {
    const index = this.indexes.get(indexName);
    if (!index) throw new SearchApiError(404, unknownIndexMessage(indexName));
    const { params: inner, ...rest } = params as SearchRequest;
    const merged = inner === undefined ? rest : readRequests([{ ...rest, indexName, params: inner }])[0]!.params;
    return index.search(merged, indexName);
  }
}

/** Records sorted by settings.customRanking (ranking.ts), ties kept in record order. */
function customRankingOrder(records: readonly DocSearchRecord[], settings: Readonly<IndexSettings>): Int32Array {
  const criteria = customCriteria(settings);
  const values = criteria.map(({ path }) =>
    Float64Array.from(records, (rec) => {
      const v = Number(getParts(rec, path));
      return Number.isFinite(v) ? v : 0;
    }),
  );
  const order = Array.from({ length: records.length }, (_, i) => i);
  order.sort(
    compareCustom(
      criteria,
      (r: number, c) => values[c]![r]!,
      (a, b) => a - b,
    ),
  );
  return Int32Array.from(order);
}

function stripFacetModifier(name: string): string {
  const m = /^(?:filterOnly|searchable|afterDistinct)\((.*)\)$/.exec(name);
  return m ? m[1]! : name;
}

function toDistinct(value: unknown): number {
  if (value === true) return 1;
  if (typeof value === 'number' && value > 0) return value;
  return 0;
}

function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

function randomHex(length: number): string {
  const bytes = new Uint8Array(length / 2);
  if (typeof crypto !== 'undefined' && typeof crypto.getRandomValues === 'function') crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}
