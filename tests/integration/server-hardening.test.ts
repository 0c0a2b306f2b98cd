import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningAddresses, startCliServer, type CliServer } from '../helpers/cli-server.js';
import { copyFixture, removeDir } from '../helpers/fixture.js';
import { rawRequest } from '../helpers/raw-http.js';
import { runCli } from '../helpers/run-cli.js';

// `docs serve` and `docs dev`, started as a user starts them, asked with raw HTTP for files
// outside the folder they serve (issue 15, item 5). fetch would normalise most of these URLs.

const QUERIES = '/1/indexes/*/queries?x-algolia-application-id=local&x-algolia-api-key=local';

describe.each(['serve', 'dev'] as const)('docs %s on a hostile request', (command) => {
  let site: string;
  let outside: string;
  let token: string;
  let server: CliServer;

  beforeAll(async () => {
    site = copyFixture('search');
    outside = mkdtempSync(path.join(os.tmpdir(), 'docs-outside-'));
    token = `machine-secret-${process.pid}-${command}`;
    writeFileSync(path.join(outside, 'secret.txt'), `${token}\n`);
    // Inside the site but outside the served folder, where "../" from it would land.
    writeFileSync(path.join(site, 'secret.txt'), `${token}\n`);
    mkdirSync(path.join(site, 'static'));
    writeFileSync(path.join(site, 'static', 'hello.txt'), 'hello\n');
    if (command === 'serve') {
      const build = runCli(site, ['build']);
      expect(build.code, build.stderr).toBe(0);
    }
    server = await startCliServer(site, [command]);
    // Added after start, as a later checkout or a stale dist/ could: the server itself must refuse them.
    const served = command === 'serve' ? path.join(site, 'dist') : path.join(site, 'static');
    symlinkSync(path.join(outside, 'secret.txt'), path.join(served, 'leak.txt'));
    symlinkSync(outside, path.join(served, 'leak-folder'));
    // A link that stays inside keeps working.
    symlinkSync(command === 'serve' ? 'sitemap.xml' : 'hello.txt', path.join(served, 'alias.txt'));
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    removeDir(site);
    removeDir(outside);
  });

  const bad: { name: string; target: string; status: number }[] = [
    { name: 'dot-dot', target: '/../secret.txt', status: 400 },
    { name: 'dot-dot deep', target: '/../../../../../../../../etc/passwd', status: 400 },
    { name: 'dot-dot after a folder', target: '/docs/../../secret.txt', status: 400 },
    { name: 'encoded dots', target: '/%2e%2e/secret.txt', status: 400 },
    { name: 'encoded dots, upper case', target: '/%2E%2E/%2E%2E/etc/passwd', status: 400 },
    { name: 'encoded slash', target: '/..%2fsecret.txt', status: 400 },
    { name: 'encoded dots and slashes', target: '/docs/%2e%2e%2f%2e%2e%2fsecret.txt', status: 400 },
    { name: 'backslashes', target: '/..\\..\\secret.txt', status: 400 },
    { name: 'encoded backslashes', target: '/..%5c..%5csecret.txt', status: 400 },
    { name: 'NUL byte', target: '/index.html%00.txt', status: 400 },
    { name: 'NUL byte alone', target: '/%00', status: 400 },
    // Not dots to the file system: no such folder.
    { name: 'overlong UTF-8 dots', target: '/%c0%ae%c0%ae/secret.txt', status: 404 },
    { name: 'malformed encoding with dot-dot', target: '/%zz/../secret.txt', status: 400 },
    { name: 'malformed encoding with encoded dot-dot', target: '/%E0%A4%A/%2e%2e/secret.txt', status: 400 },
    { name: 'absolute-form target', target: 'http://127.0.0.1/../secret.txt', status: 400 },
    { name: 'a URL of 10,000 characters', target: `/${'a'.repeat(10_000)}`, status: 414 },
    { name: 'a link to a file outside', target: '/leak.txt', status: 404 },
    { name: 'a link to a folder outside', target: '/leak-folder/secret.txt', status: 404 },
  ];

  it.each(bad)('$name: answers $status, never the file', async ({ target, status }) => {
    const res = await rawRequest(server.port, target);
    expect(res.status).toBe(status);
    expect(res.body).not.toContain(token);
    expect(res.body).not.toContain('root:x:0:0');
  });

  it('answers a URL longer than the header limit without crashing, then serves pages as before', async () => {
    const res = await rawRequest(server.port, `/${'a'.repeat(100_000)}`);
    // Node's HTTP parser refuses a request line past its header size limit.
    expect(res.status).toBe(431);
    const home = await rawRequest(server.port, '/docs/guides/install');
    expect(home.status).toBe(200);
    expect(server.child.exitCode).toBe(null);
  });

  it('still serves its own files, and links that stay inside', async () => {
    const page = await rawRequest(server.port, '/docs/guides/install');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<!doctype html>');
    const alias = await rawRequest(server.port, '/alias.txt');
    expect(alias.status).toBe(200);
    expect(alias.body).toBe(command === 'serve' ? readFileSync(path.join(site, 'dist', 'sitemap.xml'), 'utf8') : 'hello\n');
    // Dot segments a browser would have removed are refused, not resolved.
    expect((await rawRequest(server.port, '/docs/../docs/guides/install')).status).toBe(400);
  });

  it('listens on 127.0.0.1 only when no --host is given', () => {
    expect(server.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${server.port}/`));
    expect(listeningAddresses(server.child.pid!)).toEqual([`127.0.0.1:${server.port}`]);
  });

  describe('the local search endpoint', () => {
    const post = (body: string | Buffer, headers: Record<string, string> = {}) => rawRequest(server.port, QUERIES, { method: 'POST', body, headers });

    it('answers a normal query', async () => {
      const res = await post(JSON.stringify({ requests: [{ indexName: 'search-fixture', query: 'pelican' }] }));
      expect(res.status, res.body).toBe(200);
      expect(JSON.parse(res.body).results[0].nbHits).toBeGreaterThan(0);
    });

    it('refuses a body over 64 KiB with 413 and a JSON error', async () => {
      const body = JSON.stringify({ requests: [{ indexName: 'search-fixture', query: 'x'.repeat(70 * 1024) }] });
      const res = await post(body);
      expect(res.status).toBe(413);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(res.body)).toEqual({
        status: 413,
        message: 'Request body is larger than the 65536 bytes the local search backend accepts.',
      });
    });

    it('refuses an oversized body sent without a length (chunked), and one that inflates past the limit', async () => {
      const big = Buffer.alloc(100 * 1024, 'x');
      const chunked = Buffer.concat([Buffer.from(`${big.length.toString(16)}\r\n`), big, Buffer.from('\r\n0\r\n\r\n')]);
      let res = await post(chunked, { 'transfer-encoding': 'chunked' });
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body).status).toBe(413);
      // 10 MB of spaces in a 10 KB gzip body.
      const bomb = gzipSync(Buffer.concat([Buffer.from('{"requests":[]'), Buffer.alloc(10 * 1024 * 1024, ' '), Buffer.from('}')]));
      expect(bomb.length).toBeLessThan(64 * 1024);
      res = await post(bomb, { 'content-encoding': 'gzip' });
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body).status).toBe(413);
    });

    it('caps a huge hitsPerPage at 1000, as the hosted service does', async () => {
      const res = await post(JSON.stringify({ requests: [{ indexName: 'search-fixture', query: '', hitsPerPage: 1_000_000_000 }] }));
      expect(res.status, res.body).toBe(200);
      const result = JSON.parse(res.body).results[0];
      expect(result.hitsPerPage).toBe(1000);
      expect(result.hits.length).toBe(Math.min(result.nbHits, 1000));
      const single = await rawRequest(server.port, '/1/indexes/search-fixture/query', {
        method: 'POST',
        body: JSON.stringify({ params: 'query=&hitsPerPage=99999' }),
      });
      expect(single.status, single.body).toBe(200);
      expect(JSON.parse(single.body).hitsPerPage).toBe(1000);
    });
  });
});
