import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walkFiles } from '../../src/files/walk.js';
import { repoRoot } from '../helpers/fixture.js';

// A fixed seed keeps CI reproducible; FUZZ_SEED=<n> FUZZ_CASES=<n> explores further by hand.
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const CASES = Number(process.env.FUZZ_CASES ?? 1000);
// A case that takes longer than this is a hang: an excerpt renders in milliseconds (the limit
// leaves room for a machine busy with other builds).
const CASE_LIMIT_MS = 3000;
const MAX_INPUT = 6000;

const TOKENS = [
  '<',
  '>',
  '{',
  '}',
  ':::',
  ':::tip',
  ':::note[Title]',
  ':::',
  '```',
  '```js title="a.js" {1,3}',
  '`',
  '[',
  ']',
  '(',
  ')',
  '![',
  '](',
  '<Tabs>',
  '</Tabs>',
  '<TabItem value="a" label="A">',
  '</TabItem>',
  '<details>',
  '</details>',
  '<div>',
  '</div>',
  '<br/>',
  '<!--',
  '-->',
  '<!--truncate-->',
  '---',
  '\n',
  '\n\n',
  '*',
  '**',
  '_',
  '#',
  '## ',
  '{#id}',
  '|',
  '| --- |',
  '!',
  '&',
  '&amp;',
  '\\',
  '\t',
  '> ',
  '- ',
  '1. ',
  '- [ ] ',
  '$',
  '"',
  "'",
  '=',
  '<Foo bar={1}>',
  '{/* c */}',
  'import X from "./x";\n',
  'export const a = 1;\n',
  'https://example.com',
  '[x]: /docs/intro',
  '[^1]',
  '~~',
  '\u00a0',
  '\ud83d\ude00',
  '\r\n',
];

/** mulberry32: a small seeded PRNG, so every case can be replayed from its seed. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One input: an excerpt of a real doc (sometimes with its front matter) after 1–8 random edits. */
function mutate(docs: string[], seed: number): string {
  const rand = prng(seed);
  const int = (n: number) => Math.floor(rand() * n);
  const doc = docs[int(docs.length)]!;
  let text: string;
  if (rand() < 0.3 || doc.length <= MAX_INPUT / 2) text = doc.slice(0, MAX_INPUT / 2);
  else {
    // A window starting at a line, so block structure is realistic.
    const from = doc.lastIndexOf('\n', int(doc.length - MAX_INPUT / 2)) + 1;
    text = doc.slice(from, from + MAX_INPUT / 2);
  }
  const edits = 1 + int(8);
  for (let e = 0; e < edits; e++) {
    const at = int(text.length + 1);
    const len = 1 + int(Math.min(200, text.length + 1));
    switch (int(5)) {
      case 0: // delete a slice
        text = text.slice(0, at) + text.slice(at + len);
        break;
      case 1: // insert a token, sometimes many times
        text = text.slice(0, at) + TOKENS[int(TOKENS.length)]!.repeat(rand() < 0.1 ? 1 + int(40) : 1) + text.slice(at);
        break;
      case 2: // duplicate a slice
        text = text.slice(0, at) + text.slice(at, at + len) + text.slice(at);
        break;
      case 3: {
        // swap two slices
        const other = int(text.length + 1);
        const [a, b] = at < other ? [at, other] : [other, at];
        const l = Math.min(len, b - a);
        text = text.slice(0, a) + text.slice(b, b + l) + text.slice(a + l, b) + text.slice(a, a + l) + text.slice(b + l);
        break;
      }
      default: // truncate
        text = text.slice(0, at);
    }
    if (text.length > MAX_INPUT) text = text.slice(0, MAX_INPUT);
  }
  return text;
}

type Outcome = { outcome: 'page' | 'diagnostic' } | { outcome: 'crash'; error: string };

describe('markdown fuzzing', () => {
  let workerFile: string;
  let worker: Worker;
  let docs: string[];

  beforeAll(async () => {
    // The worker runs the TypeScript sources: bundle them once beside node_modules, so packages resolve.
    workerFile = path.join(repoRoot, 'node_modules', '.cache', 'docs-fuzz', 'fuzz-worker.mjs');
    await build({
      entryPoints: [path.join(repoRoot, 'tests', 'robustness', 'fuzz-worker.ts')],
      outfile: workerFile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      define: { __DOCS_VERSION__: '"fuzz"' },
      logLevel: 'warning',
    });
    docs = walkFiles(path.join(repoRoot, 'content', 'docs'), (n) => /\.mdx?$/.test(n)).map((f) => readFileSync(f, 'utf8'));
    // As the CLI runs: without the "development" export condition vitest runs under (it turns on dev-only assertions of dependencies).
    worker = new Worker(workerFile, { execArgv: [] });
  });
  afterAll(() => worker?.terminate());

  const run = (source: string) =>
    new Promise<Outcome | 'hang'>((resolve) => {
      const timer = setTimeout(() => resolve('hang'), CASE_LIMIT_MS);
      worker.once('message', (m: Outcome) => {
        clearTimeout(timer);
        resolve(m);
      });
      worker.postMessage(source);
    });

  it(`${CASES} mutations of the bundled docs give a page or a diagnostic, never a crash or a hang (seed ${SEED})`, async () => {
    expect(docs.length).toBeGreaterThan(20);
    // The first call loads grammars and warms the JIT: not part of any case's time.
    worker.postMessage(docs[0]);
    await new Promise((resolve) => worker.once('message', resolve));
    const counts = { page: 0, diagnostic: 0 };
    for (let i = 0; i < CASES; i++) {
      const seed = SEED + i;
      const input = mutate(docs, seed);
      const result = await run(input);
      if (result === 'hang' || result.outcome === 'crash') {
        const what = result === 'hang' ? `took more than ${CASE_LIMIT_MS} ms` : `crashed:\n${result.error}`;
        throw new Error(`case seed ${seed} ${what}\n--- input (${input.length} chars) ---\n${input}\n--- end of input ---`);
      }
      counts[result.outcome]++;
    }
    // Both outcomes must occur, or the mutations are too timid (or too destructive) to test anything.
    expect(counts.page).toBeGreaterThan(CASES / 10);
    expect(counts.diagnostic).toBeGreaterThan(CASES / 100);
  }, 240_000);
});
