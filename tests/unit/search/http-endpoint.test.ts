import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { liteClient } from 'algoliasearch/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRecords } from '../../../src/search/build-records.js';
import { createSearchEndpoint } from '../../../src/search/http-endpoint.js';
import { createLocalEngine } from '../../../src/search/local-engine.js';
import { createHttpSearchClient } from '../../../shared/search/client.js';
import { MISSING_REQUESTS_MESSAGE, SearchApiError } from '../../../shared/search/errors.js';

const records = buildRecords(
  [
    {
      path: '/docs/0.18.0/data-model/entities',
      title: 'Entities',
      lvl0: 'Data model',
      language: ['en'],
      version: ['0.18.0'],
      docusaurusTag: ['docs-default-0.18.0'],
      pageRank: 0,
      blocks: [
        { kind: 'content', text: 'Entities are the data model of a Wasp app.' },
        { kind: 'heading', level: 2, text: 'Defining entities', id: 'defining-entities' },
        { kind: 'content', text: 'Define entities in schema.prisma.' },
      ],
    },
  ],
  { siteUrl: 'https://wasp.sh', baseUrl: '/' },
);

let server: Server;
let base: string;

beforeAll(async () => {
  const engine = createLocalEngine({ indexName: 'wasp', records });
  // An async getter, as docs dev gives one: the engine may be swapped after a rebuild.
  const handler = createSearchEndpoint({ backend: async () => engine, maxBodyBytes: 64 * 1024 });
  server = createServer((req, res) => {
    void handler(req, res, () => {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not the search endpoint');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function post(path: string, body: string | Buffer | undefined, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, { method: 'POST', body, headers: { 'content-type': 'text/plain', ...headers } });
  return { status: res.status, headers: res.headers, json: (await res.json()) as Record<string, unknown> };
}

const QUERIES = '/1/indexes/*/queries?x-algolia-application-id=local&x-algolia-api-key=local';

describe('POST /1/indexes/*/queries', () => {
  it('answers with the hosted shape', async () => {
    const res = await post(QUERIES, JSON.stringify({ requests: [{ indexName: 'wasp', query: 'entities', hitsPerPage: 5, clickAnalytics: true }] }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const results = res.json.results as Record<string, unknown>[];
    expect(results).toHaveLength(1);
    // Distinct by url: the title and the text before the first heading share one url.
    expect(results[0]).toMatchObject({ index: 'wasp', query: 'entities', hitsPerPage: 5, page: 0, nbHits: 2, nbPages: 1 });
    expect(results[0]!.queryID).toMatch(/^[0-9a-f]{32}$/);
    const hit = (results[0]!.hits as Record<string, any>[])[0]!;
    expect(hit).toMatchObject({ type: 'lvl1', url: 'https://wasp.sh/docs/0.18.0/data-model/entities' });
    expect(hit._highlightResult.hierarchy.lvl1).toEqual({ value: '<em>Entities</em>', matchLevel: 'full', matchedWords: ['entities'], fullyHighlighted: true });
  });

  it('answers several queries in order and applies facet filters', async () => {
    const res = await post(
      QUERIES,
      JSON.stringify({
        requests: [
          { indexName: 'wasp', query: 'schema' },
          { indexName: 'wasp', query: 'schema', facetFilters: ['version:0.17.0'] },
        ],
      }),
    );
    const results = res.json.results as { nbHits: number }[];
    expect(results.map((r) => r.nbHits)).toEqual([1, 0]);
  });

  it('accepts a gzip-compressed body', async () => {
    const body = gzipSync(JSON.stringify({ requests: [{ indexName: 'wasp', query: 'entities' }] }));
    const res = await post(QUERIES, body, { 'content-encoding': 'gzip' });
    expect(res.status).toBe(200);
  });

  it('answers 400 with the message the hosted service gives when the body or its requests are missing', async () => {
    for (const body of [undefined, '', '{}', '{"requests":null}']) {
      const res = await post(QUERIES, body);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: MISSING_REQUESTS_MESSAGE, status: 400 });
    }
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await post(QUERIES, '{"requests": [');
    expect(res.status).toBe(400);
    expect(res.json.status).toBe(400);
    expect(res.json.message).toMatch(/^Request body is not valid JSON/);
  });

  it('answers 400 for a query without an index name, and for bad parameters', async () => {
    let res = await post(QUERIES, JSON.stringify({ requests: [{ query: 'x' }] }));
    expect(res).toMatchObject({ status: 400, json: { status: 400, message: 'Parameter `requests[0].indexName` is required when calling `search`.' } });
    res = await post(QUERIES, JSON.stringify({ requests: [{ indexName: 'wasp', hitsPerPage: -1 }] }));
    expect(res).toMatchObject({ status: 400, json: { status: 400 } });
    expect(res.json.message).toMatch(/hitsPerPage/);
  });

  it('answers 404 for an unknown index', async () => {
    const res = await post(QUERIES, JSON.stringify({ requests: [{ indexName: 'nope', query: 'x' }] }));
    expect(res).toEqual({ status: 404, headers: expect.anything(), json: { message: 'Index nope does not exist', status: 404 } });
  });

  it('answers 405 for another method, and 204 without CORS headers for OPTIONS', async () => {
    const get = await fetch(`${base}/1/indexes/*/queries`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    expect(await get.json()).toMatchObject({ status: 405 });
    const options = await fetch(`${base}/1/indexes/*/queries`, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("sends no CORS header with an answer: only the site's own pages read it", async () => {
    const res = await post(QUERIES, JSON.stringify({ requests: [{ indexName: 'wasp', query: 'x' }] }));
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("answers 400 in the hosted service's shape for more than 50 queries in one request, and takes 50", async () => {
    const queries = (n: number) => Array.from({ length: n }, () => ({ indexName: 'wasp', query: 'x', hitsPerPage: 1000 }));
    let res = await post(QUERIES, JSON.stringify({ requests: queries(51) }));
    expect(res).toEqual({
      status: 400,
      headers: expect.anything(),
      json: { status: 400, message: 'Too many queries in multi query request: 51, at most 50 are allowed.' },
    });
    res = await post(QUERIES, JSON.stringify(queries(1150)));
    expect(res.status).toBe(400);
    res = await post(QUERIES, JSON.stringify({ requests: queries(50) }));
    expect(res.status).toBe(200);
  });

  it('answers 413 for an oversized body', async () => {
    const res = await post(QUERIES, JSON.stringify({ requests: [{ indexName: 'wasp', query: 'x'.repeat(70 * 1024) }] }));
    expect(res.status).toBe(413);
    expect(res.json.status).toBe(413);
  });
});

describe('POST /1/indexes/{name}/query', () => {
  it('answers one result, from a params string or flat parameters', async () => {
    let res = await post('/1/indexes/wasp/query', JSON.stringify({ params: 'query=schema&hitsPerPage=1' }));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ index: 'wasp', query: 'schema', hitsPerPage: 1, nbHits: 1 });
    res = await post('/1/indexes/wasp/query', JSON.stringify({ query: 'schema' }));
    expect(res.json).toMatchObject({ nbHits: 1 });
  });

  it('treats an empty body as an empty query, as the hosted service does', async () => {
    const res = await post('/1/indexes/wasp/query', undefined);
    expect(res.status).toBe(200);
    expect(res.json.query).toBe('');
  });

  it('answers 404 for an unknown index and 400 for a body that is not an object', async () => {
    expect((await post('/1/indexes/nope/query', '{}')).json).toEqual({ message: 'Index nope does not exist', status: 404 });
    expect((await post('/1/indexes/wasp/query', '[1]')).status).toBe(400);
  });
});

describe('other paths', () => {
  it('answers 404 in JSON for other search API routes', async () => {
    const res = await post('/1/indexes/*/recommendations', '{}');
    expect(res).toMatchObject({ status: 404, json: { status: 404 } });
  });

  it('leaves paths outside /1/indexes/ to the next handler', async () => {
    const res = await fetch(`${base}/docs/intro`);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('not the search endpoint');
  });
});

describe('clients over HTTP', () => {
  it('serves the hosted lite client (the one DocSearch uses) pointed at it', async () => {
    const port = Number(new URL(base).port);
    const client = liteClient('local', 'local-search-key', { hosts: [{ url: '127.0.0.1', port, protocol: 'http', accept: 'read' }] });
    const { results } = await client.search({ requests: [{ indexName: 'wasp', query: 'defining' }] });
    expect((results[0] as { hits: { anchor: string }[] }).hits[0]!.anchor).toBe('defining-entities');
    await expect(client.search({ requests: [{ indexName: 'nope', query: 'x' }] })).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
      message: 'Index nope does not exist',
    });
  });

  it('serves the local HTTP client, which reports API errors with status and message', async () => {
    const client = createHttpSearchClient({ baseUrl: base });
    const { results } = await client.search({ requests: [{ indexName: 'wasp', query: 'entities' }] });
    // Distinct by url: the title and the text before the first heading share one url.
    expect(results[0]!.nbHits).toBe(2);
    const single = await client.searchSingleIndex({ indexName: 'wasp', searchParams: { query: 'schema' } });
    expect(single.nbHits).toBe(1);
    const error = await client.search({ requests: [{ indexName: 'nope' }] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SearchApiError);
    expect(error).toMatchObject({ status: 404, message: 'Index nope does not exist' });
  });

  it('rejects with a RetryError when the backend is down (DocSearch shows its error view)', async () => {
    const down = createServer();
    await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve));
    const port = (down.address() as AddressInfo).port;
    await new Promise<void>((resolve) => down.close(() => resolve()));
    const client = createHttpSearchClient({ baseUrl: `http://127.0.0.1:${port}` });
    await expect(client.search({ requests: [{ indexName: 'wasp', query: 'x' }] })).rejects.toMatchObject({ name: 'RetryError' });
  });

  it('rejects with a DeserializationError when the answer is not JSON', async () => {
    const client = createHttpSearchClient({
      fetch: async () => new Response('<html>proxy error</html>', { status: 502 }),
    });
    await expect(client.search({ requests: [{ indexName: 'wasp' }] })).rejects.toMatchObject({ name: 'DeserializationError' });
  });
});
