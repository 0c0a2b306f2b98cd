/**
 * The split static search index: the files a built site ships under `search-index/` so that
 * the browser loads only the pieces a query needs, instead of the whole search-index.json.
 * Browser-safe (types and names only; the writer is src/search/split-group.ts, the reader
 * split-client.ts).
 *
 * Pages are grouped by their facet set (language, version, search tags), so a contextual
 * search loads only its docs version and the pages outside the docs. Each group has:
 *  - a skeleton (`g{N}.json`): its pages as in search-index.json (a walk of heading and
 *    content ops), the texts of its headings, its anchors, and its sorted term dictionary;
 *  - term shards (`g{N}-t{K}.json`): for a contiguous range of the dictionary, the texts
 *    holding each term, so a query fetches the shards of the terms its words match, and
 *    beside each the word positions (`g{N}-p{K}.json`), for queries of several words;
 *  - content chunks (`g{N}-c{K}.json`): the paragraph texts, fetched only for the records
 *    that end up on the page of results.
 * Text ids of a group: headings first (0 … headings.length-1), then contents.
 * The pieces live in a folder named after a hash of their content, so they can be cached
 * for good; only the manifest (`search-index/manifest.json`) is read fresh.
 */

import { unescapeHtml } from '../html.js';

/** The folder of the split index at the site root. */
export const SPLIT_INDEX_DIR = 'search-index';
/** The manifest of the split index, inside SPLIT_INDEX_DIR. */
export const SPLIT_MANIFEST_FILE = 'manifest.json';
/** The `format` field of the manifest. */
export const SPLIT_INDEX_FORMAT = 'docs-search-split';
/** The version of the layout; a reader refuses other versions rather than misreading them. */
export const SPLIT_INDEX_VERSION = 1;

/** One group of the manifest: the facet values its pages share. */
export interface SplitGroupInfo {
  language: string[];
  version: string[];
  docusaurus_tag: string[];
}

/** search-index/manifest.json. */
export interface SplitManifest {
  format: typeof SPLIT_INDEX_FORMAT;
  version: typeof SPLIT_INDEX_VERSION;
  indexName: string;
  /** URL prefix common to every page (as in search-index.json). */
  base: string;
  /** Folder of the pieces, inside SPLIT_INDEX_DIR (a content hash). */
  dir: string;
  /**
   * True when some page could not be stored as a walk of headings (search-index.json keeps
   * its raw records): the reader then loads the whole index instead.
   */
  whole: boolean;
  groups: SplitGroupInfo[];
  /**
   * Set only by `docs dev` and `docs serve`, in the manifest they answer (never in the file a
   * build writes): the server answers the query endpoint itself, so the page sends its queries
   * there. A static host serves the file as built, so the page reads the split index.
   */
  localEndpoint?: true;
}

/** The manifest's path from the site root, which the page reads first to choose where its queries go. */
export const SPLIT_MANIFEST_PATH = `${SPLIT_INDEX_DIR}/${SPLIT_MANIFEST_FILE}`;

/**
 * A page of a skeleton: its index among all pages (record order across groups), path after
 * `base`, lvl0 and lvl1 heading references, pageRank and ops. Texts are numbered in order of
 * first use, so most references are "the next new one" and the ops compress to little:
 *  - a heading reference is 0 for the next new heading, k > 0 for `headings[k-1]`, -1 for null;
 *  - an anchor reference is 0 for the slug of its heading (anchorSlug), k > 0 for
 *    `anchors[k-1]`, -1 for null;
 *  - a content op is 0 for the next new content, k > 0 for content k-1, CONTENT_NULL for null;
 *  - a heading op of level L is -L, a heading reference and an anchor reference.
 */
export type SplitPage = [pageIndex: number, path: string, lvl0: number, lvl1: number, pageRank: number, ops: number[]];

/** The content op of a content record without text. */
export const CONTENT_NULL = -7;

/**
 * The anchor most headings get (lower case, punctuation dropped, spaces as dashes). The writer
 * stores an anchor explicitly whenever it differs, so this need not match the build's slugs.
 */
export function anchorSlug(headingText: string): string {
  return unescapeHtml(headingText)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** g{N}.json: what every query on a group needs. */
export interface SplitSkeleton {
  pages: SplitPage[];
  headings: string[];
  anchors: string[];
  /** Number of content texts. */
  contents: number;
  /** First content id (0-based) of each content chunk. */
  chunks: number[];
  /** Size of each content chunk file (characters). */
  chunkSizes: number[];
  /** Every term of the group's texts, sorted (as JavaScript compares strings). */
  terms: string[];
  /** First term index of each term shard. */
  shards: number[];
  /** Size of each term shard file (characters). */
  shardSizes: number[];
  /** Size of each positions file (characters). */
  positionSizes: number[];
}

/** g{N}-t{K}.json: per term of the shard's range, the ids of the texts holding it, delta-coded. */
export type SplitShard = number[][];

/**
 * g{N}-p{K}.json: for the terms of shard K, where they occur in each text of their postings
 * (in the same order): per text, the count, then the word positions delta-coded. Fetched only
 * for queries of several words, whose ranking weighs how close the words are.
 */
export type SplitPositions = number[][];

/** g{N}-c{K}.json: the content texts of the chunk's range. */
export type SplitChunk = string[];

/** File name of a group's skeleton. */
export function skeletonFile(group: number): string {
  return `g${group}.json`;
}

/** File name of a group's term shard. */
export function shardFile(group: number, shard: number): string {
  return `g${group}-t${shard}.json`;
}

/** File name of the word positions of a group's term shard. */
export function positionsFile(group: number, shard: number): string {
  return `g${group}-p${shard}.json`;
}

/** File name of a group's content chunk. */
export function chunkFile(group: number, chunk: number): string {
  return `g${group}-c${chunk}.json`;
}
