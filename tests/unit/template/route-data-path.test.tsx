import { describe, expect, it } from 'vitest';
import { routeToDataPath } from '../../../shared/route-data-path';
import { routeDataUrl } from '../../../template/router/fetch-route-data';

describe('routeToDataPath', () => {
  it('maps the home route to /index.json', () => {
    expect(routeToDataPath('/')).toBe('/index.json');
    expect(routeToDataPath('')).toBe('/index.json');
  });

  it('appends .json to other routes, ignoring a trailing slash, query and hash', () => {
    expect(routeToDataPath('/docs/intro')).toBe('/docs/intro.json');
    expect(routeToDataPath('/docs/')).toBe('/docs.json');
    expect(routeToDataPath('/search?q=x#top')).toBe('/search.json');
    expect(routeToDataPath('blog')).toBe('/blog.json');
  });
});

describe('routeDataUrl', () => {
  it('joins base URL, data base and data path with single slashes and encodes the path', () => {
    expect(routeDataUrl({ baseUrl: '/', dataBase: '_data' }, '/docs/intro')).toBe('/_data/docs/intro.json');
    expect(routeDataUrl({ baseUrl: '/site/', dataBase: '/__docs/data/' }, '/')).toBe('/site/__docs/data/index.json');
    expect(routeDataUrl({ baseUrl: '/', dataBase: '_data' }, '/blog/tags/café')).toBe('/_data/blog/tags/caf%C3%A9.json');
  });
});
