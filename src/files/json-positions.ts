/**
 * JSON with the place of every key and value, so config errors can point at a line and
 * column instead of a bare key path. Microsoft's jsonc-parser (the scanner of VS Code) reads
 * the text; this file builds the value and turns the first error into a plain message.
 */
import { printParseErrorCode, visit, type ParseErrorCode } from 'jsonc-parser';

/** A place in a text: 1-based line and column (UTF-16 code units, as editors count), 0-based offset. */
export interface TextPosition {
  line: number;
  column: number;
  offset: number;
}

/** Where one node of a JSON document sits: its key (absent for array elements and the root) and its value. */
export interface JsonNodePosition {
  key?: TextPosition;
  value: TextPosition;
}

/** One step of a path into a JSON value: an object key or an array index. */
export type JsonPathSegment = string | number;

/** A parsed JSON document with the position of every node, keyed by `pathKey(path)`. */
export interface JsonDocument {
  value: unknown;
  positions: Map<string, JsonNodePosition>;
  /** Keys written twice in one object; JSON.parse would silently keep the last one. */
  duplicateKeys: { path: JsonPathSegment[]; first: TextPosition; again: TextPosition }[];
}

/** A syntax error in a JSON text, with where it is and how to fix it. */
export class JsonSyntaxError extends Error {
  readonly line: number;
  readonly column: number;
  readonly hint?: string;
  constructor(message: string, position: TextPosition, hint?: string) {
    super(message);
    this.name = 'JsonSyntaxError';
    this.line = position.line;
    this.column = position.column;
    this.hint = hint;
  }
}

/** How deep arrays and objects may nest in a JSON file. */
export const MAX_DEPTH = 100;

/** Turns a path into the string key of `JsonDocument.positions`. */
export function pathKey(path: readonly PropertyKey[]): string {
  // JSON.stringify keeps "a.b" (one key) apart from ["a","b"] (two keys).
  return JSON.stringify(path.map((segment) => (typeof segment === 'symbol' ? String(segment) : segment)));
}

/** Formats a path the way a user reads it: `navbar.items[2].type`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (typeof segment === 'string' && /^[A-Za-z_$][\w$-]*$/.test(segment)) out += out ? `.${segment}` : segment;
    else out += `[${JSON.stringify(String(segment))}]`;
  }
  return out;
}

/** Parses a JSON text, throwing a JsonSyntaxError with line and column on malformed input. */
export function parseJsonWithPositions(text: string): JsonDocument {
  // Editors hide a byte order mark, so it must not shift the first line's columns.
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const body = bom ? text.slice(1) : text;
  const builder = new DocumentBuilder(body, bom);
  if (/^[ \t\n\r]*$/.test(body)) {
    throw new JsonSyntaxError(
      'The file is empty',
      builder.positionAt(body.length),
      'Write a JSON object, e.g. { "title": "My site", "url": "https://example.com" }.',
    );
  }
  visit(body, builder, { disallowComments: true, allowTrailingComma: false });
  return { value: builder.root, positions: builder.positions, duplicateKeys: builder.duplicateKeys };
}

/** Finds the position to report for a path: the node itself, or its nearest ancestor present in the text. */
export function findPosition(doc: Pick<JsonDocument, 'positions'>, path: readonly PropertyKey[]): { position: JsonNodePosition; exact: boolean } | undefined {
  for (let length = path.length; length >= 0; length--) {
    const position = doc.positions.get(pathKey(path.slice(0, length)));
    if (position) return { position, exact: length === path.length };
  }
  return undefined;
}

/** An object or list being filled, with the path to it and, for an object, its last key. */
interface Frame {
  value: Record<string, unknown> | unknown[];
  path: JsonPathSegment[];
  open: TextPosition;
  key?: string;
  keyAt?: TextPosition;
  seen?: Map<string, TextPosition>;
}

/** What the text should hold next: the parser's place, used to word its first error. */
type Expect = 'value' | 'key' | 'colon' | 'next' | 'end';

