/**
 * The local search backend on the Node side: the shared engine (shared/search/engine.ts,
 * which the browser runs too) plus loading it from what `docs index` wrote into dist/.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SearchEngine } from '../../shared/search/engine.js';
import { decodeStaticIndex, type StaticIndexData } from '../../shared/search/static-index.js';
import type { DocSearchRecord, IndexSettings } from '../../shared/search/types.js';
import { SEARCH_INDEX_FILE, SEARCH_RECORDS_FILE } from '../../shared/search/index-files.js';

/** Creates an engine serving one index of records under indexName. */
export function createLocalEngine(input: { indexName: string; records: readonly DocSearchRecord[]; settings?: IndexSettings }): SearchEngine {
  const engine = new SearchEngine();
  engine.setIndex(input.indexName, input.records, input.settings);
  return engine;
}

/**
 * Loads the engine from a built site: dist/search-records.json when present (the raw
 * records), else dist/search-index.json (the static index). Throws when neither exists.
 */
export async function loadLocalEngine(distDir: string, indexName: string): Promise<SearchEngine> {
  let records: DocSearchRecord[];
  try {
    records = JSON.parse(await readFile(path.join(distDir, SEARCH_RECORDS_FILE), 'utf8')) as DocSearchRecord[];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    let data: StaticIndexData;
    try {
      data = JSON.parse(await readFile(path.join(distDir, SEARCH_INDEX_FILE), 'utf8')) as StaticIndexData;
    } catch (inner) {
      if ((inner as NodeJS.ErrnoException).code === 'ENOENT') {
        throw new Error(`No search index in ${distDir}: run \`docs index\` to write ${SEARCH_INDEX_FILE}.`, { cause: inner });
      }
      throw inner;
    }
    records = decodeStaticIndex(data);
  }
  return createLocalEngine({ indexName, records });
}
