import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { render, renderErrors } from './helpers.js';

const routes: Record<string, string> = {
  '/site/docs/guide/other.md': '/docs/guide/other',
  '/site/docs/intro.mdx': '/docs',
};
// The markdown stage hands over the link as written and the linking file; here, relative to the file only.
const resolveMarkdownLink = (link: string, from: string) => routes[path.posix.resolve(path.posix.dirname(from), link)];
const assets: Record<string, string> = {
  '/site/docs/guide/img/shot.png': '/assets/shot-1234.png',
  '/site/docs/guide/files/report final.pdf': '/assets/report-final.pdf',
};
const resolveAsset = (abs: string) => assets[abs];

describe('links', () => {
  it('rewrite relative links to markdown files to their routes, keeping the anchor', () => {
    const result = render('See [other](./other.md#setup) and [intro](../intro.mdx).\n', { resolveMarkdownLink });
    expect(result.content).toEqual([['p', null, 'See ', ['a', { href: '/docs/guide/other#setup' }, 'other'], ' and ', ['a', { href: '/docs' }, 'intro'], '.']]);
    expect(result.links).toEqual([
      { url: '/docs/guide/other#setup', raw: './other.md#setup', line: 1, column: 5 },
      { url: '/docs', raw: '../intro.mdx', line: 1, column: 35 },
    ]);
    expect(result.diagnostics).toEqual([]);
  });

  it('keep a link to a missing markdown file and warn with its position', () => {
    const result = render('Intro.\n\n  Read [this](missing.md#x).\n', { resolveMarkdownLink });
    expect(result.content).toEqual([
      ['p', null, 'Intro.'],
      ['p', null, 'Read ', ['a', { href: 'missing.md#x' }, 'this'], '.'],
    ]);
    expect(result.links).toEqual([{ url: 'missing.md#x', raw: 'missing.md#x', line: 3, column: 8 }]);
    expect(result.diagnostics).toEqual([
      {
        rule: 'markdown/broken-markdown-link',
        severity: 'warning',
        file: 'docs/guide/page.md',
        line: 3,
        column: 8,
        message: 'link to "missing.md#x" does not match any doc, blog post or page',
        hint: expect.stringContaining('A file path is looked up next to this file'),
      },
    ]);
  });

  it('record external, absolute, anchor and reference links without rewriting them', () => {
    const source = '[a](https://wasp.sh/x) [b](/docs/intro) [c](#local) [d](mailto:hi@wasp.sh) <https://auto.link> [e][ref]\n\n[ref]: ./other.md\n';
    const result = render(source, { resolveMarkdownLink });
    expect(result.links).toEqual([
      { url: 'https://wasp.sh/x', raw: 'https://wasp.sh/x', line: 1, column: 1 },
      { url: '/docs/intro', raw: '/docs/intro', line: 1, column: 24 },
      { url: '#local', raw: '#local', line: 1, column: 41 },
      { url: 'mailto:hi@wasp.sh', raw: 'mailto:hi@wasp.sh', line: 1, column: 53 },
      { url: 'https://auto.link', raw: 'https://auto.link', line: 1, column: 76 },
      { url: '/docs/guide/other', raw: './other.md', line: 1, column: 96 },
    ]);
  });

  it('rewrite and record links written in raw HTML', () => {
    const result = render('<p>Go <a href="./other.md#top">there</a></p>\n', { resolveMarkdownLink });
    expect(result.content).toEqual([['p', null, 'Go ', ['a', { href: '/docs/guide/other#top' }, 'there']]]);
    expect(result.links).toEqual([{ url: '/docs/guide/other#top', raw: './other.md#top', line: 1, column: 7 }]);
  });

  it('send relative links to other files through resolveAsset', () => {
    const result = render('[PDF](<./files/report final.pdf>)\n', { resolveAsset });
    expect(result.content).toEqual([['p', null, ['a', { href: '/assets/report-final.pdf' }, 'PDF']]]);
  });
});

describe('images', () => {
  it('resolve relative images through resolveAsset and leave absolute ones alone', () => {
    const result = render('![Shot](./img/shot.png) ![Logo](/img/logo.svg) ![Remote](https://x.io/a.png)\n', { resolveAsset });
    expect(result.content).toEqual([
      [
        'p',
        null,
        ['img', { src: '/assets/shot-1234.png', alt: 'Shot' }],
        ' ',
        ['img', { src: '/img/logo.svg', alt: 'Logo' }],
        ' ',
        ['img', { src: 'https://x.io/a.png', alt: 'Remote' }],
      ],
    ]);
  });

  it('resolve raw <img src> too', () => {
    expect(render('<img src="img/shot.png" width="200" />\n', { resolveAsset }).content).toEqual([['img', { src: '/assets/shot-1234.png', width: 200 }]]);
  });

  it('report missing images as errors with file and line, all of them at once', () => {
    expect(renderErrors('Text\n\n![A](./nope.png)\n\n<img src="gone.jpg">\n', { resolveAsset })).toEqual([
      {
        rule: 'markdown/missing-image',
        severity: 'error',
        file: 'docs/guide/page.md',
        line: 3,
        column: 1,
        message: 'image "./nope.png" not found',
        hint: expect.stringContaining('/site/docs/guide/nope.png'),
      },
      {
        rule: 'markdown/missing-image',
        severity: 'error',
        file: 'docs/guide/page.md',
        line: 5,
        column: 1,
        message: 'image "gone.jpg" not found',
        hint: expect.stringContaining('/site/docs/guide/gone.jpg'),
      },
    ]);
  });

  it('onBrokenMarkdownImages "warn" makes a missing image a warning and keeps its path; "ignore" says nothing', () => {
    const warned = render('![A](./nope.png)\n', { resolveAsset, onMissingImage: 'warn' });
    expect(warned.content).toEqual([['p', null, ['img', { src: './nope.png', alt: 'A' }]]]);
    expect(warned.diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.message} [${d.rule}]`)).toEqual([
      '1:1 warning image "./nope.png" not found [markdown/missing-image]',
    ]);
    expect(render('![A](./nope.png)\n', { resolveAsset, onMissingImage: 'ignore' }).diagnostics).toEqual([]);
  });
});