/** Builds the value and positions from jsonc-parser's events, and words the first error it reports. */
class DocumentBuilder {
  root: unknown;
  readonly positions = new Map<string, JsonNodePosition>();
  readonly duplicateKeys: JsonDocument['duplicateKeys'] = [];
  private readonly stack: Frame[] = [];
  private expect: Expect = 'value';
  /** The last comma seen, so a trailing comma is reported where it is rather than at the bracket. */
  private lastComma: TextPosition | undefined;

  constructor(
    private readonly text: string,
    private readonly bom: number,
  ) {}

  private at(offset: number, line: number, character: number): TextPosition {
    return { line: line + 1, column: character + 1, offset: offset + this.bom };
  }

  /** The position of an offset of the text (without its byte order mark), counting "\r\n" once. */
  positionAt(offset: number): TextPosition {
    let line = 1;
    let lineStart = 0;
    for (let i = 0; i < offset; i++) {
      const c = this.text.charCodeAt(i);
      if (c === 10 || (c === 13 && this.text.charCodeAt(i + 1) !== 10)) {
        line++;
        lineStart = i + 1;
      }
    }
    return { line, column: offset - lineStart + 1, offset: offset + this.bom };
  }

  /** Puts a value where the parser is: the root, the current key of an object or the next item of a list. */
  private place(value: unknown, at: TextPosition): JsonPathSegment[] {
    const parent = this.stack[this.stack.length - 1];
    if (!parent) {
      this.root = value;
      this.positions.set(pathKey([]), { value: at });
      return [];
    }
    const path = [...parent.path, Array.isArray(parent.value) ? parent.value.length : parent.key!];
    // A bound on nesting keeps a hostile file from overflowing the stack of this parser or of its readers.
    if (path.length > MAX_DEPTH) {
      throw new JsonSyntaxError(`Values nested more than ${MAX_DEPTH} levels deep`, at, 'Flatten the structure; no setting needs this much nesting.');
    }
    if (Array.isArray(parent.value)) {
      this.positions.set(pathKey(path), { value: at });
      parent.value.push(value);
    } else {
      this.positions.set(pathKey(path), { key: parent.keyAt!, value: at });
      // defineProperty, because assigning "__proto__" would change the prototype instead of adding a key.
      Object.defineProperty(parent.value, parent.key!, { value, enumerable: true, writable: true, configurable: true });
    }
    return path;
  }

  private afterValue(): void {
    this.expect = this.stack.length > 0 ? 'next' : 'end';
  }

  onObjectBegin = (offset: number, _length: number, line: number, character: number): void => {
    const open = this.at(offset, line, character);
    const value: Record<string, unknown> = {};
    this.stack.push({ value, path: this.place(value, open), open, seen: new Map() });
    this.expect = 'key';
  };

  onArrayBegin = (offset: number, _length: number, line: number, character: number): void => {
    const open = this.at(offset, line, character);
    const value: unknown[] = [];
    this.stack.push({ value, path: this.place(value, open), open });
    this.expect = 'value';
  };

  // jsonc-parser ends an object or list at its bracket or at the end of the text, which is an error.
  onObjectEnd = (offset: number, _length: number, line: number, character: number): void => {
    const frame = this.stack.pop()!;
    if (offset >= this.text.length) throw unclosed(frame, this.at(offset, line, character));
    this.lastComma = undefined;
    this.afterValue();
  };

  onArrayEnd = this.onObjectEnd;

  onObjectProperty = (key: string, offset: number, _length: number, line: number, character: number): void => {
    const frame = this.stack[this.stack.length - 1];
    const at = this.at(offset, line, character);
    const first = frame.seen!.get(key);
    if (first) this.duplicateKeys.push({ path: [...frame.path, key], first, again: at });
    else frame.seen!.set(key, at);
    frame.key = key;
    frame.keyAt = at;
    this.expect = 'colon';
  };

