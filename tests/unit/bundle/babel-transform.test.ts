import { describe, expect, it } from 'vitest';
import { babelMessage, babelPackageName } from '../../../src/bundle/babel-transform.js';

describe('babelPackageName', () => {
  it('spells out short names the way Babel loads them', () => {
    expect(babelPackageName('flow', 'preset')).toBe('babel-preset-flow');
    expect(babelPackageName('@babel/flow', 'preset')).toBe('@babel/preset-flow');
    expect(babelPackageName('@babel/preset-flow', 'preset')).toBe('@babel/preset-flow');
    expect(babelPackageName('syntax-hermes-parser', 'plugin')).toBe('babel-plugin-syntax-hermes-parser');
    expect(babelPackageName('babel-plugin-syntax-hermes-parser', 'plugin')).toBe('babel-plugin-syntax-hermes-parser');
    expect(babelPackageName('@acme/stamp', 'plugin')).toBe('@acme/babel-plugin-stamp');
    expect(babelPackageName('@acme', 'preset')).toBe('@acme/babel-preset');
    expect(babelPackageName('module:my-transform', 'plugin')).toBe('my-transform');
  });
});

describe('babelMessage', () => {
  it("puts a parser error at Babel's line and column, without the file name and position in the text", () => {
    const e = Object.assign(new Error('/site/src/a.js: Unexpected token (3:7)\n\n  1 | x'), { code: 'BABEL_PARSE_ERROR', loc: { line: 3, column: 7 } });
    expect(babelMessage(e, '/site/src/a.js')).toMatchObject({ text: 'Unexpected token', location: { file: '/site/src/a.js', line: 3, column: 7 } });
  });

  it('gives anything else a plugin throws the rule bundle/babel', () => {
    const message = babelMessage(new Error('/site/src/a.js: the stamp plugin needs a name'), '/site/src/a.js');
    expect(message.detail).toEqual({ rule: 'bundle/babel' });
    expect(message.text).toBe('Babel failed on the script: the stamp plugin needs a name');
  });
});
