/**
 * The diagnostic of each kind of zod issue about site.config.json: its rule, a message in
 * the user's terms ("expected X, received Y") and a hint of what to write instead.
 */
import type * as z from 'zod';
import { error, type Diagnostic } from '../diagnostics/diagnostic.js';
import { closestMatch } from '../diagnostics/closest-match.js';
import { formatPath } from '../files/json-positions.js';
import { knownKeysAt, navbarItemTypes, sectionsWithKey, type ConfigIssueParams } from './schema.js';

type Issue = z.core.$ZodIssue;
type IssueOf<C extends Issue['code']> = Extract<Issue, { code: C }>;

/** Where an issue is and what the file holds there. */
export interface IssueSite {
  path: readonly PropertyKey[];
  /** The path as the user reads it: `navbar.items[2].type`. */
  name: string;
  /** The last key of the path ('' at the top). */
  lastKey: string;
  /** The parent's path as the user reads it ('' at the top). */
  parentName: string;
  /** Whether the path exists in the file, and its value there. */
  found: boolean;
  value: unknown;
  /** The file, line and column of a path. */
  where: (at: readonly PropertyKey[]) => Partial<Diagnostic>;
}

/** A value of the wrong type: the whole file, a missing key, or a key or list item of another type. */
export function invalidTypeDiagnostic(issue: IssueOf<'invalid_type'>, at: IssueSite): Diagnostic {
  const { path, name, lastKey, parentName, value } = at;
  const expected = typeNames[issue.expected] ?? issue.expected;
  if (path.length === 0) {
    return error('config/invalid-type', `The config must be a JSON object, received ${jsonType(value)}`, {
      ...at.where(path),
      hint: 'Write the settings as an object: { "title": "My site", "url": "https://example.com" }.',
    });
  }
  if (!at.found) {
    const inParent = parentName ? `to \`${parentName}\`` : 'at the top level of the file';
    return error('config/missing-key', `Missing key \`${name}\`: expected ${expected}`, {
      ...at.where(path),
      hint: `Add ${JSON.stringify(lastKey)}: ${examples[expected] ?? '…'} ${inParent}.`,
    });
  }
  // 2.5 for an integer is a number, so "received number" would not explain anything.
  const received = issue.expected === 'int' && typeof value === 'number' ? showValue(value) : jsonType(value);
  return error('config/invalid-type', `Invalid type for \`${name}\`: expected ${expected}, received ${received}`, {
    ...at.where(path),
    hint:
      typeof path[path.length - 1] === 'number'
        ? `Change this item of \`${parentName}\` to ${expected === 'object' ? 'an object { … }' : `a ${expected}`}.`
        : typeHint(lastKey, issue.expected, value),
  });
}

/** Each unknown key of an object, with the key it may be a typo of, or the section it belongs in. */
export function unknownKeyDiagnostics(issue: IssueOf<'unrecognized_keys'>, at: IssueSite): Diagnostic[] {
  const { path, name } = at;
  return issue.keys.map((key) => {
    const keyPath = [...path, key];
    const known = knownKeysAt(path) ?? [];
    const close = closestMatch(key, known);
    // A right key at the wrong level ("hideOnScroll" at the top) is as common as a typo.
    const sections = path.length === 0 ? sectionsWithKey(key) : [];
    const belongsAtTop = path.length === 1 && (knownKeysAt([])?.includes(key) ?? false);
    const owner = name ? `\`${name}\`` : 'the top level';
    let hint: string;
    if (close) hint = `Did you mean ${JSON.stringify(close)}?${close.toLowerCase() === key.toLowerCase() ? ' Keys are case-sensitive.' : ''}`;
    else if (sections.length) hint = `${JSON.stringify(key)} belongs in ${sections.map((s) => `\`${s}\``).join(' or ')}: move it there.`;
    else if (belongsAtTop) hint = `${JSON.stringify(key)} belongs at the top level of the file, not in \`${name}\`.`;
    else hint = `Remove it; ${owner} accepts ${known.map((k) => JSON.stringify(k)).join(', ')}.`;
    return error('config/unknown-key', `Unknown key \`${formatPath(keyPath)}\``, { ...at.where(keyPath), hint });
  });
}

/** A value outside a fixed set (a navbar item's type has a rule of its own), with the closest allowed one. */
export function invalidValueDiagnostic(issue: IssueOf<'invalid_value'>, at: IssueSite): Diagnostic {
  const { path, name, parentName, value } = at;
  const isNavbarType = path.length === 4 && path[0] === 'navbar' && path[1] === 'items' && path[3] === 'type';
  const close = typeof value === 'string' ? closestMatch(value, issue.values.map(String)) : undefined;
  if (isNavbarType) {
    return error('config/navbar-item', `Unknown navbar item type ${showValue(value)} at \`${name}\`: expected ${oneOf(navbarItemTypes)}`, {
      ...at.where(path),
      hint: close ? `Did you mean ${JSON.stringify(close)}?` : `Check the navbar item \`${parentName}\` and set "type" to one of the types above.`,
    });
  }
  return error('config/invalid-value', `Invalid value for \`${name}\`: expected ${oneOf(issue.values)}, received ${showValue(value)}`, {
    ...at.where(path),
    hint: close ? `Did you mean ${JSON.stringify(close)}?` : `Use one of ${oneOf(issue.values)}.`,
  });
}

