import { describe, expect, it, vi } from 'vitest';
import type { BlogPostSummary, BlogSidebar, RouteData } from '../../../shared/types';
import { renderRoute } from '../../../template/entry-server';
import { docRoute, makeSite } from './fixtures';

vi.mock('@docs/mdx-components', () => ({ SITE_COMPONENTS: {} }));
// The running client: empty outside the browser, as on the server.
vi.mock('@docs/client-core', () => ({}));
vi.mock('@docs/pages', () => {
  const modules: Record<string, { default: () => unknown }> = { landing: { default: () => 'Custom landing' }, broken: {} as never };
  return { loadPage: async (key: string) => modules[key], getLoadedPage: (key: string) => modules[key] };
});

const site = makeSite();
const post: BlogPostSummary = {
  permalink: '/blog/2024/01/02/hello',
  title: 'Hello post',
  date: '2024-01-02T00:00:00.000Z',
  formattedDate: 'January 2, 2024',
  readingTime: 2.3,
  authors: [{ key: 'tara', name: 'Tara V', title: 'CEO', imageURL: '/img/t.png', page: '/blog/authors/tara' }],
  tags: [{ label: 'wasp', permalink: '/blog/tags/wasp' }],
  content: [['p', null, 'Preview text']],
  truncated: true,
};
const blogSidebar: BlogSidebar = {
  title: 'All our posts',
  items: [
    { title: 'Hello post', permalink: post.permalink, date: post.date },
    { title: 'Old post', permalink: '/blog/2019/old', date: '2019-05-01' },
  ],
};

function render(route: RouteData, s = site) {
  return renderRoute(s, route).body;
}

describe('renderRoute layout', () => {
  const body = render(docRoute());

  it('starts with the skip link targeting the main element', () => {
    expect(body.indexOf('Skip to main content')).toBeLessThan(body.indexOf('<a', body.indexOf('Skip to main content') + 1));
    expect(body).toContain('href="#__docs-main"');
    expect(body).toContain('<main id="__docs-main"');
  });

  it('renders the announcement bar, navbar items and footer', () => {
    expect(body).toContain('Hello <b>world</b>');
    expect(body).toContain('aria-label="Close"');
    expect(body).toContain('docs-navbar__beta">Beta<');
    expect(body).toContain('aria-label="GitHub repository"');
    expect(body).toContain('href="/search"');
    expect(body).toContain('Copyright © 2025');
    expect(body).toContain('href="https://chat.example" target="_blank" rel="noopener noreferrer"');
  });

  it('lists every version in the dropdown, linking to the same doc when the version has it', () => {
    expect(body).toContain('href="/docs/0.11.8/auth/overview"');
  });

  it('throws a helpful error for an unknown navbar item type', () => {
    const bad = makeSite();
    bad.navbar.items = [{ type: 'weird' as never, position: 'left' }];
    expect(() => render(docRoute(), bad)).toThrow(/Unknown navbar item type "weird".*navbar\.items/);
  });
});

describe('doc page', () => {
  const body = render(docRoute());

  it('shows sidebar with the active category open, breadcrumbs, title, content, tags, pagination and TOC', () => {
    expect(body).toContain('aria-current="page"');
    expect(body).not.toContain('Secret');
    expect(body).not.toContain('Hidden');
    expect(body).toContain('aria-label="Breadcrumbs"');
    expect(body).toContain('<h1 class="docs-doc__title">Overview</h1>');
    expect(body).toContain('href="/docs/intro">intro</a>');
    expect(body).toContain('href="/docs/tags/auth"');
    expect(body).toContain('Previous');
    expect(body).toContain('On this page');
    expect(body).toContain('href="#setup"');
  });

  it('shows the unmaintained banner on an old version, linking to the same page in the latest version', () => {
    const old = render(docRoute('/docs/0.11.8/auth/overview', '0.11.8'));
    expect(old).toContain('which is no longer actively maintained');
    expect(old).toMatch(/href="\/docs\/auth\/overview">latest version<\/a>/);
  });

  it('ends the breadcrumbs with the current page when only its ancestors are given', () => {
    const route = docRoute();
    route.props = { ...route.props, breadcrumbs: [{ label: 'Auth' }] };
    expect(render(route)).toMatch(/<span class="docs-breadcrumbs__current" aria-current="page">Overview<\/span>/);
    expect(render(docRoute()).match(/docs-breadcrumbs__current/g)).toHaveLength(1);
  });

  it('shows the unlisted notice', () => {
    const route = docRoute();
    route.props = { ...route.props, unlisted: true };
    expect(render(route)).toContain('This page is unlisted.');
  });
});

