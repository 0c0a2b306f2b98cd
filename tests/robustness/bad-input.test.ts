import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/fixture.js';
import { treeHash } from '../helpers/tree-hash.js';

/** One broken site: files over the base site (null deletes one), and the build's exact diagnostics. */
interface Case {
  name: string;
  files?: Record<string, string | Buffer | null>;
  /** Changes that files cannot express: links, pipes, folders. */
  prepare?: (dir: string) => void;
  /** Every diagnostic line the build prints, exactly, in order ("file:line:column severity message [rule]"). */
  diagnostics: string[];
  /** Exit code (1 unless the input is only warned about). */
  code?: number;
  /** How long the build may take before it counts as a hang (default 60 s). */
  timeout?: number;
}

const CONFIG = '{\n  "title": "Robust",\n  "url": "https://robust.example",\n  "contentDir": "content"\n}\n';
const BASE: Record<string, string> = {
  'site.config.json': CONFIG,
  'content/docs/intro.md': '---\ntitle: Intro\n---\n\nWelcome.\n',
};
const doc = (body: string, frontMatter = 'title: A') => `---\n${frontMatter}\n---\n\n${body}`;
const config = (extra: string) => `{\n  "title": "Robust",\n  "url": "https://robust.example",\n${extra},\n  "contentDir": "content"\n}\n`;
const post = { 'content/blog/2024-01-01-hello.md': doc('Hi.', 'title: Hello\nauthors: [ada]') };
const versioned = {
  'content/versioned_docs/version-1.0/intro.md': doc('Old.', 'title: Old intro'),
  'content/versioned_sidebars/version-1.0-sidebars.json': '{ "docs": ["intro"] }\n',
};
// "Billion laughs": nine aliases per level, seven levels, 4.7 million strings once expanded.
const ALIAS_BOMB = [
  'a: &a [x, x, x, x, x, x, x, x, x]',
  ...'bcdefg'.split('').map((k, i) => `${k}: &${k} [${Array(9).fill(`*${'abcdef'[i]}`).join(', ')}]`),
].join('\n');
const DEEP = 10_000;

/** A long doc of ordinary prose (a heading every twenty paragraphs) of about `bytes` bytes. */
function bigDoc(bytes: number): string {
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const part =
      (i % 20 === 0 ? `## Part ${i / 20}\n\n` : '') +
      `The server reads entity ${i} from the database and sends it to the client, which renders it ` +
      `with *useQuery* and keeps it fresh while the user works on the page; nothing else changes.\n\n`;
    parts.push(part);
    size += part.length;
  }
  return parts.join('');
}
const nestedCategories = (n: number) => `{ "docs": ${'[{ "type": "category", "label": "x", "items": '.repeat(n)}["intro"]${' }]'.repeat(n)} }\n`;

