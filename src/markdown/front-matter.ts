import { readFrontMatterYaml, withinExpansion, type YamlSyntaxError } from './read-yaml.js';
import { DiagnosticError, error } from '../diagnostics/diagnostic.js';

/** The front matter of a markdown file and the body that follows it. */
export interface FrontMatter {
  /** The YAML mapping ({} when the file has no front matter). */
  data: Record<string, unknown>;
  /** The markdown after the closing `---` line (the whole source when there is no front matter). */
  body: string;
  /** 1-based line of the file on which `body` starts, so positions in the body map back to the file. */
  bodyStartLine: number;
}

const RULE = 'markdown/front-matter';

/**
 * Splits `---` YAML front matter off a markdown source and parses it; throws a
 * DiagnosticError (rule markdown/front-matter) when the YAML is malformed or not a mapping.
 */
export function parseFrontMatter(source: string, file: string): FrontMatter {
  // The content stage and the markdown stage both read each file's front matter, and versions
  // repeat most files: parse each text once. Errors are not cached (they name the file).
  const known = memo.get(source);
  if (known) return known;
  const parsed = parseUncached(source, file);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(source, parsed);
  return parsed;
}

const MEMO_LIMIT = 20_000;
const memo = new Map<string, FrontMatter>();

function parseUncached(source: string, file: string): FrontMatter {
  // A BOM would hide the opening fence and is never wanted in the body.
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  const openEnd = fenceLineEnd(text, 0);
  if (openEnd === -1) return { data: {}, body: text, bodyStartLine: 1 };

  // Scan line by line for the closing fence; `line` is the 1-based number of the line at `lineStart`.
  let lineStart = openEnd + 1;
  let line = 2;
  while (lineStart <= text.length) {
    const closeEnd = fenceLineEnd(text, lineStart);
    if (closeEnd !== -1) {
      const yaml = text.slice(openEnd + 1, lineStart);
      const body = closeEnd >= text.length ? '' : text.slice(closeEnd + 1);
      return { data: parseYaml(yaml, file), body, bodyStartLine: line + 1 };
    }
    const eol = text.indexOf('\n', lineStart);
    if (eol === -1) break;
    lineStart = eol + 1;
    line++;
  }
  throw new DiagnosticError([
    error(RULE, 'front matter opened with --- on line 1 is never closed', {
      file,
      line: 1,
      column: 1,
      hint: 'Add a line containing only --- after the last front matter key.',
    }),
  ]);
}

/** Returns the index of the line end when a `---` fence line starts at `start`, else -1. */
function fenceLineEnd(text: string, start: number): number {
  if (!text.startsWith('---', start)) return -1;
  let i = start + 3;
  // Trailing spaces (and \r of CRLF files) are tolerated on fence lines.
  while (i < text.length && (text[i] === ' ' || text[i] === '\t' || text[i] === '\r')) i++;
  if (i < text.length && text[i] !== '\n') return -1;
  return i;
}

// More values than any front matter holds, and few enough to copy (see withinExpansion).
const EXPANSION_LIMIT = 100_000;

/** Reads the YAML between the fences as Docusaurus reads it (see read-yaml.ts); {} when it holds nothing. */
function parseYaml(yaml: string, file: string): Record<string, unknown> {
  if (yaml.trim() === '') return {};
  const read = readFrontMatterYaml(yaml);
  if (read.error) throw yamlError(read.error, file);
  const value = read.value;
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value) || value instanceof Date) {
    const kind = Array.isArray(value) ? 'a list' : value instanceof Date ? 'a date' : `a ${typeof value}`;
    throw new DiagnosticError([
      error(RULE, `front matter must be a mapping of keys to values, received ${kind}`, {
        file,
        line: firstValueLine(yaml) + 1,
        column: 1,
        hint: 'Write one "key: value" per line, e.g. "title: Getting started".',
      }),
    ]);
  }
  if (Object.hasOwn(value, '__proto__')) throw protoKey(yaml, file);
  if (!withinExpansion(value, EXPANSION_LIMIT)) {
    throw new DiagnosticError([
      error(RULE, `front matter cannot be read: its aliases repeat values more than ${EXPANSION_LIMIT} times`, {
        file,
        line: 2,
        column: 1,
        hint: 'Write the values out instead of repeating them through &anchors and *aliases.',
      }),
    ]);
  }
  return value as Record<string, unknown>;
}

function yamlError(problem: YamlSyntaxError, file: string): DiagnosticError {
  return new DiagnosticError([
    error(RULE, `invalid YAML in front matter: ${problem.reason}`, {
      file,
      // The YAML starts on line 2 of the file, after the opening ---.
      line: problem.line + 1,
      column: problem.column,
      hint: problem.secondDocument
        ? 'Front matter is one YAML document: remove this line (or quote it if it belongs to a value).'
        : 'Fix the YAML between the --- lines; quote values that contain ": " or start with one of [ { * & ! | > \' " % @ `.',
    }),
  ]);
}

/**
 * `__proto__` is refused as a key: JavaScript reads it as an object's prototype, so code that
 * copies the front matter would turn the value into the prototype of the copy.
 */
function protoKey(yaml: string, file: string): DiagnosticError {
  const index = yaml.split('\n').findIndex((l) => /^\s*["']?__proto__["']?\s*:/.test(l));
  return new DiagnosticError([
    error(RULE, '`__proto__` cannot be a front matter key: JavaScript gives the name a meaning of its own', {
      file,
      line: index >= 0 ? index + 2 : 2,
      column: 1,
      hint: 'Rename the key; a theme component that reads it can read the new name.',
    }),
  ]);
}

/** The 1-based line of the YAML's first line that holds more than white space or a comment. */
function firstValueLine(yaml: string): number {
  const index = yaml.split('\n').findIndex((line) => line.trim() !== '' && !line.trim().startsWith('#'));
  return index === -1 ? 1 : index + 1;
}
