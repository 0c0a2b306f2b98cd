/**
 * The search client of a built site: answers the hosted query API from the split static index
 * (split-index.ts), loading only the pieces a query needs and keeping every piece it loaded
 * for the next queries. Browser-safe.
 *
 * It gives the same hits in the same order as the whole-index engine (engine.ts), because
 * both rank through ranking.ts and match.ts:
 *  1. the facet filters pick the groups (all records of a group share their facets);
 *  2. each query word is expanded against the groups' dictionaries (itself, plurals, prefix
 *     completions, typos), and the term shards of the matched terms say which texts hold
 *     them; with the skeleton (which record uses which text where) that gives every
 *     candidate's ranking criteria up to the attribute ones, and for a one-word query all;
 *  3. candidates are walked best first, a run of ties at a time, until the requested page
 *     is full after `distinct`; for a query of several words, proximity comes either from the
 *     words' positions or from the tied records' texts, whichever fetches less. Only the
 *     chosen records are decoded (their paragraphs fetched) and handed to the engine, which
 *     orders them by what remains and builds highlights and snippets. Record counts (nbHits)
 *     come from step 2.
 * What this path does not cover (facet counts, distinct above 1, filters on other
 * attributes, a page not stored as a walk) is answered from the whole index instead.
 */
import type { LocalSearchClient } from './client.js';
import { engineFromStaticIndex } from './client.js';
import { type SearchEngine, SearchIndex } from './engine.js';
import { SearchApiError, SearchUnreachableError, unknownIndexMessage } from './errors.js';
import { normalizeParams, readRequests, type NormalizedParams } from './params.js';
import { MAX_WORDS } from './ranking.js';
import { DEFAULT_HITS_PER_PAGE, DOCSEARCH_SETTINGS, PAGINATION_LIMIT } from './settings.js';
import { contentPlace, decodeGroup, groupRecord, passes, type Group } from './split-decode.js';
import {
  chunkFile,
  positionsFile,
  shardFile,
  skeletonFile,
  SPLIT_INDEX_DIR,
  SPLIT_INDEX_FORMAT,
  SPLIT_INDEX_VERSION,
  SPLIT_MANIFEST_FILE,
  type SplitManifest,
  type SplitSkeleton,
} from './split-index.js';
import {
  allCandidates,
  chooseRecords,
  groupMatchers,
  groupSource,
  neededShards,
  positionEvents,
  rankByPositions,
  rankCandidates,
  recordOrder,
  type Candidate,
  type GroupQuery,
} from './split-rank.js';
import type { StaticIndexData } from './static-index.js';
import { queryWords } from './text.js';
import type { DocSearchRecord, MultiSearchBody, MultiSearchResponse, SearchParams, SearchRequest, SearchResult } from './types.js';

/** Reads a file of the site by its path from the site root ("search-index/manifest.json"); rejects when it cannot. */
export type SplitFileLoader = (file: string) => Promise<unknown>;

const SETTINGS = DOCSEARCH_SETTINGS;
// The facet attributes every record of a group shares; a filter on another one needs the whole index.
const GROUP_FACETS = new Set(['language', 'version', 'docusaurus_tag']);

/** The candidates of a query and what is needed to finish ranking them. */
interface Candidates {
  list: Candidate[];
  words: number;
  queries: GroupQuery[];
}

/** Options of the split client. */
export interface SplitSearchOptions {
  /**
   * How ties of a query of several words are ordered: from the texts of the tied records, from
   * the words' positions, or (default) whichever fetches less. Both give the same hits.
   */
  proximityFrom?: 'auto' | 'texts' | 'positions';
}

/** Creates a client over the split index; `load` fetches its files (only those a query needs, each once). */
export function createSplitSearchClient(load: SplitFileLoader, options: SplitSearchOptions = {}): LocalSearchClient {
  const searcher = new SplitSearcher(load, options.proximityFrom ?? 'auto');
  const search = (body: MultiSearchBody | SearchRequest[]) => searcher.search(body);
  return {
    search,
    searchForHits: search,
    async searchSingleIndex({ indexName, searchParams }) {
      const { params: inner, ...rest } = (searchParams ?? {}) as SearchRequest;
      const merged = inner === undefined ? rest : readRequests([{ ...rest, indexName, params: inner }])[0]!.params;
      return searcher.searchOne(indexName, merged);
    },
    addAlgoliaAgent() {},
    async clearCache() {},
  };
}

/** The state of one page's search over the split index: the pieces loaded so far. */
class SplitSearcher {
  private readonly files = new Map<string, Promise<unknown>>();
  private readonly groups = new Map<string, Promise<Group>>();
  private whole: Promise<SearchEngine> | undefined;

