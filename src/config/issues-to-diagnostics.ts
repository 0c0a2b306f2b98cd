/**
 * Turns zod issues about site.config.json into diagnostics a user can act on:
 * a rule id, the line and column from the JSON text, "expected X, received Y", a hint.
 * Nothing of zod's own wording reaches the user.
 */
import type * as z from 'zod';
import { error, type Diagnostic } from '../diagnostics/diagnostic.js';
import { closestMatch } from '../diagnostics/closest-match.js';
import { findPosition, formatPath, pathKey, type JsonDocument, type TextPosition } from '../files/json-positions.js';
import { knownKeysAt, type ConfigIssueParams } from './schema.js';
import {
  customDiagnostic,
  invalidTypeDiagnostic,
  invalidValueDiagnostic,
  showValue,
  sizeDiagnostic,
  unionDiagnostic,
  unknownKeyDiagnostics,
  type IssueSite,
} from './issue-diagnostics.js';

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
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, segment)) {
      return { found: false, value: undefined };
    }
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return { found: true, value };
}

/** The diagnostics of one issue, worded by its code, at its key's line and column. */
function issueToDiagnostics(issue: Issue, doc: JsonDocument, file: string): Diagnostic[] {
  const path = issue.path;
  const at: IssueSite = {
    path,
    name: formatPath(path),
    lastKey: String(path[path.length - 1] ?? ''),
    parentName: formatPath(path.slice(0, -1)),
    ...valueAt(doc.value, path),
    where: (to) => {
      const found = findPosition(doc, to);
      const p: TextPosition | undefined = found ? (found.position.key ?? found.position.value) : undefined;
      return p ? { file, line: p.line, column: p.column } : { file };
    },
  };
  switch (issue.code) {
    case 'invalid_type':
      return [invalidTypeDiagnostic(issue, at)];
    case 'unrecognized_keys':
      return unknownKeyDiagnostics(issue, at);
    case 'invalid_value':
      return [invalidValueDiagnostic(issue, at)];
    case 'too_small':
    case 'too_big':
      return [sizeDiagnostic(issue, at)];
    case 'invalid_union':
      return [unionDiagnostic(issue, at)];
    case 'custom':
      return [customDiagnostic(issue, at)];
    default:
      // Codes this schema never produces (formats, multiples, map keys); still name the key.
      return [error('config/invalid-value', `Invalid value for \`${at.name}\`: received ${showValue(at.value)}`, { ...at.where(path) })];
  }
}
