import { describe, expect, test } from 'vitest';
import { closestMatch, editDistance } from '../../../src/diagnostics/closest-match.js';
import { findPosition, formatPath, JsonSyntaxError, parseJsonWithPositions, pathKey } from '../../../src/files/json-positions.js';

/** The error a text throws, as [line, column, message]. */
function syntaxError(text: string): [number, number, string] {
  try {
    parseJsonWithPositions(text);
  } catch (err) {
    expect(err).toBeInstanceOf(JsonSyntaxError);
    const e = err as JsonSyntaxError;
    return [e.line, e.column, e.message];
  }
  throw new Error('expected a syntax error');
}

describe('parseJsonWithPositions', () => {
  const text = ['{', '  "a": 1,', '  "nav": {', '    "items": [ { "type": "doc" }, "x" ]', '  }', '}'].join('\n');

  test('parses like JSON.parse', () => {
    expect(parseJsonWithPositions(text).value).toEqual(JSON.parse(text));
    const all = '{"s":"a\\"b\\\\c\\u00e9\\n","n":-1.5e3,"t":true,"f":false,"z":null,"l":[],"o":{}}';
    expect(parseJsonWithPositions(all).value).toEqual(JSON.parse(all));
  });

  test('maps every path to its key and value', () => {
    const { positions } = parseJsonWithPositions(text);
    expect(positions.get(pathKey([]))).toEqual({ value: { line: 1, column: 1, offset: 0 } });
    expect(positions.get(pathKey(['a']))).toEqual({ key: { line: 2, column: 3, offset: 4 }, value: { line: 2, column: 8, offset: 9 } });
    expect(positions.get(pathKey(['nav', 'items']))?.key).toMatchObject({ line: 4, column: 5 });
    expect(positions.get(pathKey(['nav', 'items', 0]))).toEqual({ value: expect.objectContaining({ line: 4, column: 16 }) });
    expect(positions.get(pathKey(['nav', 'items', 0, 'type']))?.key).toMatchObject({ line: 4, column: 18 });
    expect(positions.get(pathKey(['nav', 'items', 1]))?.value).toMatchObject({ line: 4, column: 35 });
  });

  test('falls back to the nearest ancestor for a path not in the text', () => {
    const doc = parseJsonWithPositions(text);
    expect(findPosition(doc, ['nav', 'items', 0, 'label'])).toEqual({
      exact: false,
      position: { value: expect.objectContaining({ line: 4, column: 16 }) },
    });
  });

  test('counts CRLF line ends once and ignores a byte order mark', () => {
    const doc = parseJsonWithPositions('\uFEFF{\r\n  "a": 1\r\n}');
    expect(doc.positions.get(pathKey([]))?.value).toMatchObject({ line: 1, column: 1 });
    expect(doc.positions.get(pathKey(['a']))?.key).toMatchObject({ line: 2, column: 3 });
  });

  test('keeps "__proto__" as a plain key', () => {
    const value = parseJsonWithPositions('{ "__proto__": { "x": 1 } }').value as Record<string, unknown>;
    expect(Object.keys(value)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
  });

  test('records duplicate keys', () => {
    const doc = parseJsonWithPositions('{ "a": 1,\n  "a": 2 }');
    expect(doc.duplicateKeys).toEqual([
      { path: ['a'], first: expect.objectContaining({ line: 1, column: 3 }), again: expect.objectContaining({ line: 2, column: 3 }) },
    ]);
    expect(doc.value).toEqual({ a: 2 });
  });
});

describe('syntax errors', () => {
  test.each<[string, [number, number, string]]>([
    ['', [1, 1, 'The file is empty']],
    ['{ "a": 1 } x', [1, 12, 'Unexpected `x` after the end of the JSON value']],
    ['{\n  "a": 1,\n}', [2, 9, 'Trailing comma before `}`: JSON does not allow one']],
    ['[1, 2,]', [1, 6, 'Trailing comma before `]`: JSON does not allow one']],
    ['{ "a": 1\n  "b": 2 }', [2, 3, 'Expected `,` or `}` after the value of "a", found `"`']],
    ['{ a: 1 }', [1, 3, 'Keys must be in double quotes: found `a`']],
    ['{ "a": \'x\' }', [1, 8, 'Strings must be in double quotes']],
    ['{ "a": yes }', [1, 8, 'Unexpected word `yes`: expected a value']],
    ['{ "a": 01 }', [1, 8, 'Invalid number `01`']],
    ['{ "a": 1. }', [1, 8, 'Invalid number `1.`']],
    ['{ "a" 1 }', [1, 7, 'Expected `:` after the key "a", found `1`']],
    ['{ "a": "x\\q" }', [1, 10, 'Invalid escape `\\q` in a string']],
    ['{ "a": "x\n" }', [1, 10, 'Unterminated string starting at line 1, column 8']],
    ['{\n  "a": [1,\n', [3, 1, 'Unexpected end of the file: the list opened at line 2, column 8 is never closed']],
    ['{ "a": 1', [1, 9, 'Unexpected end of the file: the object opened at line 1, column 1 is never closed']],
    ['{\n  /* note */ "a": 1 }', [2, 3, 'Comments are not allowed in JSON']],
  ])('%j', (text, expected) => {
    expect(syntaxError(text)).toEqual(expected);
  });
});

describe('formatPath', () => {
  test('reads like a key path', () => {
    expect(formatPath(['navbar', 'items', 2, 'type'])).toBe('navbar.items[2].type');
    expect(formatPath(['navbar', 'items', 0, 'aria-label'])).toBe('navbar.items[0].aria-label');
    expect(formatPath(['docs', 'versions', '0.18.0', 'label'])).toBe('docs.versions["0.18.0"].label');
    expect(formatPath([])).toBe('');
  });
});

describe('closestMatch', () => {
  test('finds typos, swaps and case slips', () => {
    expect(editDistance('tilte', 'title')).toBe(1);
    expect(closestMatch('tilte', ['title', 'tagline'])).toBe('title');
    expect(closestMatch('hideOnScrol', ['title', 'hideOnScroll', 'items'])).toBe('hideOnScroll');
    expect(closestMatch('baseURL', ['url', 'baseUrl'])).toBe('baseUrl');
  });

  test('suggests nothing for an unrelated word', () => {
    expect(closestMatch('zebra', ['title', 'url', 'tagline'])).toBeUndefined();
    expect(closestMatch('ab', ['to', 'href'])).toBeUndefined();
  });
});
