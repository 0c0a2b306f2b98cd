import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { hostnameOf, isHostAllowed, isOriginAllowed, refuseHostOrOrigin, type HostPolicy } from '../../../src/server/host-guard.js';

const loopback: HostPolicy = { bindHost: '127.0.0.1', allowedHosts: [] };
const request = (headers: Record<string, string>, method = 'GET'): IncomingMessage => ({ method, headers }) as unknown as IncomingMessage;

describe('hostnameOf', () => {
  it('reads the name of a Host header, without port or brackets, in lower case', () => {
    expect(hostnameOf('Docs.Example.test:3000')).toBe('docs.example.test');
    expect(hostnameOf('localhost')).toBe('localhost');
    expect(hostnameOf('[::1]:3000')).toBe('::1');
    expect(hostnameOf('127.0.0.1:80')).toBe('127.0.0.1');
  });

  it('reads nothing from what is not a host', () => {
    for (const bad of ['', ':3000', '[::1', '[::1]x', 'a:b', 'a:1:2', 'a:123456']) expect(hostnameOf(bad), bad).toBeUndefined();
  });
});

describe('isHostAllowed', () => {
  it('answers the loopback names and IP addresses, as DNS rebinding cannot forge them', () => {
    for (const host of ['localhost:3000', 'LOCALHOST', 'docs.localhost:3000', '127.0.0.1:3000', '[::1]:3000', '192.168.1.20:3000', '[fe80::1]']) {
      expect(isHostAllowed(host, loopback), host).toBe(true);
    }
  });

  it('refuses any other name, a name that only contains an allowed one, and an absent Host', () => {
    for (const host of ['evil.example', 'evil.example:3000', 'localhost.evil.example', 'evil-localhost', '127.0.0.1.evil.example', 'mybox.lan']) {
      expect(isHostAllowed(host, loopback), host).toBe(false);
    }
    expect(isHostAllowed(undefined, loopback)).toBe(false);
  });

  it('answers the name the server was told to listen on', () => {
    expect(isHostAllowed('mybox.lan:3000', { bindHost: 'mybox.lan', allowedHosts: [] })).toBe(true);
    expect(isHostAllowed('other.lan:3000', { bindHost: 'mybox.lan', allowedHosts: [] })).toBe(false);
  });

  it('binding every interface still checks the name (as Vite does)', () => {
    const everywhere: HostPolicy = { bindHost: '0.0.0.0', allowedHosts: [] };
    expect(isHostAllowed('10.0.0.5:3000', everywhere)).toBe(true);
    expect(isHostAllowed('mybox.lan:3000', everywhere)).toBe(false);
    expect(isHostAllowed('mybox.lan:3000', { ...everywhere, allowedHosts: ['mybox.lan'] })).toBe(true);
  });

  it('answers allowedHosts entries exactly, a leading dot for the domain and its subdomains, true for any host', () => {
    const policy: HostPolicy = { bindHost: '127.0.0.1', allowedHosts: ['docs.test', '.dev.example'] };
    expect(isHostAllowed('docs.test:3000', policy)).toBe(true);
    expect(isHostAllowed('a.docs.test', policy)).toBe(false);
    expect(isHostAllowed('dev.example', policy)).toBe(true);
    expect(isHostAllowed('a.b.dev.example:3000', policy)).toBe(true);
    expect(isHostAllowed('evildev.example', policy)).toBe(false);
    expect(isHostAllowed('anything.example', { bindHost: '127.0.0.1', allowedHosts: true })).toBe(true);
  });
});

describe('isOriginAllowed', () => {
  it('allows no Origin and the origin the request addresses', () => {
    expect(isOriginAllowed(undefined, '127.0.0.1:3000', loopback)).toBe(true);
    expect(isOriginAllowed('http://127.0.0.1:3000', '127.0.0.1:3000', loopback)).toBe(true);
    expect(isOriginAllowed('http://localhost:3000', 'LOCALHOST:3000', loopback)).toBe(true);
    expect(isOriginAllowed('http://[::1]:3000', '[::1]:3000', loopback)).toBe(true);
    expect(isOriginAllowed('https://docs.test', 'docs.test', loopback)).toBe(true);
  });

  it('refuses another site, another port of the same machine, an opaque origin and other schemes', () => {
    for (const origin of ['http://evil.example', 'http://127.0.0.1:3001', 'http://localhost:3000', 'null', 'file://', 'chrome-extension://abc', 'not a url']) {
      expect(isOriginAllowed(origin, '127.0.0.1:3000', loopback), origin).toBe(false);
    }
  });

  it('allows an origin whose name allowedHosts lists (a page behind a proxy that rewrites Host), but not for allowedHosts true', () => {
    expect(isOriginAllowed('https://docs.test', '127.0.0.1:3000', { bindHost: '127.0.0.1', allowedHosts: ['docs.test'] })).toBe(true);
    expect(isOriginAllowed('https://evil.example', '127.0.0.1:3000', { bindHost: '127.0.0.1', allowedHosts: true })).toBe(false);
  });
});

describe('refuseHostOrOrigin', () => {
  it('refuses a foreign Host with 403, naming it and how to allow it', () => {
    const refusal = refuseHostOrOrigin(request({ host: 'rebind.evil.example:3000' }), loopback);
    expect(refusal?.status).toBe(403);
    expect(refusal?.message).toContain('"rebind.evil.example"');
    expect(refusal?.message).toContain('dev.allowedHosts');
  });

  it('checks Origin on WebSocket upgrades and on methods other than GET and HEAD only', () => {
    const foreign = { host: '127.0.0.1:3000', origin: 'http://evil.example' };
    expect(refuseHostOrOrigin(request(foreign), loopback)).toBeUndefined();
    expect(refuseHostOrOrigin(request(foreign, 'HEAD'), loopback)).toBeUndefined();
    for (const method of ['POST', 'OPTIONS', 'PUT']) {
      const refusal = refuseHostOrOrigin(request(foreign, method), loopback);
      expect(refusal?.status, method).toBe(403);
      expect(refusal?.message).toContain('"http://evil.example"');
    }
    expect(refuseHostOrOrigin(request({ ...foreign, upgrade: 'websocket' }), loopback)?.status).toBe(403);
    expect(refuseHostOrOrigin(request({ host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000', upgrade: 'websocket' }), loopback)).toBeUndefined();
    expect(refuseHostOrOrigin(request({ host: '127.0.0.1:3000' }, 'POST'), loopback)).toBeUndefined();
  });
});