  constructor(
    private readonly load: SplitFileLoader,
    private readonly proximityFrom: 'auto' | 'texts' | 'positions',
  ) {}

  async search(body: MultiSearchBody | SearchRequest[]): Promise<MultiSearchResponse> {
    const requests = readRequests(body);
    const manifest = await this.manifest();
    // Check every index first, so a bad request fails whole, as the hosted service does.
    for (const { indexName } of requests) if (indexName !== manifest.indexName) throw new SearchApiError(404, unknownIndexMessage(indexName));
    return { results: await Promise.all(requests.map(({ indexName, params }) => this.searchOne(indexName, params))) };
  }

  async searchOne(indexName: string, params: SearchParams): Promise<SearchResult> {
    const manifest = await this.manifest();
    if (indexName !== manifest.indexName) throw new SearchApiError(404, unknownIndexMessage(indexName));
    const p = normalizeParams(params);
    const distinct = p.distinct ?? (SETTINGS.distinct === true ? 1 : 0);
    const filtersCovered = p.facetFilters.every((group) => group.every((f) => GROUP_FACETS.has(f.attribute)));
    if (manifest.whole || p.facets.length > 0 || distinct > 1 || !filtersCovered) {
      return (await this.wholeEngine()).searchSingleIndex(indexName, params);
    }
    const groupIds = manifest.groups.flatMap((info, id) => (passes(info, p.facetFilters) ? [id] : []));
    const groups = await Promise.all(groupIds.map((id) => this.group(manifest, id)));
    const candidates = await this.candidates(manifest, groups, p);
    return this.answer(manifest, candidates, p, params, indexName, distinct);
  }

  /** Every record the query matches, with its criteria, best first by what is known. */
  private async candidates(manifest: SplitManifest, groups: Group[], p: NormalizedParams): Promise<Candidates> {
    const { words, prefixLast } = queryWords(p.query, MAX_WORDS);
    if (words.length === 0) return { list: allCandidates(manifest, groups), words: 0, queries: [] };
    const queries = await Promise.all(
      groups.map(async (group): Promise<GroupQuery> => {
        const matchers = groupMatchers(group, words, prefixLast, p.typoTolerance);
        const shards = await this.groupFiles(manifest, neededShards(group, matchers), (k) => shardFile(group.id, k));
        return { group, matchers, source: groupSource(group, shards as Map<number, number[][]>) };
      }),
    );
    const list = rankCandidates(manifest, queries, words.length, p.removeWordsIfNoResults ?? SETTINGS.removeWordsIfNoResults);
    return { list, words: words.length, queries };
  }

  /** Some files of a group, fetched (each once) and keyed by their number. */
  private async groupFiles(manifest: SplitManifest, numbers: number[], name: (k: number) => string): Promise<Map<number, unknown>> {
    const loaded = await Promise.all(numbers.map(async (k) => [k, await this.file(`${manifest.dir}/${name(k)}`)] as const));
    return new Map(loaded);
  }

  /** Decodes the records that can be on the requested page and lets the engine rank and highlight them. */
  private async answer(
    manifest: SplitManifest,
    found: Candidates,
    p: NormalizedParams,
    params: SearchParams,
    indexName: string,
    distinct: number,
  ): Promise<SearchResult> {
    const hitsPerPage = p.hitsPerPage ?? SETTINGS.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
    const urls = new Set<string>();
    if (distinct > 0) for (const c of found.list) urls.add(c.url);
    const nbHits = distinct > 0 ? urls.size : found.list.length;
    const reachable = Math.min(nbHits, SETTINGS.paginationLimitedTo ?? PAGINATION_LIMIT);
    const need = hitsPerPage === 0 ? 0 : Math.min(reachable, (p.page + 1) * hitsPerPage);
    let chosen = chooseRecords(found.list, need, distinct, found.words > 1);
    if (found.words > 1 && need > 0 && this.proximityFromPositions(manifest, found, chosen)) {
      found.list = rankByPositions(found.list, found.words, await this.positionEvents(manifest, found.queries));
      chosen = chooseRecords(found.list, need, distinct, false);
    }
    chosen.sort(recordOrder);
    const records = await Promise.all(chosen.map((c) => this.record(manifest, c.group, c.rec)));
    const result = new SearchIndex(records).search(params, indexName);
    result.nbHits = nbHits;
    result.nbPages = hitsPerPage === 0 ? 0 : Math.ceil(reachable / hitsPerPage);
    return result;
  }

