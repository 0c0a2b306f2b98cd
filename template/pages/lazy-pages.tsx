// The page components the browser loads with their route, in one chunk: every kind but a doc's
// (see LAZY_PAGE_KINDS). One chunk rather than one per page keeps the main bundle in few files.
// Loaded after the client started; importing it keeps the first load in one chunk (client-core.tsx).
import '@docs/client-core';
import type { LazyPageKind } from 'docs-kiln/shared/page-kinds';
import type { RouteDataOf } from 'docs-kiln/shared/types';
import { BlogArchivePage } from './BlogArchivePage';
import { BlogAuthorsListPage } from './BlogAuthorsListPage';
import { BlogListPage } from './BlogListPage';
import { BlogPostPage } from './BlogPostPage';
import { DocCategoryPage } from './DocCategoryPage';
import { DocTagPage } from './DocTagPage';
import { HomePage } from './HomePage';
import { MdPage } from './MdPage';
import { NotFoundPage } from './NotFoundPage';
import { SearchPage } from './SearchPage';
import { TagsListPage } from './TagsListPage';

/** The data of a route whose page component is in this chunk. */
export type LazyRouteData = RouteDataOf<LazyPageKind>;

/** Renders the page component of a route whose kind loads with its route, with the route's props. */
export function LazyPageView({ route }: { route: LazyRouteData }) {
  switch (route.kind) {
    case 'home':
      return <HomePage />;
    case 'docTagsList':
    case 'blogTagsList':
      return <TagsListPage data={route.props} />;
    case 'docTag':
      return <DocTagPage data={route.props} />;
    case 'docCategory':
      return <DocCategoryPage data={route.props} />;
    case 'mdPage':
      return <MdPage page={route.props} />;
    case 'blogList':
    case 'blogTag':
    case 'blogAuthor':
      return <BlogListPage data={route.props} />;
    case 'blogPost':
      return <BlogPostPage data={route.props} />;
    case 'blogArchive':
      return <BlogArchivePage data={route.props} />;
    case 'blogAuthorsList':
      return <BlogAuthorsListPage data={route.props} />;
    case 'search':
      return <SearchPage />;
    case 'notFound':
      return <NotFoundPage />;
    default:
      return unknownKind(route);
  }
}

// Data of a kind this theme does not know (a data file from another version of the generator):
// an error that names it, rather than an empty page. The switch above covers every kind it knows.
function unknownKind(route: never): never {
  const data: { kind: string; path: string } = route;
  throw new Error(`Unknown page kind "${data.kind}" for ${data.path}.`);
}
