import { error, type Diagnostic } from '../diagnostics/diagnostic.js';

/** A key's type: what it must be, a test, an example, and what it turns a near value into first. */
type Check = { expected: string; ok: (v: unknown) => boolean; example: string; convert?: (v: unknown) => unknown };

// Docusaurus validates front matter with Joi, which converts before it checks: a number where
// text is expected is that text (`title: 2024`, `tags: [2024]`), a numeric text where a number
// is expected is that number (`sidebar_position: "2"`), and "true" or "false" where a boolean
// is expected is that boolean. Sites rely on it, so the same values are accepted here.
const toText = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v);
const toNumber = (v: unknown) => (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v);
const toBoolean = (v: unknown) => (v === 'true' ? true : v === 'false' ? false : v);
const eachToText = (v: unknown) => (Array.isArray(v) ? v.map(toText) : toText(v));

const isString = (v: unknown) => typeof v === 'string';
const stringOrNull = (v: unknown) => v === null || typeof v === 'string';
const isBoolean = (v: unknown) => typeof v === 'boolean';
const headingLevel = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 2 && v <= 6;
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date);
const tag = (v: unknown) => typeof v === 'string' || (isObject(v) && typeof v.label === 'string');
const author = (v: unknown) => typeof v === 'string' || isObject(v);

const s = (example: string): Check => ({ expected: 'a string', ok: isString, example, convert: toText });
const b = (key: string): Check => ({ expected: 'true or false', ok: isBoolean, example: `${key}: true`, convert: toBoolean });

/** The types of the front matter keys the generator reads (as Docusaurus validates them); other keys pass through. */
const CHECKS: Record<string, Check> = {
  id: { expected: 'a string without slashes', ok: (v) => typeof v === 'string' && !v.includes('/'), example: 'id: getting-started', convert: toText },
  title: s('title: "Getting started"'),
  sidebar_label: s('sidebar_label: "Start"'),
  sidebar_class_name: s('sidebar_class_name: highlighted'),
  description: s('description: "What this page is about."'),
  image: s('image: ./cover.png'),
  pagination_label: s('pagination_label: "Next steps"'),
  slug: s('slug: /getting-started'),
  sidebar_position: { expected: 'a number', ok: (v) => typeof v === 'number' && Number.isFinite(v), example: 'sidebar_position: 2', convert: toNumber },
  displayed_sidebar: { expected: 'a sidebar name or null', ok: stringOrNull, example: 'displayed_sidebar: docs', convert: toText },
  pagination_next: { expected: 'a doc id or null', ok: stringOrNull, example: 'pagination_next: guides/install', convert: toText },
  pagination_prev: { expected: 'a doc id or null', ok: stringOrNull, example: 'pagination_prev: intro', convert: toText },
  custom_edit_url: {
    expected: 'a URL or null',
    ok: stringOrNull,
    example: 'custom_edit_url: https://github.com/org/repo/edit/main/docs/intro.md',
    convert: toText,
  },
  hide_title: b('hide_title'),
  hide_table_of_contents: b('hide_table_of_contents'),
  draft: b('draft'),
  unlisted: b('unlisted'),
  toc_min_heading_level: { expected: 'a whole number from 2 to 6', ok: headingLevel, example: 'toc_min_heading_level: 2', convert: toNumber },
  toc_max_heading_level: { expected: 'a whole number from 2 to 6', ok: headingLevel, example: 'toc_max_heading_level: 3', convert: toNumber },
  keywords: { expected: 'a list of strings', ok: (v) => Array.isArray(v) && v.every(isString), example: 'keywords: [auth, login]', convert: eachToText },
  tags: {
    expected: 'a list of tags (strings, or objects with a label)',
    ok: (v) => Array.isArray(v) && v.every(tag),
    example: 'tags: [release, guides]',
    convert: eachToText,
  },
  authors: {
    expected: 'an author key, an author object or a list of them',
    ok: (v) => author(v) || (Array.isArray(v) && v.every(author)),
    example: 'authors: [jane]',
    convert: eachToText,
  },
  date: { expected: 'a date', ok: (v) => typeof v === 'string' || v instanceof Date, example: 'date: 2024-05-31' },
};

/**
 * Converts near values as Docusaurus does (in `data`), then reports front matter values of
 * the wrong type (`sidebar_position: first`), which would otherwise be ignored without a word;
 * each diagnostic points at the key's line.
 */
export function checkFrontMatter(data: Record<string, unknown>, source: string, file: string, diagnostics: Diagnostic[]): boolean {
  let ok = true;
  for (const [key, written] of Object.entries(data)) {
    // Own keys only: `toString` or `constructor` in front matter name no check.
    const check = Object.hasOwn(CHECKS, key) ? CHECKS[key] : undefined;
    if (!check) continue;
    const value = check.convert ? check.convert(written) : written;
    if (value !== written) data[key] = value;
    if (check.ok(value)) continue;
    ok = false;
    diagnostics.push(
      error('content/front-matter-type', `front matter \`${key}\` must be ${check.expected}, received ${describe(value)}`, {
        file,
        ...keyPosition(source, key),
        hint: `For example: ${check.example}`,
      }),
    );
  }
  return ok;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `the list ${short(JSON.stringify(value))}`;
  if (value instanceof Date) return `the date ${value.toISOString().slice(0, 10)}`;
  if (typeof value === 'object') return `the mapping ${short(JSON.stringify(value))}`;
  return `${typeof value} ${short(JSON.stringify(value))}`;
}

const short = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text);

function keyPosition(source: string, key: string): { line: number; column: number } {
  const lines = source.split('\n');
  // The front matter sits between the first two --- lines; a top-level key starts its line.
  for (let i = 1; i < lines.length && !/^---\s*$/.test(lines[i]!); i++) {
    if (lines[i]!.startsWith(`${key}:`)) return { line: i + 1, column: 1 };
  }
  return { line: 1, column: 1 };
}
