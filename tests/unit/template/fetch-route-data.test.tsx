import { describe, expect, it } from 'vitest';
import { fetchRouteData, RouteDataError } from '../../../template/router/fetch-route-data';
import { pageTitle } from '../../../template/router/page-title';

const site = { baseUrl: '/', dataBase: '_data' };
const respond = (status: number, body: string) => (async () => new Response(body, { status })) as typeof fetch;

describe('fetchRouteData', () => {
  it('returns the route of the data file', async () => {
    const route = { kind: 'doc', path: '/docs/a', title: 'A', props: {} };
    await expect(fetchRouteData(site, '/docs/a', { fetch: respond(200, JSON.stringify(route)) })).resolves.toEqual(route);
  });

  it('turns a 404 into the notFound route', async () => {
    await expect(fetchRouteData(site, '/nope', { fetch: respond(404, 'x') })).resolves.toMatchObject({
      kind: 'notFound',
      path: '/nope',
      title: 'Page Not Found',
    });
  });

  it('throws on server errors, invalid JSON and network failures', async () => {
    await expect(fetchRouteData(site, '/a', { fetch: respond(500, '') })).rejects.toBeInstanceOf(RouteDataError);
    await expect(fetchRouteData(site, '/a', { fetch: respond(200, '<html>') })).rejects.toThrow(/not valid JSON/);
    await expect(fetchRouteData(site, '/a', { fetch: respond(200, '{"x":1}') })).rejects.toThrow(/does not describe a route/);
    const offline = (async () => {
      throw new TypeError('offline');
    }) as typeof fetch;
    await expect(fetchRouteData(site, '/a', { fetch: offline })).rejects.toThrow(/Could not fetch \/_data\/a.json/);
  });
});

describe("a doc's sidebar file", () => {
  // Answers by URL, counting the requests for each.
  const server = (files: Record<string, [number, string]>) => {
    const asked: string[] = [];
    const fetch = (async (url: string) => {
      asked.push(url);
      const [status, body] = files[url] ?? [404, ''];
      return new Response(body, { status });
    }) as unknown as typeof globalThis.fetch;
    return { fetch, asked };
  };
  const doc = (path: string, sidebarFile: string) => JSON.stringify({ kind: 'doc', path, title: path, props: { id: path, sidebarFile } });
  const sidebar = [{ type: 'link', label: 'A', href: '/docs/a' }];

  it('is loaded into the route once, and shared by the pages that name it', async () => {
    const { fetch, asked } = server({
      '/_data/docs/a.json': [200, doc('/docs/a', 'assets/sidebars/0123456789abcdef.json')],
      '/_data/docs/b.json': [200, doc('/docs/b', 'assets/sidebars/0123456789abcdef.json')],
      '/assets/sidebars/0123456789abcdef.json': [200, JSON.stringify(sidebar)],
    });
    const a = await fetchRouteData(site, '/docs/a', { fetch });
    const b = await fetchRouteData(site, '/docs/b', { fetch });
    expect(a.props).toEqual({ id: '/docs/a', sidebar });
    expect(b.props).toEqual({ id: '/docs/b', sidebar });
    expect(asked.filter((url) => url.includes('sidebars'))).toEqual(['/assets/sidebars/0123456789abcdef.json']);
  });

  it('fails the route with a RouteDataError when it cannot be loaded, and is asked for again next time', async () => {
    const file = 'assets/sidebars/fedcba9876543210.json';
    const broken = server({ '/_data/docs/a.json': [200, doc('/docs/a', file)], [`/${file}`]: [500, ''] });
    await expect(fetchRouteData(site, '/docs/a', { fetch: broken.fetch })).rejects.toThrow(
      /Fetching \/assets\/sidebars\/fedcba9876543210.json failed with status 500/,
    );
    const notJson = server({ '/_data/docs/a.json': [200, doc('/docs/a', file)], [`/${file}`]: [200, '<html>'] });
    await expect(fetchRouteData(site, '/docs/a', { fetch: notJson.fetch })).rejects.toThrow(/is not valid JSON/);
    const fixed = server({ '/_data/docs/a.json': [200, doc('/docs/a', file)], [`/${file}`]: [200, JSON.stringify(sidebar)] });
    await expect(fetchRouteData(site, '/docs/a', { fetch: fixed.fetch })).resolves.toMatchObject({ props: { sidebar } });
  });
});

describe('pageTitle', () => {
  it('joins page and site titles, or uses the site title alone', () => {
    expect(pageTitle({ title: 'Wasp', titleDelimiter: '|' }, { title: 'Intro' })).toBe('Intro | Wasp');
    expect(pageTitle({ title: 'Wasp', titleDelimiter: '·' }, { title: 'Intro' })).toBe('Intro · Wasp');
    expect(pageTitle({ title: 'Wasp', titleDelimiter: '|' }, { title: '' })).toBe('Wasp');
  });
});
