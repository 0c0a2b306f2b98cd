/**
 * Search clients with the hosted client's `search` method, for DocSearch's
 * `transformSearchClient`: one answering from a static index in the page, one that loads
 * that index on first use, and one posting to an endpoint of the query API (the local one of
 * `docs dev`/`docs serve`, or a host of the hosted service).
 * Browser-safe.
 */
import { SearchEngine } from './engine.js';
import { SearchApiError, SearchUnreachableError } from './errors.js';
import { decodeStaticIndex, type StaticIndexData } from './static-index.js';
import type { MultiSearchBody, MultiSearchResponse, SearchBackend, SearchRequest, SearchResult } from './types.js';

/** What DocSearch (and the search page) call on a search client. */
export interface LocalSearchClient extends SearchBackend {
  /** Multi-query search: `{ requests }` or a legacy array; rejects with SearchApiError or RetryError. */
  search(params: MultiSearchBody | SearchRequest[]): Promise<MultiSearchResponse>;
  /** The same as search (the hosted client's typed alias). */
  searchForHits(params: MultiSearchBody | SearchRequest[]): Promise<MultiSearchResponse>;
  /** One query on one index, as the hosted v5 client's searchSingleIndex. */
  searchSingleIndex(input: { indexName: string; searchParams?: Record<string, unknown> }): Promise<SearchResult>;
  /** Accepted and ignored: DocSearch tags the clients it is given. */
  addAlgoliaAgent(segment: string, version?: string): void;
  /** Nothing is cached between calls besides the index itself. */
  clearCache(): Promise<void>;
}

/** A client answering from a static index already loaded in the page (or an engine). */
export function createSearchClientFromIndex(data: StaticIndexData | SearchEngine): LocalSearchClient {
  const engine = data instanceof SearchEngine ? data : engineFromStaticIndex(data);
  return createClient(async () => engine);
}

/**
 * A client that fetches the static index on first search (search code and data load only
 * when a reader searches). A failed load rejects with a RetryError, which DocSearch shows
 * as "Unable to fetch results"; the next search tries again.
 */
export function createLazySearchClient(load: () => Promise<StaticIndexData>): LocalSearchClient {
  let pending: Promise<SearchEngine> | null = null;
  return createClient(() => {
    pending ??= load().then(engineFromStaticIndex, (error: unknown) => {
      pending = null;
      throw new SearchUnreachableError('Unable to load the search index.', { cause: error });
    });
    return pending;
  });
}

/** Builds an engine holding the static index under its own index name. */
export function engineFromStaticIndex(data: StaticIndexData): SearchEngine {
  return new SearchEngine({ [data.indexName]: decodeStaticIndex(data) });
}

function createClient(getEngine: () => Promise<SearchEngine>): LocalSearchClient {
  const search = async (params: MultiSearchBody | SearchRequest[]): Promise<MultiSearchResponse> => (await getEngine()).search(params);
  return {
    search,
    searchForHits: search,
    async searchSingleIndex({ indexName, searchParams }) {
      return (await getEngine()).searchSingleIndex(indexName, searchParams ?? {});
    },
    addAlgoliaAgent() {},
    async clearCache() {},
  };
}

/** Options of the client of the local HTTP endpoint. */
export interface HttpSearchClientOptions {
  /** Origin and base path serving /1/indexes/..., e.g. "" (same origin) or "http://127.0.0.1:3000". */
  baseUrl?: string;
  /** Read timeout in milliseconds (default 2 s, as the hosted client). */
  timeoutMs?: number;
  /** Parameters added to the URL of every request (the hosted service takes its credentials there from a browser). */
  query?: Record<string, string>;
  fetch?: typeof fetch;
}

/**
 * A client posting to an endpoint of the query API: the local one `docs dev` and `docs serve`
 * mount, or one host of the hosted service. API errors
 * reject with their status and message; a network failure or timeout rejects with
 * a RetryError; a body that is not JSON with a DeserializationError.
 */
export function createHttpSearchClient(options: HttpSearchClientOptions = {}): LocalSearchClient {
  const base = (options.baseUrl ?? '').replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 2000;
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const query = options.query && Object.keys(options.query).length > 0 ? `?${new URLSearchParams(options.query).toString()}` : '';
  const post = async (path: string, body: unknown): Promise<unknown> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let response: Response;
    let text: string;
    try {
      response = await doFetch(`${base}${path}${query}`, {
        method: 'POST',
        // text/plain keeps it a simple request: no CORS preflight, as the hosted client does.
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify(body),
        signal: controller.signal,
      });
      text = await response.text();
    } catch (error) {
      const timedOut = controller.signal.aborted;
      throw new SearchUnreachableError(timedOut ? 'Socket timeout' : 'Unreachable hosts', { cause: error });
    } finally {
      clearTimeout(timer);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      const e = new Error(`${(error as Error).message}: ${text.slice(0, 200)}`);
      e.name = 'DeserializationError';
      throw e;
    }
    if (!response.ok) {
      const message = isRecord(json) && typeof json.message === 'string' ? json.message : response.statusText;
      throw new SearchApiError(response.status, message);
    }
    return json;
  };
  const search = async (params: MultiSearchBody | SearchRequest[]): Promise<MultiSearchResponse> =>
    (await post('/1/indexes/*/queries', Array.isArray(params) ? { requests: params } : params)) as MultiSearchResponse;
  return {
    search,
    searchForHits: search,
    async searchSingleIndex({ indexName, searchParams }) {
      return (await post(`/1/indexes/${encodeURIComponent(indexName)}/query`, searchParams ?? {})) as SearchResult;
    },
    addAlgoliaAgent() {},
    async clearCache() {},
  };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}
