import { dirname, resolve } from 'node:path';

/** A URL that points at a file next to the page: its resolved path and what follows it. */
export interface LocalUrl {
  /** Absolute path of the target file. */
  absPath: string;
  /** The `?query#hash` suffix, kept for the rewritten URL. */
  suffix: string;
  /** Lower-cased file extension without the dot ("" when none). */
  extension: string;
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * Resolves a relative URL (`../guide.md#setup`, `./img/a.png`) against the page's file, and one
 * starting with `@site/` against the site folder (when given); returns undefined for URLs that
 * are not file paths (schemes, `//host`, `/abs`, `#x`).
 */
export function localUrl(url: string, pageAbsPath: string, siteDir?: string): LocalUrl | undefined {
  if (url === '' || url[0] === '/' || url[0] === '#' || url[0] === '?' || SCHEME.test(url)) return undefined;
  const cut = url.search(/[?#]/);
  const path = cut === -1 ? url : url.slice(0, cut);
  if (path === '') return undefined;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A stray "%" is a literal character in the file name.
  }
  const slash = decoded.lastIndexOf('/');
  const dot = decoded.lastIndexOf('.');
  const extension = dot > slash + 1 ? decoded.slice(dot + 1).toLowerCase() : '';
  const fromSite = siteDir !== undefined && decoded.startsWith('@site/');
  const absPath = fromSite ? resolve(siteDir, decoded.slice('@site/'.length)) : resolve(dirname(pageAbsPath), decoded);
  return { absPath, suffix: cut === -1 ? '' : url.slice(cut), extension };
}

/** A link to a markdown file as written: its decoded path and the `?query#hash` that follows it. */
export interface MarkdownFileLink {
  /** The path as written, decoded ("../guide.md", "/intro.mdx", "@site/docs/a.md"). */
  pathname: string;
  suffix: string;
}

/**
 * Recognises a link to a markdown file (a path ending in .md or .mdx, relative, absolute or
 * `@site/`); undefined for anything else. Where it points is for the caller to work out,
 * since that depends on the content folder the page belongs to.
 */
export function markdownFileLink(url: string): MarkdownFileLink | undefined {
  if (url === '' || url[0] === '#' || url[0] === '?' || url.startsWith('//') || (SCHEME.test(url) && !url.startsWith('@site/'))) return undefined;
  const cut = url.search(/[?#]/);
  const path = cut === -1 ? url : url.slice(0, cut);
  if (!/\.mdx?$/.test(path)) return undefined;
  let pathname = path;
  try {
    pathname = decodeURIComponent(path);
  } catch {
    // A stray "%" is a literal character in the file name.
  }
  return { pathname, suffix: cut === -1 ? '' : url.slice(cut) };
}
