import { describe, expect, it } from 'vitest';
import { navigableClickUrl, type ClickLike } from '../../../template/router/link-click';

/** A stand-in for an <a> element with the given attributes. */
function anchor(attributes: Record<string, string>): Element {
  const element = {
    closest: (selector: string) => (selector === 'a[href]' && 'href' in attributes ? element : null),
    hasAttribute: (name: string) => name in attributes,
    getAttribute: (name: string) => attributes[name] ?? null,
  };
  return element as unknown as Element;
}

function click(attributes: Record<string, string>, extra: Partial<ClickLike> = {}): ClickLike {
  return { target: anchor(attributes), button: 0, defaultPrevented: false, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, ...extra };
}

const here = { href: 'https://site.example/base/docs/intro', origin: 'https://site.example' };
const site = { baseUrl: '/base/' };

describe('navigableClickUrl', () => {
  it('takes plain clicks on internal links under the base URL', () => {
    expect(navigableClickUrl(click({ href: '/base/blog' }), site, here)?.pathname).toBe('/base/blog');
    expect(navigableClickUrl(click({ href: 'other' }), site, here)?.pathname).toBe('/base/docs/other');
    expect(navigableClickUrl(click({ href: '/base/docs/x.html' }), site, here)?.pathname).toBe('/base/docs/x.html');
    expect(navigableClickUrl(click({ href: '/base/docs/intro?q=1#a' }), site, here)?.search).toBe('?q=1');
  });

  it('leaves modified clicks, targets, downloads and other buttons to the browser', () => {
    expect(navigableClickUrl(click({ href: '/base/blog' }, { metaKey: true }), site, here)).toBeUndefined();
    expect(navigableClickUrl(click({ href: '/base/blog' }, { ctrlKey: true }), site, here)).toBeUndefined();
    expect(navigableClickUrl(click({ href: '/base/blog' }, { button: 1 }), site, here)).toBeUndefined();
    expect(navigableClickUrl(click({ href: '/base/blog' }, { defaultPrevented: true }), site, here)).toBeUndefined();
    expect(navigableClickUrl(click({ href: '/base/blog', target: '_blank' }), site, here)).toBeUndefined();
    expect(navigableClickUrl(click({ href: '/base/file', download: '' }), site, here)).toBeUndefined();
  });

  it('leaves other origins, files, paths outside the base and same-page hashes alone', () => {
    expect(navigableClickUrl(click({ href: 'https://other.example/base/x' }), site, here)).toBeUndefined();
    expect(navigableClickUrl(click({ href: 'mailto:a@b.c' }), site, here)).toBeUndefined();
    expect(navigableClickUrl(click({ href: '/base/img/logo.png' }), site, here)).toBeUndefined();
    expect(navigableClickUrl(click({ href: '/elsewhere' }), site, here)).toBeUndefined();
    expect(navigableClickUrl(click({ href: '#setup' }), site, here)).toBeUndefined();
    expect(navigableClickUrl(click({}), site, here)).toBeUndefined();
  });
});
