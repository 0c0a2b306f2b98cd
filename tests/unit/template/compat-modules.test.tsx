import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { collectHead } from '../../../template/compat/Head';
import ErrorBoundary from '../../../template/compat/ErrorBoundary';
import Interpolate, { interpolate } from '../../../template/compat/Interpolate';
import isInternalUrl, { hasProtocol } from '../../../template/compat/isInternalUrl';
import { matchPath } from '../../../template/compat/match-path';
import { Redirect } from '../../../template/compat/Redirect';
import { PageMetadata } from '../../../template/compat/theme-common/PageMetadata';
import { selectPluralMessage } from '../../../template/compat/theme-common/plural-form';
import { isRegexpStringMatch, ThemeClassNames } from '../../../template/compat/theme-common';
import useRouteContext from '../../../template/compat/useRouteContext';
import { usePluginData } from '../../../template/compat/useGlobalData';
import { idealImageSource } from '../../../template/compat/theme/IdealImage';
import IdealImage from '../../../template/compat/theme/IdealImage';
import { RouteContext, SiteContext } from '../../../template/hooks/site-context';
import { docRoute, makeSite } from './fixtures';

const site = makeSite({ baseUrl: '/base/' });

function render(node: ReactNode): { body: string; head: string } {
  const end = collectHead();
  const body = renderToStaticMarkup(
    <SiteContext.Provider value={site}>
      <RouteContext.Provider value={docRoute()}>{node}</RouteContext.Provider>
    </SiteContext.Provider>,
  );
  return { body, head: renderToStaticMarkup(end()) };
}

describe('@docusaurus/* modules', () => {
  it('Interpolate fills placeholders with text or elements, and leaves unknown ones', () => {
    expect(interpolate('Hello {name}, {count} new', { name: 'Ada', count: 3 })).toBe('Hello Ada, 3 new');
    expect(interpolate('{missing} stays', {})).toBe('{missing} stays');
    expect(render(<Interpolate values={{ link: <a href="/x">the guide</a> }}>{'Read {link}.'}</Interpolate>).body).toBe('Read <a href="/x">the guide</a>.');
  });

  it('isInternalUrl tells site paths from URLs with a scheme', () => {
    expect(['/docs', 'docs/intro', '#top'].map(isInternalUrl)).toEqual([true, true, true]);
    expect(['https://x.dev', '//cdn.dev/a', 'mailto:a@b.c', 'pathname:///f.pdf'].map(isInternalUrl)).toEqual([false, false, false, false]);
    expect(isInternalUrl(undefined)).toBe(false);
    expect(hasProtocol('https://x')).toBe(true);
  });

  it('matchPath matches react-router patterns, with parameters and exactness', () => {
    expect(matchPath('/docs/intro', { path: '/docs/:id', exact: true })).toEqual({
      path: '/docs/:id',
      url: '/docs/intro',
      isExact: true,
      params: { id: 'intro' },
    });
    expect(matchPath('/docs/intro/more', '/docs')).toMatchObject({ url: '/docs', isExact: false });
    expect(matchPath('/docs/intro/more', { path: '/docs', exact: true })).toBeNull();
    expect(matchPath('/blog', ['/docs', '/blog'])).toMatchObject({ path: '/blog', isExact: true });
    expect(matchPath('/docsx', '/docs')).toBeNull();
    expect(matchPath('/a/b/c', '/a/*')?.params).toEqual({ 0: 'b/c' });
    expect(matchPath('/users', '/users/:id?')?.params).toEqual({});
  });

  it('Redirect writes a refresh to the target and a canonical link into the static page', () => {
    const { body, head } = render(<Redirect to="/docs/intro" />);
    expect(body).toBe('');
    expect(head).toContain('<meta http-equiv="refresh" content="0; url=/base/docs/intro"/>');
    expect(head).toContain('<link rel="canonical" href="https://wasp.example/base/docs/intro"/>');
  });

  it('ErrorBoundary renders its fallback with the error and a way to try again', () => {
    const Crash = (): ReactNode => {
      throw new Error('boom');
    };
    // The server renderer has no error boundaries: the fallback shows as the browser would draw it.
    const boundary = new ErrorBoundary({ children: <Crash />, fallback: ({ error }) => <p>Failed: {error.message}</p> });
    boundary.state = ErrorBoundary.getDerivedStateFromError(new Error('boom'));
    expect(renderToStaticMarkup(boundary.render())).toBe('<p>Failed: boom</p>');
  });

  it("useRouteContext names the plugin of the page; usePluginData gives the docs plugin's global data", () => {
    let seen: unknown;
    const Probe = () => {
      seen = [useRouteContext(), (usePluginData('docusaurus-plugin-content-docs') as { versions: { name: string }[] }).versions.map((v) => v.name)];
      return null;
    };
    render(<Probe />);
    expect(seen).toEqual([{ plugin: { name: 'docusaurus-plugin-content-docs', id: 'default' } }, ['current', '0.11.8']]);
  });
});

describe('@docusaurus/theme-common', () => {
  it("usePluralForm picks the form Intl.PluralRules selects, in Docusaurus' order of forms", () => {
    expect(selectPluralMessage('en', 1, 'One post|{count} posts')).toBe('One post');
    expect(selectPluralMessage('en', 0, 'One post|{count} posts')).toBe('{count} posts');
    expect(selectPluralMessage('en', 5, 'Just one form')).toBe('Just one form');
    // Russian has one, few, many and other: 3 is "few", 5 "many", 21 "one".
    const ru = 'один|несколько|много|другое';
    expect([1, 3, 5, 21].map((n) => selectPluralMessage('ru', n, ru))).toEqual(['один', 'несколько', 'много', 'один']);
    // Fewer forms than categories: the last one stands for the rest.
    expect(selectPluralMessage('ru', 5, 'один|несколько')).toBe('несколько');
  });

  it('PageMetadata sets the title, description, keywords and social image through Head', () => {
    const { head } = render(<PageMetadata title="Pricing" description="What it costs" keywords={['price', 'plans']} image="/img/card.png" />);
    expect(head).toContain('<title>Pricing | Wasp</title>');
    expect(head).toContain('<meta name="description" content="What it costs"/>');
    expect(head).toContain('<meta name="keywords" content="price,plans"/>');
    expect(head).toContain('<meta property="og:image" content="https://wasp.example/base/img/card.png"/>');
    expect(head).toContain('<meta name="twitter:image" content="https://wasp.example/base/img/card.png"/>');
  });

  it("has Docusaurus' class names and its regular expression test", () => {
    expect(ThemeClassNames.docs.docSidebarContainer).toBe('theme-doc-sidebar-container');
    expect(ThemeClassNames.common.admonitionType('tip')).toBe('theme-admonition-tip');
    expect(isRegexpStringMatch('/docs/(api|cli)', '/docs/api/x')).toBe(true);
    expect(isRegexpStringMatch(undefined, '/docs')).toBe(false);
  });
});

describe('@theme/IdealImage', () => {
  it("renders a plain lazy image from a URL or the ideal-image loader's object", () => {
    expect(idealImageSource('/img/a.png')).toEqual({ src: '/img/a.png' });
    expect(idealImageSource({ src: { src: '/img/a-1200.png', width: 1200, height: 600, images: [] } })).toEqual({
      src: '/img/a-1200.png',
      width: 1200,
      height: 600,
    });
    expect(render(<IdealImage img="/img/a.png" alt="A" />).body).toBe('<img loading="lazy" decoding="async" src="/img/a.png" alt="A"/>');
  });
});
