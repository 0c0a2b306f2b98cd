/**
 * Text helpers of the search engine: HTML escaping of record text, normalisation and
 * tokenisation with offsets (for highlighting), plural forms and typo distance.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' };
const UNESCAPES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#039': "'", '#39': "'", apos: "'" };

/** Escapes text the way DocSearch records hold it (the entities DocSearch's modal decodes). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** Turns escaped record text back into plain text (the inverse of escapeHtml, tolerant of raw text). */
export function unescapeHtml(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(amp|lt|gt|quot|#039|#39|apos);/g, (_, name: string) => UNESCAPES[name]!);
}

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

const WORD = /[\p{L}\p{N}\p{M}]+/gu;
// Boundaries inside a word: "useQuery" → use|Query, "HTMLParser" → HTML|Parser, "v2Api" → v2|Api.
const CAMEL = /[\p{Lu}]?[\p{Ll}\p{M}\p{N}]+|[\p{Lu}]+(?![\p{Ll}])|[\p{N}]+/gu;

/** Splits a text into words with offsets; camel-case words also yield their parts. */
export function tokenize(text: string, camelCase = true): Token[] {
  const tokens: Token[] = [];
  let pos = 0;
  for (const m of text.matchAll(WORD)) {
    const start = m.index;
    const raw = m[0];
    tokens.push({ term: normalizeWord(raw), start, end: start + raw.length, pos, part: false });
    if (camelCase && /\p{Lu}/u.test(raw.slice(1)) && /\p{Ll}/u.test(raw)) {
      const parts = [...raw.matchAll(CAMEL)];
      if (parts.length > 1) {
        for (const p of parts) {
          tokens.push({ term: normalizeWord(p[0]), start: start + p.index, end: start + p.index + p[0].length, pos, part: true });
        }
      }
    }
    pos++;
  }
  return tokens;
}

/** The words of a query and whether the last one may match as a prefix (no trailing space). */
export function queryWords(query: string, maxWords = 10): { words: string[]; prefixLast: boolean } {
  const words = [...query.matchAll(WORD)].map((m) => normalizeWord(m[0])).slice(0, maxWords);
  const prefixLast = words.length > 0 && /[\p{L}\p{N}\p{M}]$/u.test(query);
  return { words, prefixLast };
}

/** English singular and plural forms of a word, so "entity" finds "entities" without a typo. */
export function pluralForms(word: string): string[] {
  if (word.length < 3 || /\d/.test(word)) return [];
  const forms = new Set<string>();
  if (word.endsWith('ies') && word.length > 4) forms.add(word.slice(0, -3) + 'y');
  if (/(s|x|z|ch|sh)es$/.test(word)) forms.add(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) forms.add(word.slice(0, -1));
  if (/[^aeiou]y$/.test(word)) forms.add(word.slice(0, -1) + 'ies');
  if (/(s|x|z|ch|sh)$/.test(word)) forms.add(word + 'es');
  if (!word.endsWith('s')) forms.add(word + 's');
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
