import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeStaticIndex, type StaticIndexData } from '../../shared/search/static-index.js';
import { copyFixture, removeDir, repoRoot } from '../helpers/fixture.js';
import { startFakeAlgolia, type FakeAlgolia } from '../unit/search/fake-algolia-server.js';
import { freePort } from '../helpers/cli-server.js';

const APP_ID = 'FIXTUREAPP';
const ADMIN_KEY = 'adm1n-k3y-that-must-never-show-0123456789';

/** Runs the CLI without blocking this process (the fake service answers from here). */
function runCliAsync(cwd: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'bin', 'docs.js'), ...args], {
      cwd,
      env: { ...process.env, ALGOLIA_APP_ID: '', ALGOLIA_ADMIN_KEY: '', ALGOLIA_HOSTS: '', ...env, NO_COLOR: '1' },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, output }));
  });
}

describe('search from the command line', () => {
  let dir: string;
  let fake: FakeAlgolia;

  beforeAll(async () => {
    dir = copyFixture('search');
    const build = await runCliAsync(dir, ['build', '--verbose']);
    expect(build.code, build.output).toBe(0);
    expect(build.output).toMatch(/search\s+[\d.]+ ms/);
    fake = await startFakeAlgolia({ appId: APP_ID, apiKey: ADMIN_KEY });
  });
  afterAll(async () => {
    await fake?.close();
    removeDir(dir);
  });

  it('docs build writes the static index (not the raw records), without the noIndex version', () => {
    const dist = path.join(dir, 'dist');
    expect(existsSync(path.join(dist, 'search-records.json'))).toBe(false);
    const data = JSON.parse(readFileSync(path.join(dist, 'search-index.json'), 'utf8')) as StaticIndexData;
    expect(data.indexName).toBe('search-fixture');
    const records = decodeStaticIndex(data);
    expect(records.some((r) => r.url === 'https://search.example.com/docs/guides/install#pelican-mode')).toBe(true);
    expect(records.some((r) => r.version.includes('1.0.0'))).toBe(true);
    // Version 0.9.0 has noIndex: no records, and its word is nowhere.
    expect(records.some((r) => r.version.includes('0.9.0'))).toBe(false);
    expect(JSON.stringify(records)).not.toContain('narwhal');
  });

  it('docs index writes the static index and, with --records, the raw records', async () => {
    const result = await runCliAsync(dir, ['index', '--records', 'records.json']);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(/Indexed \d+ records from \d+ pages into dist\/search-index\.json/);
    const records = JSON.parse(readFileSync(path.join(dir, 'records.json'), 'utf8')) as { url: string }[];
    expect(records.length).toBeGreaterThan(10);
  });

  it('docs index --push sends the records and settings with the credentials from the environment, never printing the key', async () => {
    const result = await runCliAsync(dir, ['index', '--push'], {
      ALGOLIA_APP_ID: APP_ID,
      ALGOLIA_ADMIN_KEY: ADMIN_KEY,
      ALGOLIA_HOSTS: `http://127.0.0.1:${fake.port}`,
    });
    expect(result.code, result.output).toBe(0);
    expect(result.output).not.toContain(ADMIN_KEY);
    expect(result.output).toMatch(/Index "search-fixture" now holds \d+ records/);
    const index = fake.indices.get('search-fixture')!;
    expect(index.records.size).toBeGreaterThan(10);
    expect(index.settings).toMatchObject({ attributeForDistinct: 'url', attributesForFaceting: expect.arrayContaining(['version', 'docusaurus_tag']) });
    const urls = [...index.records.values()].map((r) => r.url as string);
    expect(urls).toContain('https://search.example.com/docs/guides/install#pelican-mode');
  });

  it('docs index --push fails with a clear message when a credential is missing', async () => {
    const result = await runCliAsync(dir, ['index', '--push'], { ALGOLIA_APP_ID: APP_ID });
    expect(result.code).toBe(1);
    expect(result.output).toContain('ALGOLIA_ADMIN_KEY is missing');
    expect(result.output).not.toContain('Internal error');
  });

  it('docs index --push reports a rejected key without printing it', async () => {
    const wrongKey = 'wr0ng-k3y-also-secret-abcdef0123';
    const result = await runCliAsync(dir, ['index', '--push'], {
      ALGOLIA_APP_ID: APP_ID,
      ALGOLIA_ADMIN_KEY: wrongKey,
      ALGOLIA_HOSTS: `http://127.0.0.1:${fake.port}`,
    });
    expect(result.code).toBe(1);
    expect(result.output).toContain('Pushing the search index "search-fixture" failed');
    expect(result.output).not.toContain(wrongKey);
    expect(result.output).not.toContain('Internal error');
  });

  it('docs index refuses a folder without a built site', async () => {
    const result = await runCliAsync(dir, ['index', '--dist', 'nowhere']);
    expect(result.code).toBe(1);
    expect(result.output).toContain('holds no built site');
  });

  describe('docs serve', () => {
    let server: ChildProcess;
    let origin: string;

    beforeAll(async () => {
      const port = await freePort();
      origin = `http://127.0.0.1:${port}`;
      server = spawn(process.execPath, [path.join(repoRoot, 'bin', 'docs.js'), 'serve', '--port', String(port)], { cwd: dir });
      await new Promise<void>((resolve, reject) => {
        let out = '';
        server.stdout!.on('data', (d) => {
          out += d;
          if (out.includes('Serving')) resolve();
        });
        server.on('exit', (code) => reject(new Error(`docs serve exited with ${code}`)));
      });
    });
    afterAll(() => {
      server?.kill();
    });

    it('answers POST /1/indexes/*/queries from the built index, with facet filters and paging', async () => {
      const response = await fetch(`${origin}/1/indexes/*/queries`, {
        method: 'POST',
        body: JSON.stringify({
          requests: [
            {
              indexName: 'search-fixture',
              query: 'lantern',
              hitsPerPage: 5,
              page: 1,
              facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
              attributesToSnippet: ['content:10'],
            },
          ],
        }),
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as {
        results: { hits: { url: string; _snippetResult?: unknown }[]; nbHits: number; page: number; hitsPerPage: number }[];
      };
      const [result] = body.results;
      expect(result!.page).toBe(1);
      expect(result!.hitsPerPage).toBe(5);
      expect(result!.hits).toHaveLength(5);
      expect(result!.nbHits).toBeGreaterThan(20);
      expect(result!.hits.every((h) => h.url.startsWith('https://search.example.com/docs/guides/reference'))).toBe(true);
    });

    it('answers a request without its parameters with the hosted service message', async () => {
      const response = await fetch(`${origin}/1/indexes/*/queries`, { method: 'POST', body: '' });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe('Parameter `searchMethodParams.requests` is required when calling `search`.');
    });

    it('still serves the pages', async () => {
      const response = await fetch(`${origin}/docs/guides/install`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('data-search-content');
    });
  });
});
