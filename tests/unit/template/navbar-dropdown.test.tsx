import { describe, expect, it, vi } from 'vitest';
import type { SiteData } from '../../../shared/types';
import { renderRoute } from '../../../template/entry-server';
import { docRoute, makeSite } from './fixtures';

vi.mock('@docs/mdx-components', () => ({ SITE_COMPONENTS: {} }));
vi.mock('@docs/client-core', () => ({}));
vi.mock('@docs/pages', () => ({ loadPage: async () => ({ default: () => null }), getLoadedPage: () => undefined }));

function siteWith(items: SiteData['navbar']['items']): SiteData {
  const site = makeSite();
  site.navbar.items = items;
  return site;
}

describe('navbar dropdowns', () => {
  it('renders a dropdown as a menu button with its links, the current page marked', () => {
    const site = siteWith([
      {
        type: 'dropdown',
        label: 'Community',
        position: 'left',
        items: [
          { type: 'default', label: 'Blog', to: '/blog', position: 'left' },
          { type: 'default', label: 'Auth', to: '/docs/auth/overview', position: 'left' },
          { type: 'default', label: 'Forum', href: 'https://forum.example', position: 'left' },
        ],
      },
    ]);
    const body = renderRoute(site, docRoute()).body;
    const menu = body.slice(body.indexOf('docs-dropdown'), body.indexOf('</ul>', body.indexOf('docs-dropdown')));
    expect(menu).toContain('aria-haspopup="true"');
    expect(menu).toContain('<span>Community</span>');
    expect(menu).toMatch(/<a[^>]*class="docs-dropdown__link"[^>]*href="\/blog"|<a[^>]*href="\/blog"[^>]*class="docs-dropdown__link"/);
    expect(menu).toMatch(/href="\/docs\/auth\/overview"[^>]*docs-dropdown__link--active|docs-dropdown__link--active[^>]*href="\/docs\/auth\/overview"/);
    expect(menu).toContain('href="https://forum.example" target="_blank"');
    // A dropdown that holds the page shown is marked as the current section.
    expect(menu).toContain('docs-navbar__link--active');
  });

  it('draws an item with items and no type as a dropdown', () => {
    const site = siteWith([{ label: 'More', position: 'left', items: [{ type: 'default', label: 'Blog', to: '/blog', position: 'left' }] } as never]);
    const body = renderRoute(site, docRoute()).body;
    expect(body).toContain('<span>More</span>');
    expect(body).toMatch(/class="docs-dropdown__link"[^>]*>.*Blog/);
  });

  it("lists the version dropdown's links before and after the versions", () => {
    const site = siteWith([
      {
        type: 'docsVersionDropdown',
        position: 'right',
        dropdownItemsBefore: [{ type: 'default', label: 'Archive', href: 'https://archive.example', position: 'left' }],
        dropdownItemsAfter: [{ type: 'default', label: 'All versions', to: '/versions', position: 'left' }],
      },
    ]);
    const body = renderRoute(site, docRoute()).body;
    const menu = body.indexOf('docs-dropdown__menu');
    const order = ['Archive', '>Next<', '>0.11.8<', 'All versions'].map((text) => body.indexOf(text, menu));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('links a "doc" item to its own doc and marks it current on the pages of its sidebar only', () => {
    const site = siteWith([
      {
        type: 'doc',
        docId: 'auth/overview',
        label: 'Auth',
        position: 'left',
        paths: { current: '/docs/auth/overview', '0.11.8': '/docs/0.11.8/auth/overview' },
        activeSidebar: 'auth',
      },
      { type: 'doc', docId: 'intro', label: 'Guide', position: 'left', activeSidebar: 'docs' },
    ]);
    const route = docRoute('/docs/intro');
    route.props.sidebarName = 'docs';
    const body = renderRoute(site, route).body;
    expect(body).toMatch(/href="\/docs\/auth\/overview"[^>]*><span>Auth<\/span>/);
    expect(body).toMatch(/class="docs-navbar__link"[^>]*href="\/docs\/auth\/overview"|href="\/docs\/auth\/overview"[^>]*class="docs-navbar__link"/);
    expect(body).toMatch(/docs-navbar__link--active"[^>]*href="\/docs\/intro"|href="\/docs\/intro"[^>]*docs-navbar__link--active/);
    // A doc outside every sidebar belongs to no other item: the section's items stay current there.
    const lone = docRoute('/docs/lone');
    lone.props.sidebarName = undefined;
    expect(renderRoute(site, lone).body).toMatch(
      /docs-navbar__link--active"[^>]*href="\/docs\/auth\/overview"|href="\/docs\/auth\/overview"[^>]*docs-navbar__link--active/,
    );
  });
});
