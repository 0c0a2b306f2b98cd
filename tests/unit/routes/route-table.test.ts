import { describe, expect, it } from 'vitest';
import { routeTableJson } from '../../../src/routes/route-table.js';
import type { RouteEntry } from '../../../src/routes/types.js';
import type { ResolvedConfig } from '../../../src/config/types.js';

const route = (kind: string, path: string) => ({ data: { kind, path } }) as unknown as RouteEntry;

describe('the route table', () => {
  it('lists every page as the router names it (below the base URL, no trailing slash), the 404 page left out', () => {
    const config = { baseUrl: '/base/' } as ResolvedConfig;
    const routes = [
      route('home', '/base'),
      route('doc', '/base/docs/intro'),
      route('doc', '/base/docs/guides/'),
      route('notFound', '/base/404'),
      route('blogList', '/base/blog'),
    ];
    expect(JSON.parse(routeTableJson(config, routes))).toEqual(['/', '/blog', '/docs/guides', '/docs/intro']);
    expect(JSON.parse(routeTableJson({ baseUrl: '/' } as ResolvedConfig, [route('home', '/'), route('doc', '/docs/a')]))).toEqual(['/', '/docs/a']);
  });
});
