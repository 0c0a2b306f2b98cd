/**
 * The local search engine: an in-memory inverted index over DocSearch records that answers
 * the hosted service's query API (hits, highlight and snippet results, facet filters,
 * pagination, distinct). Browser-safe: the static index client runs this same code.
 *
 * Ranking, best first (a tie on one criterion falls to the next):
 *  1. words     — with removeWordsIfNoResults=allOptional, records matching more query words;
 *  2. exact heading — the record's own heading (or page title) is exactly the query;
 *  3. typo      — fewer typos;
 *  4. attribute — where the query's words are found: the record's own heading (lvl1 first),
 *                 then the headings above it (lvl0 first), then content; a record ranks by
 *                 the worst place one of its words needs, then by the sum over words;
 *  5. proximity — query words closer together, in order;
 *  6. exact     — more words matched whole rather than by prefix or typo;
 *  7. custom    — settings.customRanking (pageRank, level, position), then record order.
 */
import { SearchApiError, unknownIndexMessage } from './errors.js';
import { normalizeParams, readRequests, stringifyParams, type FacetFilter, type NormalizedParams } from './params.js';
import { DEFAULT_HITS_PER_PAGE, DEFAULT_SNIPPET_WORDS, DOCSEARCH_SETTINGS, PAGINATION_LIMIT } from './settings.js';
import { escapeHtml, unescapeHtml } from '../html.js';
import { pluralForms, queryWords, tokenize, typoDistance } from './text.js';
import type {
  DocSearchRecord,
  HighlightResult,
  HitAttributeResults,
  IndexSettings,
  MatchLevel,
  MultiSearchBody,
  MultiSearchResponse,
  SearchHit,
  SearchParams,
  SearchRequest,
  SearchResult,
  SnippetResult,
} from './types.js';

// Searchable attributes, in DocSearch's order: hierarchy.lvl0..lvl6 then content.
const ATTR_PATHS = ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content'];
/** How many searchable attributes a record has (lvl0..lvl6, content). */
export const N_ATTRS = 8;
const LEVEL_NAMES = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
/** The index of the content attribute (after the seven hierarchy levels). */
export const CONTENT = 7;
/** Query words considered at most. */
export const MAX_WORDS = 10;
// Word positions are kept in 16 bits; later words of a very long text share the last slot.
const MAX_POS = 65535;
/** How a query word matched a term (the low two bits of a matcher code). */
export const KIND_EXACT = 0;
export const KIND_PREFIX = 1;
export const KIND_TYPO = 2;
/** Proximity between two words is capped, as the hosted engine does, so long texts don't dominate. */
export const MAX_PROXIMITY = 8;

/**
 * The rank of a word found in attribute `attr` of a record of hierarchy type `type` (lower is
 * better): the record's own level first, then the levels above and below it, content last.
 */
export function attributeRank(attr: number, type: number): number {
  return attr === CONTENT ? 13 : attr === type ? attr - 1 : 6 + attr;
}
// Text keys stay below 2^33 (see scoreCandidates), so key × records is exact in a double up to this many records.
const MAX_PACKED_RECORDS = 1_000_000;

interface StringTokens {
  terms: Int32Array;
  pos: Uint16Array;
  /** Term ids of whole words (no camel-case parts), in order: for exact heading matches. */
  whole: Int32Array;
}

interface CustomCriterion {
  values: Float64Array;
  desc: boolean;
}

/** The query as the engine uses it: words and, for each word, the matching terms. */
interface QueryContext {
  words: string[];
  prefixLast: boolean;
  /** Per word: term id → (typos << 2 | kind). */
  matchers: Map<number, number>[];
  /** Term id → bit mask of the words it matches. */
  termWords: Map<number, number>;
}

/** A highlighted attribute: the plain text, its highlighted spans and which words matched. */
interface Highlighted {
  text: string;
  spans: { start: number; end: number; words: number }[];
  words: number;
  fully: boolean;
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
  // Two levels of postings, both flat arrays grouped by key (offsets in *Start):
  // term → the distinct texts containing it, and text → the (record, attribute) using it.
  // Headings are shared by every record under them, so indexing each text once is several
  // times less work and memory than indexing every record's copy of it.
  private termStart = new Int32Array(0);
  private termStrings = new Int32Array(0);
  private useStart = new Int32Array(0);
  private useRec = new Int32Array(0);
  private useAttr = new Uint8Array(0);

