/**
 * Ranking over the split index (split-client.ts loads the pieces): the query's words matched
 * against each group's postings and ranked through ranking.ts and match.ts, the functions the
 * whole-index engine ranks with, so both give the same hits in the same order. Browser-safe.
 */
import { WordMatch, type MatchSource } from './match.js';
import {
  coarseKey,
  compareCustom,
  CONTENT,
  customCriteria,
  expandWord,
  fullKey,
  headingIsQuery,
  N_ATTRS,
  recordProximity,
  termWordMasks,
  textProximity,
  type WordMatchers,
} from './ranking.js';
import { DOCSEARCH_SETTINGS } from './settings.js';
import { recordUrl, shardOf, type Group } from './split-decode.js';
import type { SplitManifest } from './split-index.js';
import { unescapeHtml } from '../html.js';
import { levelWeight, tokenize } from './text.js';

const SETTINGS = DOCSEARCH_SETTINGS;

/** A record matching the query, with its ranking criteria as far as the skeleton tells them. */
export interface Candidate {
  group: Group;
  rec: number;
  /** Criteria 1 to 4 of ranking.ts (lower is better). */
  coarse: number;
  /** coarse, then proximity and exact: known at once for a query of one word, else once proximity is. */
  full: number;
  /** Query words matched whole (not as a prefix or with a typo). */
  exact: number;
  url: string;
}

/** One group's matchers and postings for a query, its shards loaded. */
export interface GroupQuery {
  group: Group;
  /** Per word: term index → (typos << 2 | kind). */
  matchers: WordMatchers;
  source: MatchSource;
}

/** The terms of a group each query word matches (ranking.ts's expandWord over the group's dictionary). */
export function groupMatchers(group: Group, words: string[], prefixLast: boolean, typos: boolean): WordMatchers {
  return words.map((w, i) => expandWord(group.dict, w, prefixLast && i === words.length - 1, typos, SETTINGS));
}

/** The term shards the matchers need. */
export function neededShards(group: Group, matchers: WordMatchers): number[] {
  const needed = new Set<number>();
  for (const m of matchers) for (const t of m.keys()) needed.add(shardOf(group.skeleton.shards, t));
  return [...needed];
}

/** The postings of a group for the match, given its loaded term shards (shard → delta-coded texts per term). */
export function groupSource(group: Group, shards: Map<number, number[][]>): MatchSource {
  const starts = group.skeleton.shards;
  const decoded = new Map<number, Int32Array>();
  const textsOf = (t: number): Int32Array => {
    let texts = decoded.get(t);
    if (texts) return texts;
    const k = shardOf(starts, t);
    const deltas = shards.get(k)![t - starts[k]!]!;
    texts = new Int32Array(deltas.length);
    for (let d = 0, id = 0; d < deltas.length; d++) texts[d] = id = d === 0 ? deltas[0]! : id + deltas[d]!;
    decoded.set(t, texts);
    return texts;
  };
  return { textsOf, uses: group.uses, recType: group.recType };
}

/**
 * Every record the query matches in the groups, best first by what the postings tell: all
 * words when some record has them all, else (with removeWordsIfNoResults=allOptional) any.
 */
export function rankCandidates(manifest: SplitManifest, queries: GroupQuery[], words: number, removeWords: string | undefined): Candidate[] {
  const run = (all: boolean) =>
    queries.map((q) => {
      const state = new WordMatch(q.group.size);
      return { q, state, records: state.match(q.source, q.matchers, null, all) };
    });
  let matched = run(true);
  if (words > 1 && removeWords === 'allOptional' && matched.every((m) => m.records.length === 0)) matched = run(false);
  const list: Candidate[] = [];
  for (const { q, state, records } of matched) {
    for (const r of records) {
      const coarse = coarseKey(words - state.count[r]!, isExactHeading(q.group, r, q.matchers), state.typos[r]!, state.maxRank[r]!, state.sumRank[r]!);
      // With one word there is no proximity (0) and exactness is known: the whole key.
      const full = words === 1 ? fullKey(coarse, 0, state.exact[r]!) : coarse;
      list.push(candidate(manifest, q.group, r, coarse, full, state.exact[r]!));
    }
  }
  return sortCandidates(list);
}

/** Every record of the groups, in record order (an empty query). */
export function allCandidates(manifest: SplitManifest, groups: Group[]): Candidate[] {
  const list: Candidate[] = [];
  for (const group of groups) for (let r = 0; r < group.size; r++) list.push(candidate(manifest, group, r, 0, 0, 0));
  return sortCandidates(list);
}

