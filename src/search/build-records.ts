/**
 * Turns the searchable text of built pages into DocSearch records: one record for the page
 * title, one per heading, one per block of content, each with the hierarchy of headings
 * above it, the URL of the nearest anchor, facets and a weight.
 */
import { escapeHtml } from '../../shared/html.js';
import { levelWeight, recordObjectId } from '../../shared/search/text.js';
import type { DocSearchRecord, Hierarchy, RecordType } from '../../shared/search/types.js';
import type { SearchPageInput } from './page-text.js';

/** Where the site is served and what to leave out. */
export interface BuildRecordsOptions {
  /** Origin of the deployed site, e.g. "https://example.com". */
  siteUrl: string;
  /** Base path of the site, e.g. "/" or "/docs-site/". */
  baseUrl: string;
  /** Docs versions whose pages give no records (versions configured with noIndex). */
  noIndexVersions?: readonly string[];
  /**
   * Longest content text of one record, in characters; longer blocks are split at a word
   * boundary. The hosted service rejects large records, and long snippets rank poorly.
   */
  maxContentLength?: number;
  /**
   * False leaves each objectID empty, for the static index, which derives it again from the
   * URL, type and position (see EncodeOptions.derivedIds); default true.
   */
  objectIds?: boolean;
}

/** Builds the records of every page, in page order then document order. */
export function buildRecords(pages: readonly SearchPageInput[], opts: BuildRecordsOptions): DocSearchRecord[] {
  const skipVersions = new Set(opts.noIndexVersions ?? []);
  const origin = opts.siteUrl.replace(/\/+$/, '');
  const base = `/${opts.baseUrl.replace(/^\/+|\/+$/g, '')}`.replace(/\/$/, '');
  const maxLength = opts.maxContentLength ?? 1000;
  const ids = opts.objectIds !== false;
  const records: DocSearchRecord[] = [];
  for (const page of pages) {
    if (page.version.some((v) => skipVersions.has(v))) continue;
    const urlWithoutAnchor = `${origin}${base}${page.path === '/' && base !== '' ? '/' : page.path}`;
    const hierarchy: (string | null)[] = [escapeHtml(page.lvl0), escapeHtml(page.title), null, null, null, null, null];
    // Anchor per level, so a heading without an id links to the nearest heading above that has one.
    const anchors: (string | null)[] = [null, null, null, null, null, null, null];
    let anchor: string | null = null;
    let position = 0;
    const push = (type: RecordType, content: string | null): void => {
      const url = anchor ? `${urlWithoutAnchor}#${anchor}` : urlWithoutAnchor;
      records.push({
        objectID: ids ? recordObjectId(url, type, position) : '',
        type,
        hierarchy: toHierarchy(hierarchy),
        content,
        url,
        url_without_anchor: urlWithoutAnchor,
        anchor,
        weight: { pageRank: page.pageRank, level: levelWeight(type), position },
        language: [...page.language],
        version: [...page.version],
        docusaurus_tag: [...page.docusaurusTag],
      });
      position++;
    };
    push('lvl1', null);
    for (const block of page.blocks) {
      if (block.kind === 'heading') {
        const level = block.level;
        hierarchy[level] = escapeHtml(block.text);
        for (let l = level + 1; l < 7; l++) {
          hierarchy[l] = null;
          anchors[l] = null;
        }
        anchors[level] = block.id;
        anchor = null;
        for (let l = level; l >= 2 && anchor === null; l--) anchor = anchors[l] ?? null;
        push(`lvl${level}`, null);
      } else {
        for (const part of splitText(block.text, maxLength)) push('content', escapeHtml(part));
      }
    }
  }
  return records;
}

function toHierarchy(levels: (string | null)[]): Hierarchy {
  return { lvl0: levels[0]!, lvl1: levels[1]!, lvl2: levels[2]!, lvl3: levels[3]!, lvl4: levels[4]!, lvl5: levels[5]!, lvl6: levels[6]! };
}

/** Splits text into pieces of at most max characters, at spaces where possible. */
function splitText(text: string, max: number): string[] {
  if (text.length <= max) return [text];
  const parts: string[] = [];
  let rest = text;
  while (rest.length > max) {
    let cut = rest.lastIndexOf(' ', max);
    if (cut < max / 2) cut = max;
    parts.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) parts.push(rest);
  return parts;
}
