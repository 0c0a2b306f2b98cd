/**
 * Types shared by the generator (Node) and the template (browser).
 * Everything here is plain data: it is serialised into the HTML and per-route data files.
 */

/** A node of rendered markdown content: a text, or [tag, props, ...children]. */
export type ContentNode = string | ContentElement | ExpressionMarker;
/** In an MDX page's data, the place of expression `#x` of its module (see template/mdx/runtime.tsx). */
export interface ExpressionMarker {
  '#x': number;
}
/** An element: lowercase tags are HTML, capitalised tags are template components. */
export type ContentElement = [tag: string, props: Record<string, unknown> | null, ...children: ContentNode[]];

/** One entry of a table of contents. */
export interface TocItem {
  value: string;
  id: string;
  level: number;
  children: TocItem[];
}

/** An item of the announcement bar above the navbar. */
export interface AnnouncementBar {
  id: string;
  content: string;
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
}

/** A navbar item as configured in site.config.json. */
export interface NavbarItem {
  type: 'default' | 'dropdown' | 'docsVersionDropdown' | 'docsVersion' | 'doc' | 'docSidebar' | 'search' | 'html';
  label?: string;
  to?: string;
  href?: string;
  position: 'left' | 'right';
  className?: string;
  'aria-label'?: string;
  docId?: string;
  sidebarId?: string;
  /** Which docs instance a doc, sidebar or version item is about (the site's main one when absent). */
  docsPluginId?: string;
  /** The version a "docsVersion" item links to (the latest when absent). */
  version?: string;
  value?: string;
  /** Which built-in icon an icon link shows: github, x, discord... */
  icon?: string;
  /** The links of a "dropdown" item. */
  items?: NavbarItem[];
  /** Links a "docsVersionDropdown" item lists before and after the versions. */
  dropdownItemsBefore?: NavbarItem[];
  dropdownItemsAfter?: NavbarItem[];
  /** Set by the build for "doc" and "docSidebar" items: the route in each version where it is not the version's main doc. */
  paths?: Record<string, string>;
  /** Set by the build for "doc" and "docSidebar" items: the sidebar whose pages make the item the current one. */
  activeSidebar?: string;
}

/** A footer link. */
export interface FooterLink {
  label: string;
  to?: string;
  href?: string;
}

/** A column of footer links. */
export interface FooterLinkGroup {
  title: string;
  items: FooterLink[];
}

/** A docs version as the template sees it. */
export interface VersionInfo {
  /** Id of the docs instance (section) the version belongs to ("default" for a site with one). */
  pluginId: string;
  name: string;
  label: string;
  /** Route base of the version, e.g. "/docs" or "/docs/0.18.0". */
  path: string;
  isLast: boolean;
  mainDocId: string;
  banner: 'none' | 'unreleased' | 'unmaintained';
  noIndex: boolean;
  draftIds: string[];
  sidebars: string[];
  /** Every doc of the version: id and route. */
  docs: { id: string; path: string }[];
}

/** An item of a resolved sidebar. */
export type SidebarItem = SidebarLink | SidebarCategory;

/** A link in a sidebar (to a doc or elsewhere). */
export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  docId?: string;
  unlisted?: boolean;
  className?: string;
  /** Free-form data for the site's own components (`customProps`, or a doc's `sidebar_custom_props`). */
  customProps?: Record<string, unknown>;
}

/** A category of a sidebar. */
export interface SidebarCategory {
  type: 'category';
  label: string;
  items: SidebarItem[];
  /** Route of the category's own page, when it has one. */
  href?: string;
  linkUnlisted?: boolean;
  collapsible: boolean;
  collapsed: boolean;
  /** Shown on the category's card in a generated index page (the item count when absent). */
  description?: string;
  className?: string;
  /** Free-form data for the site's own components. */
  customProps?: Record<string, unknown>;
}

/** A link to a neighbouring page. */
export interface NavLink {
  title: string;
  permalink: string;
}

/** A tag shown on a doc or post. */
export interface TagLink {
  label: string;
  permalink: string;
  description?: string;
  count?: number;
}

/** A blog author. */
export interface Author {
  key?: string;
  name: string;
  title?: string;
  url?: string;
  imageURL?: string;
  email?: string;
  /** Route of the author's page when the author comes from authors.yml. */
  page?: string;
}

/** A blog post summary, as listed on list pages. */
export interface BlogPostSummary {
  permalink: string;
  title: string;
  date: string;
  formattedDate: string;
  readingTime: number;
  authors: Author[];
  tags: TagLink[];
  description?: string;
  /** Content before <!--truncate--> (or the whole post). */
  content: ContentNode[];
  /** Key of the page's MDX module, when its content needs one (ESM, expressions, components). */
  mdx?: string;
  truncated: boolean;
  unlisted?: boolean;
}

