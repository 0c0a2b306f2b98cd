#!/usr/bin/env node
// Markdown parsing on the corpus: micromark with micromark-extension-gfm as published
// against our GFM syntax (src/markdown/gfm-syntax.ts: the extension expectGfm() chooses for
// each text), which tries literal autolinks and table head rows only where the text can hold one. Each distinct text of the corpus
// (front matter left out) is parsed as markdown, each variant in a process of its own (as a
// build runs only one), alternating over several rounds; prints the median time of a
// round for the tokenizer alone and for the whole parse to mdast, and checks that both give
// the same trees. A third variant adds the container directive syntax (`:::` admonitions,
// src/markdown/directive-admonitions.ts) to ours: what parsing admonitions costs.
//
//   node bench/parse.mjs [--corpus bench/.corpus] [--rounds 5]
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const corpus = path.resolve(arg('corpus', path.join(repoDir, 'bench/.corpus')));
const rounds = Number(arg('rounds', 5));

const require = createRequire(path.join(repoDir, 'package.json'));
const load = async (name) => import(pathToFileURL(require.resolve(name)).href);
const { parse, postprocess, preprocess } = await load('micromark');
const { fromMarkdown } = await load('mdast-util-from-markdown');
const { gfmFromMarkdown } = await load('mdast-util-gfm');
const { gfm } = await load('micromark-extension-gfm');
const { directiveFromMarkdown } = await load('mdast-util-directive');

// Our extension, compiled from its source once for this run; the child processes import the
// parent's copy (--module), which the parent removes when they are done.
let ours = arg('module');
let tmp;
if (!ours) {
  // Inside the repository, so that its imports resolve to the project's node_modules.
  mkdirSync(path.join(repoDir, 'bench/.out'), { recursive: true });
  tmp = mkdtempSync(path.join(repoDir, 'bench/.out/parse-'));
  ours = path.join(tmp, 'gfm-syntax.mjs');
  const stdin = {
    contents: "export * from './src/markdown/gfm-syntax.ts'; export { containerDirectiveSyntax } from './src/markdown/directive-admonitions.ts';",
    resolveDir: repoDir,
    loader: 'ts',
  };
  await build({
    stdin,
    bundle: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    outfile: ours,
    logLevel: 'error',
    absWorkingDir: repoDir,
    nodePaths: [path.join(repoDir, 'node_modules')],
  });
}
const { expectGfm, forgetGfm, containerDirectiveSyntax } = await import(pathToFileURL(ours).href);

const files = [];
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (/\.mdx?$/.test(entry.name)) files.push(file);
  }
};
walk(path.join(corpus, 'content'));
const texts = new Map();
for (const file of files) {
  const text = readFileSync(file, 'utf8').replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
  texts.set(createHash('sha1').update(text).digest('hex'), text);
}
const all = [...texts.values()];
const megabytes = all.reduce((sum, t) => sum + t.length, 0) / 2 ** 20;
if (!arg('variant'))
  console.log(
    `Corpus: ${path.relative(process.cwd(), corpus) || corpus}, ${files.length} markdown files, ${all.length} distinct texts, ${megabytes.toFixed(1)} MB`,
  );

const stock = gfm();
const mdast = gfmFromMarkdown();
// `before` returns the extensions for the text: ours are what expectGfm chose for it, as in a build.
const directives = containerDirectiveSyntax();
const variants = {
  'micromark-extension-gfm': { mdast: [mdast], before: () => [stock], after() {} },
  'gfmSyntax (ours)': { mdast: [mdast], before: (text) => [expectGfm(text)], after: forgetGfm },
  'gfmSyntax + container directives': {
    mdast: [mdast, directiveFromMarkdown()],
    before: (text) => [expectGfm(text), directives],
    after: forgetGfm,
  },
};
const tokenize = (v, text) => {
  const extensions = v.before(text);
  postprocess(
    parse({ extensions })
      .document()
      .write(preprocess()(text, undefined, true)),
  );
  v.after();
};
const toMdast = (v, text) => {
  const extensions = v.before(text);
  const tree = fromMarkdown(text, { extensions, mdastExtensions: v.mdast });
  v.after();
  return tree;
};

const variant = arg('variant');
if (variant) {
  // A child: one variant alone in its process (both in one process slow each other down:
  // micromark's functions see the constructs of both and V8 optimises them for neither).
  const v = Object.values(variants)[Number(variant)];
  const result = { tokenize: [], mdast: [] };
  for (const text of all.slice(0, 50)) toMdast(v, text);
  for (let round = 0; round < 2; round++) {
    let start = performance.now();
    for (const text of all) tokenize(v, text);
    result.tokenize.push(performance.now() - start);
    start = performance.now();
    for (const text of all) toMdast(v, text);
    result.mdast.push(performance.now() - start);
  }
  process.stdout.write(JSON.stringify(result));
  process.exit(0);
}

let differ = 0;
for (const text of all) if (!isDeepStrictEqual(toMdast(variants['micromark-extension-gfm'], text), toMdast(variants['gfmSyntax (ours)'], text))) differ++;
console.log(`Trees that differ: ${differ} of ${all.length}`);

const names = Object.keys(variants);
const times = Object.fromEntries(names.map((k) => [k, { tokenize: [], mdast: [] }]));
for (let round = 0; round < rounds; round++) {
  // Each round starts with the next variant, so that none always runs first.
  const order = names.map((_, i) => (i + round) % names.length);
  for (const index of order) {
    const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--corpus', corpus, '--variant', String(index), '--module', ours], {
      encoding: 'utf8',
      maxBuffer: 1 << 20,
    });
    if (child.status !== 0) throw new Error(child.stderr);
    const result = JSON.parse(child.stdout);
    // The second pass of each process: warmed up.
    times[names[index]].tokenize.push(result.tokenize[1]);
    times[names[index]].mdast.push(result.mdast[1]);
  }
}
rmSync(tmp, { recursive: true, force: true });
const median = (list) => [...list].sort((a, b) => a - b)[list.length >> 1];
console.log(`\nMedian of ${rounds} rounds, each variant in its own process (ms for all texts)`);
console.log(`  ${''.padEnd(40)} ${'tokenizer'.padStart(9)} ${'to mdast'.padStart(10)}`);
for (const [name, t] of Object.entries(times))
  console.log(`  ${name.padEnd(40)} ${median(t.tokenize).toFixed(0).padStart(9)} ${median(t.mdast).toFixed(0).padStart(10)}`);
const [a, b, c] = Object.values(times);
console.log(
  `  ${'ratio, published / ours'.padEnd(40)} ${(median(a.tokenize) / median(b.tokenize)).toFixed(2).padStart(8)}× ${(median(a.mdast) / median(b.mdast)).toFixed(2).padStart(9)}×`,
);
console.log(
  `  ${'ratio, ours + directives / ours'.padEnd(40)} ${(median(c.tokenize) / median(b.tokenize)).toFixed(2).padStart(8)}× ${(median(c.mdast) / median(b.mdast)).toFixed(2).padStart(9)}×`,
);
