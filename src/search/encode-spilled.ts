/**
 * The static search index of the pages a build spilled (page-spill.ts), with the digest of
 * each indexed page's search text: what the build cache keys a group of the split index by.
 */
import type { StaticIndexData } from '../../shared/search/static-index.js';
import type { DocSearchRecord } from '../../shared/search/types.js';
import { buildRecords, type BuildRecordsOptions } from './build-records.js';
import { spilledPages, type SpilledPage } from './page-spill.js';
import { encodeStaticIndexFrom } from '../../shared/search/static-index.js';

/** The index and, for each of its pages in order, the digest of the spilled text it was made from. */
export interface EncodedSpill {
  data: StaticIndexData;
  digests: string[];
}

/**
 * Search text (bytes of spilled JSON) up to which the records made in the encoder's first walk
 * are kept for its second, instead of read back and made again: reading them back is a
 * sizeable share of the search stage, and below this size the memory is cheap.
 */
const KEEP_RECORDS_BELOW = 48 * 2 ** 20;

/**
 * Encodes spilled pages a page at a time (on a large site, records are never all in memory),
 * noting which pages gave records.
 */
export function encodeSpilledPages(
  pages: readonly SpilledPage[],
  options: BuildRecordsOptions,
  indexName: string,
  keepBelow = KEEP_RECORDS_BELOW,
): EncodedSpill {
  let bytes = 0;
  for (const page of pages) bytes += page.length;
  // The records of a whole walk, when it kept them for the next.
  let kept: DocSearchRecord[][] | undefined;
  let digests: string[] = [];
  // The encoder walks the pages twice; both walks see the same pages, so the last one's list stands.
  const data = encodeStaticIndexFrom(
    function* () {
      if (kept) return yield* kept;
      const keeping: DocSearchRecord[][] | undefined = bytes < keepBelow ? [] : undefined;
      digests = [];
      let i = 0;
      for (const page of spilledPages(pages)) {
        const records = buildRecords([page], { ...options, objectIds: false });
        // A page of a version with noIndex gives no records, so it has no place in the index.
        if (records.length > 0) digests.push(pages[i]!.digest);
        i++;
        keeping?.push(records);
        yield records;
      }
      kept = keeping;
    },
    indexName,
    { derivedIds: true },
  );
  return { data, digests };
}