const cases: Case[] = [
  // --- site.config.json ---
  {
    name: 'config: a trailing comma',
    files: { 'site.config.json': '{\n  "title": "Robust",\n  "url": "https://robust.example",\n}\n' },
    diagnostics: ['site.config.json:3:34 error Invalid JSON: Trailing comma before `}`: JSON does not allow one [config/invalid-json]'],
  },
  {
    name: 'config: an empty file',
    files: { 'site.config.json': '' },
    diagnostics: ['site.config.json:1:1 error Invalid JSON: The file is empty [config/invalid-json]'],
  },
  {
    name: 'config: an array instead of an object',
    files: { 'site.config.json': '[]\n' },
    diagnostics: ['site.config.json:1:1 error The config must be a JSON object, received array [config/invalid-type]'],
  },
  {
    name: 'config: a value of the wrong type',
    files: { 'site.config.json': '{\n  "title": "Robust",\n  "url": 5\n}\n' },
    diagnostics: ['site.config.json:3:3 error Invalid type for `url`: expected string, received number [config/invalid-type]'],
  },
  {
    name: 'config: an unknown key',
    files: { 'site.config.json': config('  "titel": "Typo"') },
    diagnostics: ['site.config.json:4:3 error Unknown key `titel` [config/unknown-key]'],
  },
  {
    name: 'config: a duplicate key',
    files: { 'site.config.json': config('  "title": "Again"') },
    diagnostics: ['site.config.json:4:3 error Duplicate key `title`: already set at line 2, column 3 [config/duplicate-key]'],
  },
  {
    name: 'config: a navbar item that cannot be rendered',
    files: { 'site.config.json': config('  "navbar": { "items": [{ "to": "/docs/intro" }] }') },
    diagnostics: ['site.config.json:4:25 error The navbar item `navbar.items[0]` (type "default") cannot be rendered: it has no `label` [config/navbar-item]'],
  },
  {
    name: 'config: a navbar item naming an unknown doc',
    files: { 'site.config.json': config('  "navbar": { "items": [{ "type": "doc", "docId": "nope", "label": "Docs" }] }') },
    diagnostics: ['site.config.json:4:51 error navbar item navbar.items[0] links to an unknown doc id "nope" [config/navbar-item]'],
  },
  {
    name: 'config: invalid UTF-8',
    files: {
      'site.config.json': Buffer.concat([Buffer.from('{\n  "title": "Rob'), Buffer.from([0xff]), Buffer.from('ust",\n  "url": "https://robust.example"\n}\n')]),
    },
    diagnostics: ['site.config.json:2:16 error site.config.json is not valid UTF-8 (byte 0xff) [content/invalid-utf8]'],
  },
  {
    name: 'config: arrays nested 10,000 deep',
    files: { 'site.config.json': `{\n  "title": "Robust",\n  "url": "https://robust.example",\n  "x": ${'['.repeat(DEEP)}${']'.repeat(DEEP)}\n}\n` },
    diagnostics: ['site.config.json:4:108 error Invalid JSON: Values nested more than 100 levels deep [config/invalid-json]'],
  },
  {
    name: 'config: a folder where the file should be',
    files: { 'site.config.json': null },
    prepare: (dir) => mkdirSync(path.join(dir, 'site.config.json')),
    diagnostics: ['site.config.json error site.config.json is a folder, not a config file [config/missing-file]'],
  },

  // --- front matter ---
  {
    name: 'front matter: invalid YAML',
    files: { 'content/docs/a.md': doc('Text.', 'title: A\ntags: [x') },
    diagnostics: ['content/docs/a.md:4:1 error invalid YAML in front matter: unexpected end of the stream within a flow collection [markdown/front-matter]'],
  },
  {
    name: 'front matter: never closed',
    files: { 'content/docs/a.md': '---\ntitle: A\n\nText.\n' },
    diagnostics: ['content/docs/a.md:1:1 error front matter opened with --- on line 1 is never closed [markdown/front-matter]'],
  },
  {
    name: 'front matter: a list instead of a mapping',
    files: { 'content/docs/a.md': doc('Text.', '- a\n- b') },
    diagnostics: ['content/docs/a.md:2:1 error front matter must be a mapping of keys to values, received a list [markdown/front-matter]'],
  },
  {
    // Docusaurus' YAML reader (js-yaml 3) takes a tab before a list item, so it builds.
    name: 'front matter: indented with a tab',
    files: { 'content/docs/a.md': doc('Text.', 'title: A\ntags:\n\t- x') },
    diagnostics: [],
    code: 0,
  },
  {
    name: 'front matter: a duplicate key',
    files: { 'content/docs/a.md': doc('Text.', 'title: A\ntitle: B') },
    diagnostics: ['content/docs/a.md:3:1 error invalid YAML in front matter: duplicated mapping key [markdown/front-matter]'],
  },
  {
    name: 'front matter: an alias bomb',
    files: { 'content/docs/a.md': doc('Text.', ALIAS_BOMB) },
    diagnostics: ['content/docs/a.md:2:1 error front matter cannot be read: its aliases repeat values more than 100000 times [markdown/front-matter]'],
  },
  {
    name: 'front matter: values of the wrong type',
    files: { 'content/docs/a.md': doc('Text.', 'title: [a, b]\nsidebar_position: first\ndraft: "yes"\ntoc_max_heading_level: 9') },
    diagnostics: [
      'content/docs/a.md:2:1 error front matter `title` must be a string, received the list ["a","b"] [content/front-matter-type]',
      'content/docs/a.md:3:1 error front matter `sidebar_position` must be a number, received string "first" [content/front-matter-type]',
      'content/docs/a.md:4:1 error front matter `draft` must be true or false, received string "yes" [content/front-matter-type]',
      'content/docs/a.md:5:1 error front matter `toc_max_heading_level` must be a whole number from 2 to 6, received number 9 [content/front-matter-type]',
    ],
  },
  {
    // A relative slug resolves from the doc's folder and stops at the version's root, as in
    // Docusaurus: the page lands at /docs/escape, inside dist/ (the harness checks nothing else changed).
    name: 'front matter: a slug that climbs out of the site',
    files: { 'content/docs/a.md': doc('Text.', 'title: A\nslug: ../../../escape') },
    diagnostics: [],
    code: 0,
  },
  {
    name: 'front matter: a post date that is no date',
    files: { 'content/blog/2024-01-01-hello.md': doc('Hi.', 'title: Hello\ndate: yesterday') },
    diagnostics: ['content/blog/2024-01-01-hello.md:3:1 error cannot read the date of this post (date: yesterday) [blog/invalid-date]'],
  },

  // --- content ---
  {
    name: 'content: invalid UTF-8',
    files: { 'content/docs/a.md': Buffer.concat([Buffer.from(doc('Hello\n\nWorld ')), Buffer.from([0xc3, 0x28]), Buffer.from(' end\n')]) },
    diagnostics: ['content/docs/a.md:7:7 error content/docs/a.md is not valid UTF-8 (byte 0xc3) [content/invalid-utf8]'],
  },
  {
    name: 'content: a NUL byte',
    files: { 'content/docs/a.md': doc('Hello\0World\n') },
    diagnostics: ['content/docs/a.md:5:6 error content/docs/a.md contains a NUL byte (a binary or corrupted file?) [content/nul-byte]'],
  },
  {
    name: 'content: lists nested 10,000 deep',
    files: { 'content/docs/a.md': doc(`${'- '.repeat(DEEP)}x\n`) },
    diagnostics: ['content/docs/a.md:5:201 error quotes and list items are nested more than 100 levels deep here [markdown/too-deep]'],
  },
  {
    name: 'content: block quotes nested 10,000 deep',
    files: { 'content/docs/a.md': doc(`${'>'.repeat(DEEP)} x\n`) },
    diagnostics: ['content/docs/a.md:5:101 error quotes and list items are nested more than 100 levels deep here [markdown/too-deep]'],
  },
  {
    name: 'content: components nested 10,000 deep',
    files: { 'content/docs/a.md': doc(`${'<Tabs>\n\n'.repeat(DEEP)}x\n\n${'</Tabs>\n\n'.repeat(DEEP)}`) },
    diagnostics: ['content/docs/a.md:205:1 error tags are nested more than 100 levels deep here [markdown/too-deep]'],
  },
  {
    name: 'content: HTML nested 10,000 deep on one line',
    files: { 'content/docs/a.md': doc(`${'<div>'.repeat(DEEP)}x${'</div>'.repeat(DEEP)}\n`) },
    diagnostics: ['content/docs/a.md:5:501 error tags are nested more than 100 levels deep here [markdown/too-deep]'],
  },
  {
    name: 'content: emphasis nested 10,000 deep',
    files: { 'content/docs/a.md': doc(`${'*'.repeat(DEEP)}x${'*'.repeat(DEEP)}\n`) },
    diagnostics: ['content/docs/a.md:5:1 error emphasis marks are nested more than 100 levels deep here [markdown/too-deep]'],
  },
  {
    name: 'content: admonitions nested 10,000 deep',
    files: { 'content/docs/a.md': doc(`${':::note\n\n'.repeat(DEEP)}x\n\n${':::\n\n'.repeat(DEEP)}`) },
    diagnostics: ['content/docs/a.md:205:1 error admonitions are nested more than 100 levels deep here [markdown/too-deep]'],
  },
  {
    name: 'content: an unclosed component tag',
    files: { 'content/docs/a.md': doc('Para.\n\n<Tabs>\n<TabItem value="a">\n\nx\n\n</TabItem>\n\nEnd.\n') },
    diagnostics: ['content/docs/a.md:7:1 error Expected a closing tag for `<Tabs>` (7:1-7:7) [mdx/syntax]'],
  },
  {
    name: 'content: an unclosed { in a component attribute',
    files: { 'content/docs/a.md': doc('<Tabs groupId={x>\n\nText.\n') },
    diagnostics: ['content/docs/a.md:8:1 error Unexpected end of file in expression, expected a corresponding closing brace for `{` [mdx/syntax]'],
  },
  {
    name: 'content: two docs with one id',
    files: { 'content/docs/a.md': doc('A.'), 'content/docs/b.md': doc('B.', 'id: a') },
    diagnostics: ['content/docs/b.md:1:1 error two docs have the id "a": content/docs/a.md and content/docs/b.md [docs/duplicate-id]'],
  },
  {
    name: 'content: two docs with one slug',
    files: { 'content/docs/a.md': doc('A.'), 'content/docs/b.md': doc('B.', 'slug: /a') },
    diagnostics: ['content/docs/b.md:1:1 error two docs are served at /docs/a: content/docs/a.md and content/docs/b.md [routes/duplicate-route]'],
  },
  {
    name: 'content: two posts with one slug',
    files: { 'content/blog/2024-01-01-x.md': doc('A.', 'title: A\nslug: same'), 'content/blog/2024-02-01-y.md': doc('B.', 'title: B\nslug: same') },
    diagnostics: [
      'content/blog/2024-02-01-y.md:1:1 error two posts are served at /blog/same: content/blog/2024-01-01-x.md and content/blog/2024-02-01-y.md [blog/duplicate-slug]',
    ],
  },
  {
    name: 'content: a doc linking to itself (symlink loop)',
    prepare: (dir) => symlinkSync('loop.md', path.join(dir, 'content/docs/loop.md')),
    diagnostics: ['content/docs/loop.md error symbolic link to "loop.md" leads back to itself (a loop) [files/symlink-loop]'],
  },
  {
    name: 'content: two docs linking to each other (symlink cycle)',
    prepare: (dir) => {
      symlinkSync('b.md', path.join(dir, 'content/docs/a.md'));
      symlinkSync('a.md', path.join(dir, 'content/docs/b.md'));
    },
    diagnostics: [
      'content/docs/a.md error symbolic link to "b.md" leads back to itself (a loop) [files/symlink-loop]',
      'content/docs/b.md error symbolic link to "a.md" leads back to itself (a loop) [files/symlink-loop]',
    ],
  },
  {
    name: 'content: a folder linking to its own parent',
    prepare: (dir) => symlinkSync('.', path.join(dir, 'content/docs/again')),
    diagnostics: ['content/docs/again error symbolic link to "." leads to a folder that contains the link itself (a loop) [files/symlink-loop]'],
  },
  {
    // Tests run as root, for whom chmod 000 changes nothing: a pipe is the unreadable file here.
    name: 'content: a named pipe instead of a doc (reading it would block forever)',
    prepare: (dir) => execFileSync('mkfifo', [path.join(dir, 'content/docs/pipe.md')]),
    diagnostics: ['content/docs/pipe.md error content/docs/pipe.md is a named pipe, not a file [content/not-a-file]'],
  },
  {
    name: 'content: a link to a folder where a doc should be',
    prepare: (dir) => {
      mkdirSync(path.join(dir, 'content/folder'));
      symlinkSync('../folder', path.join(dir, 'content/docs/b.md'));
    },
    diagnostics: ['content/docs/b.md error content/docs/b.md is a folder, not a file [content/not-a-file]'],
  },

  {
    name: 'content: a 5 MB doc is refused before it is parsed',
    files: { 'content/docs/big.md': doc(bigDoc(5 * 1024 * 1024), 'title: Big') },
    diagnostics: ['content/docs/big.md error content/docs/big.md is 5.0 MB; a markdown file may hold at most 2 MB [content/too-large]'],
  },
  {
    name: 'content: a 1 MB doc builds',
    files: { 'content/docs/big.md': doc(bigDoc(1024 * 1024), 'title: Big') },
    diagnostics: [],
    code: 0,
    timeout: 300_000,
  },

  // --- versions.json ---
  {
    name: 'versions.json: a syntax error',
    files: { ...versioned, 'content/versions.json': '[\n  "1.0",\n]\n' },
    diagnostics: ['content/versions.json:2:8 error invalid JSON: Trailing comma before `]`: JSON does not allow one [content/versions-json]'],
  },
  {
    name: 'versions.json: an object instead of a list',
    files: { ...versioned, 'content/versions.json': '{ "1.0": true }\n' },
    diagnostics: ['content/versions.json:1:1 error versions.json must be an array of version names [content/versions-json]'],
  },
  {
    name: 'versions.json: names that are not plain',
    files: { ...versioned, 'content/versions.json': '[\n  "1.0",\n  2,\n  "1.0",\n  "current",\n  "../../x"\n]\n' },
    diagnostics: [
      'content/versions.json:3:3 error entry 1 of versions.json must be a non-empty string, received 2 [content/versions-json]',
      'content/versions.json:4:3 error the version "1.0" is listed twice [content/versions-json]',
      'content/versions.json:6:3 error the version name "../../x" must not contain slashes or be "." or ".." [content/versions-json]',
    ],
  },
  {
    name: 'versions.json: a version without its folder',
    files: { ...versioned, 'content/versions.json': '["1.0", "2.0"]\n' },
    diagnostics: [
      'content/versions.json error version "2.0" is listed in versions.json but content/versioned_docs/version-2.0 does not exist [content/missing-version]',
    ],
  },

  // --- sidebars ---
  {
    name: 'sidebars: a syntax error',
    files: { 'content/sidebars.json': '{\n  "docs": [\n    "intro"\n\n}\n' },
    diagnostics: ['content/sidebars.json:5:1 error invalid JSON: Expected `,` or `]` after an item of the list, found `}` [sidebar/invalid-file]'],
  },
  {
    name: 'sidebars: a list instead of an object',
    files: { 'content/sidebars.json': '["intro"]\n' },
    diagnostics: ['content/sidebars.json:1:1 error the sidebars file must be an object of sidebars by name [sidebar/invalid-file]'],
  },
  {
    name: 'sidebars: a duplicate sidebar name',
    files: { 'content/sidebars.json': '{\n  "docs": ["intro"],\n  "docs": ["intro"]\n}\n' },
    diagnostics: ['content/sidebars.json:3:3 error duplicate key `docs`: already set at line 2 [sidebar/invalid-file]'],
  },
  {
    name: 'sidebars: items of the wrong shape',
    files: {
      'content/sidebars.json':
        '{\n  "docs": [\n    5,\n    { "type": "folder", "label": "x" },\n    { "type": "category", "label": "y", "items": "intro" },\n    "nope"\n  ],\n  "other": "intro"\n}\n',
    },
    diagnostics: [
      'content/sidebars.json:3:5 error sidebar item docs[0] must be a doc id or an object [sidebar/invalid-item]',
      'content/sidebars.json:4:5 error sidebar item docs[1] has an unknown type "folder" [sidebar/invalid-item]',
      'content/sidebars.json:5:50 error the items of sidebar category docs[2] must be a list, received "intro" [sidebar/invalid-item]',
      'content/sidebars.json:6:5 error sidebar docs[3] refers to an unknown doc id "nope" (version current) [sidebar/invalid-item]',
      'content/sidebars.json:8:12 error sidebar "other" must be a list of items, received "intro" [sidebar/invalid-item]',
    ],
  },
  {
    name: 'sidebars: categories nested 30 deep',
    files: { 'content/sidebars.json': nestedCategories(30) },
    diagnostics: [
      `content/sidebars.json:1:${1 + 11 + 20 * 46} error sidebar category docs[0]${'.items[0]'.repeat(20)} is nested more than 20 categories deep [sidebar/invalid-item]`,
    ],
  },
  {
    name: 'sidebars: a broken _category_.json',
    files: {
      'content/docs/guides/a.md': doc('A.'),
      'content/docs/guides/_category_.json': '{\n  "label": "Guides",\n  "position": "first"\n}\n',
      'content/sidebars.json': '{ "docs": [{ "type": "autogenerated", "dirName": "." }] }\n',
    },
    diagnostics: ['content/docs/guides/_category_.json:3:15 error `position` must be a number, received "first" [sidebar/invalid-category-file]'],
  },

  // --- authors.yml ---
  {
    name: 'authors.yml: bad indentation',
    files: { ...post, 'content/blog/authors.yml': 'ada:\n  name: Ada\n   title: x\n' },
    diagnostics: [
      'content/blog/authors.yml:2:9 error authors.yml is not valid YAML: Nested mappings are not allowed in compact mappings [blog/invalid-yaml]',
      'content/blog/authors.yml:2:9 error authors.yml is not valid YAML: Implicit keys need to be on a single line [blog/invalid-yaml]',
    ],
  },
  {
    name: 'authors.yml: a list instead of a mapping',
    files: { ...post, 'content/blog/authors.yml': '- ada\n- bob\n' },
    diagnostics: ['content/blog/authors.yml:1:1 error authors.yml must be a mapping of keys to entries [blog/invalid-yaml]'],
  },
  {
    name: 'authors.yml: an author that is a plain string',
    files: { ...post, 'content/blog/authors.yml': 'bob:\n  name: Bob\nada: Ada Lovelace\n' },
    diagnostics: ['content/blog/authors.yml:3:1 error the author "ada" must be a mapping of fields, received "Ada Lovelace" [blog/invalid-author]'],
  },
  {
    name: 'authors.yml: a tab and a duplicate key',
    files: { ...post, 'content/blog/authors.yml': 'ada:\n\tname: A\nada:\n  name: B\n' },
    diagnostics: [
      'content/blog/authors.yml:2:1 error authors.yml is not valid YAML: Tabs are not allowed as indentation [blog/invalid-yaml]',
      'content/blog/authors.yml:3:1 error authors.yml is not valid YAML: Map keys must be unique [blog/invalid-yaml]',
    ],
  },
  {
    name: 'authors.yml: an alias bomb',
    files: { ...post, 'content/blog/authors.yml': `${ALIAS_BOMB}\nada:\n  name: Ada\n` },
    diagnostics: [
      'content/blog/authors.yml:1:1 error authors.yml cannot be read: Excessive alias count indicates a resource exhaustion attack [blog/invalid-yaml]',
    ],
  },
  {
    name: 'authors.yml: a post naming an unknown author',
    files: { ...post, 'content/blog/authors.yml': 'bob:\n  name: Bob\n' },
    diagnostics: ['content/blog/2024-01-01-hello.md:3:1 error unknown author key "ada" [blog/unknown-author]'],
  },
  {
    name: 'authors.yml: a folder where the file should be',
    files: post,
    prepare: (dir) => mkdirSync(path.join(dir, 'content/blog/authors.yml')),
    diagnostics: ['content/blog/authors.yml error content/blog/authors.yml is a folder, not a file [content/not-a-file]'],
  },
];

