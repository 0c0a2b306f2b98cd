import type { VersionInfo } from '../shared/types.js';

/** A markdown source file with its front matter already read. */
export interface SourceFile {
  /** Path relative to the site dir, for diagnostics. */
  file: string;
  absPath: string;
  source: string;
  frontMatter: Record<string, unknown>;
}

/** One doc of one version, before its markdown is rendered. */
export interface DocSource extends SourceFile {
  id: string;
  versionName: string;
  /** Route without base URL, e.g. "/docs/tutorial/create". */
  permalink: string;
  /**
   * The URL links use and the browser shows: the permalink, with a trailing slash when
   * trailingSlash is unset and the slug ends with one (a folder's index doc, `slug: /`), as in Docusaurus.
   */
  url: string;
  /** Folder of the doc relative to the version's docs folder ("" at the root). */
  dirName: string;
  title?: string;
  sidebarLabel?: string;
  sidebarPosition?: number;
  description?: string;
  tags: string[];
  draft: boolean;
  unlisted: boolean;
  hideTableOfContents: boolean;
  /** Whether the doc sets `displayed_sidebar: null` or is in no sidebar. */
  displayedSidebar?: string | null;
}

/** A docs version with its docs and raw sidebars. */
export interface VersionContent extends Omit<VersionInfo, 'docs' | 'sidebars' | 'draftIds'> {
  /** Absolute folder of this version's docs. */
  docsDir: string;
  /** Absolute path of the sidebars file (may not exist); undefined when the sidebar is generated from the folder. */
  sidebarsFile?: string;
  /** Text of the sidebars file ("" when none), to point diagnostics at lines. */
  sidebarsSource: string;
  docs: DocSource[];
  /** Ids of draft docs (left out of a production build). */
  draftIds: string[];
  /** The raw sidebars (as loaded from JSON or a module), by sidebar name. */
  sidebarsRaw: Record<string, unknown>;
}

/** A blog post source. */
export interface PostSource extends SourceFile {
  /** Route without base URL. */
  permalink: string;
  date: Date;
  slug: string;
  draft: boolean;
  unlisted: boolean;
}

/** A page from content/pages. */
export interface PageSource {
  kind: 'md' | 'tsx';
  file: string;
  absPath: string;
  /** Key of the page module (file name without extension, folders joined by "/"). */
  key: string;
  permalink: string;
  /** The URL links use: with a trailing slash for an index page when trailingSlash is unset, as in Docusaurus. */
  url: string;
  /** Markdown pages only. */
  source?: string;
  frontMatter?: Record<string, unknown>;
}

/** Everything discovered in the content folder. */
export interface ContentGraph {
  versions: VersionContent[];
  posts: PostSource[];
  pages: PageSource[];
  blogDir: string;
}
