/**
 * Types of the search records and of the hosted search service's query API, shared by
 * the Node side (records, local endpoint, push) and the browser (static index client).
 * Plain data only: no Node or DOM types, so both tsconfigs accept this file.
 */

/** The heading levels of a DocSearch hierarchy. */
export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** One level name of the hierarchy, lvl0 (section) to lvl6. */
export type Level = (typeof LEVELS)[number];

/** What a record stands for: a heading of level 1..6, or a block of content under one. */
export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

/** The headings above a record; null where the page has no heading at that level. */
export type Hierarchy = Record<Level, string | null>;

/**
 * A search record in DocSearch's shape. Text fields hold HTML-escaped text (`&lt;` for `<`),
 * as DocSearch's crawler writes them: the modal renders them as HTML and decodes them for
 * breadcrumbs, so raw text there would be both wrong and unsafe.
 */
export interface DocSearchRecord {
  objectID: string;
  type: RecordType;
  hierarchy: Hierarchy;
  /** The text of a content record; null on heading records. */
  content: string | null;
  /** Absolute URL with the anchor of the nearest heading, when there is one. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  weight: { pageRank: number; level: number; position: number };
  /** Facet: page language(s), e.g. ["en"]. */
  language: string[];
  /** Facet: docs version name(s), e.g. ["0.18.0"]; empty outside the docs. */
  version: string[];
  /** Facet: the page's search tag(s), e.g. ["docs-default-0.18.0"] or ["default"]. */
  docusaurus_tag: string[];
}

/** A facet filter in any of the hosted service's forms: "a:b", ["a:b", ["c:d", "c:e"]] or its JSON text. */
export type FacetFilters = string | (string | string[])[];

/** The search parameters the engine understands (a subset of the hosted service's). */
export interface SearchParams {
  query?: string;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: FacetFilters;
  facets?: string[] | string;
  attributesToRetrieve?: string[] | string;
  attributesToHighlight?: string[] | string;
  attributesToSnippet?: string[] | string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  clickAnalytics?: boolean;
  distinct?: boolean | number;
  typoTolerance?: boolean;
  removeWordsIfNoResults?: 'none' | 'allOptional';
  /** Any other parameter is accepted and echoed in `params`, as the hosted service does. */
  [other: string]: unknown;
}

/** One query of a multi-query request; `params` may be the legacy URL-encoded string. */
export interface SearchRequest extends SearchParams {
  indexName: string;
  params?: string | SearchParams;
}

/** The body of POST /1/indexes/{star}/queries. */
export interface MultiSearchBody {
  requests: SearchRequest[];
  strategy?: 'none' | 'stopIfEnoughMatches';
}

/** How well an attribute matched the query. */
export type MatchLevel = 'none' | 'partial' | 'full';

/** A highlighted attribute value, as in the hosted service's `_highlightResult`. */
export interface HighlightResult {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

/** A snippet of an attribute value, as in the hosted service's `_snippetResult`. */
export interface SnippetResult {
  value: string;
  matchLevel: MatchLevel;
}

/** Highlight or snippet results of a hit, nested like the record (`hierarchy.lvl1`, `content`). */
export interface HitAttributeResults<T> {
  hierarchy?: Partial<Record<Level, T>>;
  content?: T;
  [attribute: string]: T | Partial<Record<Level, T>> | undefined;
}

/** A hit: the record's retrieved attributes plus highlight and snippet results. */
export type SearchHit = Partial<DocSearchRecord> & {
  objectID: string;
  _highlightResult?: HitAttributeResults<HighlightResult>;
  _snippetResult?: HitAttributeResults<SnippetResult>;
  [attribute: string]: unknown;
};

/** The answer to one query, in the hosted service's shape. */
export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  exhaustiveNbHits: boolean;
  exhaustive: { nbHits: boolean; typo: boolean };
  facets?: Record<string, Record<string, number>>;
  queryID?: string;
}

/** The answer to a multi-query request. */
export interface MultiSearchResponse {
  results: SearchResult[];
}

/**
 * What answers queries, whichever backend it is: the whole-index engine (engine.ts), the
 * split-index client (split-client.ts), the client of a local endpoint or the hosted
 * service's. The local endpoint of `docs dev` and `docs serve` serves any of them.
 */
export interface SearchBackend {
  /** Multi-query search: `{ requests }` or a legacy array; throws (or rejects with) a SearchApiError for a bad request. */
  search(body: MultiSearchBody | SearchRequest[]): MultiSearchResponse | Promise<MultiSearchResponse>;
}

/** Index settings the local engine honours; the same object is pushed to the hosted service. */
export interface IndexSettings {
  searchableAttributes?: string[];
  attributesForFaceting?: string[];
  distinct?: boolean | number;
  attributeForDistinct?: string;
  customRanking?: string[];
  ranking?: string[];
  attributesToSnippet?: string[];
  attributesToHighlight?: string[];
  attributesToRetrieve?: string[];
  minWordSizefor1Typo?: number;
  minWordSizefor2Typos?: number;
  allowTyposOnNumericTokens?: boolean;
  camelCaseAttributes?: string[];
  ignorePlurals?: boolean;
  removeWordsIfNoResults?: 'none' | 'allOptional';
  hitsPerPage?: number;
  paginationLimitedTo?: number;
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  [other: string]: unknown;
}
