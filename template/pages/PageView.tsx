import type { RouteData } from 'docs-kiln/shared/types';
import { useLazyPages } from '../router/page-kinds';
import type { LazyRouteData } from './lazy-pages';
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
      return route.props.module ? <ReactPage page={{ module: route.props.module }} /> : <LazyPage route={route} />;
    default:
      return <LazyPage route={route} />;
  }
}

// The other kinds' components load with their route (loaded before hydration and navigation).
function LazyPage({ route }: { route: LazyRouteData }) {
  const { LazyPageView } = useLazyPages();
  return <LazyPageView route={route} />;
}
