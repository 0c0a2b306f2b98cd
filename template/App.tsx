import { useEffect, useLayoutEffect } from 'react';
import type { RouteData, SiteData } from 'docs-kiln/shared/types';
import { withBase } from 'docs-kiln/shared/url';
import { ErrorBoundary } from './components/ErrorBoundary';
import { Layout } from './components/Layout';
import { PageLoader } from './components/PageLoader';
import { PreferredVersionProvider } from './components/PreferredVersionProvider';
import { RouteError } from './components/RouteError';
import { RouteContext, SiteContext } from './hooks/site-context';
import { markHydrated } from './hooks/window-size';
import { MAIN_ID } from './lib/ids';
import { PageView } from './pages/PageView';
import type { Router, RouterState } from './router/router';
import { LocationContext, RouterContext, useRouterState } from './router/router-context';

/** Props of App: the site, the route first shown, and in the browser the router that changes it. */
export interface AppProps {
  site: SiteData;
  route: RouteData;
  router?: Router;
}

/** Attribute set on <html> once the page is hydrated (for scripts and end-to-end tests that wait for it). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** The whole page: provides site, route and location to the theme and renders the route's page kind in the layout. */
export function App({ site, route, router }: AppProps) {
  const state = useRouterState(router, route, withBase(site, route.path));
  useLayoutEffect(() => {
    router?.didRender(state);
  }, [router, state]);
  useEffect(() => {
    markHydrated();
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
  }, []);
  return (
    <SiteContext.Provider value={site}>
      <RouterContext.Provider value={router ?? null}>
        <LocationContext.Provider value={state.location}>
          <RouteContext.Provider value={state.route}>
            <PreferredVersionProvider>
              <Layout>
                <ErrorBoundary resetKey={state.route.path}>{routeContent(state, router)}</ErrorBoundary>
              </Layout>
            </PreferredVersionProvider>
          </RouteContext.Provider>
        </LocationContext.Provider>
      </RouterContext.Provider>
    </SiteContext.Provider>
  );
}

/** The page of a router state: its error, its in-place loading state, or the route's page kind. */
function routeContent(state: RouterState, router: Router | undefined) {
  if (state.error !== undefined && state.error !== null) return <RouteError error={state.error} />;
  if (state.load) {
    return (
      <main id={MAIN_ID} className="docs-container docs-page-loader-page">
        <PageLoader error={state.load.status === 'error' ? state.load.error : undefined} onRetry={() => router?.retry()} />
      </main>
    );
  }
  return <PageView route={state.route} />;
}
