/**
 * The local search endpoint of `docs serve`: answers `POST /1/indexes/{star}/queries` from the
 * index a build wrote into dist/ (search-records.json when present, else search-index.json),
 * reloading it when `docs build` or `docs index` rewrites the file. It also answers the split
 * index's manifest, marked so that the pages it serves query it (see served-manifest.ts).
 */
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import type { SearchEngine } from '../../shared/search/engine.js';
import { SearchApiError } from '../../shared/search/errors.js';
import { SEARCH_INDEX_FILE, SEARCH_RECORDS_FILE } from '../../shared/search/index-files.js';
import { createSearchEndpoint } from './http-endpoint.js';
import { loadLocalEngine } from './local-engine.js';
import { answerServedManifest } from './served-manifest.js';

/** Where the built site is and how it is served. */
export interface DistSearchOptions {
  distDir: string;
  /** Index name the site queries (search.indexName); read from search-index.json when absent. */
  indexName?: string;
  /** Base URL of the site: the endpoint answers under it, and at the root too. */
  baseUrl?: string;
  onError?: (error: unknown) => void;
}

/** A request handler for `docs serve`: resolves true when it answered the request. */
export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

/** Creates the search endpoint over the index files of a built site. */
export function createDistSearchHandler(options: DistSearchOptions): RequestHandler {
  let cached: { stamp: string; engine: Promise<SearchEngine> } | undefined;
  const getEngine = async (): Promise<SearchEngine> => {
    const stamp = await indexStamp(options.distDir);
    if (stamp === '') {
      throw new SearchApiError(404, `No search index in ${options.distDir}: run \`docs build\` (or \`docs index\`) to write ${SEARCH_INDEX_FILE}.`);
    }
    if (!cached || cached.stamp !== stamp) {
      const engine = (async () => loadLocalEngine(options.distDir, options.indexName ?? (await indexNameOf(options.distDir))))();
      cached = { stamp, engine };
      // A failed load is tried again on the next request.
      engine.catch(() => {
        if (cached?.engine === engine) cached = undefined;
      });
    }
    return cached.engine;
  };
  const base = (options.baseUrl ?? '/').replace(/\/+$/, '');
  const handlers = [createSearchEndpoint({ backend: getEngine, prefix: base, onError: options.onError })];
  if (base !== '') handlers.push(createSearchEndpoint({ backend: getEngine, prefix: '', onError: options.onError }));
  return async (req, res) => {
    if (await answerServedManifest(req, res, base, options.distDir)) return true;
    for (const handler of handlers) if (await handler(req, res)) return true;
    return false;
  };
}

/** Size and time of the index files, so a rewritten index is loaded again; "" when there is none. */
async function indexStamp(distDir: string): Promise<string> {
  const parts: string[] = [];
  for (const file of [SEARCH_RECORDS_FILE, SEARCH_INDEX_FILE]) {
    try {
      const s = await stat(path.join(distDir, file));
      parts.push(`${file}:${s.size}:${s.mtimeMs}`);
    } catch {
      // Absent: the other file may be there.
    }
  }
  return parts.join('|');
}

async function indexNameOf(distDir: string): Promise<string> {
  try {
    const data = JSON.parse(await readFile(path.join(distDir, SEARCH_INDEX_FILE), 'utf8')) as { indexName?: unknown };
    if (typeof data.indexName === 'string' && data.indexName) return data.indexName;
  } catch {
    // Fall through: records alone carry no index name.
  }
  throw new SearchApiError(
    404,
    `Cannot tell the search index name: ${SEARCH_INDEX_FILE} is missing in ${distDir}; serve from the site folder or run \`docs build\`.`,
  );
}
