import React from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import Interpolate, { interpolate } from '@docusaurus/Interpolate';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Noop from '@docusaurus/Noop';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useBaseUrl, { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import useGlobalData, { usePluginData, useAllPluginInstancesData } from '@docusaurus/useGlobalData';
import useRouteContext from '@docusaurus/useRouteContext';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import isInternalUrl from '@docusaurus/isInternalUrl';
import { useLocation, useHistory, matchPath, Link as RouterLink } from '@docusaurus/router';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { DEFAULT_PLUGIN_ID } from '@docusaurus/constants';
import {
  usePluralForm,
  PageMetadata,
  ThemeClassNames,
  HtmlClassNameProvider,
  useColorMode,
  useThemeConfig,
  useWindowSize,
  isRegexpStringMatch,
  usePrismTheme,
  Collapsible,
  useCollapsible,
  NavbarSecondaryMenuFiller,
  useDocsSidebar,
} from '@docusaurus/theme-common';
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';

function Posts({ count }) {
  const { selectMessage } = usePluralForm();
  return <span className="plural">{selectMessage(count, 'One lamp|{count} lamps').replace('{count}', count)}</span>;
}

export default function Modules() {
  const { siteConfig } = useDocusaurusContext();
  const isBrowser = useIsBrowser();
  const logo = useBaseUrl('/img/lamp.png');
  const { withBaseUrl } = useBaseUrlUtils();
  const globalData = useGlobalData();
  const docs = usePluginData('docusaurus-plugin-content-docs');
  const instances = useAllPluginInstancesData('docusaurus-plugin-content-docs');
  const context = useRouteContext();
  const brokenLinks = useBrokenLinks();
  brokenLinks.collectLink('/docs/intro');
  const location = useLocation();
  const history = useHistory();
  const match = matchPath('/docs/intro', { path: '/docs/:id', exact: true });
  const { colorMode } = useColorMode();
  const themeConfig = useThemeConfig();
  const windowSize = useWindowSize();
  const prism = usePrismTheme();
  const { collapsed } = useCollapsible({ initialState: true });
  const sidebar = useDocsSidebar();
  const allDocs = useAllDocsData();
  return (
    <HtmlClassNameProvider className="modules-page">
      <PageMetadata title="Modules" description="Every module a site imports" keywords={['lamps', 'modules']} image="/img/lamp.png" />
      <Head>
        <meta name="lantern" content="lit" />
      </Head>
      <main className="modules">
        <h1>
          <Translate id="modules.title" values={{ name: siteConfig.title }}>
            {'Modules of {name}'}
          </Translate>
        </h1>
        <p className="translate">{translate({ id: 'modules.keeper', message: 'Kept by {keeper}' }, { keeper: siteConfig.customFields.keeper })}</p>
        <p className="interpolate">
          <Interpolate values={{ link: <Link to="/docs/intro">the docs</Link> }}>{'Read {link} first.'}</Interpolate> {interpolate('{n} lamps', { n: 3 })}
        </p>
        <p className="browser">{isBrowser ? 'browser' : 'static'} {String(ExecutionEnvironment.canUseDOM)}</p>
        <BrowserOnly fallback={<span className="fallback">Loading…</span>}>{() => <span>In the browser</span>}</BrowserOnly>
        <ErrorBoundary fallback={({ error }) => <p className="crashed">{error.message}</p>}>
          <p className="safe">Nothing crashed</p>
        </ErrorBoundary>
        <Noop />
        <p className="urls">{logo} {withBaseUrl('docs/intro')} {String(isInternalUrl('/docs'))} {String(isInternalUrl('https://x.dev'))}</p>
        <p className="data">
          {Object.keys(globalData).join(',')} {docs.versions.length} {Object.keys(instances).join(',')} {DEFAULT_PLUGIN_ID} {Object.keys(allDocs).join(',')}
        </p>
        <p className="route">{context.plugin.name} {location.pathname} {typeof history.push} {match && match.params.id}</p>
        <p className="theme">
          {colorMode} {themeConfig.navbar.title} {windowSize} {String(isRegexpStringMatch('^/docs', '/docs/intro'))} {typeof prism.plain} {ThemeClassNames.docs.docMarkdown} {String(collapsed)} {String(sidebar)}
        </p>
        <Posts count={1} /> <Posts count={4} />
        <Collapsible collapsed={false}>
          <p className="collapsible">Open panel</p>
        </Collapsible>
        <NavbarSecondaryMenuFiller component={() => null} props={{}} />
        <RouterLink to="/docs/intro" className="router-link">Router link</RouterLink>
      </main>
    </HtmlClassNameProvider>
  );
}
