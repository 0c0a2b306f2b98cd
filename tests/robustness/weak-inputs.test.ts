import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { treeHash } from '../helpers/tree-hash.js';
import { diagnosticLines, doc, isOutput, makeWeakSite, runDocs } from '../helpers/weak-site.js';

/** One weak input: files over the small site, and what the build prints and how it ends. */
interface Case {
  name: string;
  files?: Record<string, string | Buffer | null>;
  env?: Record<string, string>;
  /** Every diagnostic line, exactly, in order. */
  diagnostics: string[];
  /** Exit code: 1 unless only warnings are expected. */
  code?: number;
  /** How long the build may take at most (it used to hang, or take minutes). */
  within?: number;
  /** What a successful build must have written, relative to dist/. */
  written?: string[];
}

// A second and a half: an endless loop is stopped after it, not after the default 30 s.
const QUICK_LIMIT = { DOCS_TIME_LIMIT_MS: '1500' };
const LOOP_EXPRESSION = '{(() => { while (true) {} })()}';
const manyDocs = (n: number) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`content/docs/many/doc-${i}.md`, doc(`Text ${i}.`, `title: Doc ${i}`)]));
const post = (frontMatter: string) => ({ 'content/blog/2024-01-01-hello.md': doc('Hi.', `title: Hello\n${frontMatter}`) });

