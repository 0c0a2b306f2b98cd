import { describe, expect, it } from 'vitest';
import { isExternalUrl } from '../../../shared/url';
import { withBaseUrl } from '../../../template/compat/useBaseUrl';
import { isActivePath, normalizeRoutePath, pageUrl, resolveRelativeHref, toRoutePath } from '../../../template/lib/url';

describe('useBaseUrl (withBaseUrl)', () => {
  it("behaves as Docusaurus' useBaseUrl", () => {
    expect(withBaseUrl('/site/', '/img/a.png')).toBe('/site/img/a.png');
    expect(withBaseUrl('/site/', 'img/a.png')).toBe('/site/img/a.png');
    expect(withBaseUrl('/site/', '/site/img/a.png')).toBe('/site/img/a.png');
    expect(withBaseUrl('/site/', '/site')).toBe('/site/');
    expect(withBaseUrl('/site/', '/docs/')).toBe('/site/docs/');
    expect(withBaseUrl('/site/', '/site/img/a.png', { forcePrependBaseUrl: true })).toBe('/site/site/img/a.png');
    expect(withBaseUrl('/site/', '/img/a.png', { absolute: true }, 'https://x.dev')).toBe('https://x.dev/site/img/a.png');
  });

  it('leaves full URLs, anchors and the empty string alone', () => {
    for (const url of ['', '#top', 'https://x.dev/a', 'mailto:a@b.c', '//cdn.dev/a']) expect(withBaseUrl('/site/', url)).toBe(url);
  });
});

describe('route paths', () => {
  it('strips the base, decodes and normalises .html and index.html', () => {
    expect(toRoutePath({ baseUrl: '/site/' }, '/site/')).toBe('/');
    expect(toRoutePath({ baseUrl: '/site/' }, '/site')).toBe('/');
    expect(toRoutePath({ baseUrl: '/site/' }, '/site/docs/intro.html')).toBe('/docs/intro');
    expect(toRoutePath({ baseUrl: '/' }, '/docs/index.html')).toBe('/docs');
    expect(toRoutePath({ baseUrl: '/' }, '/blog/tags/caf%C3%A9/')).toBe('/blog/tags/café');
    expect(toRoutePath({ baseUrl: '/site/' }, '/other')).toBeUndefined();
  });

  it('says which pathname could not be decoded', () => {
    expect(() => toRoutePath({ baseUrl: '/' }, '/bad/%E0%A4%A')).toThrow('The pathname "/bad/%E0%A4%A" could not be decoded.');
  });

  it('normalises and compares', () => {
    expect(normalizeRoutePath('/')).toBe('/');
    expect(isActivePath('/docs/intro/', '/docs/intro#x')).toBe(true);
    expect(isActivePath('/blog/2024/post', '/blog', true)).toBe(true);
    expect(isActivePath('/blogger', '/blog', true)).toBe(false);
    expect(isExternalUrl('mailto:a@b.c')).toBe(true);
    expect(isExternalUrl('//cdn.x/y')).toBe(true);
    expect(isExternalUrl('/docs')).toBe(false);
  });
});

describe('relative links in content', () => {
  it('resolve against the page URL as the browser and Docusaurus do', () => {
    expect(resolveRelativeHref('./x', pageUrl({ trailingSlash: undefined }, { path: '/docs/a/b' }))).toBe('/docs/a/x');
    expect(resolveRelativeHref('x#h', pageUrl({ trailingSlash: undefined }, { path: '/docs/a', url: '/docs/a/' }))).toBe('/docs/a/x#h');
    expect(resolveRelativeHref('../x?q=1', pageUrl({ trailingSlash: true }, { path: '/docs/a/b' }))).toBe('/docs/a/x?q=1');
    expect(resolveRelativeHref('x', pageUrl({ trailingSlash: false }, { path: '/docs/a', url: '/docs/a/' }))).toBe('/docs/a/x');
  });
  it('leave absolute, external, anchor and query links alone', () => {
    for (const href of ['/docs/x', 'https://x.dev/a', 'mailto:a@b.c', '//cdn.dev/x', '#top', '?q=1', '']) {
      expect(resolveRelativeHref(href, '/docs/a/')).toBe(href);
    }
  });
});