/** The site-wide data every page needs (from site.config.json and the content). */
export interface SiteData {
  title: string;
  tagline: string;
  /** What separates a page's title from the site's in the document title ("|"). */
  titleDelimiter: string;
  /** The site's own values, for its pages and components (Docusaurus' siteConfig.customFields). */
  customFields: Record<string, unknown>;
  url: string;
  baseUrl: string;
  trailingSlash?: boolean;
  favicon?: string;
  generator: string;
  announcementBar?: AnnouncementBar;
  navbar: {
    title: string;
    betaLabel?: string;
    /** width: the logo's width at the navbar's 32 px height, from the file, so the navbar does not move when it loads. */
    logo?: { src: string; srcDark?: string; alt: string; href?: string; width?: number };
    hideOnScroll: boolean;
    items: NavbarItem[];
  };
  footer: { style: 'light' | 'dark'; links: FooterLinkGroup[]; copyright: string };
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  /** Docs versions, newest first, current included. Empty when there are no docs. */
  versions: VersionInfo[];
  /** Id of the site's main docs instance: the one navbar items without `docsPluginId` are about. */
  docsPluginId: string;
  blog?: { title: string; path: string; sidebarTitle: string };
  search: SearchSettings;
  /** Route of the not-found page data file (client uses it for unknown paths). */
  dataBase: string;
}

/** Search settings the client needs (no secrets). */
export interface SearchSettings {
  /** 'algolia' when an app id is configured, else the embedded local backend. */
  provider: 'algolia' | 'local';
  appId: string;
  apiKey: string;
  indexName: string;
  contextualSearch: boolean;
  insights: boolean;
  /** URL for "Let us know." in the no-results view; undefined hides it. */
  reportUrl?: string;
  searchPagePath: string;
  /** URL of the search styles, which the modal links when it first opens (they are not in the theme's stylesheet). */
  stylesheet?: string;
}

/** What a route's data holds whatever its kind (see RouteData). */
export interface RouteDataCommon {
  /** Route path without base URL, e.g. "/docs/intro" ("/" for the home page). */
  path: string;
  /**
   * The URL the page is linked with and shown at, when it differs from `path`: "/docs/guides/"
   * for a folder's index doc while trailingSlash is unset, as in Docusaurus. Relative links
   * in the content resolve against it.
   */
  url?: string;
  /** Page title without the site title ("" for the home page). */
  title: string;
  description?: string;
  /** `keywords` front matter, for the keywords meta tag. */
  keywords?: string[];
  /** `image` front matter: the social card (og:image), a site path or an absolute URL. */
  image?: string;
  noIndex?: boolean;
  /** Stylesheets of the route's MDX modules (CSS their components import), added before it shows. */
  css?: string[];
  /** URLs of the route's MDX modules and of its React page module by key, loaded (and preloaded) with it. */
  modules?: Record<string, string>;
  /**
   * Every docs version with all its docs, on a page whose components asked for them
   * (`useAllDocsData()` and the like): the site data the browser gets lists only each
   * version's main doc, so such a page carries the full list for its hydration.
   */
  allDocs?: VersionInfo[];
}

/** The props of each kind of page the template renders (see template/pages). */
export interface PagePropsByKind {
  /** The site's React index page, or without a module the theme's built-in home page. */
  home: HomePageProps;
  doc: DocPageProps;
  docTagsList: DocTagsListProps;
  docTag: DocTagProps;
  docCategory: DocCategoryPageProps;
  blogList: BlogListProps;
  blogPost: BlogPostProps;
  blogArchive: BlogArchiveProps;
  blogTagsList: TagsListProps;
  blogTag: BlogListProps;
  blogAuthorsList: BlogAuthorsListProps;
  blogAuthor: BlogListProps;
  mdPage: MdPageProps;
  reactPage: ReactPageProps;
  search: NoProps;
  notFound: NoProps;
}

/** The kinds of page the template renders. */
export type PageKind = keyof PagePropsByKind;

/** A page kind with its props: the part of a route's data that depends on its kind. */
export type KindAndProps = { [K in PageKind]: { kind: K; props: PagePropsByKind[K] } }[PageKind];

/** Data of one route, serialised into the page and into its data file; `kind` says what its props are. */
export type RouteData = RouteDataCommon & KindAndProps;

/** The data of a route of the given kind (or kinds). */
export type RouteDataOf<K extends PageKind> = Extract<RouteData, { kind: K }>;

/** Props of the pages that take none (search, not found). */
export type NoProps = Record<string, never>;

