import { describe, expect, it } from 'vitest';
import { hashId, pluralForms, queryWords, recordObjectId, tokenize, typoDistance } from '../../../shared/search/text.js';

describe('tokenize', () => {
  it('splits on anything but letters and digits, with offsets and positions', () => {
    const text = 'Use wasp db migrate-dev, then "run".';
    const tokens = tokenize(text);
    expect(tokens.map((t) => t.term)).toEqual(['use', 'wasp', 'db', 'migrate', 'dev', 'then', 'run']);
    expect(tokens.map((t) => t.pos)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    for (const t of tokens) expect(text.slice(t.start, t.end).toLowerCase()).toBe(t.term);
  });

  it('adds camel-case parts at the position of their word', () => {
    const parts = (s: string) =>
      tokenize(s)
        .filter((t) => t.part)
        .map((t) => `${t.term}@${t.pos}`);
    expect(tokenize('call useQuery').map((t) => t.term)).toEqual(['call', 'usequery', 'use', 'query']);
    expect(parts('call useQuery')).toEqual(['use@1', 'query@1']);
    expect(parts('HTMLParser')).toEqual(['html@0', 'parser@0']);
    expect(parts('v2Api')).toEqual(['v2@0', 'api@0']);
    expect(parts('Entities ALLCAPS lower')).toEqual([]);
    expect(tokenize('useQuery', false).map((t) => t.term)).toEqual(['usequery']);
  });

  it('strips accents and keeps letters of other scripts', () => {
    expect(tokenize('Écrire déjà naïve Ärger').map((t) => t.term)).toEqual(['ecrire', 'deja', 'naive', 'arger']);
    expect(tokenize('日本語 текст').map((t) => t.term)).toEqual(['日本語', 'текст']);
  });
});

describe('queryWords', () => {
  it('treats the last word as a prefix unless the query ends with a separator', () => {
    expect(queryWords('Auth hoo')).toEqual({ words: ['auth', 'hoo'], prefixLast: true });
    expect(queryWords('auth hooks ')).toEqual({ words: ['auth', 'hooks'], prefixLast: false });
    expect(queryWords('  ')).toEqual({ words: [], prefixLast: false });
    expect(queryWords('a b c d e f g h i j k l', 10).words).toHaveLength(10);
  });
});

describe('pluralForms', () => {
  it('gives singular and plural forms of English words', () => {
    expect(pluralForms('entity')).toContain('entities');
    expect(pluralForms('entities')).toContain('entity');
    expect(pluralForms('hook')).toContain('hooks');
    expect(pluralForms('hooks')).toContain('hook');
    expect(pluralForms('class')).toContain('classes');
    expect(pluralForms('boxes')).toContain('box');
    expect(pluralForms('v2')).toEqual([]);
  });
});

describe('typoDistance', () => {
  it('counts insertions, deletions, substitutions and swaps of neighbours', () => {
    expect(typoDistance('entities', 'entities', 2)).toBe(0);
    expect(typoDistance('entites', 'entities', 2)).toBe(1);
    expect(typoDistance('quiries', 'queries', 2)).toBe(1);
    expect(typoDistance('recieve', 'receive', 2)).toBe(1);
    expect(typoDistance('autentcation', 'authentication', 2)).toBe(2);
  });

  it('stops at max + 1', () => {
    expect(typoDistance('abcdef', 'uvwxyz', 1)).toBe(2);
    expect(typoDistance('short', 'muchlongerword', 2)).toBe(3);
  });
});

describe('hashId', () => {
  it('is stable: the same value in every run and environment (objectIDs depend on it)', () => {
    expect(hashId('')).toBe(hashId(''));
    expect(hashId('https://wasp.sh/docs#a\ncontent\n3')).toBe(recordObjectId('https://wasp.sh/docs#a', 'content', 3));
    expect(hashId('hello')).toBe('106f3a63cd7226');
    expect(hashId('hello')).not.toBe(hashId('hellp'));
  });
});
