import { readFileSync, existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { UserError } from '../diagnostics/user-error.js';
import { refuseRequestTarget, resolvesInside, sendRefusal, serveFilesInside } from './request-guard.js';

/** Options of `docs serve`. */
export interface ServeOptions {
  dir: string;
  port: number;
  host: string;
  baseUrl?: string;
  /** Extra request handler tried first (e.g. the local search endpoint); returns true when it answered. */
  handle?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean | Promise<boolean>;
}

/**
 * Serves a built site; unknown paths get 404.html with status 404. No URL reaches a file
 * outside the folder (see request-guard.ts).
 */
export function serveStatic(options: ServeOptions): Promise<http.Server> {
  const assets = serveFilesInside(options.dir, ['html']);
  const notFound = path.join(options.dir, '404.html');
  const server = http.createServer(async (req, res) => {
    const refusal = refuseRequestTarget(req.url ?? '/');
    if (refusal) return sendRefusal(res, refusal);
    if (options.handle && (await options.handle(req, res))) return;
    assets(req, res, () => {
      res.statusCode = 404;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(existsSync(notFound) && resolvesInside(options.dir, notFound) ? readFileSync(notFound) : 'Not found');
    });
  });
  return listen(server, options.port, options.host);
}

/** Starts listening; a port in use is a clear message naming the flag to change it. */
export function listen(server: http.Server, port: number, host: string): Promise<http.Server> {
  return new Promise((resolve, reject) => {
    server.once('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'EADDRINUSE') reject(new UserError(`Port ${port} on ${host} is already in use. Stop the other server or pick another port with --port <number>.`));
      else reject(e);
    });
    server.listen(port, host, () => resolve(server));
  });
}
