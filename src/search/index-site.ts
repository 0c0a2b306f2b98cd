/**
 * `docs index`: reads a built site, builds its search records and writes them beside the
 * pages: the static index (search-index.json, and the same split into pieces under
 * search-index/, which the browser searches) and, unless told otherwise, the raw records
 * (search-records.json, what --push sends).
 */
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SEARCH_RECORDS_FILE } from '../../shared/search/index-files.js';
import type { DocSearchRecord } from '../../shared/search/types.js';
import { buildRecords } from './build-records.js';
import { readBuiltPages } from './built-site.js';
import { encodeStaticIndex } from '../../shared/search/static-index.js';
import { writeIndexFiles } from './write-index.js';

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
}

/** Indexes the built site in distDir, writes search-index.json and search-index/ there (and the raw records, see recordsFile), and returns the records. */
export async function indexSite(options: IndexSiteOptions): Promise<DocSearchRecord[]> {
  const pages = await readBuiltPages(options.distDir, { baseUrl: options.baseUrl, trailingSlash: options.trailingSlash });
  const records = buildRecords(pages, { siteUrl: options.siteUrl, baseUrl: options.baseUrl, noIndexVersions: options.noIndexVersions });
  const recordsFile = options.recordsFile ?? path.join(options.distDir, SEARCH_RECORDS_FILE);
  if (recordsFile !== false) await writeAtomically(recordsFile, JSON.stringify(records));
  await writeIndexFiles(options.distDir, encodeStaticIndex(records, options.indexName));
  return records;
}

/** Writes beside the target then renames, so a server reading the file never sees half of it. */
async function writeAtomically(file: string, text: string): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, text);
  await rename(temp, file);
}
