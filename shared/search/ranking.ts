/**
 * How a query ranks records, written once for every backend: the whole-index engine
 * (engine.ts: `docs dev`, `docs serve` and the browser's fallback) and the split-index
 * client (split-client.ts: the browser on a static host) both rank through these functions,
 * each over its own storage of the same texts. Browser-safe.
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
 * Criteria 1 to 6 pack into one number (lower is better): coarseKey gives 1 to 4, which a
 * record's postings tell; fullKey adds 5 and 6, which need the words' positions.
 */
import { pluralForms, typoDistance } from './text.js';
import type { IndexSettings } from './types.js';

/** How many searchable attributes a record has (lvl0..lvl6, content). */
export const N_ATTRS = 8;
/** The index of the content attribute (after the seven hierarchy levels). */
export const CONTENT = 7;
/** Query words considered at most. */
export const MAX_WORDS = 10;
/** A query word matched a term exactly (or as a plural form): the low two bits of a matcher code. */
export const KIND_EXACT = 0;
/** A query's last word matched a term as its prefix. */
export const KIND_PREFIX = 1;
/** A query word matched a term with typos (their count is the code's higher bits). */
export const KIND_TYPO = 2;
/** Proximity between two words is capped, as the hosted engine does, so long texts don't dominate. */
export const MAX_PROXIMITY = 8;

/** Per query word: the terms it matches, term id → (typos << 2 | kind). */
export type WordMatchers = Map<number, number>[];

/**
 * The rank of a word found in attribute `attr` of a record of hierarchy type `type` (lower is
 * better): the record's own level first, then the levels above and below it, content last.
 */
export function attributeRank(attr: number, type: number): number {
  return attr === CONTENT ? 13 : attr === type ? attr - 1 : 6 + attr;
}

/** A sorted term dictionary, as each backend stores it: ids of its own, and their sorted order. */
export interface TermDictionary {
  /** Number of terms. */
  readonly size: number;
  /** The id of a term, if the dictionary holds it. */
  idOf(term: string): number | undefined;
  /** The id of the term at place k of the sorted order. */
  sortedId(k: number): number;
  /** The text of a term id. */
  text(id: number): string;
}