const DIAGNOSTIC_LINE = /^\S+ (error|warning) .* \[[\w/-]+\]$/;
// dist/ and the build cache (.docs-cache/, safe to delete, ignored by git) are the build's own output.
const isOutput = (rel: string) => ['dist', '.docs-cache'].some((dir) => rel === dir || rel.startsWith(`${dir}${path.sep}`));

/** Waits (up to 10 s) until the previous output a build moved aside is deleted. */
async function oldOutputGone(dir: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (readdirSync(dir).some((name) => name.startsWith('dist.old-')) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

// Builds at once: enough to overlap their waits, few enough for a small shared machine.
const PARALLEL = 3;
let running = 0;
const waiting: (() => void)[] = [];
async function slot(): Promise<() => void> {
  if (running >= PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

/** Runs `docs build` in a folder; a build still running after `ms` is killed and reported as a hang. */
function buildWithin(dir: string, ms: number): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'bin', 'docs.js'), 'build'], { cwd: dir, env: { ...process.env, NO_COLOR: '1' } });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.stdout.resume();
    const timer = setTimeout(() => {
      stderr += `\n(the build was still running after ${ms} ms: a hang)`;
      child.kill('SIGKILL');
    }, ms);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, stderr });
    });
  });
}

/** Writes the base site plus a case's files into a fresh folder, with a previous build in dist/. */
function makeSite(files: Record<string, string | Buffer | null> = {}, prepare?: (dir: string) => void): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-robust-'));
  for (const [rel, text] of Object.entries({ ...BASE, ...files })) {
    if (text === null) continue;
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  // Stands in for the last good build: a failed build must leave it as it was.
  mkdirSync(path.join(dir, 'dist', 'docs'), { recursive: true });
  writeFileSync(path.join(dir, 'dist', 'index.html'), '<p>the previous build</p>');
  writeFileSync(path.join(dir, 'dist', 'docs', 'index.html'), '<p>the previous docs</p>');
  // The marker a build leaves, without which the next build would refuse the folder as not its own.
  writeFileSync(path.join(dir, 'dist', '.docs-build'), '{"generator":"docs-kiln","shared":false,"entries":["docs","index.html"]}\n');
  prepare?.(dir);
  return dir;
}

