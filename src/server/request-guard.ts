/**
 * What `docs serve` and `docs dev` check before they look a request up on disk, so that no
 * URL reaches a file outside the folder they serve: not `..`, not its percent-encoded forms,
 * not a NUL byte or a backslash, and not a symbolic link that leads out of the folder.
 */
import { lstatSync, realpathSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import sirv from 'sirv';

/** Longest request target (path and query) the local servers answer; longer ones get 414. */
export const MAX_URL_LENGTH = 8 * 1024;

/** Why a request target is refused: the HTTP status and a sentence for the body. */
export interface Refusal {
  status: 400 | 403 | 414;
  message: string;
}

/** Checks a raw request target; returns why it is refused, or undefined when it may be served. */
export function refuseRequestTarget(url: string): Refusal | undefined {
  if (url.length > MAX_URL_LENGTH) return { status: 414, message: `The URL is longer than ${MAX_URL_LENGTH} characters.` };
  // Origin-form only ("/path?query"): absolute URLs and "*" name no file of this site.
  if (!url.startsWith('/')) return { status: 400, message: 'The request target must be a path starting with "/".' };
  const decoded = percentDecodeBytes(url.replace(/[?#].*$/s, ''));
  if (decoded.includes('\0')) return { status: 400, message: 'The URL path contains a NUL byte.' };
  // Some file systems and servers read "\" as a separator; no page of a site has one in its URL.
  if (decoded.includes('\\')) return { status: 400, message: 'The URL path contains a backslash.' };
  // Decoded, so "%2e%2e" and "..%2f" count too; browsers remove ".." before sending.
  if (decoded.split('/').includes('..')) return { status: 400, message: 'The URL path contains a ".." segment.' };
  return undefined;
}

/**
 * Decodes every valid %XX escape to its byte and leaves anything else as it is, read as
 * latin1: the characters that matter here (".", "/", "\\", NUL) are single bytes. A path that
 * is not valid percent-encoded UTF-8 is not refused for that alone: the page itself
 * reports that it could not be decoded.
 */
function percentDecodeBytes(text: string): string {
  return text.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const REASONS: Record<Refusal['status'], string> = { 400: 'Bad Request', 403: 'Forbidden', 414: 'URI Too Long' };

/** Answers a refused request with its status and a plain-text reason. */
export function sendRefusal(res: ServerResponse, refusal: Refusal): void {
  const text = `${REASONS[refusal.status]}: ${refusal.message}\n`;
  res.writeHead(refusal.status, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(text), 'cache-control': 'no-store' });
  res.end(text);
}

/** Answers a refused WebSocket upgrade on its raw socket (no response object exists for it), then closes the socket. */
export function refuseUpgrade(socket: Duplex, refusal: Refusal): void {
  const text = `${REASONS[refusal.status]}: ${refusal.message}\n`;
  const head = [
    `HTTP/1.1 ${refusal.status} ${REASONS[refusal.status]}`,
    'connection: close',
    'content-type: text/plain; charset=utf-8',
    `content-length: ${Buffer.byteLength(text)}`,
    'cache-control: no-store',
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${text}`);
  // A client that never closes its side does not keep the socket.
  setTimeout(() => socket.destroy(), 1000).unref();
}

/** A Node request handler that calls next when it does not answer. */
export type FileHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * Serves the files of a folder (with sirv), except any the request would reach through a
 * symbolic link that leads outside `within` (by default the folder itself): those are treated
 * as absent (next is called). Files are looked up on each request, so a rebuilt folder is
 * served without a restart.
 */
export function serveFilesInside(root: string, extensions: string[], within: string = root): FileHandler {
  const dir = path.resolve(root);
  const limit = path.resolve(within);
  const files = sirv(dir, { dev: true, etag: true, extensions });
  return (req, res, next) => {
    const pathname = (req.url ?? '/').replace(/[?#].*$/s, '');
    let decoded = pathname;
    // As sirv reads the path: decodeURI leaves "%2F" encoded.
    try {
      if (decoded.includes('%')) decoded = decodeURI(decoded);
    } catch {
      // sirv looks a malformed path up as it is.
    }
    if (!candidatesStayInside(dir, limit, decoded, extensions)) return next();
    files(req, res, next);
  };
}

/** Whether a file path, followed through every symbolic link, is inside a folder (false when it cannot be resolved). */
export function resolvesInside(dir: string, file: string): boolean {
  try {
    const real = realpathSync(file);
    const realDir = realpathSync(dir);
    return real === realDir || real.startsWith(realDir + path.sep);
  } catch {
    return false;
  }
}

// Every file sirv may pick for the path ("/a" → a, a/index, a.html, a/index.html...) that
// exists must resolve inside the folder; one that leads out refuses the whole request.
function candidatesStayInside(dir: string, limit: string, pathname: string, extensions: string[]): boolean {
  const base = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const names = [base, `${base}/index`];
  for (const ext of extensions) names.push(`${base}.${ext}`, `${base}/index.${ext}`);
  for (const name of names) {
    const abs = path.join(dir, name);
    if (abs !== dir && !abs.startsWith(dir + path.sep)) return false;
    let exists = true;
    try {
      lstatSync(abs);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      // ENOTDIR: a parent is a file; ENOENT: nothing there. Anything else (ELOOP, EACCES) refuses.
      exists = !(code === 'ENOENT' || code === 'ENOTDIR');
      if (exists) return false;
    }
    if (exists && !resolvesInside(limit, abs)) return false;
  }
  return true;
}