/** The [lo, hi) range of the dictionary's sorted places whose terms start with prefix. */
function prefixRange(dict: TermDictionary, prefix: string): [number, number] {
  const lower = (target: string): number => {
    let lo = 0;
    let hi = dict.size;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (dict.text(dict.sortedId(mid)) < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return [lower(prefix), lower(`${prefix}\uffff`)];
}

/** The typos a word may have under the settings: none for short words, one from 5 letters, two from 9. */
function maxTyposOf(word: string, typos: boolean, settings: Readonly<IndexSettings>): number {
  if (!typos || (/\d/.test(word) && settings.allowTyposOnNumericTokens !== true)) return 0;
  const min1 = settings.minWordSizefor1Typo ?? 5;
  const min2 = settings.minWordSizefor2Typos ?? 9;
  return word.length >= min2 ? 2 : word.length >= min1 ? 1 : 0;
}

/** The terms a query word matches: itself, its plural forms, a prefix's completions, and typos. */
export function expandWord(dict: TermDictionary, word: string, prefix: boolean, typos: boolean, settings: Readonly<IndexSettings>): Map<number, number> {
  const out = new Map<number, number>();
  const exact = dict.idOf(word);
  if (exact !== undefined) out.set(exact, KIND_EXACT);
  if (settings.ignorePlurals !== false) {
    for (const form of pluralForms(word)) {
      const id = dict.idOf(form);
      if (id !== undefined && !out.has(id)) out.set(id, KIND_EXACT);
    }
  }
  if (prefix) {
    const [lo, hi] = prefixRange(dict, word);
    for (let k = lo; k < hi; k++) {
      const id = dict.sortedId(k);
      if (!out.has(id)) out.set(id, KIND_PREFIX);
    }
  }
  const maxTypos = maxTyposOf(word, typos, settings);
  if (maxTypos > 0) {
    // Candidates share the first letter: typos there are rare, and it keeps the scan short.
    const [lo, hi] = prefixRange(dict, word[0]!);
    for (let k = lo; k < hi; k++) {
      const id = dict.sortedId(k);
      if (out.has(id)) continue;
      const term = dict.text(id);
      if (Math.abs(term.length - word.length) > maxTypos) continue;
      const d = typoDistance(word, term, maxTypos);
      if (d <= maxTypos) out.set(id, (d << 2) | KIND_TYPO);
    }
  }
  return out;
}

/** Term id → bit mask of the query words it matches. */
export function termWordMasks(matchers: WordMatchers): Map<number, number> {
  const masks = new Map<number, number>();
  matchers.forEach((m, i) => {
    for (const term of m.keys()) masks.set(term, (masks.get(term) ?? 0) | (1 << i));
  });
  return masks;
}

/** Where each text is used: for text id t, the (record, attribute) pairs useStart[t] to useStart[t + 1]. */
export interface TextUses {
  useStart: Int32Array;
  useRec: Int32Array;
  useAttr: Uint8Array;
}

/**
 * The uses of each text from the records' attributes (recAttr: N_ATTRS text ids per record,
 * -1 for none). Headings are shared by every record under them, so a query walks each text's
 * postings once and reaches every record through this table.
 */
export function textUses(recAttr: Int32Array, nTexts: number): TextUses {
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
  return { useStart, useRec, useAttr };
}

/** Packs criteria 1 to 4 into one number (lower is better). */
export function coarseKey(missingWords: number, exactHeading: boolean, typos: number, maxRank: number, sumRank: number): number {
  let key = missingWords;
  key = key * 2 + (exactHeading ? 0 : 1);
  key = key * 32 + Math.min(typos, 31);
  key = key * 16 + maxRank;
  return key * 256 + Math.min(sumRank, 255);
}

/** Completes a coarse key with criteria 5 and 6: proximity and the words matched whole. */
export function fullKey(coarse: number, proximity: number, exactWords: number): number {
  return (coarse * 128 + Math.min(proximity, 127)) * 16 + (MAX_WORDS - exactWords);
}

/** Whether a heading is exactly the query: its whole words (term ids, undefined when unknown) match the words in order, plurals allowed. */
export function headingIsQuery(wholeWords: ArrayLike<number | undefined>, matchers: WordMatchers): boolean {
  if (wholeWords.length !== matchers.length) return false;
  for (let i = 0; i < wholeWords.length; i++) {
    const t = wholeWords[i];
    if (t === undefined || matchers[i]!.get(t) !== KIND_EXACT) return false;
  }
  return true;
}

/**
 * Best distance of each pair of consecutive query words within one text (null: no pair there),
 * from its matched words in position order, as pairs [position, word mask, ...].
 */
export function textProximity(events: ArrayLike<number>, words: number): Uint8Array | null {
  const last = new Int32Array(words).fill(-1);
  let best: Uint8Array | null = null;
  for (let e = 0; e < events.length; e += 2) {
    const p = events[e]!;
    const m = events[e + 1]!;
    for (let i = 0; i < words; i++) {
      if (!(m & (1 << i))) continue;
      if (i > 0 && last[i - 1]! >= 0) {
        best ??= new Uint8Array(words - 1).fill(MAX_PROXIMITY);
        best[i - 1] = Math.min(best[i - 1]!, Math.max(1, p - last[i - 1]!));
      }
      if (i < words - 1 && last[i + 1]! >= 0) {
        // Words in reverse order cost one more than in order.
        best ??= new Uint8Array(words - 1).fill(MAX_PROXIMITY);
        best[i] = Math.min(best[i]!, p - last[i + 1]! + 1);
      }
      last[i] = p;
    }
  }
  return best;
}

/**
 * A record's proximity: per pair of consecutive words, the best distance over its attributes'
 * texts (bestOf gives a text's, from textProximity), summed. pairBest is scratch of words - 1.
 */
export function recordProximity(recAttr: Int32Array, r: number, bestOf: (text: number) => Uint8Array | null, pairBest: Uint8Array): number {
  pairBest.fill(MAX_PROXIMITY);
  for (let a = 0; a < N_ATTRS; a++) {
    const id = recAttr[r * N_ATTRS + a]!;
    if (id < 0) continue;
    const best = bestOf(id);
    if (best) for (let i = 0; i < pairBest.length; i++) if (best[i]! < pairBest[i]!) pairBest[i] = best[i]!;
  }
  let proximity = 0;
  for (let i = 0; i < pairBest.length; i++) proximity += pairBest[i]!;
  return proximity;
}

/** One criterion of settings.customRanking: a numeric attribute path and its direction. */
export interface CustomCriterion {
  path: string[];
  desc: boolean;
}

/** The criteria of settings.customRanking ("desc(weight.pageRank)"...), in order; malformed entries are skipped. */
export function customCriteria(settings: Readonly<IndexSettings>): CustomCriterion[] {
  return (settings.customRanking ?? []).flatMap((entry) => {
    const m = /^(asc|desc)\((.+)\)$/.exec(entry.trim());
    return m ? [{ desc: m[1] === 'desc', path: m[2]!.split('.') }] : [];
  });
}

/** Compares two records by the custom criteria (criterionValue reads criterion c of a record), then by record order (tie). */
export function compareCustom<T>(
  criteria: readonly CustomCriterion[],
  criterionValue: (item: T, c: number) => number,
  tie: (a: T, b: T) => number,
): (a: T, b: T) => number {
  return (a, b) => {
    for (let c = 0; c < criteria.length; c++) {
      const x = criterionValue(a, c);
      const y = criterionValue(b, c);
      if (x !== y) return criteria[c]!.desc ? y - x : x - y;
    }
    return tie(a, b);
  };
}
