/**
 * Turns zod issues about site.config.json into diagnostics a user can act on:
 * a rule id, the line and column from the JSON text, "expected X, received Y", a hint.
 * Nothing of zod's own wording reaches the user.
 */
import type * as z from 'zod';
import { error, type Diagnostic } from '../diagnostics/diagnostic.js';
import { closestMatch } from '../diagnostics/closest-match.js';
import { findPosition, formatPath, pathKey, type JsonDocument, type TextPosition } from '../files/json-positions.js';
import { knownKeysAt, navbarItemTypes, sectionsWithKey, type ConfigIssueParams } from './schema.js';

type Issue = z.core.$ZodIssue;

/** Converts the issues of a failed parse into diagnostics, located in the parsed document. */
export function issuesToDiagnostics(allIssues: readonly Issue[], doc: JsonDocument, file: string): Diagnostic[] {
  const issues = allIssues.flatMap((issue) => openUnion(issue, doc.value));
  // A misspelt key ("docID") also makes the right key look missing; the "did you mean"
  // on the misspelling says it all, so the second error would only be noise.
  const misspelt = new Set<string>();
  for (const issue of issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    const known = knownKeysAt(issue.path) ?? [];
    for (const key of issue.keys) {
      const close = closestMatch(key, known);
      if (close) misspelt.add(pathKey([...issue.path, close]));
    }
  }
  const explained = (issue: Issue): boolean => {
    if (issue.code === 'invalid_type') return !valueAt(doc.value, issue.path).found && misspelt.has(pathKey(issue.path));
    if (issue.code !== 'custom') return false;
    const needs = (issue.params as Partial<ConfigIssueParams> | undefined)?.needs ?? [];
    return needs.some((key) => misspelt.has(pathKey([...issue.path, key])));
  };
  return issues.filter((issue) => !explained(issue)).flatMap((issue) => issueToDiagnostics(issue, doc, file));
}

/**
 * A union whose value has the type of exactly one option (`docs` as an object or a list) is
 * reported through that option's own issues, so a mistake inside it reads like any other.
 */
function openUnion(issue: Issue, root: unknown): Issue[] {
  if (issue.code !== 'invalid_union' || !issue.errors?.length) return [issue];
  // Unions of plain values ("ALL" or a number) keep their own wording.
  const value = valueAt(root, issue.path).value;
  if (value === null || typeof value !== 'object') return [issue];
  const typeMismatch = (list: readonly Issue[]) => list.length === 1 && list[0]!.code === 'invalid_type' && list[0]!.path.length === 0;
  const fitting = issue.errors.filter((list) => !typeMismatch(list));
  if (fitting.length !== 1) return [issue];
  return fitting[0]!.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }) as Issue).flatMap((inner) => openUnion(inner, root));
}

