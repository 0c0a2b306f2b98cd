/// <reference path="./js-yaml-3.d.cts" />
import { load } from 'js-yaml/lib/js-yaml/loader.js';
import Schema from 'js-yaml/lib/js-yaml/schema.js';
import core from 'js-yaml/lib/js-yaml/schema/core.js';
import binary from 'js-yaml/lib/js-yaml/type/binary.js';
import merge from 'js-yaml/lib/js-yaml/type/merge.js';
import omap from 'js-yaml/lib/js-yaml/type/omap.js';
import pairs from 'js-yaml/lib/js-yaml/type/pairs.js';
import set from 'js-yaml/lib/js-yaml/type/set.js';
import timestamp from 'js-yaml/lib/js-yaml/type/timestamp.js';

/**
 * js-yaml 3's safe schema, which Docusaurus reads front matter with (through gray-matter),
 * but for one thing: a date stays the text it is written as (`2024-05-31`), where js-yaml
 * makes it a Date. The content stage reads dates from that text (and checks that they are
 * in the calendar, which a Date no longer can), as it reads a quoted one.
 */
const FRONT_MATTER_SCHEMA = new Schema({ include: [core], implicit: [merge], explicit: [timestamp, binary, omap, pairs, set] });

/** A YAML syntax error: js-yaml's reason, at a 1-based line and column of the text. */
export interface YamlSyntaxError {
  reason: string;
  line: number;
  column: number;
  /** The text holds a second document (after a `...` line), which front matter cannot be. */
  secondDocument?: boolean;
}

/** The outcome of reading YAML: its value, or the syntax error that stopped the reader. */
export type YamlReading = { value: unknown; error?: undefined } | { value?: undefined; error: YamlSyntaxError };

/** Reads front matter YAML as Docusaurus does (js-yaml 3, see FRONT_MATTER_SCHEMA). */
export function readFrontMatterYaml(text: string): YamlReading {
  try {
    return { value: load(text, { schema: FRONT_MATTER_SCHEMA }) };
  } catch (cause) {
    const e = cause as { name?: string; reason?: string; mark?: { line: number; column: number } };
    if (e?.name !== 'YAMLException') throw cause;
    const reason = e.reason ?? 'cannot be read';
    // js-yaml names no position when a second document follows the first: it begins after the `...` line that ends the first.
    if (!e.mark) return { error: { reason, line: documentEndLine(text), column: 1, secondDocument: true } };
    return { error: { reason, line: e.mark.line + 1, column: e.mark.column + 1 } };
  }
}

/** The 1-based line of the first `...` (end of document) line, else 1. */
function documentEndLine(text: string): number {
  const index = text.split('\n').findIndex((line) => /^\.\.\.(?:[ \t\r]|$)/.test(line));
  return index + 1 || 1;
}

/**
 * Whether a value read from YAML stays within `limit` values once its aliases are written
 * out: js-yaml shares an anchored value between its aliases, but every copy of the front
 * matter (page data, the build cache) writes each out in full, so ten nested aliases of ten
 * would be ten billion values (a "billion laughs" file).
 */
export function withinExpansion(value: unknown, limit: number): boolean {
  let budget = limit;
  const visit = (node: unknown): boolean => {
    if (--budget < 0) return false;
    if (node === null || typeof node !== 'object' || node instanceof Date) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) if (!visit(child)) return false;
    return true;
  };
  return visit(value);
}
