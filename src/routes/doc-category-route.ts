import type { DocsInstanceConfig } from '../config/types.js';
import type { GeneratedIndex } from '../content/resolve-sidebars.js';
import type { VersionContent } from '../content/types.js';
import type { DocCategoryPageProps, SidebarItem } from '../../shared/types.js';
import { firstSidebarLink } from '../../shared/sidebar-links.js';
import { loadRoute } from './load-route.js';
import type { RouteEntry } from './types.js';

/**
 * A category's generated index page: its title, description and one card per item of the
 * category (a doc's card shows its description, a category's its item count), in the
 * sidebar with breadcrumbs and previous/next, as in Docusaurus.
 */
export function generatedIndexRoute(
  index: GeneratedIndex,
  version: VersionContent,
  instance: DocsInstanceConfig,
  sidebars: Record<string, SidebarItem[]>,
  docTag: string,
  docRoute: (id: string) => RouteEntry | undefined,
): RouteEntry {
  const placement = index.placement;
  const props: DocCategoryPageProps = {
    pluginId: instance.id,
    version: version.name,
    title: index.title,
    ...(index.description !== undefined ? { description: index.description } : {}),
    // The cards are known now (so they are part of the route's plan); doc descriptions come with `load`.
    items: index.category.items.flatMap((item): DocCategoryPageProps['items'] => {
      if (item.type === 'category') {
        const href = item.href ?? firstSidebarLink(item.items);
        return href
          ? [
              {
                type: 'category',
                title: item.label,
                href,
                ...(item.description !== undefined ? { description: item.description } : {}),
                count: item.items.length,
              },
            ]
          : [];
      }
      return [{ type: 'link', title: item.label, href: item.href, ...(item.docId ? { docId: item.docId } : {}) }];
    }),
    sidebar: placement ? sidebars[placement.sidebarName] : undefined,
    sidebarName: placement?.sidebarName,
    // The page's own crumb is its category, by the category's label, as in Docusaurus.
    breadcrumbs: [...(placement?.breadcrumbs ?? []), { label: index.category.label, href: index.permalink }],
    previous: placement?.previous,
    next: placement?.next,
  };
  const route: RouteEntry = {
    data: {
      kind: 'docCategory',
      path: index.permalink,
      title: index.title,
      description: index.description,
      ...(index.keywords ? { keywords: index.keywords } : {}),
      ...(index.image !== undefined ? { image: index.image } : {}),
      noIndex: version.noIndex || undefined,
      props,
    },
    links: [],
    ids: [],
    sitemap: !version.noIndex,
    search: { version: version.name, tag: docTag, lvl0: placement?.breadcrumbs[0]?.label ?? index.title },
    // A doc's card shows its description, which may be its first paragraph: that needs its markdown.
    load: () => {
      for (const card of props.items) {
        const target = card.docId ? docRoute(card.docId) : undefined;
        if (!target) continue;
        loadRoute(target);
        if (target.data.description !== undefined) card.description = target.data.description;
        else delete card.description;
      }
    },
  };
  return route;
}