  onLiteralValue = (value: unknown, offset: number, length: number, line: number, character: number): void => {
    const at = this.at(offset, line, character);
    // The scanner ends a number where its grammar does (`01` is 0 then 1, `0x1` is 0 then x1): refuse glued text.
    if (typeof value === 'number' && /[\w.]/.test(this.text[offset + length] ?? '')) throw invalidNumber(this.text, offset, at);
    this.place(value, at);
    this.afterValue();
  };

  onSeparator = (character: string, offset: number, _length: number, line: number, column: number): void => {
    if (character === ':') {
      this.expect = 'value';
      return;
    }
    this.lastComma = this.at(offset, line, column);
    this.expect = Array.isArray(this.stack[this.stack.length - 1].value) ? 'value' : 'key';
  };

  onError = (code: ParseErrorCode, offset: number, length: number, line: number, character: number): never => {
    const at = this.at(offset, line, character);
    // The codes are a const enum in the typings, which isolated modules cannot read: compare names.
    const name = printParseErrorCode(code);
    if (name === 'InvalidCommentToken') {
      throw new JsonSyntaxError('Comments are not allowed in JSON', at, 'Remove the comment; JSON allows none.');
    }
    // The scanner finds a bad token before the parser asks whether any token may stand there:
    // a string's own fault is reported only where a string may be, a number's where a value may be.
    const inString = name === 'InvalidUnicode' || name === 'InvalidEscapeCharacter' || name === 'UnexpectedEndOfString' || name === 'InvalidCharacter';
    if (inString && (this.expect === 'value' || this.expect === 'key')) throw this.stringError(offset, offset + length, at);
    if (name === 'UnexpectedEndOfNumber' && this.expect === 'value') throw invalidNumber(this.text, offset, at);
    throw this.unexpected(offset, at);
  };

  /** The error for a token the parser did not expect, worded by what it expected there. */
  private unexpected(offset: number, at: TextPosition): JsonSyntaxError {
    const ch = this.text[offset];
    const frame = this.stack[this.stack.length - 1];
    if (this.expect === 'end') {
      return new JsonSyntaxError(
        `Unexpected ${describeChar(ch)} after the end of the JSON value`,
        at,
        'A JSON file holds a single value: remove what follows the closing `}`, or move it inside the object.',
      );
    }
    if (this.expect === 'colon') {
      return new JsonSyntaxError(`Expected \`:\` after the key "${frame.key}", found ${describeChar(ch)}`, at, `Write "${frame.key}": value.`);
    }
    if (ch === undefined && frame && (this.expect !== 'value' || Array.isArray(frame.value))) return unclosed(frame, at);
    if (this.expect === 'key') return unexpectedKey(this.text, offset, this.lastComma ?? at, at);
    if (this.expect === 'value') {
      // The scanner reads `truex` as one word; say what follows the literal, as for `true x`.
      const literal = /^(?:true|false|null)/.exec(this.text.slice(offset, offset + 5))?.[0];
      if (literal) {
        this.afterValue();
        return this.unexpected(offset + literal.length, this.positionAt(offset + literal.length));
      }
      return unexpectedValue(this.text, offset, frame, this.lastComma ?? at, at);
    }
    if (Array.isArray(frame.value)) {
      return new JsonSyntaxError(
        `Expected \`,\` or \`]\` after an item of the list, found ${describeChar(ch)}`,
        at,
        'Separate items with commas and close the list with `]`.',
      );
    }
    return new JsonSyntaxError(
      `Expected \`,\` or \`}\` after the value of "${frame.key}", found ${describeChar(ch)}`,
      at,
      ch === '"' ? 'Add a comma between the two entries.' : 'Separate entries with commas and close the object with `}`.',
    );
  }

