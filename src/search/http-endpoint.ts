/**
 * The hosted search service's query endpoints, answered locally: `docs dev` and `docs serve`
 * mount this so the search modal works with no account, over the same wire format.
 *
 *   POST /1/indexes/{star}/queries   body { requests: [...] } (or a legacy array) → { results }
 *   POST /1/indexes/{name}/query     body { params: "..." } or flat parameters → one result
 *
 * Errors answer `{ message, status }` with that HTTP status, as the hosted service does:
 * 400 for a body that is not JSON or lacks its parameters, 404 for an unknown index or
 * route, 405 for another method, 413 for an oversized body.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { SearchEngine } from '../../shared/search/engine.js';
import { MISSING_REQUESTS_MESSAGE, SearchApiError } from '../../shared/search/errors.js';

/** How the endpoint finds its engine and where it is mounted. */
export interface SearchEndpointOptions {
  /** The engine, or a function giving the current one (docs dev swaps it after a rebuild). */
  engine: SearchEngine | (() => SearchEngine | Promise<SearchEngine>);
  /** Path before /1/indexes, e.g. "/base" (default: none). */
  prefix?: string;
  /** Largest request body accepted, in bytes (default 1 MiB). */
  maxBodyBytes?: number;
  /** Called with errors that are not the client's fault (the answer is a 500). */
  onError?: (error: unknown) => void;
}

/** A Node request handler: resolves true when it answered, false (after calling next, if given) when the path is not its own. */
export type SearchEndpointHandler = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => Promise<boolean>;

const MULTI = /^\/1\/indexes\/\*\/queries\/?$/;
const SINGLE = /^\/1\/indexes\/([^/]+)\/query\/?$/;

/** Creates the handler of the query endpoints over a local engine. */
export function createSearchEndpoint(options: SearchEndpointOptions): SearchEndpointHandler {
  const prefix = (options.prefix ?? '').replace(/\/+$/, '');
  const maxBody = options.maxBodyBytes ?? 1024 * 1024;
  const getEngine = typeof options.engine === 'function' ? options.engine : () => options.engine as SearchEngine;

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
        res.writeHead(204, corsHeaders());
        res.end();
        return true;
      }
      if (req.method !== 'POST') {
        res.setHeader('allow', 'POST, OPTIONS');
        throw new SearchApiError(405, `Method ${req.method ?? ''} is not allowed on ${route}; use POST.`);
      }
      const body = await readJsonBody(req, maxBody);
      const engine = await getEngine();
      if (multi) {
        if (body === undefined) throw new SearchApiError(400, MISSING_REQUESTS_MESSAGE);
        send(res, 200, engine.search(body as never));
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
        send(res, 200, engine.searchSingleIndex(indexName, (body ?? {}) as Record<string, unknown>));
      }
    } catch (error) {
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
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new SearchApiError(413, `Request body is larger than ${maxBytes} bytes.`);
    chunks.push(chunk as Buffer);
  }
  let raw = Buffer.concat(chunks);
  if ((req.headers['content-encoding'] ?? '').toLowerCase() === 'gzip' && raw.length > 0) {
    try {
      raw = gunzipSync(raw, { maxOutputLength: maxBytes });
    } catch {
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

function corsHeaders(): Record<string, string> {
  // Read-only local data: any origin may query it (a site on another port in development).
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'POST, OPTIONS',
    'access-control-allow-headers': 'content-type, x-algolia-application-id, x-algolia-api-key, x-algolia-agent',
    'access-control-max-age': '86400',
  };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...corsHeaders(),
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}
