import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDevSearchHandler } from '../../src/dev/dev-search.js';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { serveStatic } from '../../src/server/serve.js';
import { freePort } from '../helpers/cli-server.js';
import { copyFixture, removeDir } from '../helpers/fixture.js';
import { rawRequest } from '../helpers/raw-http.js';
import { frame, rawUpgrade, readToEnd, sendAndWatch } from '../helpers/raw-ws.js';

// A real `docs dev` on 127.0.0.1, sent by hand what a hostile page or client could send: bad
// WebSocket frames, foreign origins and hosts, oversized searches. After each, the server
// must still be running and serving pages. An error nothing handles would end a real
// process; here the test runner catches it, so the test records it and fails on it.

const WS = '/__docs/ws';
const MiB = 1024 * 1024;

describe('docs dev on a hostile network', () => {
  let site: string;
  let dev: DevServer;
  let port: number;
  const uncaught: string[] = [];
  const record = (e: unknown) => void uncaught.push(String((e as Error)?.stack ?? e));

  beforeAll(async () => {
    process.on('uncaughtException', record);
    process.on('unhandledRejection', record);
    site = copyFixture('basic');
    port = await freePort();
    dev = await startDevServer({ siteDir: site, port, host: '127.0.0.1', log: () => {}, handle: createDevSearchHandler() });
  });
  afterAll(async () => {
    await dev?.close();
    removeDir(site);
    process.off('uncaughtException', record);
    process.off('unhandledRejection', record);
  });
  // After every case: nothing went unhandled, and a page is still served.
  afterEach(async () => {
    await new Promise((r) => setTimeout(r, 50));
    expect(uncaught.splice(0)).toEqual([]);
    expect((await fetch(`${dev.url}docs`)).status).toBe(200);
  });

  const own = () => `http://127.0.0.1:${port}`;

  const frames: { name: string; bytes: () => Buffer; code: number }[] = [
    { name: 'an unmasked frame', bytes: () => frame(1, Buffer.from('hello'), { mask: false }), code: 1002 },
    { name: 'invalid UTF-8 in a text frame', bytes: () => frame(1, Buffer.from([0xc3, 0x28, 0xff])), code: 1007 },
    { name: 'a reserved opcode', bytes: () => frame(3, Buffer.alloc(0)), code: 1002 },
    { name: 'a declared length of 2^62', bytes: () => frame(2, Buffer.alloc(0), { declaredLength: 2n ** 62n }), code: 1009 },
    { name: 'a 101 MiB message', bytes: () => frame(2, Buffer.alloc(64 * 1024), { declaredLength: BigInt(101 * MiB) }), code: 1009 },
    { name: 'a 64 KiB message, past the live-reload limit', bytes: () => frame(1, Buffer.alloc(64 * 1024, 'x')), code: 1009 },
    {
      name: 'a message in fragments that add up past the limit',
      bytes: () => Buffer.concat([frame(1, Buffer.alloc(3000, 'x'), { fin: false }), frame(0, Buffer.alloc(3000, 'x'), { fin: false })]),
      code: 1009,
    },
  ];

  it.each(frames)('closes the live-reload socket on $name and keeps serving', async ({ bytes, code }) => {
    const upgrade = await rawUpgrade(port, WS, { origin: own() });
    expect(upgrade.status).toBe(101);
    expect(await sendAndWatch(upgrade, bytes())).toBe(code);
  });

  it('keeps serving when a client resets the connection in the middle of a frame', async () => {
    const upgrade = await rawUpgrade(port, WS, { origin: own() });
    expect(upgrade.status).toBe(101);
    upgrade.socket.write(frame(1, Buffer.alloc(2000, 'x')).subarray(0, 500));
    upgrade.socket.resetAndDestroy();
  });

  it('answers an upgrade that is not a valid handshake with 400', async () => {
    const upgrade = await rawUpgrade(port, WS, { origin: own(), 'sec-websocket-key': 'not a key', 'sec-websocket-version': '99' });
    expect(upgrade.status).toBe(400);
    upgrade.socket.destroy();
  });

  it('refuses a WebSocket upgrade from another origin with 403', async () => {
    const upgrade = await rawUpgrade(port, WS, { origin: 'http://evil.example' });
    expect(upgrade.status).toBe(403);
    expect(await readToEnd(upgrade)).toContain('http://evil.example');
  });

  it('refuses a WebSocket upgrade from a page of another port of localhost, and from an opaque origin', async () => {
    for (const origin of [`http://127.0.0.1:${port + 1}`, 'null']) {
      const upgrade = await rawUpgrade(port, WS, { origin });
      expect(upgrade.status, origin).toBe(403);
      upgrade.socket.destroy();
    }
  });

  it('accepts a WebSocket upgrade from its own origin and from a client that sends no Origin', async () => {
    const cases: Record<string, string>[] = [{ origin: own() }, { origin: `http://localhost:${port}`, host: `localhost:${port}` }, {}];
    for (const headers of cases) {
      const upgrade = await rawUpgrade(port, WS, headers);
      expect(upgrade.status, JSON.stringify(headers)).toBe(101);
      upgrade.socket.destroy();
    }
  });

  it("refuses a WebSocket upgrade that names another host, even from that host's own origin", async () => {
    const upgrade = await rawUpgrade(port, WS, { host: `rebind.evil.example:${port}`, origin: `http://rebind.evil.example:${port}` });
    expect(upgrade.status).toBe(403);
    expect(await readToEnd(upgrade)).toContain('rebind.evil.example');
  });

  it('refuses a page, data or asset request that names another host (DNS rebinding) with 403 and how to allow it', async () => {
    for (const target of ['/docs', '/docs/secret', '/sitemap.xml', '/img/ada.svg']) {
      const res = await rawRequest(port, target, { headers: { host: `rebind.evil.example:${port}` } });
      expect(res.status, target).toBe(403);
      expect(res.body).toContain('rebind.evil.example');
      expect(res.body).toContain('allowedHosts');
    }
  });

  it('answers the loopback names', async () => {
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, `docs.localhost:${port}`, 'LOCALHOST']) {
      expect((await rawRequest(port, '/docs', { headers: { host } })).status, host).toBe(200);
    }
  });

  const QUERIES = '/1/indexes/*/queries';
  const search = (text: string, headers: Record<string, string>) =>
    rawRequest(port, QUERIES, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', ...headers },
      body: JSON.stringify({ requests: [{ indexName: 'fixture-site', query: text }] }),
    });

  it('answers a search from its own origin, drafts included, with no CORS header', async () => {
    const res = await search('production', { origin: own() });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.body).toContain('/docs/secret');
  });

  it('refuses a search from another origin, and its preflight, with 403 and no CORS header', async () => {
    const res = await search('production', { origin: 'http://evil.example' });
    expect(res.status).toBe(403);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.body).not.toContain('/docs/secret');
    const preflight = await rawRequest(port, QUERIES, {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("refuses a search that names another host, from that host's own origin", async () => {
    const res = await search('production', { host: `rebind.evil.example:${port}`, origin: `http://rebind.evil.example:${port}` });
    expect(res.status).toBe(403);
  });

  it("answers a search of 1,150 queries of 1,000 hits with a quick 400, in the hosted service's shape", async () => {
    const requests = Array.from({ length: 1150 }, () => ({ indexName: 'fixture-site', hitsPerPage: 1000 }));
    const started = performance.now();
    const res = await rawRequest(port, QUERIES, { method: 'POST', headers: { origin: own() }, body: JSON.stringify({ requests }) });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(res.status).toBe(400);
    const body = JSON.parse(res.body) as { message: string; status: number };
    expect(body.status).toBe(400);
    expect(body.message).toMatch(/50/);
  });

  it('answers a malformed HTTP request with 400 and keeps serving', async () => {
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let text = '';
      socket.on('data', (d) => (text += d));
      socket.on('close', () => resolve(text));
      socket.on('error', () => {});
      socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header\r\n\r\n');
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
  });
});

describe('docs serve on a hostile network', () => {
  let dir: string;
  let server: Server;
  let port: number;

  const start = async (allowedHosts?: string[]) => {
    server = await serveStatic({ dir, port: 0, host: '127.0.0.1', allowedHosts });
    port = (server.address() as AddressInfo).port;
  };
  const stop = () => new Promise<void>((r) => server.close(() => r()));

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'docs-serve-hosts-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Home</title>');
  });
  afterAll(() => removeDir(dir));

  it('answers only the hosts that name it, and those allowedHosts lists', async () => {
    await start();
    try {
      expect((await rawRequest(port, '/', { headers: { host: `localhost:${port}` } })).status).toBe(200);
      expect((await rawRequest(port, '/', { headers: { host: `192.168.1.20:${port}` } })).status).toBe(200);
      const refused = await rawRequest(port, '/', { headers: { host: `docs.example.test:${port}` } });
      expect(refused.status).toBe(403);
      expect(refused.body).toContain('docs.example.test');
    } finally {
      await stop();
    }
    await start(['.example.test']);
    try {
      expect((await rawRequest(port, '/', { headers: { host: `docs.example.test:${port}` } })).status).toBe(200);
      expect((await rawRequest(port, '/', { headers: { host: `example.test:${port}` } })).status).toBe(200);
      expect((await rawRequest(port, '/', { headers: { host: `evil.example:${port}` } })).status).toBe(403);
    } finally {
      await stop();
    }
  });
});
