import { describe, expect, it } from 'vitest';
import { LiteralError, parseLiteral } from '../../../src/markdown/parse-literal.js';

describe('parseLiteral', () => {
  it('reads JavaScript literals', () => {
    expect(parseLiteral("[{label: 'A', value: \"a\"}, {'quoted key': 1, 2: -3.5e1,},]")).toEqual([
      { label: 'A', value: 'a' },
      { 'quoted key': 1, 2: -35 },
    ]);
    expect(parseLiteral('3')).toBe(3);
    expect(parseLiteral(' true ')).toBe(true);
    expect(parseLiteral('null')).toBe(null);
    expect(parseLiteral('undefined')).toBe(undefined);
    expect(parseLiteral('0x1F')).toBe(31);
    expect(parseLiteral('1_000')).toBe(1000);
    expect(parseLiteral('`multi\nline`')).toBe('multi\nline');
    expect(parseLiteral("'it\\'s \\u00e9\\n'")).toBe("it's é\n");
    expect(parseLiteral('{a: [1, /* two */ 2], // end\n}')).toEqual({ a: [1, 2] });
    expect(parseLiteral('({a: 1})')).toEqual({ a: 1 });
  });

  it('keeps __proto__ as plain data', () => {
    const value = parseLiteral('{"__proto__": {"polluted": true}}') as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses code', () => {
    for (const source of ['items', 'a.b', 'f()', '`${x}`', '{a}', '{[k]: 1}', '1 + 2', '[1 2]', "'open", '']) {
      expect(() => parseLiteral(source), source).toThrow(LiteralError);
    }
    for (const source of [
      '[1,,2]',
      '1n',
      '/a/',
      '{a() {}}',
      '{get a() { return 1 }}',
      '{...a}',
      '[...a]',
      '-x',
      '!0',
      'x => 1',
      '1) + (2',
      '1); (2',
      '1 // c\n)',
    ]) {
      expect(() => parseLiteral(source), source).toThrow(LiteralError);
    }
  });

  it('reads signed numbers and the number words', () => {
    expect(parseLiteral('-1')).toBe(-1);
    expect(parseLiteral('+2.5')).toBe(2.5);
    expect(parseLiteral('-Infinity')).toBe(-Infinity);
    expect(parseLiteral('NaN')).toBeNaN();
    expect(parseLiteral('[-0x10, 0b11, 0o7, .5]')).toEqual([-16, 3, 7, 0.5]);
    expect(parseLiteral('`a\\`b`')).toBe('a`b');
  });

  it('names the code that is not a literal', () => {
    const message = (source: string) => {
      try {
        parseLiteral(source);
      } catch (err) {
        return (err as LiteralError).message;
      }
      return undefined;
    };
    expect(message('items.map(f)')).toBe('"items" is not a literal (variables, calls and other code are not evaluated)');
    expect(message('1 + 2')).toBe('"1 + 2" is not a literal (variables, calls and other code are not evaluated)');
    expect(message('`a${b}`')).toBe('${} in template strings is code, which is not evaluated');
    expect(message('{a}')).toBe('expected ":" after "a" (shorthand properties are not literals)');
  });
});
