import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { walkFiles } from '../../../src/content/walk.js';
import { readSimpleYaml } from '../../../src/markdown/simple-yaml.js';
import { repoRoot } from '../../helpers/fixture.js';

describe('the fast front matter reader', () => {
  it('reads plain keys, quoted strings, numbers, booleans and flat lists', () => {
    expect(readSimpleYaml('title: Hello world\nsidebar_position: 3\ndraft: false\ntags: [a, b-c, 3]\nslug: /x/y\nlabel: "Quoted: yes"\nother: \'single\'\n')).toEqual({
      title: 'Hello world',
      sidebar_position: 3,
      draft: false,
      tags: ['a', 'b-c', 3],
      slug: '/x/y',
      label: 'Quoted: yes',
      other: 'single',
    });
  });

  const leftToYaml = [
    'authors:\n  - name: A',
    'title: a: b',
    'title: "escaped \\" quote"',
    'date: 2024-01-01T10:00:00Z # comment',
    'n: 1e3',
    'n: 0x1F',
    'x: &anchor value',
    'tags: [a, [b]]',
    'description: >\n  folded',
    'key: value\nkey: again',
  ];
  for (const text of leftToYaml) {
    it(`leaves ${JSON.stringify(text)} to the YAML parser`, () => {
      expect(readSimpleYaml(text)).toBeUndefined();
    });
  }

  it('agrees with the YAML parser on every front matter of the bundled site', () => {
    let checked = 0;
    for (const file of walkFiles(path.join(repoRoot, 'content'), (n) => /\.mdx?$/.test(n))) {
      const text = readFileSync(file, 'utf8');
      const match = /^---\n([\s\S]*?)\n---/.exec(text);
      if (!match) continue;
      const simple = readSimpleYaml(match[1]!);
      if (simple === undefined) continue;
      expect(simple, file).toEqual(parse(match[1]!));
      checked++;
    }
    expect(checked).toBeGreaterThan(500);
  });
});
