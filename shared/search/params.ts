/**
 * Reading search requests in every form the hosted API accepts (v5 flat objects, v4
 * `params` strings, facet filters as arrays or JSON text) into one checked shape.
 */
import { MISSING_REQUESTS_MESSAGE, SearchApiError, missingIndexNameMessage } from './errors.js';
import { MAX_HITS_PER_PAGE } from './settings.js';
import type { MultiSearchBody, SearchParams, SearchRequest } from './types.js';

// Parameters whose value is text even when it looks like a number or JSON ("query=404").
const TEXT_PARAMS = new Set(['query', 'highlightPreTag', 'highlightPostTag', 'snippetEllipsisText', 'filters', 'userToken', 'indexName']);

/** Parses a URL-encoded `params` string ("query=a&hitsPerPage=5&facetFilters=[...]") into an object. */
export function parseParamsString(params: string): SearchParams {
  const out: SearchParams = {};
  for (const [key, value] of new URLSearchParams(params)) {
    if (TEXT_PARAMS.has(key)) {
      out[key] = value;
      continue;
    }
    try {
      out[key] = JSON.parse(value);
    } catch {
      // Plain words such as attributesToRetrieve=a,b stay text; normalizeRequest splits them.
      out[key] = value;
    }
  }
  return out;
}

/** Serialises parameters back to the URL-encoded form the hosted service echoes in `params`. */
export function stringifyParams(params: SearchParams): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || key === 'indexName' || key === 'params') continue;
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`);
  }
  return parts.join('&');
}

/** Accepts the v5 body `{ requests }` or the legacy array of requests; throws the hosted service's 400 error otherwise. */
export function readMultiSearchBody(body: unknown): SearchRequest[] {
  const requests = Array.isArray(body) ? body : isObject(body) ? body.requests : undefined;
  if (requests === undefined || requests === null) throw new SearchApiError(400, MISSING_REQUESTS_MESSAGE);
  if (!Array.isArray(requests)) {
    throw new SearchApiError(400, `Parameter \`searchMethodParams.requests\` must be an array, received ${describe(requests)}.`);
  }
  return requests.map((request: unknown, i) => {
    if (!isObject(request)) throw new SearchApiError(400, `Parameter \`requests[${i}]\` must be an object, received ${describe(request)}.`);
    if (typeof request.indexName !== 'string' || request.indexName === '') throw new SearchApiError(400, missingIndexNameMessage(i));
    return request as unknown as SearchRequest;
  });
}

/** Flattens a request's `params` (string or object) into its top-level parameters, `params` winning as in the hosted client. */
export function mergeRequestParams(request: SearchRequest | SearchParams): SearchParams {
  const { params, indexName: _indexName, ...rest } = request as SearchRequest;
  if (params === undefined || params === null) return rest;
  if (typeof params === 'string') return { ...rest, ...parseParamsString(params) };
  if (isObject(params)) return { ...rest, ...(params as SearchParams) };
  throw new SearchApiError(400, `Parameter \`params\` must be a string or an object, received ${describe(params)}.`);
}

/** One facet filter: attribute, value, and whether it excludes ("attr:-value"). */
export interface FacetFilter {
  attribute: string;
  value: string;
  negate: boolean;
}

/** Reads facetFilters into an AND of ORs, accepting a string, nested arrays, or their JSON text. */
export function parseFacetFilters(input: unknown): FacetFilter[][] {
  if (input === undefined || input === null || input === '') return [];
  let value = input;
  if (typeof value === 'string' && value.trim().startsWith('[')) {
    try {
      value = JSON.parse(value);
    } catch {
      throw new SearchApiError(400, `facetFilters: invalid JSON ${JSON.stringify(input)}.`);
    }
  }
  const list = Array.isArray(value) ? value : [value];
  return list.map((group) => {
    const ors = Array.isArray(group) ? group : [group];
    return ors.map((f) => parseFacetFilter(f));
  });
}

function parseFacetFilter(filter: unknown): FacetFilter {
  if (typeof filter !== 'string') throw new SearchApiError(400, `facetFilters: expected "attribute:value", received ${describe(filter)}.`);
  const colon = filter.indexOf(':');
  if (colon <= 0) throw new SearchApiError(400, `facetFilters: expected "attribute:value", received ${JSON.stringify(filter)}.`);
  let attribute = filter.slice(0, colon).trim();
  let value = filter.slice(colon + 1).trim();
  let negate = false;
  if (attribute.startsWith('-')) {
    negate = true;
    attribute = attribute.slice(1);
  }
  if (value.startsWith('-')) {
    negate = true;
    value = value.slice(1);
  } else if (value.startsWith('\\-')) {
    // An escaped dash is a value that really starts with "-".
    value = value.slice(1);
  }
  attribute = unquote(attribute);
  value = unquote(value);
  return { attribute, value, negate };
}

