import type {
  BlogArchiveProps,
  BlogAuthorsListProps,
  BlogListProps,
  BlogPostProps,
  DocCategoryPageProps,
  DocPageProps,
  DocTagProps,
  MdPageProps,
  ReactPageProps,
  RouteData,
  TagsListProps,
} from 'docs-kiln/shared/types';
import { pageModuleKey } from '../router/route-modules';
import { BlogArchivePage } from './BlogArchivePage';
import { BlogAuthorsListPage } from './BlogAuthorsListPage';
import { BlogListPage } from './BlogListPage';
import { BlogPostPage } from './BlogPostPage';
import { BlogTagsListPage } from './BlogTagsListPage';
import { DocPage } from './DocPage';
import { DocCategoryPage } from './DocCategoryPage';
import { DocTagPage } from './DocTagPage';
import { DocTagsListPage } from './DocTagsListPage';
import { HomePage } from './HomePage';
import { MdPage } from './MdPage';
import { NotFoundPage } from './NotFoundPage';
import { ReactPage } from './ReactPage';
import { SearchPage } from './SearchPage';

/** Renders the page component of a route's kind with its props. */
export function PageView({ route }: { route: RouteData }) {
  // Props are typed by kind in shared/types.ts; the route carries them untyped.
  const props = route.props as unknown;
  switch (route.kind) {
    case 'home':
      return pageModuleKey(route) ? <ReactPage page={props as ReactPageProps} /> : <HomePage />;
    case 'doc':
      return <DocPage doc={props as DocPageProps} />;
    case 'docTagsList':
      return <DocTagsListPage data={props as TagsListProps} />;
    case 'docTag':
      return <DocTagPage data={props as DocTagProps} />;
    case 'docCategory':
      return <DocCategoryPage data={props as DocCategoryPageProps} />;
    case 'mdPage':
      return <MdPage page={props as MdPageProps} />;
    case 'reactPage':
      return <ReactPage page={props as ReactPageProps} />;
    case 'blogList':
    case 'blogTag':
    case 'blogAuthor':
      return <BlogListPage data={props as BlogListProps} />;
    case 'blogPost':
      return <BlogPostPage data={props as BlogPostProps} />;
    case 'blogArchive':
      return <BlogArchivePage data={props as BlogArchiveProps} />;
    case 'blogTagsList':
      return <BlogTagsListPage data={props as TagsListProps} />;
    case 'blogAuthorsList':
      return <BlogAuthorsListPage data={props as BlogAuthorsListProps} />;
    case 'search':
      return <SearchPage />;
    case 'notFound':
      return <NotFoundPage />;
    default:
      throw new Error(`Unknown page kind "${String((route as RouteData).kind)}" for ${route.path}.`);
  }
}
