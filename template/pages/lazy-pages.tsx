// The page components the browser loads with their route, in one chunk: every kind but a doc's
// (see LAZY_PAGE_KINDS). One chunk rather than one per page keeps the main bundle in few files.
// Loaded after the client started; importing it keeps the first load in one chunk (client-core.tsx).
import '@docs/client-core';
export { BlogArchivePage } from './BlogArchivePage';
export { BlogAuthorsListPage } from './BlogAuthorsListPage';
export { BlogListPage } from './BlogListPage';
export { BlogPostPage } from './BlogPostPage';
export { DocCategoryPage } from './DocCategoryPage';
export { DocTagPage } from './DocTagPage';
export { HomePage } from './HomePage';
export { MdPage } from './MdPage';
export { NotFoundPage } from './NotFoundPage';
export { SearchPage } from './SearchPage';
export { TagsListPage } from './TagsListPage';