/** The request after merging and checking: every field the engine reads, with defaults applied. */
export interface NormalizedParams {
  query: string;
  hitsPerPage?: number;
  page: number;
  facetFilters: FacetFilter[][];
  facets: string[];
  attributesToRetrieve?: string[];
  attributesToHighlight?: string[];
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  clickAnalytics: boolean;
  distinct?: number;
  typoTolerance: boolean;
  removeWordsIfNoResults?: 'none' | 'allOptional';
}

/** Checks merged parameters and converts them to the engine's shape; bad values are 400 errors naming the parameter. */
export function normalizeParams(params: SearchParams): NormalizedParams {
  const query = params.query ?? '';
  if (typeof query !== 'string') throw new SearchApiError(400, `Parameter \`query\` must be a string, received ${describe(query)}.`);
  if (typeof params.filters === 'string' && params.filters.trim() !== '') {
    // Ignoring it would answer unfiltered hits as if they were filtered.
    throw new SearchApiError(400, 'Parameter `filters` is not supported by the local search backend; use `facetFilters`.');
  }
  return {
    // The hosted service caps queries at 512 characters.
    query: query.slice(0, 512),
    // Larger values are capped, not refused, as the hosted service does.
    hitsPerPage: readHitsPerPage(params.hitsPerPage),
    page: optionalInt(params.page, 'page', 0, Number.MAX_SAFE_INTEGER) ?? 0,
    facetFilters: parseFacetFilters(params.facetFilters),
    facets: stringList(params.facets, 'facets') ?? [],
    attributesToRetrieve: stringList(params.attributesToRetrieve, 'attributesToRetrieve'),
    attributesToHighlight: stringList(params.attributesToHighlight, 'attributesToHighlight'),
    attributesToSnippet: stringList(params.attributesToSnippet, 'attributesToSnippet'),
    highlightPreTag: optionalString(params.highlightPreTag, 'highlightPreTag'),
    highlightPostTag: optionalString(params.highlightPostTag, 'highlightPostTag'),
    snippetEllipsisText: optionalString(params.snippetEllipsisText, 'snippetEllipsisText'),
    clickAnalytics: isTrue(params.clickAnalytics),
    distinct: readDistinct(params.distinct),
    typoTolerance: !isFalse(params.typoTolerance),
    removeWordsIfNoResults:
      params.removeWordsIfNoResults === 'none' || params.removeWordsIfNoResults === 'allOptional' ? params.removeWordsIfNoResults : undefined,
  };
}

// Values from a params string arrive as text ("true"), from JSON as booleans.
function isTrue(v: unknown): boolean {
  return v === true || v === 'true';
}

function isFalse(v: unknown): boolean {
  return v === false || v === 'false';
}

function readDistinct(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (value === true || value === 'true') return 1;
  if (value === false || value === 'false') return 0;
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 4) return n;
  throw new SearchApiError(400, `Parameter \`distinct\` must be a boolean or an integer from 0 to 4, received ${describe(value)}.`);
}

function readHitsPerPage(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) {
    throw new SearchApiError(400, `Parameter \`hitsPerPage\` must be an integer from 0 to ${MAX_HITS_PER_PAGE}, received ${describe(value)}.`);
  }
  return Math.min(n, MAX_HITS_PER_PAGE);
}

function optionalInt(value: unknown, name: string, min: number, max: number): number | undefined {
  if (value === undefined || value === null) return undefined;
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max) {
    throw new SearchApiError(400, `Parameter \`${name}\` must be an integer from ${min} to ${max}, received ${describe(value)}.`);
  }
  return n;
}

function optionalString(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new SearchApiError(400, `Parameter \`${name}\` must be a string, received ${describe(value)}.`);
  return value;
}

function stringList(value: unknown, name: string): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        return stringList(JSON.parse(text), name);
      } catch (e) {
        if (e instanceof SearchApiError) throw e;
      }
    }
    return text === '' ? [] : text.split(',').map((s) => s.trim());
  }
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value as string[];
  throw new SearchApiError(400, `Parameter \`${name}\` must be a list of strings, received ${describe(value)}.`);
}

function unquote(s: string): string {
  return s.length >= 2 && s.startsWith('"') && s.endsWith('"') ? s.slice(1, -1) : s;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
  if (typeof v === 'object') return 'an object';
  return String(v);
}

/** Reads a multi-query body or array and returns the merged parameters of each query with its index name. */
export function readRequests(body: MultiSearchBody | SearchRequest[] | unknown): { indexName: string; params: SearchParams }[] {
  return readMultiSearchBody(body).map((request) => ({ indexName: request.indexName, params: mergeRequestParams(request) }));
}
