/**
 * The hits of a query in the hosted service's shape: a record's retrieved attributes plus
 * `_highlightResult` and `_snippetResult`, whichever backend found it. Browser-safe.
 */
import type { NormalizedParams } from './params.js';
import { CONTENT, KIND_PREFIX, type WordMatchers } from './ranking.js';
import { DEFAULT_SNIPPET_WORDS } from './settings.js';
import { escapeHtml, unescapeHtml } from '../html.js';
import { tokenize } from './text.js';
import type { DocSearchRecord, HighlightResult, HitAttributeResults, IndexSettings, MatchLevel, SearchHit, SnippetResult } from './types.js';

// Searchable attributes, in DocSearch's order: hierarchy.lvl0..lvl6 then content.
const ATTR_PATHS = ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content'];

/** The query as highlighting needs it: its words, the terms each matches, and each term's word mask. */
export interface QueryTerms {
  words: string[];
  matchers: WordMatchers;
  termWords: Map<number, number>;
  /** The term id of a word of a text, in the id space of the matchers. */
  idOf(term: string): number | undefined;
}

/** A highlighted attribute: the plain text, its highlighted spans and which words matched. */
interface Highlighted {
  text: string;
  spans: { start: number; end: number; words: number }[];
  words: number;
  fully: boolean;
}

/** Builds one hit: the retrieved attributes plus `_highlightResult` and `_snippetResult`. */
export function buildHit(rec: DocSearchRecord, q: QueryTerms | null, p: NormalizedParams, settings: Readonly<IndexSettings>): SearchHit {
  const hit = retrieve(rec, p.attributesToRetrieve ?? settings.attributesToRetrieve ?? ['*']);
  const pre = p.highlightPreTag ?? settings.highlightPreTag ?? '<em>';
  const post = p.highlightPostTag ?? settings.highlightPostTag ?? '</em>';
  const ellipsis = p.snippetEllipsisText ?? settings.snippetEllipsisText ?? '…';
  const highlighted = new Map<number, Highlighted>();
  const highlightOf = (a: number, value: string): Highlighted => {
    let h = highlighted.get(a);
    if (!h) highlighted.set(a, (h = highlight(value, q)));
    return h;
  };
  const highlightAttrs = expandAttributes(p.attributesToHighlight ?? settings.attributesToHighlight ?? ['*']);
  if (highlightAttrs.length > 0) {
    const out: Record<string, unknown> = {};
    for (const { attr } of highlightAttrs) {
      const value = attrValue(rec, attr);
      if (value === null) continue;
      const h = highlightOf(attr, value);
      const words = wordsOf(h.words, q);
      const result: HighlightResult = { value: render(h, 0, h.text.length, pre, post), matchLevel: matchLevel(h.words, q), matchedWords: words };
      if (words.length > 0) result.fullyHighlighted = h.fully;
      setAttr(out, attr, result);
    }
    hit._highlightResult = out as HitAttributeResults<HighlightResult>;
  }
  const snippetAttrs = expandAttributes(p.attributesToSnippet ?? settings.attributesToSnippet ?? []);
  if (snippetAttrs.length > 0) {
    const out: Record<string, unknown> = {};
    for (const { attr, words } of snippetAttrs) {
      const value = attrValue(rec, attr);
      if (value === null) continue;
      const h = highlightOf(attr, value);
      const result: SnippetResult = { value: snippet(h, words ?? DEFAULT_SNIPPET_WORDS, pre, post, ellipsis), matchLevel: matchLevel(h.words, q) };
      setAttr(out, attr, result);
    }
    hit._snippetResult = out as HitAttributeResults<SnippetResult>;
  }
  return hit;
}

/** Finds the spans of an attribute value that match query words (whole words, a prefix, or a camel-case part). */
function highlight(value: string, q: QueryTerms | null): Highlighted {
  const text = unescapeHtml(value);
  if (!q) return { text, spans: [], words: 0, fully: false };
  const tokens = tokenize(text, true);
  const last = q.words.length - 1;
  const spans: Highlighted['spans'] = [];
  let words = 0;
  let fully = true;
  let wholeMatched = false;
  for (const tok of tokens) {
    if (tok.part && wholeMatched) continue;
    const id = q.idOf(tok.term);
    const mask = id === undefined ? 0 : (q.termWords.get(id) ?? 0);
    if (!tok.part) wholeMatched = false;
    if (!mask) {
      if (!tok.part) fully = false;
      continue;
    }
    words |= mask;
    // Only a prefix match of the last word highlights part of the word, as the hosted engine does.
    const onlyPrefix = mask === 1 << last && q.matchers[last]!.get(id!) === KIND_PREFIX;
    const end = onlyPrefix ? Math.min(tok.end, tok.start + q.words[last]!.length) : tok.end;
    spans.push({ start: tok.start, end, words: mask });
    if (!tok.part) {
      wholeMatched = true;
      if (onlyPrefix) fully = false;
    }
  }
  const hasWords = tokens.some((t) => !t.part);
  return { text, spans: disjoint(spans), words, fully: fully && hasWords && words !== 0 };
}

/** Spans in order, overlapping ones merged (camel-case parts never overlap their word, but keep them disjoint anyway). */
function disjoint(spans: Highlighted['spans']): Highlighted['spans'] {
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Highlighted['spans'] = [];
  for (const s of spans) {
    const prev = merged[merged.length - 1];
    if (prev && s.start < prev.end) {
      prev.end = Math.max(prev.end, s.end);
      prev.words |= s.words;
    } else merged.push({ ...s });
  }
  return merged;
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

function matchLevel(words: number, q: QueryTerms | null): MatchLevel {
  if (!q || words === 0) return 'none';
  return bitCount(words) === q.words.length ? 'full' : 'partial';
}

function wordsOf(mask: number, q: QueryTerms | null): string[] {
  return q ? q.words.filter((_, i) => mask & (1 << i)) : [];
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
  if (attributes.includes('*')) return cloneValue(rec) as SearchHit;
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

function cloneValue(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(cloneValue);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, cloneValue(x)]));
  return v;
}

/** The value at a dotted path of an object ("weight.pageRank"), undefined where it stops. */
export function getPath(obj: unknown, path: string): unknown {
  return getParts(obj, path.split('.'));
}

/** The value at a path already split into its parts. */
export function getParts(obj: unknown, parts: readonly string[]): unknown {
  let cur = obj;
  for (const part of parts) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}
