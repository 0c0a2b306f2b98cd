/**
 * Checks the front matter of a doc against the keys Docusaurus documents for docs: a value
 * of the wrong type is an error at its line; a key outside the list is a warning (Docusaurus
 * passes such keys to the page untouched, and a site's own components may read them), with
 * the closest documented key when it looks like a typo.
 */
import { closestMatch } from '../diagnostics/closest-match.js';
import { error, warning, type Diagnostic } from '../diagnostics/diagnostic.js';
import { calendarDateProblem, frontMatterDate } from './calendar-date.js';

type Check = (value: unknown) => string | undefined;

const isString: Check = (v) => (typeof v === 'string' ? undefined : 'a string');
const isBoolean: Check = (v) => (typeof v === 'boolean' ? undefined : 'true or false');
const isNumber: Check = (v) => (typeof v === 'number' && Number.isFinite(v) ? undefined : 'a number');
const isHeadingLevel: Check = (v) => (typeof v === 'number' && Number.isInteger(v) && v >= 2 && v <= 6 ? undefined : 'a heading level from 2 to 6');
const isStringOrNull: Check = (v) => (v === null || typeof v === 'string' ? undefined : 'a string, or null');
const isStringList: Check = (v) => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? undefined : 'a list of strings');
const isObject: Check = (v) => (v && typeof v === 'object' && !Array.isArray(v) ? undefined : 'an object of key: value pairs');
const isTags: Check = (v) =>
  Array.isArray(v) && v.every((t) => typeof t === 'string' || (t && typeof t === 'object' && typeof (t as { label?: unknown }).label === 'string'))
    ? undefined
    : 'a list of tags (strings, or { label, permalink } objects)';
const isId: Check = (v) => (typeof v !== 'string' ? 'a string' : v.includes('/') ? 'a name without "/" (the folder is added to it)' : undefined);
const isLastUpdate: Check = (v) => {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return 'an object with `date` and/or `author`';
  const { date, author, ...rest } = v as Record<string, unknown>;
  if (Object.keys(rest).length) return 'an object with only `date` and `author`';
  if (date === undefined && author === undefined) return 'an object with `date` and/or `author`';
  if (author !== undefined && typeof author !== 'string') return 'an object whose `author` is a string';
  if (date !== undefined && !(date instanceof Date) && (typeof date !== 'string' || Number.isNaN(frontMatterDate(date).getTime())))
    return 'an object whose `date` is a date such as 2024-05-31';
  const outside = typeof date === 'string' ? calendarDateProblem(date) : undefined;
  if (outside) return `an object whose \`date\` is in the calendar (${date as string} is not: ${outside})`;
  return undefined;
};

/** Every front matter key a doc may set, with the check of its value. */
export const DOC_FRONT_MATTER_KEYS: Record<string, Check> = {
  id: isId,
  title: isString,
  description: isString,
  keywords: isStringList,
  image: isString,
  slug: isString,
  tags: isTags,
  draft: isBoolean,
  unlisted: isBoolean,
  sidebar_label: isString,
  sidebar_position: isNumber,
  sidebar_class_name: isString,
  sidebar_custom_props: isObject,
  // Only distinguishes sidebar items for translation; accepted so Docusaurus docs build unchanged.
  sidebar_key: isString,
  displayed_sidebar: isStringOrNull,
  pagination_label: isString,
  pagination_prev: isStringOrNull,
  pagination_next: isStringOrNull,
  hide_title: isBoolean,
  hide_table_of_contents: isBoolean,
  toc_min_heading_level: isHeadingLevel,
  toc_max_heading_level: isHeadingLevel,
  custom_edit_url: isStringOrNull,
  last_update: isLastUpdate,
  parse_number_prefixes: isBoolean,
};

/** Checks a doc's front matter; problems go to `diagnostics` with the line of the key. */
export function checkDocFrontMatter(frontMatter: Record<string, unknown>, source: string, file: string, diagnostics: Diagnostic[]): void {
  const known = Object.keys(DOC_FRONT_MATTER_KEYS);
  for (const [key, value] of Object.entries(frontMatter)) {
    // Positions are looked up only for a problem: most docs have none.
    const where = () => ({ file, ...keyPosition(source, key) });
    // Own keys only: `toString` or `constructor` in front matter are unknown keys like any other.
    const check = Object.hasOwn(DOC_FRONT_MATTER_KEYS, key) ? DOC_FRONT_MATTER_KEYS[key] : undefined;
    if (!check) {
      const near = closestMatch(key, known);
      diagnostics.push(
        warning('docs/unknown-front-matter', `\`${key}\` is not a front matter key of docs; the page ignores it`, {
          ...where(),
          hint: near
            ? `Did you mean "${near}"?`
            : `Doc front matter keys: ${known.join(', ')}. Remove the key, or keep it if your own theme components read it.`,
        }),
      );
      continue;
    }
    const expected = check(value);
    if (expected) {
      diagnostics.push(
        error('docs/invalid-front-matter', `Invalid value for \`${key}\` in front matter: expected ${expected}, received ${describe(value)}`, {
          ...where(),
          hint: Object.hasOwn(example, key) ? `For example: ${example[key]}` : `Fix the value of \`${key}\` between the --- lines.`,
        }),
      );
    }
  }
  const min = frontMatter.toc_min_heading_level;
  const max = frontMatter.toc_max_heading_level;
  if (typeof min === 'number' && typeof max === 'number' && min > max) {
    diagnostics.push(
      error('docs/invalid-front-matter', `toc_min_heading_level (${min}) is greater than toc_max_heading_level (${max})`, {
        file,
        ...keyPosition(source, 'toc_min_heading_level'),
        hint: 'The table of contents shows levels from the min to the max; swap the two values.',
      }),
    );
  }
}

const example: Record<string, string> = {
  id: 'id: getting-started',
  keywords: 'keywords: [deploy, hosting]',
  tags: 'tags: [guide, deploy]',
  sidebar_position: 'sidebar_position: 2',
  sidebar_custom_props: 'sidebar_custom_props: { badge: new }',
  pagination_prev: 'pagination_prev: tutorial/intro (a doc id), or null for none',
  pagination_next: 'pagination_next: tutorial/next-step (a doc id), or null for none',
  displayed_sidebar: 'displayed_sidebar: tutorialSidebar, or null for none',
  custom_edit_url: 'custom_edit_url: https://github.com/org/repo/edit/main/docs/intro.md, or null for none',
  last_update: 'last_update: { date: 2024-05-31, author: Jane }',
  toc_min_heading_level: 'toc_min_heading_level: 2',
  toc_max_heading_level: 'toc_max_heading_level: 4',
  hide_title: 'hide_title: true',
  draft: 'draft: true',
  unlisted: 'unlisted: true',
};

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (value instanceof Date) return 'a date';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'object') return 'an object';
  return String(value);
}

/** The line and column of a top-level front matter key in a file (line 1 when not found). */
export function keyPosition(source: string, key: string): { line: number; column: number } {
  const lines = source.split('\n');
  for (let i = 1; i < lines.length; i++) {
    if (/^---\s*$/.test(lines[i]!)) break;
    if (lines[i]!.startsWith(`${key}:`) || lines[i]!.startsWith(`"${key}":`) || lines[i]!.startsWith(`'${key}':`)) return { line: i + 1, column: 1 };
  }
  return { line: 1, column: 1 };
}
