/**
 * The static search index on the Node side. The format, its decoder and the browser
 * clients live in shared/search/ (the template imports them as docs-kiln/shared); this
 * module re-exports them beside the serialiser `docs index` uses.
 */
import { encodeStaticIndex } from '../../shared/search/static-index.js';
import type { DocSearchRecord } from '../../shared/search/types.js';

export {
  decodeStaticIndex,
  encodeStaticIndex,
  encodeStaticIndexFrom,
  type EncodeOptions,
  STATIC_INDEX_FORMAT,
  STATIC_INDEX_VERSION,
  type StaticIndexData,
  type StaticPage,
} from '../../shared/search/static-index.js';
export {
  createHttpSearchClient,
  createLazySearchClient,
  createSearchClientFromIndex,
  type LocalSearchClient,
} from '../../shared/search/client.js';

/** Serialises records to the text of search-index.json (no whitespace: the file is for machines). */
export function serializeStaticIndex(records: readonly DocSearchRecord[], indexName: string): string {
  return JSON.stringify(encodeStaticIndex(records, indexName));
}
