import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import type { NavbarItem, SiteData, VersionInfo } from '../../shared/types.js';
import { readImageDimensions, staticFileOf } from './image-dimensions.js';
import { joinRoute } from '../content/doc-ids.js';
import { configLink } from './urls.js';
import type { VersionSidebars } from './doc-routes.js';
import { withNavbarTargets } from './navbar-targets.js';

declare const __DOCS_VERSION__: string;

/** Version of the generator, written in the generator meta tag. */
export const GENERATOR_VERSION = typeof __DOCS_VERSION__ === 'string' ? __DOCS_VERSION__ : '0.0.0-dev';

// Config `to` links are relative to the base URL; the template only sees full paths.
const resolveTo = (config: ResolvedConfig, to: string | undefined) => (to === undefined ? to : configLink(config, to));

/** Height of the navbar logo in CSS pixels (the theme's 2rem). */
const LOGO_HEIGHT = 32;

/** The navbar logo's width at the logo height, read from its file under static/; undefined for a remote or unreadable logo. */
function logoWidth(config: ResolvedConfig, src: string): number | undefined {
  if (/^[a-z]+:|^\/\//i.test(src)) return undefined;
  const urlPath = `/${src.replace(/^\/+/, '')}`;
  const file = config.staticDirectories.map((dir) => staticFileOf(path.resolve(config.siteDir, dir), urlPath)).find((f) => f !== undefined && existsSync(f));
  const size = file ? readImageDimensions(file) : undefined;
  return size ? Math.round((LOGO_HEIGHT * size.width) / size.height) : undefined;
}

// A navbar item's `to` (and its dropdown's) as a full path.
function withConfigLinks(config: ResolvedConfig, item: NavbarItem): NavbarItem {
  const out: NavbarItem = { ...item, to: resolveTo(config, item.to) };
  if (item.items) out.items = item.items.map((i) => withConfigLinks(config, i));
  if (item.dropdownItemsBefore) out.dropdownItemsBefore = item.dropdownItemsBefore.map((i) => withConfigLinks(config, i));
  if (item.dropdownItemsAfter) out.dropdownItemsAfter = item.dropdownItemsAfter.map((i) => withConfigLinks(config, i));
  return out;
}

/** What the site data takes from the later stages: each version's sidebars, the URL of the search styles. */
export interface SiteDataExtras {
  sidebars?: VersionSidebars;
  searchStylesheet?: string;
}

/** The site-wide data the template needs, derived from the config and the versions. */
export function buildSiteData(
  config: ResolvedConfig,
  versions: VersionInfo[],
  hasBlog: boolean,
  { sidebars = new Map(), searchStylesheet }: SiteDataExtras = {},
): SiteData {
  const searchEnabled = !!(config.search.appId && config.search.apiKey);
  return {
    title: config.title,
    tagline: config.tagline,
    titleDelimiter: config.titleDelimiter,
    customFields: config.customFields,
    url: config.url,
    baseUrl: config.baseUrl,
    trailingSlash: config.trailingSlash,
    favicon: config.favicon ? resolveTo(config, config.favicon) : undefined,
    generator: `docs ${GENERATOR_VERSION}`,
    announcementBar: config.announcementBar,
    navbar: {
      ...config.navbar,
      logo: config.navbar.logo
        ? {
            ...config.navbar.logo,
            src: resolveTo(config, config.navbar.logo.src)!,
            srcDark: resolveTo(config, config.navbar.logo.srcDark),
            href: resolveTo(config, config.navbar.logo.href),
            width: logoWidth(config, config.navbar.logo.src),
          }
        : undefined,
      items: withNavbarTargets(
        config.navbar.items.map((item) => withConfigLinks(config, item)),
        versions,
        sidebars,
        config.docs.id,
      ),
    },
    footer: {
      ...config.footer,
      links: config.footer.links.map((group) => ({ ...group, items: group.items.map((i) => ({ ...i, to: resolveTo(config, i.to) })) })),
    },
    colorMode: config.colorMode,
    // The browser gets only each version's main doc: doc pages carry their own version links.
    versions: versions.map((v) => ({ ...v, docs: v.docs.filter((d) => d.id === v.mainDocId) })),
    docsPluginId: config.docs.id,
    blog: hasBlog
      ? { title: config.blog.title, path: joinRoute(config.baseUrl, config.blog.routeBasePath), sidebarTitle: config.blog.sidebarTitle }
      : undefined,
    search: {
      provider: searchEnabled ? 'algolia' : 'local',
      appId: config.search.appId ?? '',
      apiKey: config.search.apiKey ?? '',
      indexName: config.search.indexName,
      contextualSearch: config.search.contextualSearch,
      insights: config.search.insights,
      reportUrl: config.search.reportUrl,
      searchPagePath: joinRoute(config.baseUrl, config.search.searchPagePath),
      ...(searchStylesheet ? { stylesheet: searchStylesheet } : {}),
    },
    dataBase: 'page-data',
  };
}
