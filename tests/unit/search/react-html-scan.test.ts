import { renderToString } from 'react-dom/server';
import { createElement as h } from 'react';
import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { scanReactHtml } from '../../../src/search/react-html-scan.js';

/** The events a read gives, adjacent texts joined (the search reader joins them too); null when the quick reader gave up. */
function events(html: string, quick: boolean): string[] | null {
  const out: string[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push(`text ${text}`);
    text = '';
  };
  const handlers = {
    onopentag(name: string, attribs: Record<string, string>) {
      flush();
      out.push(`open ${name} ${JSON.stringify(attribs)}`);
    },
    ontext(data: string) {
      text += data;
    },
    onclosetag(name: string) {
      flush();
      out.push(`close ${name}`);
    },
  };
  if (quick) {
    if (!scanReactHtml(html, handlers)) return null;
  } else {
    const parser = new Parser(handlers, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
    parser.write(html);
    parser.end();
  }
  flush();
  return out;
}

describe('scanReactHtml', () => {
  it('reads what React renders as htmlparser2 does', () => {
    const page = renderToString(
      h(
        'div',
        { className: 'docs-root', 'data-search-content': true },
        h('h2', { id: 'a-b' }, 'Tom & Jerry <3 "quotes" it\'s', h('a', { href: '#a-b', 'aria-hidden': 'true' }, '#')),
        h('p', null, 'one ', h('code', null, 'x < y'), ' two', h('br'), 'three'),
        h('img', { src: '/a.png?x=1&y=2', alt: '' }),
        h('svg', { viewBox: '0 0 24 24' }, h('title', null, 'Icon & more'), h('path', { d: 'M0 0' }), h('clipPath', { id: 'c' })),
        h('table', null, h('tbody', null, h('tr', null, h('td', null, 'a'), h('td', null, 'b')))),
        // biome-ignore lint/security/noDangerouslySetInnerHtml: raw script text is what the reader must skip, as React writes it.
        h('script', { dangerouslySetInnerHTML: { __html: 'if (a < b && c) {}' } }),
        // biome-ignore lint/security/noDangerouslySetInnerHtml: raw style text is what the reader must skip, as React writes it.
        h('style', { dangerouslySetInnerHTML: { __html: 'a > b { color: red }' } }),
        h('input', { type: 'checkbox', disabled: true, checked: true, readOnly: true }),
      ),
    );
    const head =
      '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>A &amp; B | Site</title><link rel="canonical" href="https://x/a"/></head><body>';
    const html = `${head}${page}</body></html>`;
    const quick = events(html, true);
    expect(quick).not.toBeNull();
    expect(quick).toEqual(events(html, false));
  });

  it('leaves to htmlparser2 what is not in React shape', () => {
    for (const html of [
      '<p>a<div>b</div></p>',
      '<ul><li>a<li>b</ul>',
      '<p>a &copy; b</p>',
      '<p>a & b</p>',
      "<a href='x'>y</a>",
      '<a href=x>y</a>',
      '<div/>',
      '<span>a</div>',
      '<textarea>a<b</textarea>',
      '<p>1 < 2</p>',
      '<p><!--->x</p>',
      '<form><form></form></form>',
      '<image src="a">',
    ]) {
      expect(scanReactHtml(html, { onopentag() {}, ontext() {}, onclosetag() {} }), html).toBe(false);
    }
  });

  it('closes what is still open at the end, innermost first, as htmlparser2 does', () => {
    const html = '<div><p>a<em>b';
    expect(events(html, true)).toEqual(events(html, false));
  });
});
