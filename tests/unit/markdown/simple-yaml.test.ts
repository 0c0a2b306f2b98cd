import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LineCounter, parse, parseDocument, type Scalar, type YAMLMap } from 'yaml';
import { describe, expect, it } from 'vitest';
import { walkFiles } from '../../../src/files/walk.js';
import { readSimpleYaml, readSimpleYamlMap } from '../../../src/markdown/simple-yaml.js';
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

describe('the fast reader of authors.yml and tags.yml', () => {
  // What the blog loader takes from the YAML parser: each top-level key, its value, and its line.
  const viaYaml = (text: string) => {
    const lineCounter = new LineCounter();
    const doc = parseDocument(text, { lineCounter });
    const json = doc.toJSON() as Record<string, unknown>;
    return (doc.contents as YAMLMap<Scalar, unknown>).items.map((pair) => ({ key: String(pair.key.value), value: json[String(pair.key.value)], line: lineCounter.linePos(pair.key.range![0]).line }));
  };

  const plain = [
    'mara:\n  name: Mara Okafor\n  title: Founder & CEO\n  url: https://example.com/mara\n  image_url: /img/m.png\n\njonas:\n  name: Jonas Berg\n',
    'release:\r\n    label: Release\r\n    permalink: /release\r\n    description: "Posts: releases"\r\n',
    '\n\na:\n  x: 1\n  y: true\nb:\n  z: [one, two]\n',
  ];
  for (const text of plain) {
    it(`reads ${JSON.stringify(text.slice(0, 40))} as the YAML parser does`, () => {
      expect(readSimpleYamlMap(text)).toEqual(viaYaml(text));
    });
  }

  const leftToYaml = [
    '# authors\nmara:\n  name: Mara',
    'mara:\n  name: Mara\n  socials:\n    x: mara',
    'mara:\n  name: Mara\n   title: deeper',
    'mara:\n\tname: Mara',
    'mara: { name: Mara }',
    'mara:\n  - name\n',
    'mara:\n  name: Mara\nmara:\n  name: again',
    'mara:\njonas:\n  name: Jonas',
    'true:\n  name: T',
    '\ufeffmara:\n  name: Mara',
    'mara:\n  name: Mara # the founder',
  ];
  for (const text of leftToYaml) {
    it(`leaves ${JSON.stringify(text)} to the YAML parser`, () => {
      expect(readSimpleYamlMap(text)).toBeUndefined();
    });
  }

  it('agrees with the YAML parser on the bundled site and the fixtures', () => {
    let checked = 0;
    for (const dir of ['content', 'tests/fixtures']) {
      for (const file of walkFiles(path.join(repoRoot, dir), (n) => /^(authors|tags)\.ya?ml$/.test(n))) {
        const text = readFileSync(file, 'utf8');
        const simple = readSimpleYamlMap(text);
        if (simple === undefined) continue;
        expect(simple, file).toEqual(viaYaml(text));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1);
  });
});
