/** What a code fence's info string asks for besides the language. */
export interface CodeMeta {
  language: string;
  title?: string;
  /** 1-based line numbers to highlight, ascending. */
  highlight: number[];
  showLineNumbers?: boolean;
}

const TITLE = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/;
const RANGES = /\{([\d,\s-]+)\}/;

/**
 * Reads a fence's language and meta (` ```ts title="a.ts" {1,3-5} showLineNumbers `);
 * `{…}` may also be glued to the language (` ```js{2} `), as Docusaurus allows.
 */
export function parseCodeMeta(lang: string | null | undefined, meta: string | null | undefined): CodeMeta {
  let language = (lang ?? '').toLowerCase();
  let rest = meta ?? '';
  const brace = language.indexOf('{');
  if (brace !== -1) {
    rest = `${language.slice(brace)} ${rest}`;
    language = language.slice(0, brace);
  }
  const result: CodeMeta = { language: language || 'text', highlight: [] };
  if (!rest) return result;

  const title = TITLE.exec(rest);
  if (title) result.title = title[1] ?? title[2] ?? title[3];
  // Look for ranges outside the title so `title="{1}.js"` is not read as a range.
  const withoutTitle = title ? rest.slice(0, title.index) + rest.slice(title.index + title[0].length) : rest;
  const ranges = RANGES.exec(withoutTitle);
  if (ranges) result.highlight = parseLineRanges(ranges[1]);
  if (/(?:^|\s)showLineNumbers\b/.test(withoutTitle)) result.showLineNumbers = true;
  return result;
}

/** Expands "1,3-5" to [1, 3, 4, 5] (sorted, without duplicates). */
export function parseLineRanges(spec: string): number[] {
  const lines = new Set<number>();
  for (const part of spec.split(',')) {
    const [from, to] = part.split('-').map((n) => Number.parseInt(n.trim(), 10));
    if (!Number.isFinite(from)) continue;
    const last = Number.isFinite(to) ? Math.min(to, from + 10_000) : from;
    for (let n = from; n <= last; n++) lines.add(n);
  }
  return [...lines].sort((a, b) => a - b);
}
