import { describe, expect, it } from 'vitest';
import { firstSidebarLink, sidebarOfDoc, withNavbarTargets } from '../../../src/routes/navbar-targets.js';
import { versionKey, type VersionSidebars } from '../../../src/routes/doc-routes.js';
import type { NavbarItem, SidebarItem, VersionInfo } from '../../../shared/types.js';

const version = (name: string, path: string, isLast: boolean, docs: string[]): VersionInfo => ({
  pluginId: 'default',
  name,
  label: name,
  path,
  isLast,
  mainDocId: 'intro',
  banner: 'none',
  noIndex: false,
  draftIds: [],
  sidebars: ['guide', 'api'],
  docs: docs.map((id) => ({ id, path: `${path}/${id}` })),
});

const guide: SidebarItem[] = [
  { type: 'link', label: 'Intro', href: '/docs/intro', docId: 'intro' },
  {
    type: 'category',
    label: 'Tutorial',
    collapsible: true,
    collapsed: true,
    items: [{ type: 'link', label: 'Start', href: '/docs/tutorial/start', docId: 'tutorial/start' }],
  },
];
const api: SidebarItem[] = [
  { type: 'link', label: 'Elsewhere', href: 'https://example.com' },
  {
    type: 'category',
    label: 'Reference',
    href: '/docs/api',
    collapsible: true,
    collapsed: true,
    items: [{ type: 'link', label: 'CLI', href: '/docs/api/cli', docId: 'api/cli' }],
  },
];

describe('navbar items of docs', () => {
  it('finds the first page of a sidebar: a doc link, or a category page that comes before any', () => {
    expect(firstSidebarLink(guide)).toBe('/docs/intro');
    expect(firstSidebarLink(api)).toBe('/docs/api');
    expect(firstSidebarLink([{ type: 'category', label: 'X', collapsible: true, collapsed: true, items: [] }])).toBeUndefined();
  });

  it('finds the sidebar that lists a doc, as a link or as a category page', () => {
    expect(sidebarOfDoc({ guide, api }, 'tutorial/start', '/docs/tutorial/start')).toBe('guide');
    expect(sidebarOfDoc({ guide, api }, 'api', '/docs/api')).toBe('api');
    expect(sidebarOfDoc({ guide, api }, 'unlisted', '/docs/unlisted')).toBeUndefined();
  });

  it('gives a "doc" item its own doc in each version, not the version\'s first doc', () => {
    const versions = [version('current', '/docs', true, ['intro', 'api/cli']), version('1.0', '/docs/1.0', false, ['intro'])];
    const sidebars: VersionSidebars = new Map<string, Record<string, SidebarItem[]>>([
      [versionKey('default', 'current'), { guide, api }],
      [versionKey('default', '1.0'), { guide }],
    ]);
    const items: NavbarItem[] = [
      { type: 'doc', docId: 'api/cli', label: 'CLI', position: 'left' },
      { type: 'doc', docId: 'intro', label: 'Docs', position: 'left' },
      { type: 'docSidebar', sidebarId: 'api', label: 'API', position: 'left' },
      { type: 'dropdown', label: 'More', position: 'left', items: [{ type: 'doc', docId: 'api/cli', label: 'CLI', position: 'left' }] },
    ];
    const [cli, intro, apiItem, dropdown] = withNavbarTargets(items, versions, sidebars, 'default');
    expect(cli).toMatchObject({ paths: { current: '/docs/api/cli' }, activeSidebar: 'api' });
    // The main doc needs no path of its own: the browser knows each version's main doc.
    expect(intro!.paths).toBeUndefined();
    expect(intro!.activeSidebar).toBe('guide');
    expect(apiItem).toMatchObject({ paths: { current: '/docs/api' }, activeSidebar: 'api' });
    expect(dropdown!.items![0]).toMatchObject({ paths: { current: '/docs/api/cli' } });
  });
});
