import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { DiagnosticError } from '../../../src/diagnostics/diagnostic.js';
import { parseFrontMatter } from '../../../src/markdown/front-matter.js';

// Docusaurus reads front matter with js-yaml 3 (through gray-matter), so a site's front
// matter means what js-yaml 3 reads. These compare our reading with its reading.
const require = createRequire(import.meta.url);
const jsYaml = require('js-yaml') as { safeLoad(text: string): unknown };

type Reading = { value: unknown } | { error: string };

function ours(yaml: string, file = `---\n${yaml}\n---\n`): Reading {
  try {
    return { value: parseFrontMatter(file, 'docs/a.md').data };
  } catch (e) {
    if (e instanceof DiagnosticError) return { error: e.diagnostics[0]!.message };
    throw e;
  }
}

function theirs(yaml: string): Reading {
  try {
    return { value: jsYaml.safeLoad(yaml) ?? {} };
  } catch (e) {
    return { error: (e as Error).message };
  }
}

/** js-yaml's value with each Date replaced by our text of it, when that text is the same instant. */
function withOurDates(value: unknown, our: unknown): unknown {
  if (value instanceof Date) {
    if (typeof our !== 'string') return value;
    const read = (jsYaml.safeLoad(`d: ${our}`) as { d: unknown }).d;
    return read instanceof Date && read.getTime() === value.getTime() ? our : value;
  }
  if (Array.isArray(value)) return value.map((v, i) => withOurDates(v, Array.isArray(our) ? our[i] : undefined));
  if (value && typeof value === 'object') {
    const o = (our ?? {}) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withOurDates(v, o[k])]));
  }
  return value;
}

// Front matter found on real sites or in js-yaml's own corners.
const SAMPLES = [
  'authors: [jane] tags: [release]',
  'slug: /a\ntags: [a, b] keywords: [c]',
  'sidebar: {a: 1} label: x',
  'title: a\n\tdescription: tab-indented key',
  'title:\tHello',
  'title: value # comment',
  'title: Ratio 16:9',
  'title: Setup: the basics',
  'title: ok\ntitle: twice',
  'date: 2021-03-04',
  'date: 2021-03-04 10:00:00',
  'date: 2021-03-04T10:00:00+02:00',
  'last_update:\n  date: 2024-01-02\n  author: Jane',
  'draft: yes\nunlisted: no\nhide_title: on\nhide_table_of_contents: off',
  'draft: True\nunlisted: FALSE',
  'description: |\n  Line one\n  line two\n',
  'description: >\n  Folded\n  text\n',
  'description: a plain\n  scalar over lines',
  'base: &base {a: 1}\nother:\n  <<: *base\n  b: 2',
  'a: &x [1, 2]\nb: *x',
  'image:\nslug: ~',
  'time: 1:30',
  'n: 0755',
  'n: 1_000',
  'n: 0b101',
  'n: 0x1F',
  'n: +12',
  'n: .5',
  'n: 1e3',
  'n: +.inf',
  'n: -0',
  'version: 1.10',
  'id: 007',
  'title: "quoted \\"escape\\""',
  "title: 'it''s'",
  'tags:\n  - a\n  - b',
  'tags: [a, b,]',
  'sidebar_custom_props:\n  badge: new\n  nested: {x: [1, 2]}',
  '"quoted key": 1',
  'true: 1\nnull: 2\n3: c',
  'title: a\n# a comment\n',
  'title: "Oops',
  'title: [a',
  'a: b: c',
  '- a\n- b',
  'key: @value',
  'title: a\n...\nb: 2',
  'title: a\n...\n',
  'just text',
  '# only a comment',
  'a: !!str 1',
  'a: !!timestamp 2024-05-31',
  'a: !!set {x, y}',
  'a: !!js/undefined ~',
  'a: *nowhere',
];

// Values after a key that are easy to read wrongly.
const SCALARS = [
  'plain',
  'two words',
  'yes',
  'no',
  'on',
  'off',
  'y',
  'n',
  'true',
  'True',
  'TRUE',
  'tRUE',
  'false',
  'null',
  'Null',
  'NULL',
  '~',
  '0',
  '-0',
  '12',
  '-12',
  '+12',
  '012',
  '0755',
  '08',
  '1_000',
  '1:30',
  '1:30:00',
  '0x1F',
  '0o17',
  '0b101',
  '1.5',
  '1.50',
  '-1.5',
  '1.',
  '.5',
  '1e3',
  '1E3',
  '12e',
  '.inf',
  '-.inf',
  '+.inf',
  '.nan',
  '.NaN',
  '2024-05-31',
  '2024-5-31',
  '2024-05-31 10:00',
  '2024-02-30',
  '12:30',
  'v1.2.3',
  'a:b',
  'a: b',
  'a:\tb',
  'a #b',
  'a\t#b',
  'a#b',
  'http://x.y/z',
  '/docs/intro',
  './img.png',
  '@scope/pkg',
  '%x',
  '`x`',
  'a, b',
  '[a, b]',
  '[a,b]',
  '[1, 2.5, yes, ~]',
  '[a] b',
  '[]',
  '[ ]',
  '[a, ]',
  '"a"',
  "'a'",
  '"a: b"',
  '"a\\"b"',
  '"\\u00e9"',
  'é',
  'x  y',
  '-x',
  '- x',
  '? x',
  ': x',
  '!tag x',
  '&anchor x',
  '*alias',
  '|',
  '>',
  '"',
  "'",
  'a "b"',
  "it's",
  '{a: 1}',
  'a\u00a0',
  '=',
];
SAMPLES.push(...SCALARS.map((scalar) => `key: ${scalar}`));

describe('front matter read as Docusaurus reads it (js-yaml 3)', () => {
  for (const yaml of SAMPLES) {
    it(`reads ${JSON.stringify(yaml)} as js-yaml 3 does`, () => {
      const our = ours(yaml);
      const their = theirs(yaml);
      if ('error' in their) {
        expect(our, 'js-yaml refuses it').toHaveProperty('error');
        return;
      }
      // A mapping is what front matter must be; js-yaml reads a list too, which Docusaurus then refuses.
      if (typeof their.value !== 'object' || Array.isArray(their.value)) return expect(our).toHaveProperty('error');
      expect(our).toHaveProperty('value');
      expect((our as { value: unknown }).value).toEqual(withOurDates(their.value, (our as { value: unknown }).value));
    });
  }
});

// Whole files: what Docusaurus hands js-yaml is the text between the fences, without a BOM.
const FILES: [name: string, file: string, yaml: string][] = [
  ['a BOM', '\ufeff---\ntitle: A\ntags: [x]\n---\nText', 'title: A\ntags: [x]'],
  [
    'CRLF line ends',
    '---\r\ntitle: A\r\nauthors: [a] tags: [b]\r\ndescription: >\r\n  one\r\n  two\r\n---\r\nText',
    'title: A\r\nauthors: [a] tags: [b]\r\ndescription: >\r\n  one\r\n  two\r\n',
  ],
  ['empty front matter', '---\n---\nText', ''],
  ['blank front matter', '---\n  \n\n---\nText', '  \n\n'],
  ['only comments', '---\n# draft: true\n---\nText', '# draft: true'],
];

describe('front matter of whole files read as Docusaurus reads it', () => {
  for (const [name, file, yaml] of FILES) {
    it(`reads front matter with ${name}`, () => {
      const their = theirs(yaml);
      expect(their).toHaveProperty('value');
      expect(ours('', file)).toEqual(their);
    });
  }
});
