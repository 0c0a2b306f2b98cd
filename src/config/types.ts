import type { AnnouncementBar, FooterLinkGroup, NavbarItem } from '../../shared/types.js';

/** A remark or rehype plugin of markdown.*Plugins: its package or site file, alone or with its options. */
export type MarkdownPluginEntry = string | [string] | [string, unknown];

/** What to do about a class of broken links. */
export type OnBroken = 'throw' | 'warn' | 'ignore';

/** Per-version options of the docs (site.config.json `docs.versions[name]`). */
export interface VersionOptions {
  label?: string;
  /** Route segment under the docs base ("0.18.0" by default; "" for the current version). */
  path?: string;
  banner?: 'none' | 'unreleased' | 'unmaintained';
  /** A noindex meta, and no sitemap entries or search records for this version. */
  noIndex?: boolean;
}

/** One docs section (site.config.json `docs`, or an entry of the `docs` list), as Docusaurus' docs plugin instance. */
export interface DocsInstanceConfig {
  /** Instance id ("default" when not given), as Docusaurus' plugin id; names its versions files and search facets. */
  id: string;
  /** Folder of the current docs, relative to the site dir ("docs", or "<contentDir>/docs"). */
  path?: string;
  /** Sidebars file (.json, .js, .mjs, .cjs, .ts), relative to the site dir; false: no sidebars; unset: see content-paths.ts. */
  sidebarPath?: string | false;
  /** Route base, "docs". */
  routeBasePath: string;
  /** Which version is served as the latest ("current" = the docs/ folder); unset: the newest of versions.json, else current. */
  lastVersion?: string;
  /** Only build these versions (all when undefined). */
  onlyIncludeVersions?: string[];
  versions: Record<string, VersionOptions>;
  tocMinHeadingLevel: number;
  tocMaxHeadingLevel: number;
  editUrl?: string;
  /** Whether categories start collapsed. */
  sidebarCollapsed: boolean;
  /** Show when each doc was last changed (`last_update.date` front matter, else its last git commit). */
  showLastUpdateTime: boolean;
  /** Show who last changed each doc (`last_update.author` front matter, else its last git commit). */
  showLastUpdateAuthor: boolean;
  /** Globs of the files (relative to each version's folder) that are docs; unset: every .md and .mdx file. */
  include?: string[];
  /** Globs of the files left out of the docs, as Docusaurus' exclude. */
  exclude?: string[];
}

