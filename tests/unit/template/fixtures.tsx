import type { RouteDataOf, SiteData, SidebarItem } from '../../../shared/types';

/** A small site with two docs versions, a blog and every navbar item type the theme knows. */
export function makeSite(overrides: Partial<SiteData> = {}): SiteData {
  const version = (name: string, path: string, isLast: boolean, banner: 'none' | 'unmaintained') => ({
    pluginId: 'default',
    name,
    label: name === 'current' ? 'Next' : name,
    path,
    isLast,
    mainDocId: 'intro',
    banner,
    noIndex: false,
    draftIds: [],
    sidebars: ['docs'],
    docs: [
      { id: 'intro', path: `${path}/intro` },
      { id: 'auth/overview', path: `${path}/auth/overview` },
      ...(isLast ? [{ id: 'auth/new', path: `${path}/auth/new` }] : []),
    ],
  });
  return {
    title: 'Wasp',
    tagline: 'Full-stack apps with less code',
    titleDelimiter: '|',
    customFields: {},
    url: 'https://wasp.example',
    baseUrl: '/',
    generator: 'docs',
    announcementBar: { id: 'bar-1', content: 'Hello <b>world</b>', backgroundColor: '#fff', textColor: '#000', isCloseable: true },
    navbar: {
      title: 'Wasp',
      betaLabel: 'Beta',
      hideOnScroll: false,
      items: [
        { type: 'doc', docId: 'intro', label: 'Docs', position: 'left' },
        { type: 'default', to: '/blog', label: 'Blog', position: 'left' },
        { type: 'docsVersionDropdown', position: 'right' },
        { type: 'default', href: 'https://github.com/x/y', label: 'GitHub', icon: 'github', position: 'right', 'aria-label': 'GitHub repository' },
        { type: 'search', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            { label: 'Getting started', to: '/docs/intro' },
            { label: 'Chat', href: 'https://chat.example' },
          ],
        },
      ],
      copyright: 'Copyright © 2025',
    },
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
    versions: [version('current', '/docs', true, 'none'), version('0.11.8', '/docs/0.11.8', false, 'unmaintained')],
    docsPluginId: 'default',
    blog: { title: 'Blog', path: '/blog', sidebarTitle: 'All our posts' },
    search: { provider: 'local', appId: '', apiKey: '', indexName: 'x', contextualSearch: true, insights: false, searchPagePath: '/search' },
    dataBase: '_data',
    ...overrides,
  };
}

/** A sidebar with a collapsed category, an unlisted link and a category holding only an unlisted link. */
export const sidebar: SidebarItem[] = [
  { type: 'link', label: 'Intro', href: '/docs/intro' },
  {
    type: 'category',
    label: 'Auth',
    collapsible: true,
    collapsed: true,
    items: [
      { type: 'link', label: 'Overview', href: '/docs/auth/overview' },
      { type: 'link', label: 'Secret', href: '/docs/auth/secret', unlisted: true },
    ],
  },
  { type: 'category', label: 'Hidden', collapsible: true, collapsed: true, items: [{ type: 'link', label: 'Nope', href: '/docs/nope', unlisted: true }] },
];

/** A doc route of the given version. */
export function docRoute(path = '/docs/auth/overview', version = 'current'): RouteDataOf<'doc'> {
  return {
    kind: 'doc',
    path,
    title: 'Overview',
    props: {
      pluginId: 'default',
      id: 'auth/overview',
      version,
      title: 'Overview',
      content: [['p', null, 'Hello ', ['a', { href: '/docs/intro' }, 'intro']]],
      toc: [{ value: 'Setup', id: 'setup', level: 2, children: [] }],
      hideTableOfContents: false,
      tocMinLevel: 2,
      tocMaxLevel: 3,
      sidebar,
      breadcrumbs: [{ label: 'Auth' }, { label: 'Overview', href: path }],
      previous: { title: 'Intro', permalink: '/docs/intro' },
      tags: [{ label: 'auth', permalink: '/docs/tags/auth' }],
      unlisted: false,
      draft: false,
      versionLinks: {},
    },
  };
}
