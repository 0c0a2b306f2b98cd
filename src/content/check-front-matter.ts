import { error, type Diagnostic } from '../diagnostics/diagnostic.js';

type Check = { expected: string; ok: (v: unknown) => boolean; example: string };

const isString = (v: unknown) => typeof v === 'string';
const stringOrNull = (v: unknown) => v === null || typeof v === 'string';
const isBoolean = (v: unknown) => typeof v === 'boolean';
const headingLevel = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 2 && v <= 6;
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date);
const tag = (v: unknown) => typeof v === 'string' || (isObject(v) && typeof v.label === 'string');
const author = (v: unknown) => typeof v === 'string' || isObject(v);

const s = (example: string): Check => ({ expected: 'a string', ok: isString, example });
const b = (key: string): Check => ({ expected: 'true or false', ok: isBoolean, example: `${key}: true` });

/** The types of the front matter keys the generator reads (as Docusaurus validates them); other keys pass through. */
const CHECKS: Record<string, Check> = {
  id: { expected: 'a string without slashes', ok: (v) => typeof v === 'string' && !v.includes('/'), example: 'id: getting-started' },
  title: s('title: "Getting started"'),
  sidebar_label: s('sidebar_label: "Start"'),
  sidebar_class_name: s('sidebar_class_name: highlighted'),
  description: s('description: "What this page is about."'),
  image: s('image: ./cover.png'),
  pagination_label: s('pagination_label: "Next steps"'),
  slug: s('slug: /getting-started'),
  sidebar_position: { expected: 'a number', ok: (v) => typeof v === 'number' && Number.isFinite(v), example: 'sidebar_position: 2' },
  displayed_sidebar: { expected: 'a sidebar name or null', ok: stringOrNull, example: 'displayed_sidebar: docs' },
  pagination_next: { expected: 'a doc id or null', ok: stringOrNull, example: 'pagination_next: guides/install' },
  pagination_prev: { expected: 'a doc id or null', ok: stringOrNull, example: 'pagination_prev: intro' },
  custom_edit_url: { expected: 'a URL or null', ok: stringOrNull, example: 'custom_edit_url: https://github.com/org/repo/edit/main/docs/intro.md' },
  hide_title: b('hide_title'),
  hide_table_of_contents: b('hide_table_of_contents'),
  draft: b('draft'),
  unlisted: b('unlisted'),
  toc_min_heading_level: { expected: 'a whole number from 2 to 6', ok: headingLevel, example: 'toc_min_heading_level: 2' },
  toc_max_heading_level: { expected: 'a whole number from 2 to 6', ok: headingLevel, example: 'toc_max_heading_level: 3' },
  keywords: { expected: 'a list of strings', ok: (v) => Array.isArray(v) && v.every(isString), example: 'keywords: [auth, login]' },
  tags: { expected: 'a list of tags (strings, or objects with a label)', ok: (v) => Array.isArray(v) && v.every(tag), example: 'tags: [release, guides]' },
  authors: { expected: 'an author key, an author object or a list of them', ok: (v) => author(v) || (Array.isArray(v) && v.every(author)), example: 'authors: [jane]' },
  date: { expected: 'a date', ok: (v) => typeof v === 'string' || v instanceof Date, example: 'date: 2024-05-31' },
};

/**
 * Reports front matter values of the wrong type (`sidebar_position: first`), which would
 * otherwise be ignored without a word; each diagnostic points at the key's line.
 */
export function checkFrontMatter(data: Record<string, unknown>, source: string, file: string, diagnostics: Diagnostic[]): boolean {
  let ok = true;
  for (const [key, value] of Object.entries(data)) {
    // Own keys only: `toString` or `constructor` in front matter name no check.
    const check = Object.hasOwn(CHECKS, key) ? CHECKS[key] : undefined;
    if (!check || check.ok(value)) continue;
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
