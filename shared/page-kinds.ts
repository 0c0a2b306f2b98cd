import type { PageKind } from './types.js';

/**
 * The page components (files of template/pages) the browser loads with their route rather
 * than in the main bundle: every kind but a doc's, which most visits start on. They share
 * one chunk (template/pages/lazy-pages.ts), which the generator preloads from the HTML of
 * the pages that need it.
 */
export const LAZY_PAGES_MODULE = 'lazy-pages';

export const LAZY_PAGE_KINDS: Partial<Record<PageKind, string>> = {
  home: 'HomePage',
  docTagsList: 'DocTagsListPage',
  docTag: 'DocTagPage',
  docCategory: 'DocCategoryPage',
  blogList: 'BlogListPage',
  blogTag: 'BlogListPage',
  blogAuthor: 'BlogListPage',
  blogPost: 'BlogPostPage',
  blogArchive: 'BlogArchivePage',
  blogTagsList: 'BlogTagsListPage',
  blogAuthorsList: 'BlogAuthorsListPage',
  mdPage: 'MdPage',
  search: 'SearchPage',
  notFound: 'NotFoundPage',
};