  /** The first fault of a string token the scanner refused: a bad escape, a control character or its missing end. */
  private stringError(start: number, end: number, at: TextPosition): JsonSyntaxError {
    for (let i = start + 1; i < end; i++) {
      const ch = this.text[i];
      if (ch === '\\') {
        const e = this.text[i + 1];
        if (e === 'u' ? /^[0-9a-fA-F]{4}$/.test(this.text.slice(i + 2, i + 6)) : e !== undefined && '"\\/bfnrt'.includes(e)) {
          i += e === 'u' ? 5 : 1;
          continue;
        }
        return new JsonSyntaxError(
          `Invalid escape \`\\${e ?? ''}\` in a string`,
          this.positionAt(i),
          'Valid escapes are \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX; write \\\\ for a backslash.',
        );
      }
      if (ch < ' ' && ch !== '\n' && ch !== '\r') {
        return new JsonSyntaxError('Control character in a string', this.positionAt(i), 'Write a tab as \\t and other control characters as \\uXXXX.');
      }
    }
    return new JsonSyntaxError(
      `Unterminated string starting at line ${at.line}, column ${at.column}`,
      this.positionAt(end),
      'Close the string with `"`; a string cannot span lines (write \\n for a line break).',
    );
  }
}

const describeChar = (ch: string | undefined): string => (ch === undefined ? 'the end of the file' : ch === '\n' || ch === '\r' ? 'a line break' : `\`${ch}\``);

function unexpectedKey(text: string, offset: number, comma: TextPosition, at: TextPosition): JsonSyntaxError {
  const ch = text[offset];
  if (ch === '}') return new JsonSyntaxError('Trailing comma before `}`: JSON does not allow one', comma, 'Remove the comma after the last entry.');
  const word = /^[A-Za-z_$][\w$-]*/.exec(text.slice(offset))?.[0];
  return new JsonSyntaxError(
    word ? `Keys must be in double quotes: found \`${word}\`` : `Unexpected ${describeChar(ch)}: expected a key in double quotes`,
    at,
    word ? `Write "${word}".` : 'Each entry of an object is "key": value.',
  );
}

function unexpectedValue(text: string, offset: number, frame: Frame | undefined, comma: TextPosition, at: TextPosition): JsonSyntaxError {
  const ch = text[offset];
  if (ch === ']' && frame && Array.isArray(frame.value)) {
    return new JsonSyntaxError('Trailing comma before `]`: JSON does not allow one', comma, 'Remove the comma after the last item.');
  }
  if (ch === '-' || (ch !== undefined && ch >= '0' && ch <= '9')) return invalidNumber(text, offset, at);
  if (ch === "'") return new JsonSyntaxError('Strings must be in double quotes', at, 'Replace the single quotes \' with double quotes ".');
  if (ch === undefined) {
    return new JsonSyntaxError(
      'Unexpected end of the file: expected a value',
      at,
      'The file looks cut short; finish the last value and close every `{` and `[`.',
    );
  }
  const word = /^[A-Za-z_$][\w$]*/.exec(text.slice(offset))?.[0];
  return new JsonSyntaxError(
    word ? `Unexpected word \`${word}\`: expected a value` : `Unexpected ${describeChar(ch)}: expected a value`,
    at,
    word
      ? `Text values must be in double quotes: "${word}".`
      : 'A value is a string in double quotes, a number, true, false, null, an object {…} or a list […].',
  );
}

function invalidNumber(text: string, offset: number, at: TextPosition): JsonSyntaxError {
  const raw = /^[-+\w.]+/.exec(text.slice(offset))?.[0] ?? text[offset] ?? '';
  return new JsonSyntaxError(
    `Invalid number \`${raw}\``,
    at,
    'JSON numbers are written like 42, -3.5 or 1e6: no leading zeros, no trailing dot, no hexadecimal.',
  );
}

function unclosed(frame: Frame, at: TextPosition): JsonSyntaxError {
  const kind = Array.isArray(frame.value) ? 'list' : 'object';
  return new JsonSyntaxError(
    `Unexpected end of the file: the ${kind} opened at line ${frame.open.line}, column ${frame.open.column} is never closed`,
    at,
    `Add the missing \`${kind === 'object' ? '}' : ']'}\`.`,
  );
}
