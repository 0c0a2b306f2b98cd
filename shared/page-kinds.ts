import type { PageKind } from './types.js';

/**
 * The page components (files of template/pages) the browser loads with their route rather
 * than in the main bundle: every kind but a doc's, which most visits start on. They share
 * one chunk (template/pages/lazy-pages.ts), which the generator preloads from the HTML of
 * the pages that need it.
 */
export const LAZY_PAGES_MODULE = 'lazy-pages';

/** The page component each lazily loaded kind renders with, by the name lazy-pages.ts exports it under. */
export const LAZY_PAGE_KINDS = {
  home: 'HomePage',
  docTagsList: 'TagsListPage',
  docTag: 'DocTagPage',
  docCategory: 'DocCategoryPage',
  blogList: 'BlogListPage',
  blogTag: 'BlogListPage',
  blogAuthor: 'BlogListPage',
  blogPost: 'BlogPostPage',
  blogArchive: 'BlogArchivePage',
  blogTagsList: 'TagsListPage',
  blogAuthorsList: 'BlogAuthorsListPage',
  mdPage: 'MdPage',
  search: 'SearchPage',
  notFound: 'NotFoundPage',
} as const satisfies Partial<Record<PageKind, string>>;

/** A kind whose page component loads with its route. */
export type LazyPageKind = keyof typeof LAZY_PAGE_KINDS;

/** True when a kind's page component loads with its route (is not in the main bundle). */
export function isLazyPageKind(kind: PageKind): kind is LazyPageKind {
  return kind in LAZY_PAGE_KINDS;
}
