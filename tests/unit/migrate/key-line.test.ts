import { describe, expect, it } from 'vitest';
import { findKeyLine } from '../../../src/migrate/key-line.js';

const source = `const config = {
  title: 'x',
  themeConfig: {
    navbar: {
      title: 'nav',
      items: [
        {to: '/a', label: 'A, with a comma'},
        // a comment, with a comma
        {type: 'dropdown', items: [{to: '/b'}]},
      ],
    },
    'prism': {theme: themes.github},
  },
  plugins: ['one', ['two', {id: 'x'}], function three() {}],
};`;

describe('findKeyLine', () => {
  it('follows the path, so a nested key is found inside its parent and not at an earlier same name', () => {
    expect(findKeyLine(source, ['themeConfig', 'navbar', 'title'])).toEqual({ line: 5, column: 7 });
    expect(findKeyLine(source, ['title'])).toEqual({ line: 2, column: 3 });
  });

  it('finds quoted keys', () => {
    expect(findKeyLine(source, ['themeConfig', 'prism', 'theme'])).toEqual({ line: 12, column: 15 });
  });

  it('finds array elements past strings, comments and nested brackets', () => {
    expect(findKeyLine(source, ['themeConfig', 'navbar', 'items', 1])).toEqual({ line: 9, column: 9 });
    expect(findKeyLine(source, ['themeConfig', 'navbar', 'items', 1, 'type'])).toEqual({ line: 9, column: 10 });
    expect(findKeyLine(source, ['plugins', 2])).toEqual({ line: 14, column: 40 });
  });

  it('falls back to the deepest key it found', () => {
    expect(findKeyLine(source, ['plugins', 9])).toEqual({ line: 14, column: 3 });
    expect(findKeyLine(source, ['nothing'])).toBeUndefined();
  });
});