/** The JSON value at a path, and whether the path exists at all. */
function valueAt(root: unknown, path: readonly PropertyKey[]): { found: boolean; value: unknown } {
  let value = root;
  for (const segment of path) {
    if (value === null || typeof value !== 'object' || !Object.prototype.hasOwnProperty.call(value, segment)) {
      return { found: false, value: undefined };
    }
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return { found: true, value };
}

/** The JSON type of a value as a user knows it. */
function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** A value as it reads in the file, shortened: "warn", 42, true, or its type for objects and lists. */
function showValue(value: unknown): string {
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

function issueToDiagnostics(issue: Issue, doc: JsonDocument, file: string): Diagnostic[] {
  const path = issue.path;
  const where = (at: readonly PropertyKey[]): Partial<Diagnostic> => {
    const found = findPosition(doc, at);
    const p: TextPosition | undefined = found ? (found.position.key ?? found.position.value) : undefined;
    return p ? { file, line: p.line, column: p.column } : { file };
  };
  const name = formatPath(path);
  const lastKey = String(path[path.length - 1] ?? '');
  const { found, value } = valueAt(doc.value, path);
  const parentName = formatPath(path.slice(0, -1));
  const inParent = parentName ? `to \`${parentName}\`` : 'at the top level of the file';

  switch (issue.code) {
    case 'invalid_type': {
      const expected = typeNames[issue.expected] ?? issue.expected;
      if (path.length === 0) {
        return [
          error('config/invalid-type', `The config must be a JSON object, received ${jsonType(value)}`, {
            ...where(path),
            hint: 'Write the settings as an object: { "title": "My site", "url": "https://example.com" }.',
          }),
        ];
      }
      if (!found) {
        return [
          error('config/missing-key', `Missing key \`${name}\`: expected ${expected}`, {
            ...where(path),
            hint: `Add ${JSON.stringify(lastKey)}: ${examples[expected] ?? '…'} ${inParent}.`,
          }),
        ];
      }
      // 2.5 for an integer is a number, so "received number" would not explain anything.
      const received = issue.expected === 'int' && typeof value === 'number' ? showValue(value) : jsonType(value);
      return [
        error('config/invalid-type', `Invalid type for \`${name}\`: expected ${expected}, received ${received}`, {
          ...where(path),
          hint: typeof path[path.length - 1] === 'number' ? `Change this item of \`${parentName}\` to ${expected === 'object' ? 'an object { … }' : `a ${expected}`}.` : typeHint(lastKey, issue.expected, value),
        }),
      ];
    }

    case 'unrecognized_keys':
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
        return error('config/unknown-key', `Unknown key \`${formatPath(keyPath)}\``, { ...where(keyPath), hint });
      });

    case 'invalid_value': {
      const isNavbarType = path.length === 4 && path[0] === 'navbar' && path[1] === 'items' && path[3] === 'type';
      const close = typeof value === 'string' ? closestMatch(value, issue.values.map(String)) : undefined;
      if (isNavbarType) {
        return [
          error('config/navbar-item', `Unknown navbar item type ${showValue(value)} at \`${name}\`: expected ${oneOf(navbarItemTypes)}`, {
            ...where(path),
            hint: close ? `Did you mean ${JSON.stringify(close)}?` : `Check the navbar item \`${parentName}\` and set "type" to one of the types above.`,
          }),
        ];
      }
      return [
        error('config/invalid-value', `Invalid value for \`${name}\`: expected ${oneOf(issue.values)}, received ${showValue(value)}`, {
          ...where(path),
          hint: close ? `Did you mean ${JSON.stringify(close)}?` : `Use one of ${oneOf(issue.values)}.`,
        }),
      ];
    }

    case 'too_small':
    case 'too_big': {
      const limit = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
      let expected: string;
      if (issue.origin === 'string') expected = issue.code === 'too_small' && limit === 1 ? 'a non-empty string' : `a string of ${issue.code === 'too_small' ? 'at least' : 'at most'} ${limit} characters`;
      else if (issue.origin === 'array') expected = `${issue.code === 'too_small' ? 'at least' : 'at most'} ${limit} item${limit === 1 ? '' : 's'}`;
      else if (issue.code === 'too_small') expected = issue.inclusive === false ? `more than ${limit}` : `at least ${limit}`;
      else expected = issue.inclusive === false ? `less than ${limit}` : `at most ${limit}`;
      const received = Array.isArray(value) ? `${value.length} item${value.length === 1 ? '' : 's'}` : showValue(value);
      return [
        error('config/invalid-value', `Invalid value for \`${name}\`: expected ${expected}, received ${received}`, {
          ...where(path),
          hint: issue.origin === 'string' && limit === 1 ? `Give ${JSON.stringify(lastKey)} a value, or remove the key to use the default.` : `Change ${JSON.stringify(lastKey)} to ${expected}.`,
        }),
      ];
    }

    case 'invalid_union': {
      // The schema's unions carry their own "expected ..." wording (see allOrCount in schema.ts).
      const wrongType = typeof value !== 'string' && typeof value !== 'number';
      return [
        error(wrongType ? 'config/invalid-type' : 'config/invalid-value', `Invalid ${wrongType ? 'type' : 'value'} for \`${name}\`: ${issue.message}, received ${showValue(value)}`, {
          ...where(path),
          hint: `Change ${JSON.stringify(lastKey)}: ${issue.message.replace(/^expected /, '')}.`,
        }),
      ];
    }

    case 'custom': {
      const params = (issue.params ?? {}) as Partial<ConfigIssueParams>;
      const fill = (text: string): string => text.replaceAll('{path}', name).replaceAll('{parent}', parentName);
      return [
        error(params.rule ?? 'config/invalid-value', fill(issue.message), {
          ...where(path),
          ...(params.hint ? { hint: fill(params.hint) } : {}),
        }),
      ];
    }

    default:
      // Codes this schema never produces (formats, multiples, map keys); still name the key.
      return [error('config/invalid-value', `Invalid value for \`${name}\`: received ${showValue(value)}`, { ...where(path) })];
  }
}
