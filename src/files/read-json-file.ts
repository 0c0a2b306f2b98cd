import { error, type Diagnostic } from '../diagnostics/diagnostic.js';
import { formatPath, JsonSyntaxError, pathKey, parseJsonWithPositions, type JsonDocument } from './json-positions.js';
import { readTextFile } from './read-text-file.js';

/**
 * Reads a JSON file of the site with the position of every value; unreadable text, syntax
 * errors and duplicate keys become diagnostics of `rule` at their line and column.
 */
export function readJsonFile(absPath: string, file: string, rule: string, diagnostics: Diagnostic[]): (JsonDocument & { text: string }) | undefined {
  const text = readTextFile(absPath, file, diagnostics);
  if (text === undefined) return undefined;
  let doc: JsonDocument;
  try {
    doc = parseJsonWithPositions(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    if (!(e instanceof JsonSyntaxError)) throw e;
    diagnostics.push(error(rule, `invalid JSON: ${e.message}`, { file, line: e.line, column: e.column, ...(e.hint ? { hint: e.hint } : {}) }));
    return undefined;
  }
  for (const { path, first, again } of doc.duplicateKeys) {
    diagnostics.push(
      error(rule, `duplicate key \`${formatPath(path)}\`: already set at line ${first.line}`, {
        file,
        line: again.line,
        column: again.column,
        hint: 'Keep one of the two; JSON keeps only the last one, so the first would be silently ignored.',
      }),
    );
  }
  return { ...doc, text };
}

/** Line and column of the value at `path` in a document read by readJsonFile (1:1 when unknown). */
export function jsonPosition(doc: JsonDocument | undefined, path: (string | number)[]): { line: number; column: number } {
  const at = doc?.positions.get(pathKey(path))?.value;
  return at ? { line: at.line, column: at.column } : { line: 1, column: 1 };
}
