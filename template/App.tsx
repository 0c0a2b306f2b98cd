import { useLayoutEffect } from 'react';
import type { RouteData, SiteData } from '../src/shared/types';
import { ErrorBoundary } from './components/ErrorBoundary';
import { Layout } from './components/Layout';
import { RouteContext, SiteContext } from './hooks/site-context';
import { withBase } from './lib/url';
import { PageView } from './pages/PageView';
import type { Router } from './router/router';
import { LocationContext, RouterContext, useRouterState } from './router/router-context';

/** Props of App: the site, the route first shown, and in the browser the router that changes it. */
export interface AppProps {
  site: SiteData;
  route: RouteData;
  router?: Router;
}

/** The whole page: provides site, route and location to the theme and renders the route's page kind in the layout. */
export function App({ site, route, router }: AppProps) {
  const state = useRouterState(router, route, withBase(site, route.path));
  useLayoutEffect(() => {
    router?.didRender(state);
  }, [router, state]);
  return (
    <SiteContext.Provider value={site}>
      <RouterContext.Provider value={router ?? null}>
        <LocationContext.Provider value={state.location}>
          <RouteContext.Provider value={state.route}>
            <Layout>
              <ErrorBoundary resetKey={state.route.path}>
                <PageView route={state.route} />
              </ErrorBoundary>
            </Layout>
          </RouteContext.Provider>
        </LocationContext.Provider>
      </RouterContext.Provider>
    </SiteContext.Provider>
  );
}