  // Scratch space for one query at a time (JavaScript runs one query at a time).
  private readonly matchCount: Uint8Array;
  private readonly stampOf: Int32Array;
  private stamp = 0;
  private readonly curRank: Uint8Array;
  private readonly curTypos: Uint8Array;
  private readonly curExact: Uint8Array;
  private readonly aggTypos: Uint8Array;
  private readonly aggMaxRank: Uint8Array;
  private readonly aggSumRank: Uint16Array;
  private readonly aggExact: Uint8Array;
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
    this.matchCount = new Uint8Array(n);
    this.stampOf = new Int32Array(n);
    this.curRank = new Uint8Array(n);
    this.curTypos = new Uint8Array(n);
    this.curExact = new Uint8Array(n);
    this.aggTypos = new Uint8Array(n);
    this.aggMaxRank = new Uint8Array(n);
    this.aggSumRank = new Uint16Array(n);
    this.aggExact = new Uint8Array(n);
    this.keys = new Float64Array(n);
    this.byCustomOrder = customRankingOrder(parseCustomRanking(this.settings.customRanking ?? [], records), n);
    this.customOrder = new Int32Array(n);
    for (let i = 0; i < n; i++) this.customOrder[this.byCustomOrder[i]!] = i;
    this.build();
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
    const recAttr = this.recAttr;
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
        recAttr[r * N_ATTRS + a] = sid;
      }
      const key = String(getParts(rec, distinctPath) ?? rec.objectID);
      let did = distinctIds.get(key);
      if (did === undefined) distinctIds.set(key, (did = distinctIds.size));
      this.distinctKey[r] = did;
    }
    this.distinctGroups = distinctIds.size;

    // text → uses, grouped by text (count, then fill).
    const nStrings = this.strings.length;
    const useStart = new Int32Array(nStrings + 1);
    for (let k = 0; k < recAttr.length; k++) if (recAttr[k]! >= 0) useStart[recAttr[k]! + 1]!++;
    for (let i = 0; i < nStrings; i++) useStart[i + 1]! += useStart[i]!;
    const useFill = useStart.slice(0, nStrings);
    const useRec = new Int32Array(useStart[nStrings]!);
    const useAttr = new Uint8Array(useStart[nStrings]!);
    for (let k = 0; k < recAttr.length; k++) {
      const sid = recAttr[k]!;
      if (sid < 0) continue;
      const at = useFill[sid]!++;
      useRec[at] = (k / N_ATTRS) | 0;
      useAttr[at] = k % N_ATTRS;
    }

    // term → texts, once per (term, text) however often the word recurs in the text.
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
    this.useStart = useStart;
    this.useRec = useRec;
    this.useAttr = useAttr;
    this.termStart = termStart;
    this.termStrings = termStrings;
    const sorted = Int32Array.from(this.termText.keys());
    const text = this.termText;
    sorted.sort((x, y) => (text[x]! < text[y]! ? -1 : text[x]! > text[y]! ? 1 : 0));
    this.sortedTerms = sorted;
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
    const mask = this.filterMask(p.facetFilters);
    const { words, prefixLast } = queryWords(p.query, MAX_WORDS);
    let ctx: QueryContext | null = null;
    let candidates: number[];
    if (words.length === 0) {
      candidates = [];
      for (let r = 0; r < this.records.length; r++) if (!mask || mask[r]) candidates.push(r);
      this.keys.fill(0);
    } else {
      ctx = this.queryContext(words, prefixLast, p.typoTolerance);
      candidates = this.match(ctx, mask, true);
      const removeWords = p.removeWordsIfNoResults ?? this.settings.removeWordsIfNoResults;
      if (candidates.length === 0 && words.length > 1 && removeWords === 'allOptional') candidates = this.match(ctx, mask, false);
      this.scoreCandidates(ctx, candidates);
    }
    const ordered = this.sort(candidates);
    const distinct = p.distinct ?? toDistinct(this.settings.distinct);
    const kept = distinct > 0 ? this.applyDistinct(ordered, distinct) : ordered;

    const nbHits = kept.length;
    const reachable = Math.min(nbHits, this.settings.paginationLimitedTo ?? PAGINATION_LIMIT);
    const nbPages = hitsPerPage === 0 ? 0 : Math.ceil(reachable / hitsPerPage);
    const from = p.page * hitsPerPage;
    const pageRecs = from < reachable ? kept.slice(from, Math.min(from + hitsPerPage, reachable)) : [];
    const hits = pageRecs.map((r) => this.hit(r, ctx, p));
    const result: SearchResult = {
      hits,
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

  private queryContext(words: string[], prefixLast: boolean, typos: boolean): QueryContext {
    const matchers = words.map((w, i) => this.expand(w, prefixLast && i === words.length - 1, typos));
    const termWords = new Map<number, number>();
    matchers.forEach((m, i) => {
      for (const term of m.keys()) termWords.set(term, (termWords.get(term) ?? 0) | (1 << i));
    });
    return { words, prefixLast, matchers, termWords };
  }

  /** The terms a query word matches: itself, its plural forms, a prefix's completions, and typos. */
  private expand(word: string, prefix: boolean, typos: boolean): Map<number, number> {
    const cacheKey = `${prefix ? 1 : 0}${typos ? 1 : 0}${word}`;
    const cached = this.expansionCache.get(cacheKey);
    if (cached) return cached;
    const out = new Map<number, number>();
    const exact = this.termIds.get(word);
    if (exact !== undefined) out.set(exact, KIND_EXACT);
    if (this.settings.ignorePlurals !== false) {
      for (const form of pluralForms(word)) {
        const id = this.termIds.get(form);
        if (id !== undefined && !out.has(id)) out.set(id, KIND_EXACT);
      }
    }
    if (prefix) {
      const [lo, hi] = this.prefixRange(word);
      for (let k = lo; k < hi; k++) {
        const id = this.sortedTerms[k]!;
        if (!out.has(id)) out.set(id, KIND_PREFIX);
      }
    }
    const min1 = this.settings.minWordSizefor1Typo ?? 5;
    const min2 = this.settings.minWordSizefor2Typos ?? 9;
    const maxTypos = !typos || (/\d/.test(word) && this.settings.allowTyposOnNumericTokens !== true) ? 0 : word.length >= min2 ? 2 : word.length >= min1 ? 1 : 0;
    if (maxTypos > 0) {
      // Candidates share the first letter: typos there are rare, and it keeps the scan short.
      const [lo, hi] = this.prefixRange(word[0]!);
      for (let k = lo; k < hi; k++) {
        const id = this.sortedTerms[k]!;
        if (out.has(id)) continue;
        const term = this.termText[id]!;
        if (Math.abs(term.length - word.length) > maxTypos) continue;
        const d = typoDistance(word, term, maxTypos);
        if (d <= maxTypos) out.set(id, (d << 2) | KIND_TYPO);
      }
    }
    if (this.expansionCache.size >= 500) this.expansionCache.delete(this.expansionCache.keys().next().value!);
    this.expansionCache.set(cacheKey, out);
    return out;
  }

  /** The [lo, hi) range of sorted terms that start with prefix. */
  private prefixRange(prefix: string): [number, number] {
    const lower = (target: string): number => {
      let lo = 0;
      let hi = this.sortedTerms.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (this.termText[this.sortedTerms[mid]!]! < target) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
    return [lower(prefix), lower(prefix + '\uffff')];
  }

  /**
   * Finds the records matching the query. With all=true a record must match every word
   * (processed rarest first, so each step only checks survivors); otherwise any word.
   */
  private match(ctx: QueryContext, mask: Uint8Array | null, all: boolean): number[] {
    const n = ctx.words.length;
    const { termStart, termStrings, useStart, useRec, useAttr, recType, matchCount, stampOf, curRank, curTypos, curExact } = this;
    const cost = ctx.matchers.map((m) => {
      let c = 0;
      for (const t of m.keys()) {
        for (let k = termStart[t]!, end = termStart[t + 1]!; k < end; k++) c += useStart[termStrings[k]! + 1]! - useStart[termStrings[k]!]!;
      }
      return c;
    });
    const order = [...Array(n).keys()].sort((a, b) => cost[a]! - cost[b]!);
    matchCount.fill(0);
    const anyMatched: number[] = [];
    let touched: number[] = [];
    for (let j = 0; j < n; j++) {
      const stamp = ++this.stamp;
      touched = [];
      for (const [term, code] of ctx.matchers[order[j]!]!) {
        const typos = code >> 2;
        const exact = (code & 3) === KIND_EXACT ? 1 : 0;
        for (let k = termStart[term]!, kEnd = termStart[term + 1]!; k < kEnd; k++) {
          const sid = termStrings[k]!;
          for (let u = useStart[sid]!, uEnd = useStart[sid + 1]!; u < uEnd; u++) {
            const r = useRec[u]!;
            if (mask && !mask[r]) continue;
            if (all && matchCount[r] !== j) continue;
            const attr = useAttr[u]!;
            const rank = attributeRank(attr, recType[r]!);
            if (stampOf[r] !== stamp) {
              stampOf[r] = stamp;
              curRank[r] = rank;
              curTypos[r] = typos;
              curExact[r] = exact;
              touched.push(r);
            } else {
              if (rank < curRank[r]!) curRank[r] = rank;
              if (typos < curTypos[r]!) curTypos[r] = typos;
              if (exact) curExact[r] = 1;
            }
          }
        }
      }
      for (const r of touched) {
        if (matchCount[r] === 0) {
          anyMatched.push(r);
          this.aggTypos[r] = curTypos[r]!;
          this.aggMaxRank[r] = curRank[r]!;
          this.aggSumRank[r] = curRank[r]!;
          this.aggExact[r] = curExact[r]!;
        } else {
          this.aggTypos[r]! += curTypos[r]!;
          if (curRank[r]! > this.aggMaxRank[r]!) this.aggMaxRank[r] = curRank[r]!;
          this.aggSumRank[r]! += curRank[r]!;
          this.aggExact[r]! += curExact[r]!;
        }
        matchCount[r]!++;
      }
      if (all && touched.length === 0) return [];
    }
    return all ? touched : anyMatched;
  }

  /** Computes each candidate's ranking key (criteria 1 to 6, packed into one number; lower is better). */
  private scoreCandidates(ctx: QueryContext, candidates: number[]): void {
    const n = ctx.words.length;
    const proximityCache = new Map<number, Uint8Array | null>();
    const pairBest = new Uint8Array(Math.max(1, n - 1));
    for (const r of candidates) {
      let proximity = 0;
      if (n > 1) {
        pairBest.fill(MAX_PROXIMITY);
        for (let a = 0; a < N_ATTRS; a++) {
          const sid = this.recAttr[r * N_ATTRS + a]!;
          if (sid < 0) continue;
          let best = proximityCache.get(sid);
          if (best === undefined) {
            best = this.stringProximity(sid, ctx);
            proximityCache.set(sid, best);
          }
          if (best) for (let i = 0; i < n - 1; i++) if (best[i]! < pairBest[i]!) pairBest[i] = best[i]!;
        }
        for (let i = 0; i < n - 1; i++) proximity += pairBest[i]!;
      }
      const exactHeading = this.isExactHeading(r, ctx) ? 0 : 1;
      const missing = n - this.matchCount[r]!;
      let key = missing;
      key = key * 2 + exactHeading;
      key = key * 32 + Math.min(this.aggTypos[r]!, 31);
      key = key * 16 + this.aggMaxRank[r]!;
      key = key * 256 + Math.min(this.aggSumRank[r]!, 255);
      key = key * 128 + Math.min(proximity, 127);
      key = key * 16 + (MAX_WORDS - this.aggExact[r]!);
      this.keys[r] = key;
    }
  }

  /** Best distance of each pair of consecutive query words within one string (null: no pair there). */
  private stringProximity(sid: number, ctx: QueryContext): Uint8Array | null {
    const n = ctx.words.length;
    const s = this.strings[sid]!;
    const last = new Int32Array(n).fill(-1);
    let best: Uint8Array | null = null;
    for (let t = 0; t < s.terms.length; t++) {
      const m = ctx.termWords.get(s.terms[t]!);
      if (!m) continue;
      const p = s.pos[t]!;
      for (let i = 0; i < n; i++) {
        if (!(m & (1 << i))) continue;
        if (i > 0 && last[i - 1]! >= 0) {
          best ??= new Uint8Array(n - 1).fill(MAX_PROXIMITY);
          best[i - 1] = Math.min(best[i - 1]!, Math.max(1, p - last[i - 1]!));
        }
        if (i < n - 1 && last[i + 1]! >= 0) {
          // Words in reverse order cost one more than in order.
          best ??= new Uint8Array(n - 1).fill(MAX_PROXIMITY);
          best[i] = Math.min(best[i]!, p - last[i + 1]! + 1);
        }
        last[i] = p;
      }
    }
    return best;
  }

  /** Whether the record's own heading (its title for lvl1) is exactly the query, plurals allowed. */
  private isExactHeading(r: number, ctx: QueryContext): boolean {
    const type = this.recType[r]!;
    if (type === CONTENT) return false;
    const sid = this.recAttr[r * N_ATTRS + type]!;
    if (sid < 0) return false;
    const whole = this.strings[sid]!.whole;
    if (whole.length !== ctx.words.length) return false;
    for (let i = 0; i < whole.length; i++) if (ctx.matchers[i]!.get(whole[i]!) !== KIND_EXACT) return false;
    return true;
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

  /** Builds one hit: the retrieved attributes plus `_highlightResult` and `_snippetResult`. */
  private hit(r: number, ctx: QueryContext | null, p: NormalizedParams): SearchHit {
    const rec = this.records[r]!;
    const hit = retrieve(rec, p.attributesToRetrieve ?? this.settings.attributesToRetrieve ?? ['*']);
    const pre = p.highlightPreTag ?? this.settings.highlightPreTag ?? '<em>';
    const post = p.highlightPostTag ?? this.settings.highlightPostTag ?? '</em>';
    const ellipsis = p.snippetEllipsisText ?? this.settings.snippetEllipsisText ?? '…';
    const highlighted = new Map<number, Highlighted>();
    const highlightOf = (a: number, value: string): Highlighted => {
      let h = highlighted.get(a);
      if (!h) highlighted.set(a, (h = this.highlight(value, ctx)));
      return h;
    };
    const highlightAttrs = expandAttributes(p.attributesToHighlight ?? this.settings.attributesToHighlight ?? ['*']);
    if (highlightAttrs.length > 0) {
      const out: Record<string, unknown> = {};
      for (const { attr } of highlightAttrs) {
        const value = attrValue(rec, attr);
        if (value === null) continue;
        const h = highlightOf(attr, value);
        const words = wordsOf(h.words, ctx);
        const result: HighlightResult = { value: render(h, 0, h.text.length, pre, post), matchLevel: matchLevel(h.words, ctx), matchedWords: words };
        if (words.length > 0) result.fullyHighlighted = h.fully;
        setAttr(out, attr, result);
      }
      hit._highlightResult = out as HitAttributeResults<HighlightResult>;
    }
    const snippetAttrs = expandAttributes(p.attributesToSnippet ?? this.settings.attributesToSnippet ?? []);
    if (snippetAttrs.length > 0) {
      const out: Record<string, unknown> = {};
      for (const { attr, words } of snippetAttrs) {
        const value = attrValue(rec, attr);
        if (value === null) continue;
        const h = highlightOf(attr, value);
        const result: SnippetResult = { value: snippet(h, words ?? DEFAULT_SNIPPET_WORDS, pre, post, ellipsis), matchLevel: matchLevel(h.words, ctx) };
        setAttr(out, attr, result);
      }
      hit._snippetResult = out as HitAttributeResults<SnippetResult>;
    }
    return hit;
  }

  /** Finds the spans of an attribute value that match query words (whole words, a prefix, or a camel-case part). */
  private highlight(value: string, ctx: QueryContext | null): Highlighted {
    const text = unescapeHtml(value);
    const spans: Highlighted['spans'] = [];
    if (!ctx) return { text, spans, words: 0, fully: false };
    const tokens = tokenize(text, true);
    const last = ctx.words.length - 1;
    let words = 0;
    let fully = true;
    let wholeMatched = false;
    for (const tok of tokens) {
      if (tok.part && wholeMatched) continue;
      const id = this.termIds.get(tok.term);
      const mask = id === undefined ? 0 : ctx.termWords.get(id) ?? 0;
      if (!tok.part) wholeMatched = false;
      if (!mask) {
        if (!tok.part) fully = false;
        continue;
      }
      words |= mask;
      // Only a prefix match of the last word highlights part of the word, as the hosted engine does.
      const onlyPrefix = mask === 1 << last && ctx.matchers[last]!.get(id!) === KIND_PREFIX;
      const end = onlyPrefix ? Math.min(tok.end, tok.start + ctx.words[last]!.length) : tok.end;
      spans.push({ start: tok.start, end, words: mask });
      if (!tok.part) {
        wholeMatched = true;
        if (onlyPrefix) fully = false;
      }
    }
    spans.sort((a, b) => a.start - b.start || b.end - a.end);
    // Camel-case parts never overlap their word (skipped above), but keep spans disjoint anyway.
    const merged: Highlighted['spans'] = [];
    for (const s of spans) {
      const prev = merged[merged.length - 1];
      if (prev && s.start < prev.end) {
        prev.end = Math.max(prev.end, s.end);
        prev.words |= s.words;
      } else merged.push({ ...s });
    }
    const hasWords = tokens.some((t) => !t.part);
    return { text, spans: merged, words, fully: fully && hasWords && words !== 0 };
  }
}

/** A set of named indexes answering multi-query requests, like the hosted service's application. */
export class SearchEngine {
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

function render(h: Highlighted, from: number, to: number, pre: string, post: string): string {
  let out = '';
  let at = from;
  for (const s of h.spans) {
    if (s.end <= from || s.start >= to) continue;
    const start = Math.max(s.start, from);
    const end = Math.min(s.end, to);
    out += escapeHtml(h.text.slice(at, start)) + pre + escapeHtml(h.text.slice(start, end)) + post;
    at = end;
  }
  return out + escapeHtml(h.text.slice(at, to));
}

/** A window of `size` words around the best cluster of matches, with ellipses where text was cut. */
function snippet(h: Highlighted, size: number, pre: string, post: string, ellipsis: string): string {
  const chunks = [...h.text.matchAll(/\S+/g)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  if (chunks.length <= size) return render(h, 0, h.text.length, pre, post).trim();
  const chunkWords = chunks.map((c) => h.spans.reduce((acc, s) => (s.start < c.end && s.end > c.start ? acc | s.words : acc), 0));
  let bestStart = 0;
  let bestScore = -1;
  const before = size >= 5 ? 2 : size >= 3 ? 1 : 0;
  for (let i = 0; i < chunks.length; i++) {
    if (!chunkWords[i]) continue;
    const start = Math.max(0, Math.min(i - before, chunks.length - size));
    let words = 0;
    let hits = 0;
    for (let k = start; k < start + size; k++) {
      words |= chunkWords[k]!;
      if (chunkWords[k]) hits++;
    }
    const score = bitCount(words) * 1000 + hits;
    if (score > bestScore) {
      bestScore = score;
      bestStart = start;
    }
  }
  const endChunk = Math.min(chunks.length, bestStart + size);
  const body = render(h, chunks[bestStart]!.start, chunks[endChunk - 1]!.end, pre, post);
  return `${bestStart > 0 ? ellipsis : ''}${body}${endChunk < chunks.length ? ellipsis : ''}`;
}

function matchLevel(words: number, ctx: QueryContext | null): MatchLevel {
  if (!ctx || words === 0) return 'none';
  return bitCount(words) === ctx.words.length ? 'full' : 'partial';
}

function wordsOf(mask: number, ctx: QueryContext | null): string[] {
  return ctx ? ctx.words.filter((_, i) => mask & (1 << i)) : [];
}

function bitCount(n: number): number {
  let c = 0;
  for (let x = n; x; x &= x - 1) c++;
  return c;
}

/** Expands attribute names ("hierarchy", "hierarchy.lvl2:15", "content", "*") to searchable attribute indexes. */
function expandAttributes(list: readonly string[]): { attr: number; words?: number }[] {
  const out = new Map<number, number | undefined>();
  for (const entry of list) {
    const [name = '', count] = entry.split(':');
    const words = count !== undefined && /^\d+$/.test(count) ? Number(count) : undefined;
    const path = name.trim();
    ATTR_PATHS.forEach((attrPath, attr) => {
      if (path === '*' || path === attrPath || (path === 'hierarchy' && attr < CONTENT)) out.set(attr, words);
    });
  }
  return [...out].map(([attr, words]) => ({ attr, words }));
}

function attrValue(rec: DocSearchRecord, attr: number): string | null {
  const v = attr === CONTENT ? rec.content : rec.hierarchy?.[`lvl${attr}` as 'lvl0'];
  return typeof v === 'string' ? v : null;
}

function setAttr(out: Record<string, unknown>, attr: number, value: unknown): void {
  if (attr === CONTENT) out.content = value;
  else ((out.hierarchy ??= {}) as Record<string, unknown>)[`lvl${attr}`] = value;
}

/** Copies the requested attributes of a record ("*", "hierarchy", "hierarchy.lvl0"...); objectID always. */
function retrieve(rec: DocSearchRecord, attributes: readonly string[]): SearchHit {
  if (attributes.includes('*')) return structuredCloneRecord(rec);
  const hit: Record<string, unknown> = { objectID: rec.objectID };
  for (const path of attributes) {
    const value = getPath(rec, path);
    if (value === undefined) continue;
    const parts = path.split('.');
    let target = hit;
    for (const part of parts.slice(0, -1)) target = (target[part] ??= {}) as Record<string, unknown>;
    target[parts[parts.length - 1]!] = cloneValue(value);
  }
  return hit as SearchHit;
}

function structuredCloneRecord(rec: DocSearchRecord): SearchHit {
  return cloneValue(rec) as SearchHit;
}

function cloneValue(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(cloneValue);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, cloneValue(x)]));
  return v;
}

function getPath(obj: unknown, path: string): unknown {
  return getParts(obj, path.split('.'));
}

function getParts(obj: unknown, parts: readonly string[]): unknown {
  let cur = obj;
  for (const part of parts) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

function stripFacetModifier(name: string): string {
  const m = /^(?:filterOnly|searchable|afterDistinct)\((.*)\)$/.exec(name);
  return m ? m[1]! : name;
}

function parseCustomRanking(list: readonly string[], records: readonly DocSearchRecord[]): CustomCriterion[] {
  const out: CustomCriterion[] = [];
  for (const entry of list) {
    const m = /^(asc|desc)\((.+)\)$/.exec(entry.trim());
    if (!m) continue;
    const values = new Float64Array(records.length);
    const parts = m[2]!.split('.');
    records.forEach((rec, i) => {
      const v = Number(getParts(rec, parts));
      values[i] = Number.isFinite(v) ? v : 0;
    });
    out.push({ values, desc: m[1] === 'desc' });
  }
  return out;
}

/** Records sorted by the custom ranking criteria, ties kept in record order. */
function customRankingOrder(criteria: CustomCriterion[], n: number): Int32Array {
  const order = Array.from({ length: n }, (_, i) => i);
  order.sort((a, b) => {
    for (const c of criteria) {
      const x = c.values[a]!;
      const y = c.values[b]!;
      if (x !== y) return c.desc ? y - x : x - y;
    }
    return a - b;
  });
  return Int32Array.from(order);
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
