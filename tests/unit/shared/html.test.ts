import { describe, expect, it } from 'vitest';
import { escapeHtml, unescapeHtml } from '../../../shared/html.js';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and in attributes quoted either way', () => {
    expect(escapeHtml(`<Link to="/a">Tom & Jerry's</Link>`)).toBe('&lt;Link to=&quot;/a&quot;&gt;Tom &amp; Jerry&#039;s&lt;/Link&gt;');
    expect(escapeHtml(`a'b"c`)).toBe('a&#039;b&quot;c');
  });

  it('returns text with nothing to escape as it is', () => {
    expect(escapeHtml('/docs/intro?x=1#y')).toBe('/docs/intro?x=1#y');
    expect(escapeHtml('')).toBe('');
    expect(escapeHtml('Écrire → 日本語')).toBe('Écrire → 日本語');
  });

  it('escapes an ampersand once, so an entity written as text shows as text', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});

describe('unescapeHtml', () => {
  it('reverses escapeHtml (what DocSearch records hold), and leaves raw text alone', () => {
    const text = `<Link to="/a">Tom & Jerry's</Link>`;
    expect(unescapeHtml(escapeHtml(text))).toBe(text);
    expect(unescapeHtml('a &amp;lt; b')).toBe('a &lt; b');
    expect(unescapeHtml('Tom &#39;n&apos; Jerry & co')).toBe("Tom 'n' Jerry & co");
  });
});
