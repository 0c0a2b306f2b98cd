import { readFileSync, existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { UserError } from '../diagnostics/user-error.js';
import { refuseHostOrOrigin } from './host-guard.js';
import { refuseRequestTarget, resolvesInside, sendRefusal, serveFilesInside } from './request-guard.js';
import { guardSockets } from './socket-guard.js';

/** Options of `docs serve`. */
export interface ServeOptions {
  dir: string;
  port: number;
  host: string;
  baseUrl?: string;
  /** Host names answered besides IP addresses, the loopback names and `host` (see host-guard.ts); true answers any. */
  allowedHosts?: readonly string[] | true;
  /** Extra request handler tried first (e.g. the local search endpoint); returns true when it answered. */
  handle?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean | Promise<boolean>;
}

/**
 * Serves a built site; unknown paths get 404.html with status 404. No URL reaches a file
 * outside the folder (see request-guard.ts), and only requests that name the server are
 * answered (see host-guard.ts).
 */
export function serveStatic(options: ServeOptions): Promise<http.Server> {
  const assets = serveFilesInside(options.dir, ['html']);
  const notFound = path.join(options.dir, '404.html');
  const policy = { bindHost: options.host, allowedHosts: options.allowedHosts ?? [] };
  const answer = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    const refusal = refuseHostOrOrigin(req, policy) ?? refuseRequestTarget(req.url ?? '/');
    if (refusal) return sendRefusal(res, refusal);
    if (options.handle && (await options.handle(req, res))) return;
    assets(req, res, () => {
      res.statusCode = 404;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(existsSync(notFound) && resolvesInside(options.dir, notFound) ? readFileSync(notFound) : 'Not found');
    });
  };
  const server = http.createServer((req, res) => {
    answer(req, res).catch((e: unknown) => answerInternalError(res, e));
  });
  guardSockets(server);
  return listen(server, options.port, options.host);
}

/** Answers a request whose handler threw with a 500 (printing the error), or cuts it off when its answer had begun. */
function answerInternalError(res: http.ServerResponse, error: unknown): void {
  process.stderr.write(`docs serve: internal error: ${(error as Error)?.stack ?? String(error)}\n`);
  if (res.headersSent) return void res.destroy();
  res.statusCode = 500;
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.end('Internal error of docs serve; its output says more.\n');
}

/**
 * Starts listening; a port in use is a clear message naming the flag to change it. Once
 * listening, a server error (such as no file descriptor left to accept a connection) is
 * printed, not fatal.
 */
export function listen(server: http.Server, port: number, host: string): Promise<http.Server> {
  return new Promise((resolve, reject) => {
    const failed = (e: NodeJS.ErrnoException) => {
      if (e.code === 'EADDRINUSE') reject(new UserError(`Port ${port} on ${host} is already in use. Stop the other server or pick another port with --port <number>.`));
      else reject(e);
    };
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      server.on('error', (e) => process.stderr.write(`docs: server error on ${host}:${port}: ${e.message}\n`));
      resolve(server);
    });
  });
}
