// Loaded after the client started (see page-props-code.ts); importing it keeps the first load in one chunk (client-core.tsx).
import '@docs/client-core';
import { useMemo, type ComponentType } from 'react';
import { useHistory, useLocation } from '../compat/router';
import { siteConfigOf } from '../compat/useDocusaurusContext';
import { useSite } from '../hooks/site-context';

/**
 * The props a React page's component gets: those react-router gives a route's component in
 * Docusaurus (`route`, `location`, `history`, `match`), and `config`, the site config, which
 * older sites' class components read as `this.props.config`.
 */
export function usePageProps(component: ComponentType<any>) {
  const site = useSite();
  const location = useLocation();
  const history = useHistory();
  return useMemo(() => {
    const path = location.pathname;
    return {
      config: siteConfigOf(site),
      route: { path, exact: true, component },
      location,
      history,
      match: { path, url: path, isExact: true, params: {} },
    };
  }, [site, location, history, component]);
}
