import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { ContentNode, TocItem } from '../../shared/types.js';
import type { MdxScope } from './mdx-scope.js';
import type { MarkdownPlugins } from './markdown-plugins.js';
import type { PluginRecord } from './plugin-steps.js';

/** The plugins a page runs, and the file they are told they run on. */
export interface PagePlugins {
  set: MarkdownPlugins;
  /** The page's absolute path (the plugins' `file.path`). */
  absPath: string;
  /** The site folder (`file.cwd`). */
  cwd: string;
  /** What the plugins left when they ran ahead on this text (a site whose plugins are asynchronous): taken in place of running them. */
  recorded?: PluginRecord;
}

/** What the markdown stage needs to render one file. */
export interface MarkdownInput {
  /** Path used in diagnostics (relative to the site dir). */
  file: string;
  /** Absolute path of the file (to resolve relative links and images). */
  absPath: string;
  /** The whole file, front matter included. */
  source: string;
  /** The site folder, which "@site/..." image and file paths start from. */
  siteDir?: string;
  /**
   * Maps a link to a markdown file, as written ("../guide.md", "/intro.md", "@site/docs/a.md",
   * decoded, without ?query or #hash), from the file at `fromFile`, to the target's route;
   * undefined when no doc, post or page is there.
   */
  resolveMarkdownLink?: (link: string, fromFile: string) => string | undefined;
  /**
   * Maps a local asset (absolute path of an image or file referenced relatively) to its
   * public URL, registering it for copying; undefined when the file does not exist, and
   * `{ outside }` (its real path) when it lies outside the site folder and is not copied.
   */
  resolveAsset?: (absTarget: string) => AssetUrl;
  /** The file a site-absolute image URL (`/img/a.png`) names in the static folder, when it names one. */
  resolveStaticFile?: (urlPath: string) => string | undefined;
  /** What a local image that does not exist is (`onBrokenMarkdownImages`): an error by default. */
  onMissingImage?: 'throw' | 'warn' | 'ignore';
  /** The intrinsic size of a local image file, written into its `<img>` so the page does not shift when it loads. */
  imageDimensions?: (absPath: string) => ImageDimensions | undefined;
  /** The headings and ids of a partial this MDX file imports (by import source), for its TOC and anchors. */
  partialHeadings?: (source: string) => import('./transform-mdast.js').PartialHeadings | undefined;
  /** markdown.mermaid of the site: mermaid fences become diagrams (`Mermaid` nodes) instead of code. */
  mermaid?: boolean;
  /** The site's remark and rehype plugins, with what their file is (none: nothing runs). */
  plugins?: PagePlugins;
  /** markdown.format of the site: `mdx` (default, as Docusaurus 3), `md` or `detect`. */
  format?: 'md' | 'mdx' | 'detect';
  /** Heading levels in the table of contents (default 2..3; front matter can override). */
  tocMinLevel?: number;
  tocMaxLevel?: number;
}

/** The intrinsic size of an image in CSS pixels. */
export interface ImageDimensions {
  width: number;
  height: number;
}

/** What resolving a local asset gives: its public URL, nothing (no such file), or its real path outside the site (refused). */
export type AssetUrl = string | { outside: string } | undefined;

/** A link found in the content, kept for the link checker. */
export interface LinkRef {
  /** The URL as written after rewriting (a route, maybe with #anchor), or an external URL. */
  url: string;
  /** The URL as written in the source. */
  raw: string;
  line: number;
  column: number;
}

/** What the markdown stage produces for one file. */
export interface MarkdownResult {
  frontMatter: Record<string, unknown>;
  /** Text of a leading "# Title" heading, which is removed from content. */
  title?: string;
  content: ContentNode[];
  /** Content before <!--truncate--> (undefined when there is no marker). */
  excerpt?: ContentNode[];
  toc: TocItem[];
  /** Every id an anchor may target in this page (headings and explicit ids). */
  ids: string[];
  links: LinkRef[];
  /** Plain text, for reading time and search. */
  wordCount: number;
  /** First paragraph as plain text, a fallback description. */
  firstParagraph?: string;
  /** Warnings (e.g. a markdown link to a missing file); errors are thrown as DiagnosticError. */
  diagnostics: Diagnostic[];
  /** Set when the file is MDX that needs its JavaScript module to render. */
  mdx?: MdxScope;
  /** Key of that module in the page registry (set by the routes stage). */
  module?: string;
}
