import { Component } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../template/entry-server';
import { makeSite } from './fixtures';

vi.mock('@docs/mdx-components', () => ({ SITE_COMPONENTS: {} }));
vi.mock('@docs/client-core', () => ({}));

// What a page component received, by page.
const received: Record<string, any> = {};

vi.mock('@docs/pages', async () => {
  const { Component: ReactComponent } = await import('react');
  // An older site's class component reads the site config from this.props.config, as jest's home page does.
  class ClassPage extends ReactComponent<{ config: { title: string } }> {
    render() {
      received.classPage = this.props;
      return `Welcome to ${this.props.config.title}`;
    }
  }
  const modules: Record<string, { default: unknown }> = {
    classPage: { default: ClassPage },
    functionPage: {
      default: (props: unknown) => {
        received.functionPage = props;
        return 'function page';
      },
    },
  };
  return { loadPage: async (key: string) => modules[key], getLoadedPage: (key: string) => modules[key] };
});

const site = { ...makeSite(), baseUrl: '/base/' };

describe('the props of a React page (src/pages)', () => {
  it('gives a class component the site config as this.props.config', () => {
    const { body } = renderRoute(site, { kind: 'reactPage', path: '/landing', title: '', props: { module: 'classPage' } });
    expect(body).toContain(`Welcome to ${site.title}`);
    expect(received.classPage.config).toMatchObject({ title: site.title, baseUrl: '/base/', url: site.url, tagline: site.tagline });
  });

  it('passes the route props react-router gives a route component: route, location, history and match', () => {
    renderRoute(site, { kind: 'reactPage', path: '/landing', title: '', props: { module: 'functionPage' } });
    const props = received.functionPage;
    expect(props.route).toMatchObject({ path: '/base/landing', exact: true });
    expect(typeof props.route.component).toBe('function');
    expect(props.location).toMatchObject({ pathname: '/base/landing', search: '', hash: '' });
    expect(props.match).toEqual({ path: '/base/landing', url: '/base/landing', isExact: true, params: {} });
    expect(typeof props.history.push).toBe('function');
    expect(props.history.location.pathname).toBe('/base/landing');
  });

  it('gives the home page module the same props', () => {
    renderRoute(site, { kind: 'home', path: '/', title: '', props: { module: 'functionPage' } });
    expect(received.functionPage.match.url).toBe('/base/');
    expect(received.functionPage.config.title).toBe(site.title);
  });
});

// Keeps the import of Component used by the type of ClassPage above.
void Component;
