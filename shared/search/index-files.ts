/** Names of the files `docs index` writes at the root of dist/, shared by the writer, the servers and the browser. */

/** The static index the browser loads (compact form, see shared/search/static-index.ts). */
export const SEARCH_INDEX_FILE = 'search-index.json';

/** The raw DocSearch records, as pushed to the hosted service. */
export const SEARCH_RECORDS_FILE = 'search-records.json';
