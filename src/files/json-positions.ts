/**
 * A small JSON parser that remembers where every key and value sits in the text,
 * so config errors can point at a line and column instead of a bare key path.
 */

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
  return new Parser(text).parseDocument();
}

/** Finds the position to report for a path: the node itself, or its nearest ancestor present in the text. */
export function findPosition(
  doc: Pick<JsonDocument, 'positions'>,
  path: readonly PropertyKey[],
): { position: JsonNodePosition; exact: boolean } | undefined {
  for (let length = path.length; length >= 0; length--) {
    const position = doc.positions.get(pathKey(path.slice(0, length)));
    if (position) return { position, exact: length === path.length };
  }
  return undefined;
}

const describeChar = (ch: string | undefined): string =>
  ch === undefined ? 'the end of the file' : ch === '\n' || ch === '\r' ? 'a line break' : `\`${ch}\``;

class Parser {
  private index = 0;
  private line = 1;
  private lineStart = 0;
  readonly positions = new Map<string, JsonNodePosition>();
  readonly duplicateKeys: JsonDocument['duplicateKeys'] = [];
  /** The last comma seen, so a trailing comma is reported where it is rather than at the bracket. */
  private lastComma: TextPosition | undefined;

  constructor(private readonly text: string) {
    // Editors hide a byte order mark, so it must not shift the first line's columns.
    if (text.charCodeAt(0) === 0xfeff) {
      this.index = 1;
      this.lineStart = 1;
    }
  }

  parseDocument(): JsonDocument {
    this.skipWhitespace();
    if (this.index >= this.text.length) {
      throw new JsonSyntaxError('The file is empty', this.here(), 'Write a JSON object, e.g. { "title": "My site", "url": "https://example.com" }.');
    }
    const value = this.parseValue([]);
    this.skipWhitespace();
    if (this.index < this.text.length) {
      throw new JsonSyntaxError(
        `Unexpected ${describeChar(this.peek())} after the end of the JSON value`,
        this.here(),
        'A JSON file holds a single value: remove what follows the closing `}`, or move it inside the object.',
      );
    }
    return { value, positions: this.positions, duplicateKeys: this.duplicateKeys };
  }

  private here(): TextPosition {
    return { line: this.line, column: this.index - this.lineStart + 1, offset: this.index };
  }

  private peek(): string | undefined {
    return this.index < this.text.length ? this.text[this.index] : undefined;
  }

  private advance(): void {
    const ch = this.text[this.index++];
    // "\r\n" counts once: the line moves on at the "\n".
    if (ch === '\n' || (ch === '\r' && this.text[this.index] !== '\n')) {
      this.line++;
      this.lineStart = this.index;
    }
  }

  private skipWhitespace(): void {
    for (;;) {
      const ch = this.peek();
      if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') this.advance();
      else if (ch === '/' && (this.text[this.index + 1] === '/' || this.text[this.index + 1] === '*')) {
        // Users often paste commented JSON (JSONC); say so plainly rather than "unexpected /".
        throw new JsonSyntaxError('Comments are not allowed in JSON', this.here(), 'Remove the comment; JSON allows none.');
      } else return;
    }
  }

  private parseValue(path: JsonPathSegment[], key?: TextPosition): unknown {
    const start = this.here();
    // A bound on nesting keeps a hostile file from overflowing the stack of this parser or of its readers.
    if (path.length > MAX_DEPTH) {
      throw new JsonSyntaxError(`Values nested more than ${MAX_DEPTH} levels deep`, start, 'Flatten the structure; no setting needs this much nesting.');
    }
    this.positions.set(pathKey(path), key ? { key, value: start } : { value: start });
    const ch = this.peek();
    if (ch === '{') return this.parseObject(path);
    if (ch === '[') return this.parseArray(path);
    if (ch === '"') return this.parseString();
    if (ch === '-' || (ch !== undefined && ch >= '0' && ch <= '9')) return this.parseNumber();
    if (ch === "'") {
      throw new JsonSyntaxError('Strings must be in double quotes', start, "Replace the single quotes ' with double quotes \".");
    }
    for (const [word, value] of [['true', true], ['false', false], ['null', null]] as const) {
      if (this.text.startsWith(word, this.index)) {
        for (let i = 0; i < word.length; i++) this.advance();
        return value;
      }
    }
    if (ch === undefined) {
      throw new JsonSyntaxError('Unexpected end of the file: expected a value', start, 'The file looks cut short; finish the last value and close every `{` and `[`.');
    }
    const word = /^[A-Za-z_$][\w$]*/.exec(this.text.slice(this.index))?.[0];
    throw new JsonSyntaxError(
      word ? `Unexpected word \`${word}\`: expected a value` : `Unexpected ${describeChar(ch)}: expected a value`,
      start,
      word ? `Text values must be in double quotes: "${word}".` : 'A value is a string in double quotes, a number, true, false, null, an object {…} or a list […].',
    );
  }

