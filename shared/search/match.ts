/**
 * Matching a query's words against records, for every backend (see ranking.ts): walks each
 * matched term's texts and each text's uses, and gathers per record the criteria its postings
 * tell (words matched, typos, attribute ranks, words matched whole). Browser-safe.
 */
import { attributeRank, KIND_EXACT, type TextUses, type WordMatchers } from './ranking.js';

/** The postings of one backend: the texts holding each term, and where each text is used. */
export interface MatchSource {
  /** The ids of the texts holding a term, each once. */
  textsOf(term: number): ArrayLike<number>;
  uses: TextUses;
  /** Per record: its hierarchy type (1..6 for a heading, CONTENT for content). */
  recType: Uint8Array;
}

/** Per record, what the words of the last query matched; sized once for a set of records and reused. */
export class WordMatch {
  /** Words matched. */
  readonly count: Uint8Array;
  /** Typos, summed over the words. */
  readonly typos: Uint8Array;
  /** The worst attribute rank a word needed. */
  readonly maxRank: Uint8Array;
  /** Attribute ranks summed over the words. */
  readonly sumRank: Uint16Array;
  /** Words matched whole (not as a prefix or with a typo). */
  readonly exact: Uint8Array;
  private readonly stampOf: Int32Array;
  private stamp = 0;
  private readonly curRank: Uint8Array;
  private readonly curTypos: Uint8Array;
  private readonly curExact: Uint8Array;

  constructor(size: number) {
    this.count = new Uint8Array(size);
    this.typos = new Uint8Array(size);
    this.maxRank = new Uint8Array(size);
    this.sumRank = new Uint16Array(size);
    this.exact = new Uint8Array(size);
    this.stampOf = new Int32Array(size);
    this.curRank = new Uint8Array(size);
    this.curTypos = new Uint8Array(size);
    this.curExact = new Uint8Array(size);
  }

  /**
   * Matches the words. With all=true a record must match every word (processed rarest first,
   * so each step only checks survivors) and those records are returned; otherwise any word.
   * Records failing the mask (when given) are left out.
   */
  match(src: MatchSource, matchers: WordMatchers, mask: Uint8Array | null, all: boolean): number[] {
    const order = rarestFirst(src, matchers);
    this.count.fill(0);
    const anyMatched: number[] = [];
    let touched: number[] = [];
    for (let j = 0; j < order.length; j++) {
      touched = this.matchWord(src, matchers[order[j]!]!, mask, all ? j : -1);
      for (const r of touched) this.addWord(r, anyMatched);
      if (all && touched.length === 0) return [];
    }
    return all ? touched : anyMatched;
  }

  /** The records one word reaches, with its best rank, fewest typos and exactness per record; `need` ≥ 0 keeps records that matched that many words. */
  private matchWord(src: MatchSource, matcher: Map<number, number>, mask: Uint8Array | null, need: number): number[] {
    const { useStart, useRec, useAttr } = src.uses;
    const { recType } = src;
    const { stampOf, curRank, curTypos, curExact, count } = this;
    const stamp = ++this.stamp;
    const touched: number[] = [];
    for (const [term, code] of matcher) {
      const typos = code >> 2;
      const exact = (code & 3) === KIND_EXACT ? 1 : 0;
      const texts = src.textsOf(term);
      for (let k = 0; k < texts.length; k++) {
        const t = texts[k]!;
        for (let u = useStart[t]!, uEnd = useStart[t + 1]!; u < uEnd; u++) {
          const r = useRec[u]!;
          if (mask && !mask[r]) continue;
          if (need >= 0 && count[r] !== need) continue;
          const rank = attributeRank(useAttr[u]!, recType[r]!);
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
    return touched;
  }

  /** Adds what one word gave a record to its totals. */
  private addWord(r: number, anyMatched: number[]): void {
    if (this.count[r] === 0) {
      anyMatched.push(r);
      this.typos[r] = this.curTypos[r]!;
      this.maxRank[r] = this.curRank[r]!;
      this.sumRank[r] = this.curRank[r]!;
      this.exact[r] = this.curExact[r]!;
    } else {
      this.typos[r]! += this.curTypos[r]!;
      if (this.curRank[r]! > this.maxRank[r]!) this.maxRank[r] = this.curRank[r]!;
      this.sumRank[r]! += this.curRank[r]!;
      this.exact[r]! += this.curExact[r]!;
    }
    this.count[r]!++;
  }
}

/** The words in order of how many uses their terms reach, fewest first. */
function rarestFirst(src: MatchSource, matchers: WordMatchers): number[] {
  const { useStart } = src.uses;
  const cost = matchers.map((m) => {
    let c = 0;
    for (const t of m.keys()) {
      const texts = src.textsOf(t);
      for (let k = 0; k < texts.length; k++) c += useStart[texts[k]! + 1]! - useStart[texts[k]!]!;
    }
    return c;
  });
  return [...matchers.keys()].sort((a, b) => cost[a]! - cost[b]!);
}