/** Props of the home page: the module of the site's React index page, if it has one. */
export interface HomePageProps {
  /** Key of the page module; absent when the theme's built-in home page shows. */
  module?: string;
}

/** Props of a doc page. */
export interface DocPageProps {
  /** Id of the docs instance (section) of the doc. */
  pluginId: string;
  id: string;
  version: string;
  title: string;
  content: ContentNode[];
  /** Key of the page's MDX module, when its content needs one (ESM, expressions, components). */
  mdx?: string;
  toc: TocItem[];
  hideTableOfContents: boolean;
  /** `hide_title` front matter, when the doc has no # heading of its own (which always shows). */
  hideTitle?: boolean;
  /** When and by whom the doc was last changed (shown when docs.showLastUpdateTime/Author is on). */
  lastUpdate?: { date?: string; author?: string };
  tocMinLevel: number;
  tocMaxLevel: number;
  sidebar?: SidebarItem[];
  /** In the route's data file only: the file that holds `sidebar`, shared by the pages that show it (src/render/sidebar-file.ts). */
  sidebarFile?: string;
  sidebarName?: string;
  breadcrumbs: { label: string; href?: string }[];
  previous?: NavLink;
  next?: NavLink;
  tags: TagLink[];
  unlisted: boolean;
  draft: boolean;
  editUrl?: string;
  /** Route of this doc in each version that has it, by version name (for the version dropdown). */
  versionLinks: Record<string, string>;
  /** Route of the same doc in the latest version, or its main doc, for the old-version banner. */
  latestLink?: string;
}

/** Props of a markdown page (content/pages/*.md). */
export interface MdPageProps {
  title: string;
  content: ContentNode[];
  /** Key of the page's MDX module, when its content needs one (ESM, expressions, components). */
  mdx?: string;
  toc: TocItem[];
  hideTableOfContents: boolean;
}

/** The blog sidebar ("All our posts"), newest first; the template groups by year. */
export interface BlogSidebar {
  title: string;
  items: { title: string; permalink: string; date: string }[];
}

/** Props of the blog list, a tag's posts and an author's posts. */
export interface BlogListProps {
  posts: BlogPostSummary[];
  sidebar: BlogSidebar;
  /** Set on /blog/tags/{tag}. */
  tag?: TagLink;
  /** Set on /blog/authors/{key}. */
  author?: Author & { count: number };
  /** The main list's page among several (`blog.postsPerPage`): 1-based, with the routes of its neighbours. */
  pagination?: { page: number; totalPages: number; newer?: string; older?: string };
}

/** Props of one blog post page. */
export interface BlogPostProps {
  post: BlogPostSummary;
  toc: TocItem[];
  previous?: NavLink;
  next?: NavLink;
  sidebar: BlogSidebar;
  /** Absolute URL of the post's image, for meta tags. */
  image?: string;
}

/** Props of /blog/archive. */
export interface BlogArchiveProps {
  years: { year: string; posts: { title: string; permalink: string; date: string; formattedDate: string }[] }[];
}

/** Props of /blog/tags and /docs/tags: every tag, with its count. */
export interface TagsListProps {
  tags: TagLink[];
}

/** Props of /docs/tags: the tags of one docs version. */
export interface DocTagsListProps extends TagsListProps {
  /** Docs version name. */
  version: string;
  /** Docs instance id. */
  pluginId: string;
}

/** Props of /blog/authors. */
export interface BlogAuthorsListProps {
  authors: (Author & { count: number })[];
}

/** Props of /docs/tags/{tag}. */
export interface DocTagProps {
  tag: TagLink;
  version: string;
  pluginId: string;
  docs: { id: string; title: string; permalink: string; description?: string }[];
}

/** Props of a category's generated index page: its items as cards, in the docs layout. */
export interface DocCategoryPageProps {
  pluginId: string;
  version: string;
  title: string;
  description?: string;
  /** One card per item of the category: a doc or link with its description, a category with its item count. */
  items: { type: 'link' | 'category'; title: string; href: string; docId?: string; description?: string; count?: number }[];
  sidebar?: SidebarItem[];
  /** In the route's data file only: the file that holds `sidebar`, shared by the pages that show it (src/render/sidebar-file.ts). */
  sidebarFile?: string;
  sidebarName?: string;
  breadcrumbs: { label: string; href?: string }[];
  previous?: NavLink;
  next?: NavLink;
}

/** Props of a React page (content/pages/*.tsx): which page module renders it. */
export interface ReactPageProps {
  /** Key of the page module (its file name without extension, e.g. "index"). */
  module: string;
}

/** The attributes `<html …/>` and `<body …/>` children of a page's `<Head>` set on the document's own tags, by HTML name. */
export interface DocumentAttributes {
  html: Record<string, string>;
  body: Record<string, string>;
}
