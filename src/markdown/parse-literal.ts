/** A syntax error in a literal expression, with the offset where it happened. */
export class LiteralError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
    this.name = 'LiteralError';
  }
}

/**
 * Parses a JavaScript literal expression (strings, template strings without `${}`, numbers,
 * true/false/null/undefined, arrays and objects of those) without evaluating any code, so a
 * component attribute like `values={[{label: 'A', value: 'a'}]}` is safe to read at build time.
 */
export function parseLiteral(source: string): unknown {
  const parser = new LiteralParser(source);
  const value = parser.value();
  parser.space();
  if (parser.pos < source.length) parser.fail(`unexpected "${source[parser.pos]}" after the value`);
  return value;
}

const IDENTIFIER = /[A-Za-z_$][\w$]*/y;
const NUMBER = /[+-]?(?:0[xX][\da-fA-F_]+|0[oO][0-7_]+|0[bB][01_]+|(?:\d[\d_]*\.?[\d_]*|\.\d[\d_]*)(?:[eE][+-]?\d+)?|Infinity)/y;
const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', '0': '\0' };

class LiteralParser {
  pos = 0;
  constructor(private readonly src: string) {}

  fail(message: string): never {
    throw new LiteralError(message, this.pos);
  }

  space(): void {
    const src = this.src;
    for (;;) {
      const c = src.charCodeAt(this.pos);
      if (c === 32 || c === 9 || c === 10 || c === 13) this.pos++;
      else if (c === 47 && src[this.pos + 1] === '/') {
        const eol = src.indexOf('\n', this.pos);
        this.pos = eol === -1 ? src.length : eol;
      } else if (c === 47 && src[this.pos + 1] === '*') {
        const end = src.indexOf('*/', this.pos + 2);
        if (end === -1) this.fail('unclosed comment');
        this.pos = end + 2;
      } else return;
    }
  }

  value(): unknown {
    this.space();
    const c = this.src[this.pos];
    if (c === undefined) this.fail('expected a value');
    if (c === '[') return this.array();
    if (c === '{') return this.object();
    if (c === '"' || c === "'") return this.string(c);
    if (c === '`') return this.template();
    if (c === '(') {
      this.pos++;
      const inner = this.value();
      this.space();
      this.expect(')');
      return inner;
    }
    NUMBER.lastIndex = this.pos;
    const number = NUMBER.exec(this.src);
    if (number && number[0] !== '+' && number[0] !== '-') {
      this.pos += number[0].length;
      return Number(number[0].replace(/_/g, ''));
    }
    const word = this.identifier();
    if (word === 'true') return true;
    if (word === 'false') return false;
    if (word === 'null') return null;
    if (word === 'undefined') return undefined;
    if (word === 'NaN') return NaN;
    if (word) this.fail(`"${word}" is not a literal (variables, calls and other code are not evaluated)`);
    this.fail(`unexpected "${c}"`);
  }

  private identifier(): string | undefined {
    IDENTIFIER.lastIndex = this.pos;
    const match = IDENTIFIER.exec(this.src);
    if (!match) return undefined;
    this.pos += match[0].length;
    return match[0];
  }

  private expect(char: string): void {
    if (this.src[this.pos] !== char) this.fail(`expected "${char}"`);
    this.pos++;
  }

  private array(): unknown[] {
    this.pos++;
    const items: unknown[] = [];
    for (;;) {
      this.space();
      if (this.src[this.pos] === ']') break;
      items.push(this.value());
      this.space();
      if (this.src[this.pos] === ',') this.pos++;
      else if (this.src[this.pos] !== ']') this.fail('expected "," or "]" in array');
    }
    this.pos++;
    return items;
  }

  private object(): Record<string, unknown> {
    this.pos++;
    // A null prototype so that a "__proto__" key is plain data, not a prototype change.
    const result: Record<string, unknown> = Object.create(null);
    for (;;) {
      this.space();
      const c = this.src[this.pos];
      if (c === '}') break;
      let key: string;
      if (c === '"' || c === "'") key = this.string(c);
      else {
        NUMBER.lastIndex = this.pos;
        const number = /\d/.test(c ?? '') ? NUMBER.exec(this.src) : null;
        if (number) {
          this.pos += number[0].length;
          key = String(Number(number[0]));
        } else {
          const word = this.identifier();
          if (!word) this.fail(c === '[' ? 'computed keys are not supported' : `expected a property name, found "${c ?? 'end'}"`);
          key = word;
        }
      }
      this.space();
      if (this.src[this.pos] !== ':') this.fail(`expected ":" after "${key}" (shorthand properties are not literals)`);
      this.pos++;
      result[key] = this.value();
      this.space();
      if (this.src[this.pos] === ',') this.pos++;
      else if (this.src[this.pos] !== '}') this.fail('expected "," or "}" in object');
    }
    this.pos++;
    return { ...result };
  }

  private string(quote: string): string {
    this.pos++;
    let out = '';
    for (;;) {
      const c = this.src[this.pos];
      if (c === undefined || c === '\n') this.fail('unclosed string');
      this.pos++;
      if (c === quote) return out;
      out += c === '\\' ? this.escape() : c;
    }
  }

  private template(): string {
    this.pos++;
    let out = '';
    for (;;) {
      const c = this.src[this.pos];
      if (c === undefined) this.fail('unclosed template string');
      this.pos++;
      if (c === '`') return out;
      if (c === '$' && this.src[this.pos] === '{') this.fail('${} in template strings is code, which is not evaluated');
      out += c === '\\' ? this.escape() : c;
    }
  }

  private escape(): string {
    const c = this.src[this.pos++];
    if (c === undefined) this.fail('unfinished escape');
    if (c === 'u') {
      const braced = this.src[this.pos] === '{';
      const end = braced ? this.src.indexOf('}', this.pos) : this.pos + 4;
      const hex = this.src.slice(braced ? this.pos + 1 : this.pos, end);
      if (!/^[\da-fA-F]{1,6}$/.test(hex)) this.fail('invalid \\u escape');
      this.pos = braced ? end + 1 : end;
      return String.fromCodePoint(parseInt(hex, 16));
    }
    if (c === 'x') {
      const hex = this.src.slice(this.pos, this.pos + 2);
      if (!/^[\da-fA-F]{2}$/.test(hex)) this.fail('invalid \\x escape');
      this.pos += 2;
      return String.fromCharCode(parseInt(hex, 16));
    }
    // A backslash before a line break continues the string.
    if (c === '\n') return '';
    return ESCAPES[c] ?? c;
  }
}
