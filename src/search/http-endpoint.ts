/**
 * The hosted search service's query endpoints, answered locally: `docs dev` and `docs serve`
 * mount this so the search modal works with no account, over the same wire format.
 *
 *   POST /1/indexes/{star}/queries   body { requests: [...] } (or a legacy array) → { results }
 *   POST /1/indexes/{name}/query     body { params: "..." } or flat parameters → one result
 *
 * Errors answer `{ message, status }` with that HTTP status, as the hosted service does:
 * 400 for a body that is not JSON or lacks its parameters, or for more than 50 queries in
 * one request, 404 for an unknown index or route, 405 for another method, 413 for a body
 * over maxBodyBytes (64 KiB by default, checked against the declared length, the bytes
 * read, and the size after gunzip).
 *
 * No CORS header is sent: the site's own pages query it from the same origin, and other
 * origins are not to read it (the dev index holds drafts). The servers that mount it refuse
 * other origins' POSTs before it runs (see src/server/host-guard.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { MISSING_REQUESTS_MESSAGE, SearchApiError } from '../../shared/search/errors.js';
import type { SearchBackend } from '../../shared/search/types.js';

/** How the endpoint finds its backend and where it is mounted. */
export interface SearchEndpointOptions {
  /** The backend (usually the whole-index engine), or a function giving the current one (docs dev swaps it after a rebuild). */
  backend: SearchBackend | (() => SearchBackend | Promise<SearchBackend>);
  /** Path before /1/indexes, e.g. "/base" (default: none). */
  prefix?: string;
  /** Largest request body accepted, in bytes (default MAX_SEARCH_BODY_BYTES). */
  maxBodyBytes?: number;
  /** Called with errors that are not the client's fault (the answer is a 500). */
  onError?: (error: unknown) => void;
}

/** A Node request handler: resolves true when it answered, false (after calling next, if given) when the path is not its own. */
export type SearchEndpointHandler = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => Promise<boolean>;

/**
 * Largest search request body the local endpoints accept: 64 KiB. The search modal sends
 * well under 1 KiB; the limit keeps a local server from buffering whatever a page posts.
 */
export const MAX_SEARCH_BODY_BYTES = 64 * 1024;

/** Most queries one multi-query request may carry, as the hosted service allows. */
export const MAX_QUERIES_PER_REQUEST = 50;

const MULTI = /^\/1\/indexes\/\*\/queries\/?$/;
const SINGLE = /^\/1\/indexes\/([^/]+)\/query\/?$/;

/** Creates the handler of the query endpoints over a local backend. */
export function createSearchEndpoint(options: SearchEndpointOptions): SearchEndpointHandler {
  const prefix = (options.prefix ?? '').replace(/\/+$/, '');
  const maxBody = options.maxBodyBytes ?? MAX_SEARCH_BODY_BYTES;
  const getBackend = typeof options.backend === 'function' ? options.backend : () => options.backend as SearchBackend;

  return async (req, res, next) => {
    const pathname = (req.url ?? '/').split('?')[0]!;
    if (!pathname.startsWith(`${prefix}/1/indexes/`)) {
      next?.();
      return false;
    }
    const route = pathname.slice(prefix.length);
    try {
      const multi = MULTI.test(route);
      const single = SINGLE.exec(route);
      if (!multi && !single) throw new SearchApiError(404, `No route for ${req.method ?? 'GET'} ${route} in the local search backend.`);
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { allow: 'POST, OPTIONS' });
        res.end();
        return true;
      }
      if (req.method !== 'POST') {
        res.setHeader('allow', 'POST, OPTIONS');
        throw new SearchApiError(405, `Method ${req.method ?? ''} is not allowed on ${route}; use POST.`);
      }
      const body = await readJsonBody(req, maxBody);
      // Checked before the backend is asked for: in docs dev, that may first index the site.
      if (multi) refuseTooManyQueries(body);
      const backend = await getBackend();
      if (multi) {
        if (body === undefined) throw new SearchApiError(400, MISSING_REQUESTS_MESSAGE);
        send(res, 200, await backend.search(body as never));
      } else {
        let indexName: string;
        try {
          indexName = decodeURIComponent(single![1]!);
        } catch {
          throw new SearchApiError(400, `Index name ${single![1]!} is not valid percent-encoding.`);
        }
        if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
          throw new SearchApiError(400, 'The request body must be a JSON object of search parameters.');
        }
        // One query on one index is a multi-query of one, the index named by the path.
        const { results } = await backend.search({ requests: [{ ...(body as Record<string, unknown> | undefined), indexName }] });
        send(res, 200, results[0]);
      }
    } catch (error) {
      // The rest of an oversized body is not read: the connection closes after the answer.
      if (error instanceof SearchApiError && error.status === 413) res.setHeader('connection', 'close');
      if (error instanceof SearchApiError) send(res, error.status, error.toJSON());
      else {
        options.onError?.(error);
        send(res, 500, { message: `Internal error of the local search backend: ${(error as Error)?.message ?? String(error)}`, status: 500 });
      }
    }
    return true;
  };
}

/** Reads and parses the body; undefined when it is empty. */
async function readJsonBody(req: IncomingMessage, maxBytes: number): Promise<unknown> {
  const tooLarge = () => new SearchApiError(413, `Request body is larger than the ${maxBytes} bytes the local search backend accepts.`);
  // A declared length over the limit is refused before a byte is read.
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  let raw = Buffer.concat(chunks);
  if ((req.headers['content-encoding'] ?? '').toLowerCase() === 'gzip' && raw.length > 0) {
    try {
      raw = gunzipSync(raw, { maxOutputLength: maxBytes });
    } catch (error) {
      // A small gzip body may inflate past the limit (a "zip bomb"): refused like a large one.
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError) throw tooLarge();
      throw new SearchApiError(400, 'Request body is not valid gzip.');
    }
  }
  const text = raw.toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new SearchApiError(400, `Request body is not valid JSON: ${(error as Error).message}`);
  }
}

/** Refuses a multi-query body of more queries than the hosted service takes, before any is run. */
function refuseTooManyQueries(body: unknown): void {
  const requests = Array.isArray(body) ? body : typeof body === 'object' && body !== null ? (body as { requests?: unknown }).requests : undefined;
  const count = Array.isArray(requests) ? requests.length : 0;
  if (count > MAX_QUERIES_PER_REQUEST) {
    throw new SearchApiError(400, `Too many queries in multi query request: ${count}, at most ${MAX_QUERIES_PER_REQUEST} are allowed.`);
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}