/** A string, list or number below its minimum or above its maximum. */
export function sizeDiagnostic(issue: IssueOf<'too_small'> | IssueOf<'too_big'>, at: IssueSite): Diagnostic {
  const { lastKey, value } = at;
  const limit = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
  let expected: string;
  if (issue.origin === 'string')
    expected =
      issue.code === 'too_small' && limit === 1
        ? 'a non-empty string'
        : `a string of ${issue.code === 'too_small' ? 'at least' : 'at most'} ${limit} characters`;
  else if (issue.origin === 'array') expected = `${issue.code === 'too_small' ? 'at least' : 'at most'} ${limit} item${limit === 1 ? '' : 's'}`;
  else if (issue.code === 'too_small') expected = issue.inclusive === false ? `more than ${limit}` : `at least ${limit}`;
  else expected = issue.inclusive === false ? `less than ${limit}` : `at most ${limit}`;
  const received = Array.isArray(value) ? `${value.length} item${value.length === 1 ? '' : 's'}` : showValue(value);
  return error('config/invalid-value', `Invalid value for \`${at.name}\`: expected ${expected}, received ${received}`, {
    ...at.where(at.path),
    hint:
      issue.origin === 'string' && limit === 1
        ? `Give ${JSON.stringify(lastKey)} a value, or remove the key to use the default.`
        : `Change ${JSON.stringify(lastKey)} to ${expected}.`,
  });
}

/** A value that fits no option of a union of plain values ("ALL" or a number). */
export function unionDiagnostic(issue: IssueOf<'invalid_union'>, at: IssueSite): Diagnostic {
  const { value } = at;
  // The schema's unions carry their own "expected ..." wording (see allOrCount in schema.ts).
  const wrongType = typeof value !== 'string' && typeof value !== 'number';
  return error(
    wrongType ? 'config/invalid-type' : 'config/invalid-value',
    `Invalid ${wrongType ? 'type' : 'value'} for \`${at.name}\`: ${issue.message}, received ${showValue(value)}`,
    {
      ...at.where(at.path),
      hint: `Change ${JSON.stringify(at.lastKey)}: ${issue.message.replace(/^expected /, '')}.`,
    },
  );
}

/** A rule of the schema's own (a refinement), with its rule id and hint; {path} and {parent} name the keys. */
export function customDiagnostic(issue: IssueOf<'custom'>, at: IssueSite): Diagnostic {
  const params = (issue.params ?? {}) as Partial<ConfigIssueParams>;
  const fill = (text: string): string => text.replaceAll('{path}', at.name).replaceAll('{parent}', at.parentName);
  return error(params.rule ?? 'config/invalid-value', fill(issue.message), {
    ...at.where(at.path),
    ...(params.hint ? { hint: fill(params.hint) } : {}),
  });
}

/** The JSON type of a value as a user knows it. */
function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** A value as it reads in the file, shortened: "warn", 42, true, or its type for objects and lists. */
export function showValue(value: unknown): string {
  if (value !== null && typeof value === 'object') return jsonType(value);
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** "a", "b" or "c". */
function oneOf(values: readonly unknown[]): string {
  const shown = values.map((v) => JSON.stringify(v));
  return shown.length < 2 ? (shown[0] ?? '') : `${shown.slice(0, -1).join(', ')} or ${shown[shown.length - 1]}`;
}

const typeNames: Record<string, string> = { int: 'integer', record: 'object' };

/** A placeholder value per type, for "add this key" hints. */
const examples: Record<string, string> = { string: '"…"', boolean: 'true', number: '1', integer: '1', object: '{ … }', array: '[ … ]' };

/** What to write instead, per expected type: "in double quotes", "true or false"... */
function typeHint(key: string, expected: string, found: unknown): string {
  const name = typeNames[expected] ?? expected;
  const k = JSON.stringify(key);
  if (expected === 'boolean' && (found === 'true' || found === 'false')) return `Remove the quotes: ${k}: ${found}.`;
  if ((expected === 'number' || expected === 'int') && typeof found === 'string' && found.trim() !== '' && !Number.isNaN(Number(found))) {
    return `Remove the quotes: ${k}: ${Number(found)}.`;
  }
  if (expected === 'array' && found !== null && typeof found !== 'object') return `Wrap the value in a list: ${k}: [${JSON.stringify(found)}].`;
  switch (name) {
    case 'string':
      return `Write the value in double quotes, e.g. ${k}: "…".`;
    case 'boolean':
      return `Write ${k}: true or ${k}: false, without quotes.`;
    case 'number':
      return `Write a number without quotes, e.g. ${k}: 3.`;
    case 'integer':
      return `Write a whole number without quotes, e.g. ${k}: 3.`;
    case 'object':
      return `Write an object: ${k}: { … }.`;
    case 'array':
      return `Write a list: ${k}: [ … ].`;
    default:
      return `Change the value of ${k} to ${name}.`;
  }
}
