/**
 * The static search index of the pages a build spilled (page-spill.ts), with the digest of
 * each indexed page's search text: what the build cache keys a group of the split index by.
 */
import type { StaticIndexData } from '../../shared/search/static-index.js';
import { buildRecords, type BuildRecordsOptions } from './build-records.js';
import { spilledPages, type SpilledPage } from './page-spill.js';
import { encodeStaticIndexFrom } from './static-index.js';

/** The index and, for each of its pages in order, the digest of the spilled text it was made from. */
export interface EncodedSpill {
  data: StaticIndexData;
  digests: string[];
}

/** Encodes spilled pages a page at a time (records of a large site never all in memory), noting which pages gave records. */
export function encodeSpilledPages(pages: readonly SpilledPage[], options: BuildRecordsOptions, indexName: string): EncodedSpill {
  let digests: string[] = [];
  // The encoder walks the pages twice; both walks see the same pages, so the last one's list stands.
  const data = encodeStaticIndexFrom(function* () {
    digests = [];
    let i = 0;
    for (const page of spilledPages(pages)) {
      const records = buildRecords([page], { ...options, objectIds: false });
      // A page of a version with noIndex gives no records, so it has no place in the index.
      if (records.length > 0) digests.push(pages[i]!.digest);
      i++;
      yield records;
    }
  }, indexName, { derivedIds: true });
  return { data, digests };
}
