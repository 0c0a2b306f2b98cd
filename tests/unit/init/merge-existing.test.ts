import { describe, expect, it } from 'vitest';
import { mergeIgnoreLines, mergePackageScripts } from '../../../src/init/merge-existing.js';

const SCRIPTS = { dev: 'docs dev', build: 'docs build', serve: 'docs serve' };

describe('mergePackageScripts', () => {
  it('adds the scripts a package.json lacks, after its own, in its indentation and line endings', () => {
    const text = '{\r\n    "name": "x",\r\n    "scripts": {\r\n        "test": "vitest"\r\n    }\r\n}\r\n';
    expect(mergePackageScripts(text, SCRIPTS)).toEqual({
      text: '{\r\n    "name": "x",\r\n    "scripts": {\r\n        "test": "vitest",\r\n        "dev": "docs dev",\r\n        "build": "docs build",\r\n        "serve": "docs serve"\r\n    }\r\n}\r\n',
      added: ['dev', 'build', 'serve'],
      kept: [],
    });
  });

  it('keeps a script of the same name, and names it when its command differs', () => {
    expect(mergePackageScripts('{"scripts":{"dev":"vite","build":"docs build"}}', SCRIPTS)).toMatchObject({ added: ['serve'], kept: ['dev'] });
  });

  it('changes nothing when every script is there, or when the file is not a JSON object with an object of scripts', () => {
    expect(mergePackageScripts('{"scripts":{"dev":"a","build":"b","serve":"c"}}', SCRIPTS).text).toBeUndefined();
    for (const text of ['{ not json', '[1]', '{"scripts": "dev"}']) expect(mergePackageScripts(text, SCRIPTS)).toEqual({ added: [], kept: [] });
  });
});

describe('mergeIgnoreLines', () => {
  it('appends the lines a .gitignore lacks, counting "x", "/x" and "x/" as one', () => {
    expect(mergeIgnoreLines('/node_modules\ndist', ['node_modules/', 'dist/', '.docs-cache/'])).toEqual({
      text: '/node_modules\ndist\n.docs-cache/\n',
      added: ['.docs-cache/'],
    });
    expect(mergeIgnoreLines('', ['dist/'])).toEqual({ text: 'dist/\n', added: ['dist/'] });
    expect(mergeIgnoreLines('dist/\n', ['dist/'])).toEqual({ added: [] });
  });
});
