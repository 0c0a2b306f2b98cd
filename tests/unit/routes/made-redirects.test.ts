import { describe, expect, it } from 'vitest';
import { docusaurusRoutePath, extensionRedirects } from '../../../src/routes/made-redirects.js';
import type { RouteEntry } from '../../../src/routes/types.js';

const route = (path: string, kind = 'doc') => ({ data: { kind, path, title: '', props: {} } }) as unknown as RouteEntry;

describe('the page paths redirectRules start from', () => {
  it('are paths from the site root without the base URL, as Docusaurus hands them to the plugin', () => {
    const config = { baseUrl: '/handbook/', trailingSlash: undefined };
    expect(docusaurusRoutePath(config, route('/handbook/docs/pruning'))).toBe('/docs/pruning');
    // The home page under a base URL, and a docs index whose route keeps its slash.
    expect(docusaurusRoutePath(config, route('/handbook'))).toBe('/');
    expect(docusaurusRoutePath(config, route('/handbook/docs/'))).toBe('/docs/');
    // The not-found page is the 404.html file Docusaurus lists among its paths.
    expect(docusaurusRoutePath(config, route('/handbook/404', 'notFound'))).toBe('/404.html');
  });

  it('follow trailingSlash', () => {
    expect(docusaurusRoutePath({ baseUrl: '/', trailingSlash: true }, route('/docs/pruning'))).toBe('/docs/pruning/');
    expect(docusaurusRoutePath({ baseUrl: '/', trailingSlash: false }, route('/docs/'))).toBe('/docs');
    expect(docusaurusRoutePath({ baseUrl: '/', trailingSlash: true }, route('/'))).toBe('/');
  });
});

describe('extension redirects', () => {
  const paths = ['/', '/docs/pruning', '/docs/', '/legacy/report.html', '/404.html'];

  it('make page.ext lead to each page whose path ends in none of them, the home page excepted', () => {
    const made = extensionRedirects(paths, { fromExtensions: ['html', 'htm'], toExtensions: [] });
    expect(made.map((r) => [r.from, r.to])).toEqual([
      ['/docs/pruning.html', '/docs/pruning'],
      ['/docs/pruning.htm', '/docs/pruning'],
      ['/docs.html/', '/docs/'],
      ['/docs.htm/', '/docs/'],
    ]);
  });

  it('make the path without the extension lead to each page that has one', () => {
    const made = extensionRedirects(paths, { fromExtensions: [], toExtensions: ['html'] });
    expect(made.map((r) => [r.from, r.to])).toEqual([
      ['/legacy/report', '/legacy/report.html'],
      ['/404', '/404.html'],
    ]);
  });
});
