import { describe, expect, it } from 'vitest';
import { routeTableJson } from '../../../src/routes/route-table.js';
import type { RouteEntry } from '../../../src/routes/types.js';
import type { ResolvedConfig } from '../../../src/config/types.js';
import { loadRouteTable } from '../../../template/runtime/link-prefetch';

const route = (kind: string, path: string) => ({ data: { kind, path } }) as unknown as RouteEntry;

describe('the route table', () => {
  it('lists every page as the router names it (below the base URL, no trailing slash), the 404 page left out', () => {
    const config = { baseUrl: '/base/' } as ResolvedConfig;
    const routes = [route('home', '/base'), route('doc', '/base/docs/intro'), route('doc', '/base/docs/guides/'), route('notFound', '/base/404'), route('blogList', '/base/blog')];
    expect(JSON.parse(routeTableJson(config, routes))).toEqual(['/', '/blog', '/docs/guides', '/docs/intro']);
    expect(JSON.parse(routeTableJson({ baseUrl: '/' } as ResolvedConfig, [route('home', '/'), route('doc', '/docs/a')]))).toEqual(['/', '/docs/a']);
  });

  it('is loaded from the base URL; a missing or broken table gives undefined, so every link is prefetched', async () => {
    const asked: string[] = [];
    const answer = (status: number, body: string) => (async (url: string) => {
      asked.push(url);
      return new Response(body, { status });
    }) as unknown as typeof fetch;
    expect(await loadRouteTable({ baseUrl: '/base/' }, answer(200, '["/","/docs/intro"]'))).toEqual(new Set(['/', '/docs/intro']));
    expect(asked).toEqual(['/base/assets/routes.json']);
    expect(await loadRouteTable({ baseUrl: '/' }, answer(404, 'no'))).toBeUndefined();
    expect(await loadRouteTable({ baseUrl: '/' }, answer(200, '{"x":1}'))).toBeUndefined();
    expect(await loadRouteTable({ baseUrl: '/' }, (async () => { throw new TypeError('offline'); }) as unknown as typeof fetch)).toBeUndefined();
  });
});
