import { describe, expect, it } from 'vitest';
import { applyTrailingSlash, isExternalUrl, rootRelative, withBase } from '../../../shared/url.js';

describe('withBase', () => {
  it('prefixes routes with the base URL once', () => {
    expect(withBase({ baseUrl: '/' }, '/docs/intro')).toBe('/docs/intro');
    expect(withBase({ baseUrl: '/site/' }, '/docs/intro#a')).toBe('/site/docs/intro#a');
    expect(withBase({ baseUrl: '/site/' }, '/site/docs')).toBe('/site/docs');
    expect(withBase({ baseUrl: '/site/' }, '/site')).toBe('/site/');
  });

  it('leaves external, hash and relative links alone', () => {
    expect(withBase({ baseUrl: '/site/' }, 'https://x.y/z')).toBe('https://x.y/z');
    expect(withBase({ baseUrl: '/site/' }, '#top')).toBe('#top');
    expect(withBase({ baseUrl: '/site/' }, './other')).toBe('./other');
  });

  it('applies the trailing-slash rule to pages, not files', () => {
    expect(withBase({ baseUrl: '/', trailingSlash: true }, '/docs/intro?x=1')).toBe('/docs/intro/?x=1');
    expect(applyTrailingSlash('/docs/intro/', false)).toBe('/docs/intro');
    expect(applyTrailingSlash('/img/a.png', true)).toBe('/img/a.png');
    expect(withBase({ baseUrl: '/site/', trailingSlash: false }, '/site/docs/')).toBe('/site/docs');
    expect(withBase({ baseUrl: '/site/', trailingSlash: true }, '/docs#a')).toBe('/site/docs/#a');
  });

  it('leaves the trailing slash as written when the site sets no rule, as useBaseUrl does', () => {
    expect(withBase({ baseUrl: '/site/' }, '/docs/')).toBe('/site/docs/');
    expect(withBase({ baseUrl: '/site/' }, '/docs')).toBe('/site/docs');
  });

  it('adds the base to the path only, keeping the query and hash', () => {
    expect(withBase({ baseUrl: '/site/' }, '/site?x=1')).toBe('/site/?x=1');
    expect(withBase({ baseUrl: '/site' }, '/docs?x=/a#b')).toBe('/site/docs?x=/a#b');
    expect(withBase({ baseUrl: '/site/' }, '//cdn.dev/a.png')).toBe('//cdn.dev/a.png');
  });
});

describe('rootRelative', () => {
  it('makes a path given from the site root a site path, leaving the rest', () => {
    expect(rootRelative('blog')).toBe('/blog');
    expect(rootRelative('img/logo.svg')).toBe('/img/logo.svg');
    for (const url of ['', '/docs', '#top', 'https://x.dev', 'mailto:a@b.c', '//cdn.dev/a', 'pathname:///file.pdf']) expect(rootRelative(url)).toBe(url);
  });
});

describe('isExternalUrl', () => {
  it('is true for a scheme or a protocol-relative URL only', () => {
    expect(isExternalUrl('mailto:a@b.c')).toBe(true);
    expect(isExternalUrl('//cdn.x/y')).toBe(true);
    expect(isExternalUrl('/docs')).toBe(false);
    expect(isExternalUrl('docs/intro')).toBe(false);
  });
});
