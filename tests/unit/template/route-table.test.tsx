import { describe, expect, it } from 'vitest';
import { loadRouteTable } from '../../../template/runtime/link-prefetch';

describe('the route table in the browser', () => {
  it('is loaded from the base URL; a missing or broken table gives undefined, so every link is prefetched', async () => {
    const asked: string[] = [];
    const answer = (status: number, body: string) =>
      (async (url: string) => {
        asked.push(url);
        return new Response(body, { status });
      }) as unknown as typeof fetch;
    expect(await loadRouteTable({ baseUrl: '/base/' }, answer(200, '["/","/docs/intro"]'))).toEqual(new Set(['/', '/docs/intro']));
    expect(asked).toEqual(['/base/assets/routes.json']);
    expect(await loadRouteTable({ baseUrl: '/' }, answer(404, 'no'))).toBeUndefined();
    expect(await loadRouteTable({ baseUrl: '/' }, answer(200, '{"x":1}'))).toBeUndefined();
    expect(
      await loadRouteTable({ baseUrl: '/' }, (async () => {
        throw new TypeError('offline');
      }) as unknown as typeof fetch),
    ).toBeUndefined();
  });
});
