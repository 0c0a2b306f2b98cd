/**
 * Text helpers of the search engine: normalisation and tokenisation with offsets (for
 * highlighting), plural forms and typo distance. Record text is escaped with shared/html.ts.
 */

/** Lower-cases and strips accents, so "Écrire" and "ecrire" index as one word. */
export function normalizeWord(word: string): string {
  // Only non-ASCII words pay for Unicode normalisation; most words are plain ASCII.
  const lower = word.toLowerCase();
  return /^[\x00-\x7f]*$/.test(lower) ? lower : lower.normalize('NFKD').replace(/\p{M}+/gu, '');
}

/** A word of a text, with where it is: character offsets in the text and word position. */
export interface Token {
  /** Normalised word. */
  term: string;
  start: number;
  end: number;
  /** Word position in the text (camel-case parts share their word's position). */
  pos: number;
  /** True for a camel-case part ("query" of "useQuery"), indexed besides the whole word. */
  part: boolean;
}

const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;
const UPPER = /\p{Lu}/u;
const LOWER = /[\p{Ll}\p{M}]/u;

// Character classes of ASCII, looked up by code: 0 separator, 1 lower-case, 2 upper-case, 3 digit.
const ASCII_CLASS = new Uint8Array(128);
for (let c = 97; c <= 122; c++) ASCII_CLASS[c] = 1;
for (let c = 65; c <= 90; c++) ASCII_CLASS[c] = 2;
for (let c = 48; c <= 57; c++) ASCII_CLASS[c] = 3;

function charClass(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c < 128) return ASCII_CLASS[c]!;
  // Outside ASCII: rarer, so a regex per character is affordable. Surrogate halves count as letters.
  const ch = text[i]!;
  if (c >= 0xd800 && c <= 0xdfff) return 1;
  if (!WORD_CHAR.test(ch)) return 0;
  return UPPER.test(ch) ? 2 : LOWER.test(ch) ? 1 : 3;
}

/**
 * Splits a text into words with offsets; camel-case words also yield their parts
 * ("useQuery" → use, Query; "HTMLParser" → HTML, Parser; "v2Api" → v2, Api).
 * A hand-written scanner: indexing tokenises every text of the site, and a Unicode
 * regex per word costs several times more.
 */
export function tokenize(text: string, camelCase = true): Token[] {
  const tokens: Token[] = [];
  const n = text.length;
  let pos = 0;
  let i = 0;
  while (i < n) {
    while (i < n && charClass(text, i) === 0) i++;
    if (i >= n) break;
    const start = i;
    let hasUpperAfterFirst = false;
    let hasLower = false;
    let ascii = true;
    for (; i < n; i++) {
      const k = charClass(text, i);
      if (k === 0) break;
      if (text.charCodeAt(i) >= 128) ascii = false;
      if (k === 2 && i > start) hasUpperAfterFirst = true;
      else if (k === 1) hasLower = true;
    }
    const raw = text.slice(start, i);
    const lower = raw.toLowerCase();
    tokens.push({ term: ascii ? lower : normalizeWord(raw), start, end: i, pos, part: false });
    if (camelCase && hasUpperAfterFirst && hasLower) pushCamelParts(text, start, i, pos, tokens);
    pos++;
  }
  return tokens;
}

function pushCamelParts(text: string, start: number, end: number, pos: number, tokens: Token[]): void {
  const cut: number[] = [start];
  for (let j = start + 1; j < end; j++) {
    const prev = charClass(text, j - 1);
    const cur = charClass(text, j);
    const next = j + 1 < end ? charClass(text, j + 1) : 0;
    // lower or digit → Upper ("useQuery", "v2Api"), and Upper → Upper + lower ("HTMLParser").
    if ((cur === 2 && prev !== 2) || (cur === 2 && prev === 2 && next === 1)) cut.push(j);
  }
  cut.push(end);
  if (cut.length <= 2) return;
  for (let k = 0; k + 1 < cut.length; k++) {
    const a = cut[k]!;
    const b = cut[k + 1]!;
    tokens.push({ term: normalizeWord(text.slice(a, b)), start: a, end: b, pos, part: true });
  }
}

/** The words of a query and whether the last one may match as a prefix (no trailing space). */
export function queryWords(query: string, maxWords = 10): { words: string[]; prefixLast: boolean } {
  const words = tokenize(query, false)
    .map((t) => t.term)
    .slice(0, maxWords);
  const prefixLast = words.length > 0 && charClass(query, query.length - 1) !== 0;
  return { words, prefixLast };
}

/** English singular and plural forms of a word, so "entity" finds "entities" without a typo. */
export function pluralForms(word: string): string[] {
  if (word.length < 3 || /\d/.test(word)) return [];
  const forms = new Set<string>();
  if (word.endsWith('ies') && word.length > 4) forms.add(`${word.slice(0, -3)}y`);
  if (/(s|x|z|ch|sh)es$/.test(word)) forms.add(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) forms.add(word.slice(0, -1));
  if (/[^aeiou]y$/.test(word)) forms.add(`${word.slice(0, -1)}ies`);
  if (/(s|x|z|ch|sh)$/.test(word)) forms.add(`${word}es`);
  if (!word.endsWith('s')) forms.add(`${word}s`);
  forms.delete(word);
  return [...forms];
}

/**
 * Optimal-string-alignment distance between a and b (insert, delete, substitute, swap two
 * neighbours), or max + 1 as soon as it must exceed max: typo look-ups only need "within max".
 */
export function typoDistance(a: string, b: string, max: number): number {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > max) return max + 1;
  if (a === b) return 0;
  // Three rolling rows are enough for the transposition rule.
  let prev2 = new Array<number>(lb + 1).fill(0);
  let prev = new Array<number>(lb + 1);
  let cur = new Array<number>(lb + 1);
  for (let j = 0; j <= lb; j++) prev[j] = j;
  for (let i = 1; i <= la; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= lb; j++) {
      const cb = b.charCodeAt(j - 1);
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (ca === cb ? 0 : 1));
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) d = Math.min(d, prev2[j - 2]! + 1);
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return Math.min(prev[lb]!, max + 1);
}

/** A short, stable hash of a string (53-bit cyrb53, hex): record ids that survive rebuilds. */
export function hashId(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/** Weight of a record type: lvl1 100, lvl2 90 ... lvl6 50, content 0 (DocSearch's weight.level). */
export function levelWeight(type: string): number {
  const n = type.startsWith('lvl') ? Number(type.slice(3)) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= 6 ? 100 - (n - 1) * 10 : 0;
}

/** The objectID of a record: a hash of its URL, type and position, so rebuilding the same page keeps its ids. */
export function recordObjectId(url: string, type: string, position: number): string {
  return hashId(`${url}\n${type}\n${position}`);
}
