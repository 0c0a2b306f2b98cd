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
    await expect(fetchRouteData(site, '/nope', { fetch: respond(404, 'x') })).resolves.toMatchObject({ kind: 'notFound', path: '/nope', title: 'Page Not Found' });
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

describe('pageTitle', () => {
  it('joins page and site titles, or uses the site title alone', () => {
    expect(pageTitle({ title: 'Wasp' }, { title: 'Intro' })).toBe('Intro | Wasp');
    expect(pageTitle({ title: 'Wasp' }, { title: '' })).toBe('Wasp');
  });
});
