import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serveStatic } from '../../src/server/serve.js';
import { copyBundledSite, copyFixture, removeDir } from './fixture.js';
import { runCli } from './run-cli.js';

/** A fixture site built and served on 127.0.0.1 for browser tests. */
export interface ServedSite {
  dir: string;
  origin: string;
  server: Server;
  close(): Promise<void>;
}

/** Copies a fixture, builds it with the CLI and serves dist/ on a free loopback port. */
export async function buildAndServe(fixture: string, prepare?: (dir: string) => void): Promise<ServedSite> {
  // '@bundled' is the site this repository ships (content/, static/, site.config.json).
  const dir = fixture === '@bundled' ? copyBundledSite() : copyFixture(fixture);
  prepare?.(dir);
  const result = runCli(dir, ['build']);
  if (result.code !== 0) throw new Error(`build of ${fixture} failed:\n${result.stderr}`);
  const server = await serveStatic({ dir: path.join(dir, 'dist'), port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    dir,
    origin,
    server,
    close: async () => {
      // A socket a browser opened ahead and never used would hold close() for 60 s.
      await new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      });
      removeDir(dir);
    },
  };
}