/** site.config.json after validation, with every default filled in. */
export interface SiteConfig {
  title: string;
  tagline: string;
  /** Origin of the deployed site, e.g. "https://example.com" (no trailing slash). */
  url: string;
  /** Path the site is served under; starts and ends with "/". */
  baseUrl: string;
  favicon?: string;
  /** Names replaced in the site's code when it is bundled (webpack's DefinePlugin), each with its JavaScript source. */
  define: Record<string, string>;
  /** The social card of every page a page's own `image` does not replace, a site path or a full URL. */
  image?: string;
  /** true: "/docs/intro/", false: "/docs/intro.html", undefined: "/docs/intro" served from docs/intro/index.html. */
  trailingSlash?: boolean;
  noIndex: boolean;
  /** What separates a page's title from the site's in <title> ("Intro | Site"). */
  titleDelimiter: string;
  /** Folders outside the site, relative to it, that its code may import files from. */
  readableFolders: string[];
  /** Values of the site's own, for its React pages and components (useDocusaurusContext().siteConfig.customFields). */
  customFields: Record<string, unknown>;
  onBrokenLinks: OnBroken;
  onBrokenAnchors: OnBroken;
  onBrokenMarkdownLinks: OnBroken;
  /** Two pages at one path: an error, or (as Docusaurus' default) a warning that keeps the first. */
  onDuplicateRoutes: OnBroken;
  /** A local image in markdown that does not exist: an error (Docusaurus' default), a warning, or nothing. */
  onBrokenMarkdownImages: OnBroken;
  /**
   * This project's own layout: a folder holding docs/, blog/, pages/, sidebars.json and the
   * versions, relative to the site dir. Unset, every folder is where Docusaurus puts it.
   */
  contentDir?: string;
  /** Folders copied as is to the output root, relative to the site dir (as Docusaurus' staticDirectories). */
  staticDirectories: string[];
  /** Output folder, relative to the site dir. */
  outDir: string;
  announcementBar?: AnnouncementBar;
  navbar: {
    title: string;
    /** Label shown beside the title, such as "Beta". */
    betaLabel?: string;
    logo?: { src: string; srcDark?: string; alt: string; href?: string };
    hideOnScroll: boolean;
    items: NavbarItem[];
  };
  footer: { style: 'light' | 'dark'; links: FooterLinkGroup[]; copyright: string };
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  /** The docs section (the default instance, else the first one when `docs` is a list). */
  docs: DocsInstanceConfig;
  /** Every docs section, in config order: one when `docs` is an object, several when it is a list. */
  docsInstances: DocsInstanceConfig[];
  blog: {
    /** Folder of the posts, authors.yml and tags.yml, relative to the site dir ("blog", or "<contentDir>/blog"). */
    path?: string;
    routeBasePath: string;
    title: string;
    description: string;
    sidebarTitle: string;
    sidebarCount: 'ALL' | number;
    postsPerPage: 'ALL' | number;
    showReadingTime: boolean;
    feedTypes: ('rss' | 'atom')[];
    /** Words per minute used for reading time. */
    wordsPerMinute: number;
    /** Globs of the files (relative to the blog folder) that are posts; unset: every .md and .mdx file. */
    include?: string[];
    /** Globs of the files left out of the blog. */
    exclude?: string[];
  };
  pages: {
    /** Folder of the pages, relative to the site dir ("src/pages", or "<contentDir>/pages"). */
    path?: string;
  };
  analytics: {
    /** The page-view script served from the site's own path. */
    pageView?: { src: string; domain: string; api: string };
    /** Other analytics scripts, loaded as is. */
    scripts: { src: string; async: boolean; defer: boolean }[];
    /** The Google tag: its ids (the first loads gtag.js) and whether IPs are anonymised. */
    gtag?: { trackingID: string | string[]; anonymizeIP: boolean };
    /** Google Tag Manager's container. */
    googleTagManager?: { containerId: string };
  };
  search: {
    /** Hosted search application id; absent: the embedded local search (empty is an error). */
    appId?: string;
    /** Public search-only key. */
    apiKey?: string;
    indexName: string;
    contextualSearch: boolean;
    insights: boolean;
    reportUrl?: string;
    searchPagePath: string;
  };
  /** What `docs dev` and `docs serve` answer besides the machine's own names. */
  dev: {
    /** Host names answered besides IP addresses, localhost, *.localhost and --host (".example.com" also allows subdomains), or true for any. */
    allowedHosts: string[] | true;
  };
  /** Where `docs deploy` pushes the built site (the environment variables of the same meaning win). */
  deploy: {
    /** The GitHub user or organization that owns the deployment repository. */
    organizationName?: string;
    /** The name of the deployment repository. */
    projectName?: string;
    /** The branch the site is pushed to; unset: gh-pages (an organization's `<org>.github.io` repository must name it). */
    branch?: string;
    /** Any git remote (URL or path) to push to instead of the GitHub repository the names above make. */
    remote?: string;
    /** The GitHub host (GitHub Enterprise's), "github.com" by default. */
    githubHost: string;
    /** The port of that host, when not the protocol's. */
    githubPort?: number;
  };
  /** Old paths (from the site root) that send readers to a page of the site or a URL. */
  redirects: { from: string | string[]; to: string }[];
  /** Redirects made from the pages: with extensions added or removed, and by the site's createRedirects module (a site path or a package). */
  redirectRules: { fromExtensions: string[]; toExtensions: string[]; createRedirects?: string };
  /** Extra <meta> tags, each with a `name` or (Open Graph) a `property`. */
  metadata: { name?: string; property?: string; content: string }[];
  /** Stylesheets of the site (relative to the site dir), bundled after the theme's CSS. */
  customCss: string[];
  /** PostCSS plugins run on every stylesheet of the site, with the site's own postcss package. */
  postcss: { plugins: MarkdownPluginEntry[] };
  /** Babel presets and plugins run on the site's own scripts before bundling, with the site's @babel/core (none: Babel does not run). */
  babel: { presets: MarkdownPluginEntry[]; plugins: MarkdownPluginEntry[]; parserOpts: Record<string, unknown> };
  /** How markdown files are read (markdown.format: mdx, md or detect), the plugins run on them, and whether mermaid fences are drawn. */
  markdown: {
    format: 'mdx' | 'md' | 'detect';
    beforeDefaultRemarkPlugins: MarkdownPluginEntry[];
    remarkPlugins: MarkdownPluginEntry[];
    beforeDefaultRehypePlugins: MarkdownPluginEntry[];
    rehypePlugins: MarkdownPluginEntry[];
    mermaid: boolean;
  };
  /** Whether the build writes llms.txt and llms-full.txt (the latest docs for language models) at the output root. */
  llmsTxt: boolean;
}

/** The loaded config with where it came from. */
export interface ResolvedConfig extends SiteConfig {
  /** Absolute path of the site directory. */
  siteDir: string;
  /** Absolute path of the config file. */
  configFile: string;
}
