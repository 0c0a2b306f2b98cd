import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { readMarkdown, type SourceFacts } from './source-facts.js';
import { joinRoute } from './doc-ids.js';
import type { PageSource } from './types.js';
import { relativePrefix, walkRelative } from '../files/walk.js';
import { unreadableFolder } from '../files/unreadable.js';

// Page files, as Docusaurus' pages plugin takes them: markdown, and React components in any of
// .js, .jsx, .ts and .tsx, except tests and type declarations.
const PAGE_FILE = /\.(mdx?|[jt]sx?)$/;
const NOT_A_PAGE = /\.test\.[jt]sx?$|\.d\.ts$/;

/** Finds the pages folder's markdown and React pages; "index" is the folder's route ("/" at the top). */
export function loadPages(config: ResolvedConfig, pagesDir: string, diagnostics: Diagnostic[], facts?: SourceFacts): PageSource[] {
  const pages: PageSource[] = [];
  const prefix = relativePrefix(config.siteDir, pagesDir);
  for (const { abs: absPath, rel } of walkRelative(pagesDir, (n) => PAGE_FILE.test(n) && !NOT_A_PAGE.test(n), unreadableFolder(config.siteDir, diagnostics))) {
    const key = rel.replace(PAGE_FILE, '');
    const permalink = joinRoute(config.baseUrl, key.replace(/(^|\/)index$/, ''));
    // As in Docusaurus, a folder's index page is linked as "/folder/" unless trailingSlash says otherwise.
    const url = config.trailingSlash === undefined && /\/index$/.test(key) ? `${permalink}/` : permalink;
    const file = prefix + rel;
    if (/\.mdx?$/.test(rel)) {
      const read = readMarkdown(absPath, file, diagnostics, facts);
      if (!read) continue;
      pages.push(read.attach({ kind: 'md' as const, file, absPath, key, permalink, url, frontMatter: read.frontMatter }));
    } else {
      pages.push({ kind: 'tsx', file, absPath, key, permalink, url });
    }
  }
  return pages;
}
