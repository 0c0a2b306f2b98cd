import type { RouteData } from 'docs-kiln/shared/types';
import { usePageKind, type LazyKindAndProps } from '../router/page-kinds';
import { DocPage } from './DocPage';
import { ReactPage } from './ReactPage';

/** Renders the page component of a route's kind with its props. */
export function PageView({ route }: { route: RouteData }) {
  switch (route.kind) {
    case 'doc':
      return <DocPage doc={route.props} />;
    case 'reactPage':
      return <ReactPage page={route.props} />;
    case 'home':
      return route.props.module ? <ReactPage page={{ module: route.props.module }} /> : <LazyPage kind="home" props={{}} />;
    // The other kinds' components load with their route (loaded before hydration and navigation).
    case 'docTagsList':
    case 'blogTagsList':
      return <LazyPage kind={route.kind} props={{ data: route.props }} />;
    case 'docTag':
      return <LazyPage kind="docTag" props={{ data: route.props }} />;
    case 'docCategory':
      return <LazyPage kind="docCategory" props={{ data: route.props }} />;
    case 'mdPage':
      return <LazyPage kind="mdPage" props={{ page: route.props }} />;
    case 'blogList':
    case 'blogTag':
    case 'blogAuthor':
      return <LazyPage kind={route.kind} props={{ data: route.props }} />;
    case 'blogPost':
      return <LazyPage kind="blogPost" props={{ data: route.props }} />;
    case 'blogArchive':
      return <LazyPage kind="blogArchive" props={{ data: route.props }} />;
    case 'blogAuthorsList':
      return <LazyPage kind="blogAuthorsList" props={{ data: route.props }} />;
    case 'search':
    case 'notFound':
      return <LazyPage kind={route.kind} props={{}} />;
    default:
      return unknownKind(route);
  }
}

// A lazily loaded kind's page component, with the props its kind takes (checked against the component).
function LazyPage({ kind, props }: LazyKindAndProps) {
  const Page = usePageKind(kind);
  return <Page {...props} />;
}

// Data of a kind this theme does not know (a data file from another version of the generator):
// an error that names it, rather than an empty page. The switch above covers every kind it knows.
function unknownKind(route: never): never {
  const data: { kind: string; path: string } = route;
  throw new Error(`Unknown page kind "${data.kind}" for ${data.path}.`);
}