const cases: Case[] = [
  // --- code of the site that never returns ---
  {
    name: 'an MDX expression that never returns (rendered on the main thread)',
    env: QUICK_LIMIT,
    files: { 'content/docs/loop.mdx': doc(`Before.\n\n${LOOP_EXPRESSION}\n`, 'title: Loop') },
    diagnostics: ['content/docs/loop.mdx error rendering /docs/loop did not finish within 1.5 s: its code never returns (an endless loop?) [code/time-limit]'],
    within: 60_000,
  },
  {
    name: 'an MDX expression that never returns (rendered in a worker thread of a large site)',
    env: QUICK_LIMIT,
    files: { ...manyDocs(160), 'content/docs/loop.mdx': doc(`Before.\n\n${LOOP_EXPRESSION}\n`, 'title: Loop') },
    diagnostics: ['content/docs/loop.mdx error rendering /docs/loop did not finish within 1.5 s: its code never returns (an endless loop?) [code/time-limit]'],
    within: 120_000,
  },
  {
    name: 'a theme override that never returns',
    env: QUICK_LIMIT,
    files: { 'theme/Footer.tsx': 'export function Footer() {\n  while (true) {}\n}\n' },
    diagnostics: [
      'theme/Footer.tsx error rendering /docs/intro did not finish within 1.5 s: the page runs no code of its own, so the theme override theme/Footer.tsx never returns (an endless loop?) [code/time-limit]',
    ],
    within: 60_000,
  },
  {
    name: 'a sidebars.js that never returns',
    env: QUICK_LIMIT,
    files: {
      'site.config.json':
        '{\n  "title": "Weak",\n  "url": "https://weak.example",\n  "contentDir": "content",\n  "docs": { "sidebarPath": "content/sidebars.js" }\n}\n',
      'content/sidebars.js': 'while (true) {}\nmodule.exports = { docs: ["intro"] };\n',
    },
    diagnostics: ['content/sidebars.js error the sidebars file did not finish within 1.5 s: its code never returns (an endless loop?) [code/time-limit]'],
    within: 60_000,
  },

  // --- front matter ---
  {
    name: 'front matter keys named like properties of every JavaScript object',
    files: {
      'content/docs/a.md': doc('A.', 'title: A\ntoString: x\nconstructor: y'),
      ...post('toString: x\nconstructor: y'),
      'content/pages/p.md': doc('P.', 'title: P\ntoString: x\nconstructor: y'),
    },
    diagnostics: [
      'content/docs/a.md:3:1 warning `toString` is not a front matter key of docs; the page ignores it [docs/unknown-front-matter]',
      'content/docs/a.md:4:1 warning `constructor` is not a front matter key of docs; the page ignores it [docs/unknown-front-matter]',
    ],
    code: 0,
    written: ['docs/a/index.html', 'blog/2024/01/01/hello/index.html', 'p/index.html'],
  },
  {
    name: 'a front matter key __proto__',
    files: { 'content/docs/a.md': doc('A.', 'title: A\n__proto__: { polluted: true }') },
    diagnostics: [
      'content/docs/a.md:3:1 error `__proto__` cannot be a front matter key: JavaScript gives the name a meaning of its own [markdown/front-matter]',
    ],
  },
  {
    name: 'a post date that is not in the calendar',
    files: post('date: 2024-02-30'),
    diagnostics: [
      'content/blog/2024-01-01-hello.md:3:1 error the date of this post, 2024-02-30, is not in the calendar: February 2024 has 29 days [blog/invalid-date]',
    ],
  },
  {
    name: 'a last update date that is not in the calendar',
    files: { 'content/docs/a.md': doc('A.', 'title: A\nlast_update:\n  date: 2023-04-31') },
    diagnostics: [
      'content/docs/a.md:3:1 error Invalid value for `last_update` in front matter: expected an object whose `date` is in the calendar (2023-04-31 is not: April 2023 has 30 days), received an object [docs/invalid-front-matter]',
    ],
  },

  // --- tags ---
  {
    name: 'a tag that slugifies to nothing lands on the tags page',
    files: { 'content/docs/a.md': doc('A.', 'title: A\ntags: ["🚀", ".."]') },
    diagnostics: [
      'content/docs/a.md:3:1 error two pages are served at /docs/tags: the tags page and the page of the tag ".." (content/docs/a.md) [routes/duplicate-route]',
    ],
  },
  {
    name: 'a blog tag that slugifies to nothing lands on the tags page',
    files: post('tags: ["..."]'),
    diagnostics: [
      'content/blog/2024-01-01-hello.md:3:1 error two pages are served at /blog/tags: the tags page and the page of the tag "..." (content/blog/2024-01-01-hello.md) [routes/duplicate-route]',
    ],
  },
  {
    name: 'tags are slugified as Docusaurus does (an emoji keeps its own page)',
    files: { 'content/docs/a.md': doc('A.', 'title: A\ntags: ["🚀", "Launch Week", "v2.0", "camelCase"]') },
    diagnostics: [],
    code: 0,
    written: [
      'docs/tags/🚀/index.html',
      'docs/tags/launch-week/index.html',
      'docs/tags/v-2-0/index.html',
      'docs/tags/camel-case/index.html',
      'docs/tags/index.html',
    ],
  },

  // --- file names a URL cannot hold as they are ---
  {
    name: 'doc file names with %, #, ? and a newline',
    files: {
      'content/docs/100%.md': doc('P.'),
      'content/docs/a#b.md': doc('H.'),
      'content/docs/why?.md': doc('Q.'),
      'content/docs/new\nline.md': doc('N.'),
    },
    diagnostics: [
      'content/docs/100%.md:1:1 error the page path /docs/100% (from content/docs/100%.md) holds "%", which a URL cannot hold as it is [routes/invalid-path]',
      'content/docs/a#b.md:1:1 error the page path /docs/a#b (from content/docs/a#b.md) holds "#", which a URL cannot hold as it is [routes/invalid-path]',
      'content/docs/new\\nline.md:1:1 error the page path /docs/new\\nline (from content/docs/new\\nline.md) holds a line break, which a URL cannot hold as it is [routes/invalid-path]',
      'content/docs/why?.md:1:1 error the page path /docs/why? (from content/docs/why?.md) holds "?", which a URL cannot hold as it is [routes/invalid-path]',
    ],
  },
  {
    name: 'a slug with a ?',
    files: { 'content/docs/a.md': doc('A.', 'title: A\nslug: /what?') },
    diagnostics: [
      'content/docs/a.md:3:1 error the page path /docs/what? (from content/docs/a.md) holds "?", which a URL cannot hold as it is [routes/invalid-path]',
    ],
  },

  // --- theme/ ---
  {
    name: 'a file in theme/ that names no component',
    files: { 'theme/Fotter.tsx': 'export function Fotter() {\n  return null;\n}\n' },
    diagnostics: [
      'theme/Fotter.tsx:1:1 warning theme/Fotter.tsx replaces no component of the theme, so no page uses it; did you mean Footer? [theme/unknown-override]',
    ],
    code: 0,
    written: ['docs/intro/index.html'],
  },
  {
    name: 'a helper in theme/ that an override imports is no unknown override',
    files: {
      'theme/Footer.tsx': "import { note } from './footerNote';\n\nexport function Footer() {\n  return <footer>{note}</footer>;\n}\n",
      'theme/footerNote.ts': "export const note = 'Made with care.';\n",
    },
    diagnostics: [],
    code: 0,
    written: ['docs/intro/index.html'],
  },

  // --- inputs whose parse time grows faster than their size ---
  {
    name: '60 KB of nested emphasis openers',
    files: { 'content/docs/a.md': doc(`${'*a '.repeat(20_000)}\n`) },
    diagnostics: ['content/docs/a.md:5:301 error emphasis marks are nested more than 100 levels deep here [markdown/too-deep]'],
    within: 30_000,
  },
  {
    // Openers and then closers: the parser's time grows with the cube of the depth (minutes at this size).
    name: '60 KB of emphasis nested 10,000 deep',
    files: { 'content/docs/a.md': doc(`${'*a '.repeat(10_000)}${'a* '.repeat(10_000)}\n`) },
    diagnostics: ['content/docs/a.md:5:301 error emphasis marks are nested more than 100 levels deep here [markdown/too-deep]'],
    within: 30_000,
  },
  {
    name: '60 KB of nested link openers',
    files: { 'content/docs/a.md': doc(`${'[a '.repeat(20_000)}\n`) },
    diagnostics: ['content/docs/a.md:5:301 error link brackets are nested more than 100 levels deep here [markdown/too-deep]'],
    within: 30_000,
  },
  {
    name: '60 KB of nested quotes with spaces between',
    files: { 'content/docs/a.md': doc(`${'> '.repeat(30_000)}x\n`) },
    diagnostics: ['content/docs/a.md:5:201 error quotes and list items are nested more than 100 levels deep here [markdown/too-deep]'],
    within: 30_000,
  },
];

