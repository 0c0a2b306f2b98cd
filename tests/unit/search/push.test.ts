import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildRecords } from '../../../src/search/build-records.js';
import { pushRecords, type PushHost } from '../../../src/search/push.js';
import { PushError } from '../../../src/search/push-error.js';
import { MissingCredentialError } from '../../../src/search/validate.js';
import { DOCSEARCH_SETTINGS } from '../../../shared/search/settings.js';
import type { DocSearchRecord } from '../../../shared/search/types.js';
import { startFakeAlgolia, type FakeAlgolia } from './fake-algolia-server.js';

const APP_ID = 'TESTAPP42';
const ADMIN_KEY = 'adm1n-s3cr3t-key-0123456789abcdef';

let fake: FakeAlgolia;
let hosts: PushHost[];
let output: string[];

function makeRecords(count: number): DocSearchRecord[] {
  const blocks = Array.from({ length: count - 1 }, (_, i) => ({ kind: 'content' as const, text: `Paragraph number ${i} about entities.` }));
  return buildRecords(
    [
      {
        path: '/docs/intro',
        title: 'Introduction',
        lvl0: 'Docs',
        language: ['en'],
        version: ['0.18.0'],
        docusaurusTag: ['docs-default-0.18.0'],
        pageRank: 0,
        blocks,
      },
    ],
    { siteUrl: 'https://wasp.sh', baseUrl: '/' },
  );
}

beforeAll(async () => {
  fake = await startFakeAlgolia({ appId: APP_ID, apiKey: ADMIN_KEY });
  hosts = [{ url: '127.0.0.1', port: fake.port, protocol: 'http' }];
});

afterAll(() => fake.close());

beforeEach(() => {
  // Everything printed anywhere during a push, to prove the key never shows.
  output = [];
  const capture = (...args: unknown[]): void => {
    output.push(args.map((a) => (typeof a === 'string' ? a : (JSON.stringify(a) ?? String(a)))).join(' '));
  };
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) vi.spyOn(console, method).mockImplementation(capture);
  const write = (chunk: unknown): boolean => {
    output.push(String(chunk));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(write as never);
  vi.spyOn(process.stderr, 'write').mockImplementation(write as never);
});

afterEach(() => {
  vi.restoreAllMocks();
  expect(output.join('\n')).not.toContain(ADMIN_KEY);
});

