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
  });
});