// Builds at once: few enough for a small shared machine.
const PARALLEL = 2;
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

describe('weak inputs get a clear diagnostic, and the site and the previous build stay untouched', () => {
  it.concurrent.each(cases.map((c) => [c.name, c] as const))(
    '%s',
    async (_name, c) => {
      const release = await slot();
      const dir = makeWeakSite(c.files);
      try {
        const siteBefore = treeHash(dir, isOutput);
        const distBefore = treeHash(path.join(dir, 'dist'));
        const result = await runDocs(dir, ['build'], { env: c.env, ms: c.within ?? 120_000 });
        expect({ code: result.code, diagnostics: diagnosticLines(result.stderr) }, result.stderr).toEqual({ code: c.code ?? 1, diagnostics: c.diagnostics });
        expect(result.stderr).not.toContain('Internal error');
        expect(result.stderr).not.toMatch(/^\s+at /m);
        await oldOutputGone(dir);
        expect(treeHash(dir, isOutput)).toBe(siteBefore);
        if ((c.code ?? 1) !== 0) expect(treeHash(path.join(dir, 'dist'))).toBe(distBefore);
        for (const rel of c.written ?? []) expect(existsSync(path.join(dir, 'dist', rel)), rel).toBe(true);
      } finally {
        rmSync(dir, { recursive: true, force: true });
        release();
      }
    },
    600_000,
  );
});

/** Waits (up to 10 s) until the previous output a successful build moved aside is deleted. */
async function oldOutputGone(dir: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (readdirSync(dir).some((name) => name.startsWith('dist.old-')) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}