  private parseObject(path: JsonPathSegment[]): Record<string, unknown> {
    const open = this.here();
    this.advance();
    const object: Record<string, unknown> = {};
    const seen = new Map<string, TextPosition>();
    this.skipWhitespace();
    if (this.peek() === '}') {
      this.advance();
      return object;
    }
    for (;;) {
      this.skipWhitespace();
      const keyStart = this.here();
      const ch = this.peek();
      if (ch !== '"') {
        if (ch === '}') {
          throw new JsonSyntaxError('Trailing comma before `}`: JSON does not allow one', this.lastComma ?? keyStart, 'Remove the comma after the last entry.');
        }
        if (ch === undefined) this.unclosed('object', open);
        const word = /^[A-Za-z_$][\w$-]*/.exec(this.text.slice(this.index))?.[0];
        throw new JsonSyntaxError(
          word ? `Keys must be in double quotes: found \`${word}\`` : `Unexpected ${describeChar(ch)}: expected a key in double quotes`,
          keyStart,
          word ? `Write "${word}".` : 'Each entry of an object is "key": value.',
        );
      }
      const key = this.parseString();
      const keyPath = [...path, key];
      const first = seen.get(key);
      if (first) this.duplicateKeys.push({ path: keyPath, first, again: keyStart });
      else seen.set(key, keyStart);
      this.skipWhitespace();
      if (this.peek() !== ':') {
        throw new JsonSyntaxError(`Expected \`:\` after the key "${key}", found ${describeChar(this.peek())}`, this.here(), `Write "${key}": value.`);
      }
      this.advance();
      this.skipWhitespace();
      // defineProperty, because assigning "__proto__" would change the prototype instead of adding a key.
      Object.defineProperty(object, key, { value: this.parseValue(keyPath, keyStart), enumerable: true, writable: true, configurable: true });
      this.skipWhitespace();
      const next = this.peek();
      if (next === ',') {
        this.lastComma = this.here();
        this.advance();
        continue;
      }
      if (next === '}') {
        this.advance();
        this.lastComma = undefined;
        return object;
      }
      if (next === undefined) this.unclosed('object', open);
      throw new JsonSyntaxError(
        `Expected \`,\` or \`}\` after the value of "${key}", found ${describeChar(next)}`,
        this.here(),
        next === '"' ? 'Add a comma between the two entries.' : 'Separate entries with commas and close the object with `}`.',
      );
    }
  }

  private parseArray(path: JsonPathSegment[]): unknown[] {
    const open = this.here();
    this.advance();
    const array: unknown[] = [];
    this.skipWhitespace();
    if (this.peek() === ']') {
      this.advance();
      return array;
    }
    for (;;) {
      this.skipWhitespace();
      if (this.peek() === ']') {
        throw new JsonSyntaxError('Trailing comma before `]`: JSON does not allow one', this.lastComma ?? this.here(), 'Remove the comma after the last item.');
      }
      if (this.peek() === undefined) this.unclosed('list', open);
      array.push(this.parseValue([...path, array.length]));
      this.skipWhitespace();
      const next = this.peek();
      if (next === ',') {
        this.lastComma = this.here();
        this.advance();
        continue;
      }
      if (next === ']') {
        this.advance();
        this.lastComma = undefined;
        return array;
      }
      if (next === undefined) this.unclosed('list', open);
      throw new JsonSyntaxError(
        `Expected \`,\` or \`]\` after an item of the list, found ${describeChar(next)}`,
        this.here(),
        'Separate items with commas and close the list with `]`.',
      );
    }
  }

  private unclosed(kind: 'object' | 'list', open: TextPosition): never {
    throw new JsonSyntaxError(
      `Unexpected end of the file: the ${kind} opened at line ${open.line}, column ${open.column} is never closed`,
      this.here(),
      `Add the missing \`${kind === 'object' ? '}' : ']'}\`.`,
    );
  }

  private parseString(): string {
    const start = this.here();
    this.advance();
    let out = '';
    for (;;) {
      const ch = this.peek();
      if (ch === undefined || ch === '\n' || ch === '\r') {
        throw new JsonSyntaxError(
          `Unterminated string starting at line ${start.line}, column ${start.column}`,
          this.here(),
          'Close the string with `"`; a string cannot span lines (write \\n for a line break).',
        );
      }
      if (ch === '"') {
        this.advance();
        return out;
      }
      if (ch === '\\') {
        const escapeStart = this.here();
        this.advance();
        const e = this.peek();
        const simple: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
        if (e !== undefined && e in simple) {
          out += simple[e];
          this.advance();
        } else if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(this.text.slice(this.index + 1, this.index + 5))) {
          out += String.fromCharCode(parseInt(this.text.slice(this.index + 1, this.index + 5), 16));
          for (let i = 0; i < 5; i++) this.advance();
        } else {
          throw new JsonSyntaxError(
            `Invalid escape \`\\${e ?? ''}\` in a string`,
            escapeStart,
            'Valid escapes are \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX; write \\\\ for a backslash.',
          );
        }
        continue;
      }
      if (ch < ' ') {
        throw new JsonSyntaxError('Control character in a string', this.here(), 'Write a tab as \\t and other control characters as \\uXXXX.');
      }
      out += ch;
      this.advance();
    }
  }

  private parseNumber(): number {
    const start = this.here();
    const match = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(this.text.slice(this.index));
    const following = match ? this.text[this.index + match[0].length] : undefined;
    if (!match || (following !== undefined && /[\w.]/.test(following))) {
      const raw = /^[-+\w.]+/.exec(this.text.slice(this.index))?.[0] ?? this.peek() ?? '';
      throw new JsonSyntaxError(
        `Invalid number \`${raw}\``,
        start,
        'JSON numbers are written like 42, -3.5 or 1e6: no leading zeros, no trailing dot, no hexadecimal.',
      );
    }
    for (let i = 0; i < match[0].length; i++) this.advance();
    return Number(match[0]);
  }
}