describe('bad input gets an exact diagnostic, and the site and the previous build stay untouched', () => {
  it('has at least 40 cases', () => expect(cases.length).toBeGreaterThanOrEqual(40));

  it.concurrent.each(cases.map((c) => [c.name, c] as const))(
    '%s',
    async (_name, c) => {
      const release = await slot();
      const dir = makeSite(c.files, c.prepare);
      try {
        const siteBefore = treeHash(dir, isOutput);
        const distBefore = treeHash(path.join(dir, 'dist'));
        const result = await buildWithin(dir, c.timeout ?? 60_000);
        const printed = result.stderr.split('\n').filter((line) => DIAGNOSTIC_LINE.test(line));
        expect({ code: result.code, diagnostics: printed }, result.stderr).toEqual({ code: c.code ?? 1, diagnostics: c.diagnostics });
        expect(result.stderr).not.toContain('Internal error');
        // Nothing outside dist/ changed: no file written beside it, no temp folder left behind.
        // (A successful build hands the previous dist/ to a detached `rm -rf` as dist.old-<pid>;
        // on a busy machine that can outlive the build by a moment.)
        await oldOutputGone(dir);
        expect(treeHash(dir, isOutput)).toBe(siteBefore);
        if ((c.code ?? 1) !== 0) {
          expect(result.stderr).toContain(`${c.diagnostics.length} error${c.diagnostics.length === 1 ? '' : 's'} found.`);
          expect(treeHash(path.join(dir, 'dist'))).toBe(distBefore);
        } else {
          expect(existsSync(path.join(dir, 'dist', 'docs', 'intro', 'index.html'))).toBe(true);
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
        release();
      }
    },
    600_000,
  );
});