  /**
   * Two ways to order ties of several words: read the texts of the tied records (the engine
   * then weighs proximity), or fetch the words' positions and weigh it here, after which only
   * the records on the page are read. True for the positions when they fetch less.
   */
  private proximityFromPositions(manifest: SplitManifest, found: Candidates, chosen: Candidate[]): boolean {
    if (this.proximityFrom !== 'auto') return this.proximityFrom === 'positions';
    const chunks = chosen.flatMap(({ group, rec }) => {
      const place = contentPlace(group, rec);
      return place ? [{ file: chunkFile(group.id, place.chunk), size: group.skeleton.chunkSizes[place.chunk]! }] : [];
    });
    const positionFiles = found.queries.flatMap(({ group, matchers }) =>
      neededShards(group, matchers).map((k) => ({ file: positionsFile(group.id, k), size: group.skeleton.positionSizes[k]! })),
    );
    return this.missingSize(manifest, positionFiles) < this.missingSize(manifest, chunks);
  }

  /** Characters still to fetch for these files of the index (each counted once). */
  private missingSize(manifest: SplitManifest, files: { file: string; size: number }[]): number {
    const seen = new Set<string>();
    let size = 0;
    for (const { file, size: bytes } of files) {
      if (seen.has(file) || this.files.has(`${manifest.dir}/${file}`)) continue;
      seen.add(file);
      size += bytes;
    }
    return size;
  }

  /** Per group, its texts' matched words in position order (split-rank.ts's positionEvents), fetching the positions files. */
  private async positionEvents(manifest: SplitManifest, queries: GroupQuery[]): Promise<Map<Group, Map<number, number[]>>> {
    const events = new Map<Group, Map<number, number[]>>();
    await Promise.all(
      queries.map(async (q) => {
        const places = await this.groupFiles(manifest, neededShards(q.group, q.matchers), (k) => positionsFile(q.group.id, k));
        events.set(q.group, positionEvents(q, places as Map<number, number[][]>));
      }),
    );
    return events;
  }

  /** Builds a record as the whole index decodes it, fetching its paragraph's chunk if needed. */
  private async record(manifest: SplitManifest, group: Group, r: number): Promise<DocSearchRecord> {
    const place = contentPlace(group, r);
    const chunk = place ? ((await this.file(`${manifest.dir}/${chunkFile(group.id, place.chunk)}`)) as string[]) : null;
    return groupRecord(manifest, group, r, place && chunk ? chunk[place.at]! : null);
  }

  private manifest(): Promise<SplitManifest> {
    return this.file(SPLIT_MANIFEST_FILE).then((data) => {
      const manifest = data as SplitManifest;
      if (!manifest || manifest.format !== SPLIT_INDEX_FORMAT)
        throw new SearchUnreachableError(`Not a split search index: expected format "${SPLIT_INDEX_FORMAT}".`);
      if (manifest.version !== SPLIT_INDEX_VERSION) {
        throw new SearchUnreachableError(
          `Split search index version ${String(manifest.version)} is not supported (expected ${SPLIT_INDEX_VERSION}); rebuild the site.`,
        );
      }
      return manifest;
    });
  }

  private group(manifest: SplitManifest, id: number): Promise<Group> {
    // Keyed by the pieces' folder too: a site deployed again has other groups.
    const key = `${manifest.dir}/${id}`;
    let pending = this.groups.get(key);
    if (!pending) {
      pending = this.file(`${manifest.dir}/${skeletonFile(id)}`).then((data) => decodeGroup(id, manifest.groups[id]!, data as SplitSkeleton));
      pending.catch(() => this.groups.delete(key));
      this.groups.set(key, pending);
    }
    return pending;
  }

  /** A file under search-index/, fetched once; a failed fetch is tried again by the next query. */
  private file(name: string): Promise<unknown> {
    let pending = this.files.get(name);
    if (!pending) {
      pending = this.load(`${SPLIT_INDEX_DIR}/${name}`).catch((error: unknown) => {
        this.files.delete(name);
        // The site may have been deployed again since the manifest was read: read it again next time.
        this.files.delete(SPLIT_MANIFEST_FILE);
        if (error instanceof SearchUnreachableError) throw error;
        throw new SearchUnreachableError('Unable to load the search index.', { cause: error });
      });
      this.files.set(name, pending);
    }
    return pending;
  }

  private wholeEngine(): Promise<SearchEngine> {
    this.whole ??= this.load('search-index.json').then(
      (data) => engineFromStaticIndex(data as StaticIndexData),
      (error: unknown) => {
        this.whole = undefined;
        throw new SearchUnreachableError('Unable to load the search index.', { cause: error });
      },
    );
    return this.whole;
  }
}
