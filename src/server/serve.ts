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
    // A built site is files to read: anything else asks for something the server does not do.
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendMethodNotAllowed(res);
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

/** Answers 405 with the methods the server answers to, as HTTP asks. */
function sendMethodNotAllowed(res: http.ServerResponse): void {
  const text = 'Method Not Allowed: docs serve answers only GET and HEAD here.\n';
  res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
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
 * Starts listening; a port in use, a host that is not this machine's and a port that needs
 * privileges are clear messages naming the flag to change. Once listening, a server error
 * (such as no file descriptor left to accept a connection) is printed, not fatal.
 */
export function listen(server: http.Server, port: number, host: string): Promise<http.Server> {
  return new Promise((resolve, reject) => {
    const failed = (e: NodeJS.ErrnoException) => reject(listenFailure(e, port, host));
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      server.on('error', (e) => process.stderr.write(`docs: server error on ${host}:${port}: ${e.message}\n`));
      resolve(server);
    });
  });
}

/** What a failure to listen becomes: a UserError when the flags asked for what cannot be, else the error itself. */
function listenFailure(e: NodeJS.ErrnoException, port: number, host: string): Error {
  switch (e.code) {
    case 'EADDRINUSE':
      return new UserError(`Port ${port} on ${host} is already in use. Stop the other server or pick another port with --port <number>.`);
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
    case 'EAI_FAIL':
      return new UserError(
        `--host ${host} does not name this machine: it does not resolve to an address. Use 127.0.0.1, localhost, or an address of this machine.`,
      );
    case 'EADDRNOTAVAIL':
      return new UserError(
        `--host ${host} is not an address of this machine, so nothing can listen there. Use 127.0.0.1, localhost, or an address of this machine.`,
      );
    case 'EACCES':
      return new UserError(
        `Listening on port ${port} of ${host} is not permitted (ports below 1024 need privileges). Pick another port with --port <number>, such as 3000.`,
      );
    default:
      return e;
  }
}
