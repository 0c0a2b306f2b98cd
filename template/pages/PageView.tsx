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
  PageKind,
  RouteData,
  TagsListProps,
} from 'docs-kiln/shared/types';
import { pageModuleKey } from '../router/route-modules';
import { usePageKind } from '../router/page-kinds';
import { DocPage } from './DocPage';
import { ReactPage } from './ReactPage';

/** Renders the page component of a route's kind with its props. */
export function PageView({ route }: { route: RouteData }) {
  // Props are typed by kind in shared/types.ts; the route carries them untyped.
  const props = route.props as unknown;
  switch (route.kind) {
    case 'home':
      return pageModuleKey(route) ? <ReactPage page={props as ReactPageProps} /> : <LazyPage kind="home" props={{}} />;
    case 'doc':
      return <DocPage doc={props as DocPageProps} />;
    case 'reactPage':
      return <ReactPage page={props as ReactPageProps} />;
    default:
      return <KindPage route={route} props={props} />;
  }
}

// The other kinds' components load with their route (loaded before hydration and navigation).
function KindPage({ route, props }: { route: RouteData; props: unknown }) {
  switch (route.kind) {
    case 'docTagsList':
      return <LazyPage<{ data: TagsListProps }> kind="docTagsList" props={{ data: props as TagsListProps }} />;
    case 'docTag':
      return <LazyPage<{ data: DocTagProps }> kind="docTag" props={{ data: props as DocTagProps }} />;
    case 'docCategory':
      return <LazyPage<{ data: DocCategoryPageProps }> kind="docCategory" props={{ data: props as DocCategoryPageProps }} />;
    case 'mdPage':
      return <LazyPage<{ page: MdPageProps }> kind="mdPage" props={{ page: props as MdPageProps }} />;
    case 'blogList':
    case 'blogTag':
    case 'blogAuthor':
      return <LazyPage<{ data: BlogListProps }> kind={route.kind} props={{ data: props as BlogListProps }} />;
    case 'blogPost':
      return <LazyPage<{ data: BlogPostProps }> kind="blogPost" props={{ data: props as BlogPostProps }} />;
    case 'blogArchive':
      return <LazyPage<{ data: BlogArchiveProps }> kind="blogArchive" props={{ data: props as BlogArchiveProps }} />;
    case 'blogTagsList':
      return <LazyPage<{ data: TagsListProps }> kind="blogTagsList" props={{ data: props as TagsListProps }} />;
    case 'blogAuthorsList':
      return <LazyPage<{ data: BlogAuthorsListProps }> kind="blogAuthorsList" props={{ data: props as BlogAuthorsListProps }} />;
    case 'search':
      return <LazyPage kind="search" props={{}} />;
    case 'notFound':
      return <LazyPage kind="notFound" props={{}} />;
    default:
      throw new Error(`Unknown page kind "${String((route as RouteData).kind)}" for ${route.path}.`);
  }
}

function LazyPage<P extends object>({ kind, props }: { kind: PageKind; props: P }) {
  const Page = usePageKind<P>(kind);
  return <Page {...props} />;
}
