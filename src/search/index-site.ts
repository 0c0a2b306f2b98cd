/**
 * `docs index`: reads a built site, builds its search records and writes them beside the
 * pages: the static index (search-index.json, and the same split into pieces under
 * search-index/, which the browser searches) and, unless told otherwise, the raw records
 * (search-records.json, what --push sends).
 */
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SEARCH_INDEX_FILE, SEARCH_RECORDS_FILE } from '../../shared/search/index-files.js';
import type { DocSearchRecord } from '../../shared/search/types.js';
import type { SearchPageInput } from './read-built-pages.js';
import { buildRecords } from './build-records.js';
import { readBuiltPages } from './read-built-pages.js';
import { writeSplitIndex } from './split-index.js';
import { encodeStaticIndex, encodeStaticIndexFrom, type StaticIndexData } from './static-index.js';

/** Where the built site is and how it is served. */
export interface IndexSiteOptions {
  /** The built site (dist/). */
  distDir: string;
  /** Origin of the deployed site, e.g. "https://example.com". */
  siteUrl: string;
  /** Base path of the site, e.g. "/". */
  baseUrl: string;
  /** Name of the search index (search.indexName). */
  indexName: string;
  /** Docs versions configured with noIndex: their pages give no records. */
  noIndexVersions?: readonly string[];
  /** As site.config.json's trailingSlash, for pages without a canonical link. */
  trailingSlash?: boolean;
  /**
   * Where to write the raw records (what --push sends): dist/search-records.json by default;
   * false writes none, since the browser and the servers need only the static index.
   */
  recordsFile?: string | false;
  /** The pages, when the caller has them already (the build reads them while rendering). */
  pages?: SearchPageInput[];
  /** The pages, one at a time, each time it is called (the build reads them back from its spill files). */
  pageSource?: () => Iterable<SearchPageInput>;
  /**
   * Whether to return the records (default true). Without them and without a records file,
   * records are made a page at a time and never all held at once (what a build does).
   */
  keepRecords?: boolean;
}

/** Indexes the built site in distDir, writes search-index.json and search-index/ there (and the raw records, see recordsFile), and returns the records (see keepRecords). */
export async function indexSite(options: IndexSiteOptions): Promise<DocSearchRecord[]> {
  const source = options.pageSource;
  const pages = source ? [] : (options.pages ?? (await readBuiltPages(options.distDir, { baseUrl: options.baseUrl, trailingSlash: options.trailingSlash })));
  const recordOptions = { siteUrl: options.siteUrl, baseUrl: options.baseUrl, noIndexVersions: options.noIndexVersions };
  const recordsFile = options.recordsFile ?? path.join(options.distDir, SEARCH_RECORDS_FILE);
  let records: DocSearchRecord[] = [];
  let data: StaticIndexData;
  if (recordsFile === false && options.keepRecords === false) {
    // The records of a large site outweigh its index several times: made page by page, twice.
    data = encodeStaticIndexFrom(function* () {
      for (const page of source ? source() : pages) yield buildRecords([page], recordOptions);
    }, options.indexName);
  } else {
    records = buildRecords(source ? [...source()] : pages, recordOptions);
    if (recordsFile !== false) await writeAtomically(recordsFile, JSON.stringify(records));
    data = encodeStaticIndex(records, options.indexName);
  }
  // The whole index serves `docs serve` and old readers; browsers load the split one in pieces.
  await Promise.all([writeAtomically(path.join(options.distDir, SEARCH_INDEX_FILE), JSON.stringify(data)), writeSplitIndex(options.distDir, data)]);
  return records;
}

/** Writes beside the target then renames, so a server reading the file never sees half of it. */
async function writeAtomically(file: string, text: string): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, text);
  await rename(temp, file);
}