function candidate(manifest: SplitManifest, group: Group, r: number, coarse: number, full: number, exact: number): Candidate {
  return { group, rec: r, coarse, full, exact, url: recordUrl(manifest, group, r) };
}

/** Candidates by their key, then by the custom ranking and record order, as the engine sorts. */
export function sortCandidates(list: Candidate[]): Candidate[] {
  return list.sort((a, b) => a.full - b.full || CUSTOM(a, b));
}

/** Candidates in record order: by page, then by position in the page. */
export function recordOrder(a: Candidate, b: Candidate): number {
  return a.group.recPage[a.rec]! - b.group.recPage[b.rec]! || a.group.recPos[a.rec]! - b.group.recPos[b.rec]!;
}

/** A candidate's value of a custom ranking attribute: the weight fields the records carry (others are 0 for all). */
function customValue(path: string): (c: Candidate) => number {
  if (path === 'weight.pageRank') return ({ group, rec }) => group.recRank[rec]!;
  if (path === 'weight.position') return ({ group, rec }) => group.recPos[rec]!;
  if (path === 'weight.level') return ({ group, rec }) => (group.recType[rec] === CONTENT ? 0 : levelWeight(`lvl${group.recType[rec]}`));
  return () => 0;
}

// The custom ranking of the settings, then record order, as the engine orders ties.
const CRITERIA = customCriteria(SETTINGS);
const VALUES = CRITERIA.map((c) => customValue(c.path.join('.')));
const CUSTOM = compareCustom(CRITERIA, (c: Candidate, k) => VALUES[k]!(c), recordOrder);

/**
 * Per text of a group, its matched words in position order as [position, word mask, ...], from
 * the term shards and the positions files beside them (shard → per term, per text: count, then
 * delta-coded positions).
 */
export function positionEvents(q: GroupQuery, positions: Map<number, number[][]>): Map<number, number[]> {
  const starts = q.group.skeleton.shards;
  const byText = new Map<number, number[]>();
  for (const [t, mask] of termWordMasks(q.matchers)) {
    const k = shardOf(starts, t);
    const texts = q.source.textsOf(t);
    const list = positions.get(k)![t - starts[k]!]!;
    let at = 0;
    for (let d = 0; d < texts.length; d++) {
      const count = list[at++]!;
      let target = byText.get(texts[d]!);
      if (!target) byText.set(texts[d]!, (target = []));
      for (let c = 0, pos = 0; c < count; c++, at++) {
        pos = c === 0 ? list[at]! : pos + list[at]!;
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
  return byText;
}

/** Completes every candidate's key with proximity and exactness (events: per group, positionEvents), and re-sorts. */
export function rankByPositions(list: Candidate[], words: number, events: Map<Group, Map<number, number[]>>): Candidate[] {
  const cache = new Map<Group, Map<number, Uint8Array | null>>();
  const pairBest = new Uint8Array(words - 1);
  for (const c of list) {
    const byText = events.get(c.group)!;
    let known = cache.get(c.group);
    if (!known) cache.set(c.group, (known = new Map()));
    const bestOf = (id: number): Uint8Array | null => {
      let best = known.get(id);
      if (best === undefined) {
        const found = byText.get(id);
        known.set(id, (best = found ? textProximity(found, words) : null));
      }
      return best;
    };
    c.full = fullKey(c.coarse, recordProximity(c.group.recAttr, c.rec, bestOf, pairBest), c.exact);
  }
  return sortCandidates(list);
}

/** Whether the record's own heading is exactly the query (criterion 2 of ranking.ts). */
function isExactHeading(group: Group, r: number, matchers: WordMatchers): boolean {
  const type = group.recType[r]!;
  if (type === CONTENT) return false;
  const id = group.recAttr[r * N_ATTRS + type]!;
  if (id < 0) return false;
  let words = group.headingWords.get(id);
  if (!words) {
    const camel = (SETTINGS.camelCaseAttributes ?? []).length > 0;
    words = tokenize(unescapeHtml(group.skeleton.headings[id]!), camel)
      .filter((t) => !t.part)
      .map((t) => group.dict.idOf(t.term));
    group.headingWords.set(id, words);
  }
  return headingIsQuery(words, matchers);
}

/**
 * The records that can be on the first `need` hits after distinct: candidates best first,
 * a run of ties on the key at a time when `byRuns` (proximity not known yet), else one by one.
 */
export function chooseRecords(list: Candidate[], need: number, distinct: number, byRuns: boolean): Candidate[] {
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
