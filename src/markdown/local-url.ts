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
 * Resolves a relative URL (`../guide.md#setup`, `./img/a.png`) against the page's file;
 * returns undefined for URLs that are not relative file paths (schemes, `//host`, `/abs`, `#x`).
 */
export function localUrl(url: string, pageAbsPath: string): LocalUrl | undefined {
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
  return { absPath: resolve(dirname(pageAbsPath), decoded), suffix: cut === -1 ? '' : url.slice(cut), extension };
}