describe('other page kinds', () => {
  it('renders the blog list with reading time, authors, tags, Read more and the sidebar by year', () => {
    const body = render({ kind: 'blogList', path: '/blog', title: 'Blog', props: { posts: [post], sidebar: blogSidebar } });
    expect(body).toContain('3 min read');
    expect(body).toContain('Tara V');
    expect(body).toContain('aria-label="Read more about Hello post"');
    expect(body).toContain('All our posts');
    expect(body).toMatch(/<h3[^>]*>2024<\/h3>[\s\S]*<h3[^>]*>2019<\/h3>/);
  });

  it('renders a blog post with Newer and Older links', () => {
    const body = render({
      kind: 'blogPost',
      path: post.permalink,
      title: post.title,
      props: {
        post: { ...post, truncated: false },
        toc: [],
        sidebar: blogSidebar,
        previous: { title: 'Newer', permalink: '/blog/n' },
        next: { title: 'Older', permalink: '/blog/o' },
      },
    });
    expect(body).toContain('<h1 class="docs-blog-post__title">Hello post</h1>');
    expect(body).toContain('Newer post');
    expect(body).toContain('Older post');
    expect(body).not.toContain('Read more');
  });

  it('renders tag, author, archive, tags and authors pages', () => {
    expect(
      render({
        kind: 'blogTag',
        path: '/blog/tags/wasp',
        title: 'wasp',
        props: { posts: [post], sidebar: blogSidebar, tag: { label: 'wasp', permalink: '/blog/tags/wasp' } },
      }),
    ).toContain('One post tagged with &quot;wasp&quot;');
    expect(
      render({
        kind: 'blogAuthor',
        path: '/blog/authors/tara',
        title: 'Tara',
        props: { posts: [post], sidebar: blogSidebar, author: { ...post.authors[0], count: 1 } },
      }),
    ).toContain('Posts by Tara V');
    expect(render({ kind: 'blogArchive', path: '/blog/archive', title: 'Archive', props: { years: [{ year: '2024', posts: [post] }] } })).toContain(
      'January 2, 2024',
    );
    expect(
      render({ kind: 'blogTagsList', path: '/blog/tags', title: 'Tags', props: { tags: [{ label: 'wasp', permalink: '/blog/tags/wasp', count: 5 }] } }),
    ).toContain('docs-tag__count">5<');
    expect(render({ kind: 'blogAuthorsList', path: '/blog/authors', title: 'Authors', props: { authors: [{ ...post.authors[0], count: 2 }] } })).toContain(
      '2 posts',
    );
    expect(
      render({
        kind: 'docTagsList',
        path: '/docs/tags',
        title: 'Tags',
        props: { tags: [{ label: 'auth', permalink: '/docs/tags/auth', count: 1 }], version: 'current', pluginId: 'default' },
      }),
    ).toContain('>A</h2>');
    expect(
      render({
        kind: 'docTag',
        path: '/docs/tags/auth',
        title: 'auth',
        props: {
          tag: { label: 'auth', permalink: '/docs/tags/auth' },
          version: 'current',
          pluginId: 'default',
          docs: [
            { id: 'a', title: 'Doc A', permalink: '/docs/a' },
            { id: 'b', title: 'Doc B', permalink: '/docs/b' },
          ],
        },
      }),
    ).toContain('2 docs tagged with &quot;auth&quot;');
  });

  it('renders markdown, React, search, home and not-found pages', () => {
    expect(
      render({
        kind: 'mdPage',
        path: '/contact',
        title: 'Contact',
        props: { title: 'Contact', content: [['p', null, 'Write to us']], toc: [], hideTableOfContents: false },
      }),
    ).toContain('Write to us');
    expect(render({ kind: 'reactPage', path: '/landing', title: '', props: { module: 'landing' } })).toContain('Custom landing');
    expect(render({ kind: 'home', path: '/', title: '', props: {} })).toContain('Get started');
    expect(render({ kind: 'search', path: '/search', title: 'Search', props: {} })).toContain('name="q"');
    expect(render({ kind: 'notFound', path: '/x', title: 'Page Not Found', props: {} })).toContain('Page Not Found');
  });

  it('says so when a React page module has no default export', () => {
    expect(() => render({ kind: 'reactPage', path: '/b', title: '', props: { module: 'broken' } })).toThrow('The page module "broken" has no default export');
  });
});
