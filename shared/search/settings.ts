import type { IndexSettings } from './types.js';

/** Hits per page when a request does not say. */
export const DEFAULT_HITS_PER_PAGE = 20;

/** Words in a snippet when `attributesToSnippet` names no count. */
export const DEFAULT_SNIPPET_WORDS = 10;

/** The hosted service never pages past this many hits; the local engine does the same. */
export const PAGINATION_LIMIT = 1000;

/** The hosted service's largest hitsPerPage. */
export const MAX_HITS_PER_PAGE = 1000;

/**
 * Index settings of a DocSearch index, pushed to the hosted service by `docs index --push`
 * and followed by the local engine, so both backends rank the same records the same way.
 */
export const DOCSEARCH_SETTINGS: Readonly<IndexSettings> = Object.freeze({
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  attributesForFaceting: ['language', 'version', 'docusaurus_tag', 'type'],
  distinct: true,
  attributeForDistinct: 'url',
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: [`content:${DEFAULT_SNIPPET_WORDS}`],
  // 5+ letters for one typo and 9+ for two: shorter words are too often other real words.
  minWordSizefor1Typo: 5,
  minWordSizefor2Typos: 9,
  allowTyposOnNumericTokens: false,
  camelCaseAttributes: ['hierarchy', 'content'],
  ignorePlurals: true,
  // A query with one unknown word still finds the pages that have the others.
  removeWordsIfNoResults: 'allOptional',
  hitsPerPage: DEFAULT_HITS_PER_PAGE,
  snippetEllipsisText: '…',
  highlightPreTag: '<em>',
  highlightPostTag: '</em>',
});