describe('pushRecords', () => {
  it('sends the records and the DocSearch settings to the index', async () => {
    const records = makeRecords(5);
    const log: string[] = [];
    const result = await pushRecords({ appId: APP_ID, adminKey: ADMIN_KEY, indexName: 'wasp', records, hosts, log: (m) => log.push(m) });
    expect(result).toMatchObject({ indexName: 'wasp', records: 5, batches: 1 });

    const index = fake.indices.get('wasp')!;
    expect([...index.records.values()]).toEqual(records);
    expect(index.settings).toMatchObject({
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'unordered(hierarchy.lvl5)',
        'unordered(hierarchy.lvl6)',
        'content',
      ],
      attributesForFaceting: ['language', 'version', 'docusaurus_tag', 'type'],
      distinct: true,
      attributeForDistinct: 'url',
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
    });
    expect(index.settings).toEqual({ ...DOCSEARCH_SETTINGS });
    // No temporary index is left behind.
    expect([...fake.indices.keys()]).toEqual(['wasp']);
    expect(log.length).toBeGreaterThan(0);
    for (const line of [...log, ...output]) expect(line).not.toContain(ADMIN_KEY);
  });

  it('sends the key in a header only, never in a URL', async () => {
    fake.requests.length = 0;
    await pushRecords({ appId: APP_ID, adminKey: ADMIN_KEY, indexName: 'wasp', records: makeRecords(2), hosts });
    expect(fake.requests.length).toBeGreaterThan(0);
    for (const r of fake.requests) {
      expect(r.url).not.toContain(ADMIN_KEY);
      expect(r.headers['x-algolia-api-key']).toBe(ADMIN_KEY);
    }
  });

  it('replaces the index atomically: the live index goes from the old records to the new ones in one move', async () => {
    await pushRecords({ appId: APP_ID, adminKey: ADMIN_KEY, indexName: 'atomic', records: makeRecords(3), hosts });
    fake.history.delete('atomic');
    fake.requests.length = 0;
    const records = makeRecords(2500);
    const result = await pushRecords({ appId: APP_ID, adminKey: ADMIN_KEY, indexName: 'atomic', records, hosts, batchSize: 1000 });
    expect(result.batches).toBe(3);
    // Settings were set on the live index (3 records), then one move brought all 2500.
    expect(fake.history.get('atomic')).toEqual([3, 2500]);
    expect(fake.indices.get('atomic')!.records.size).toBe(2500);
    expect(fake.indices.get('atomic')!.settings).toMatchObject({ attributeForDistinct: 'url' });
    const batches = fake.requests.filter((r) => r.path.endsWith('/batch'));
    expect(batches.every((r) => /^\/1\/indexes\/atomic_tmp_\d+\/batch$/.test(r.path))).toBe(true);
  });

  it('merges caller settings over the DocSearch ones', async () => {
    await pushRecords({ appId: APP_ID, adminKey: ADMIN_KEY, indexName: 'custom', records: makeRecords(2), hosts, settings: { hitsPerPage: 10 } });
    expect(fake.indices.get('custom')!.settings).toMatchObject({ hitsPerPage: 10, distinct: true });
  });

  it('makes the pushed records searchable in the hosted shape', async () => {
    await pushRecords({ appId: APP_ID, adminKey: ADMIN_KEY, indexName: 'wasp', records: makeRecords(5), hosts });
    const res = await fetch(`http://127.0.0.1:${fake.port}/1/indexes/*/queries`, {
      method: 'POST',
      headers: { 'x-algolia-application-id': APP_ID, 'x-algolia-api-key': ADMIN_KEY },
      body: JSON.stringify({ requests: [{ indexName: 'wasp', query: 'introduction' }] }),
    });
    const { results } = (await res.json()) as { results: { hits: { type: string }[] }[] };
    expect(results[0]!.hits[0]!.type).toBe('lvl1');
  });

  it('fails with a message that names the index and the answer but not the key', async () => {
    const wrong = `${ADMIN_KEY}-wrong`;
    const error = (await pushRecords({ appId: APP_ID, adminKey: wrong, indexName: 'wasp', records: makeRecords(2), hosts }).catch(
      (e: unknown) => e,
    )) as PushError;
    expect(error).toBeInstanceOf(PushError);
    expect(error.status).toBe(403);
    expect(error.message).toBe('Pushing the search index "wasp" failed: Invalid Application-ID or API key (HTTP 403).');
    expect(error.message).not.toContain(wrong);
    expect(String(error.stack)).not.toContain(ADMIN_KEY);
    expect(error.cause).toBeUndefined();
  });

  it('fails when the service is unreachable, without the key', async () => {
    const closed = await startFakeAlgolia({ appId: APP_ID, apiKey: ADMIN_KEY });
    const port = closed.port;
    await closed.close();
    const error = (await pushRecords({
      appId: APP_ID,
      adminKey: ADMIN_KEY,
      indexName: 'wasp',
      records: makeRecords(2),
      hosts: [{ url: '127.0.0.1', port, protocol: 'http' }],
    }).catch((e: unknown) => e)) as PushError;
    expect(error).toBeInstanceOf(PushError);
    expect(error.message).toMatch(/^Pushing the search index "wasp" failed: the search service is unreachable/);
    expect(error.message).not.toContain(ADMIN_KEY);
  });

  it('refuses empty credentials, naming the missing value', async () => {
    const records = makeRecords(1);
    await expect(pushRecords({ appId: '', adminKey: ADMIN_KEY, indexName: 'wasp', records, hosts })).rejects.toThrow(/^ALGOLIA_APP_ID is missing/);
    await expect(pushRecords({ appId: APP_ID, adminKey: ' ', indexName: 'wasp', records, hosts })).rejects.toThrow(/^ALGOLIA_ADMIN_KEY is missing/);
    await expect(pushRecords({ appId: APP_ID, adminKey: '', indexName: 'wasp', records, hosts })).rejects.toBeInstanceOf(MissingCredentialError);
    await expect(
      pushRecords({
        appId: '',
        adminKey: ADMIN_KEY,
        indexName: 'wasp',
        records,
        hosts,
        credentialNames: { appId: 'search.appId', adminKey: 'search.adminKey' },
      }),
    ).rejects.toThrow(/^search\.appId is missing/);
  });
});
