import type { PageKind } from './types.js';

/**
 * The page components (files of template/pages) the browser loads with their route rather
 * than in the main bundle: every kind but a doc's, which most visits start on. They share
 * one chunk (template/pages/lazy-pages.tsx), which the generator preloads from the HTML of
 * the pages that need it.
 */
export const LAZY_PAGES_MODULE = 'lazy-pages';

/** The kinds whose page component is in that chunk (a home page without a React module of the site's included). */
export const LAZY_PAGE_KINDS = [
  'home',
  'docTagsList',
  'docTag',
  'docCategory',
  'blogList',
  'blogTag',
  'blogAuthor',
  'blogPost',
  'blogArchive',
  'blogTagsList',
  'blogAuthorsList',
  'mdPage',
  'search',
  'notFound',
] as const satisfies readonly PageKind[];

/** A kind whose page component loads with its route. */
export type LazyPageKind = (typeof LAZY_PAGE_KINDS)[number];

/** True when a kind's page component loads with its route (is not in the main bundle). */
export function isLazyPageKind(kind: PageKind): kind is LazyPageKind {
  return (LAZY_PAGE_KINDS as readonly PageKind[]).includes(kind);
}
