#!/usr/bin/env node
// The static search index a built site ships (dist/search-index.json), on the reference
// corpus (bench/corpus.mjs): its size (raw, gzip, brotli), what the first search costs the
// browser (parse, decode, build the engine), and query latency as a reader types, with the
// modal's request (contextual facet filters, highlight, snippets, 20 hits). Runs the same
// browser code (shared/search/client.ts, bundled here with esbuild) in Node's V8.
// Prints figures; asserts nothing.
//
//   node bench/search-index.mjs [--corpus bench/.corpus] [--build] [--runs 5]
//
// Without dist/search-index.json in the corpus (or with --build), runs `docs build` first;
// without the corpus, writes it with bench/corpus.mjs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoDir = path.resolve(benchDir, '..');
const outDir = path.join(benchDir, '.out');

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const corpusDir = path.resolve(option('--corpus', path.join(benchDir, '.corpus')));
const runs = Number(option('--runs', '5'));
const indexFile = path.join(corpusDir, 'dist', 'search-index.json');

// Words of the corpus vocabulary, one typo each, a phrase, and words it never uses.
const QUERIES = [
  'authentication',
  'database migration',
  'websockets',
  'configure the cache',
  'session token',
  'deploymnet',
  'pagination cursor',
  'hydration',
  'background-jobs',
  'zebra quantum',
];

const ms = (n) => `${n.toFixed(n < 10 ? 2 : 1)} ms`;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function percentile(values, p) {
  const list = [...values].sort((a, b) => a - b);
  if (!list.length) return NaN;
  return list[Math.min(list.length - 1, Math.floor((p / 100) * list.length))];
}

function median(values) {
  return percentile(values, 50);
}

function run(command, argv, cwd) {
  const result = spawnSync(command, argv, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`${path.basename(command)} ${argv.join(' ')} failed with ${result.status}`);
  }
  return result.stdout;
}

function prepareCorpus() {
  if (!existsSync(path.join(corpusDir, 'site.config.json'))) {
    console.log(`Writing the reference corpus into ${path.relative(process.cwd(), corpusDir)}...`);
    run(process.execPath, [path.join(benchDir, 'corpus.mjs'), corpusDir], repoDir);
  }
  let searchStage;
  if (flag('--build') || !existsSync(indexFile)) {
    console.log('Building the corpus with docs build...');
    const out = run(process.execPath, [path.join(repoDir, 'bin', 'docs.js'), 'build', '--verbose'], corpusDir);
    const stage = /^\s*search\s+([\d.]+) ms/m.exec(out);
    searchStage = stage ? Number(stage[1]) : undefined;
    process.stdout.write(
      out
        .split('\n')
        .filter((l) => /Built|search/.test(l))
        .map((l) => `  ${l.trim()}\n`)
        .join(''),
    );
  }
  return searchStage;
}

/** The browser's search client code, bundled to a module Node can import. */
async function loadClientModule() {
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, 'search-client.mjs');
  await build({
    entryPoints: [path.join(repoDir, 'src', 'shared', 'search', 'client.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    outfile: file,
    logLevel: 'warning',
  });
  return import(`${pathToFileURL(file).href}?t=${Date.now()}`);
}

/** The request the modal sends for a query (DocSearch's defaults plus contextual filters). */
function modalRequest(indexName, query, tags) {
  return {
    requests: [
      {
        indexName,
        query,
        attributesToRetrieve: [
          'hierarchy.lvl0',
          'hierarchy.lvl1',
          'hierarchy.lvl2',
          'hierarchy.lvl3',
          'hierarchy.lvl4',
          'hierarchy.lvl5',
          'hierarchy.lvl6',
          'content',
          'type',
          'url',
        ],
        attributesToSnippet: [
          'hierarchy.lvl1:15',
          'hierarchy.lvl2:15',
          'hierarchy.lvl3:15',
          'hierarchy.lvl4:15',
          'hierarchy.lvl5:15',
          'hierarchy.lvl6:15',
          'content:15',
        ],
        snippetEllipsisText: '…',
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        hitsPerPage: 20,
        facetFilters: ['language:en', tags.map((t) => `docusaurus_tag:${t}`)],
      },
    ],
  };
}

async function main() {
  const searchStage = prepareCorpus();
  const text = readFileSync(indexFile, 'utf8');
  const raw = Buffer.byteLength(text);
  const gzip = gzipSync(text, { level: 9 }).length;
  const brotli = brotliCompressSync(text).length;
  const client = await loadClientModule();

  // What the first search costs: parse the fetched JSON, decode it, index it.
  const parseTimes = [];
  const decodeTimes = [];
  let data;
  let engine;
  for (let i = 0; i < runs; i++) {
    let t = performance.now();
    data = JSON.parse(text);
    parseTimes.push(performance.now() - t);
    t = performance.now();
    engine = client.engineFromStaticIndex(data);
    // Include one query, in case the engine finishes indexing on first use.
    await engine.search({ requests: [{ indexName: data.indexName, query: 'a', hitsPerPage: 1 }] });
    decodeTimes.push(performance.now() - t);
  }
  // A page's ops: a content record is one number, a heading record three (see static-index.ts).
  let records = 0;
  for (const page of data.pages) {
    if (page[6]) records += page[6].length;
    else for (let i = 0; i < page[5].length; i += page[5][i] < 0 ? 3 : 1) records++;
  }

  // Contextual filters of a page of the latest docs version.
  const tagOfVersion = new Map();
  for (const [, , tagRefs] of data.facets) for (const ref of tagRefs) tagOfVersion.set(data.strings[ref - 1], true);
  const docTags = [...tagOfVersion.keys()].filter((t) => t.startsWith('docs-'));
  const latestTag = docTags.includes('docs-default-current') ? 'docs-default-current' : docTags[0];
  const tags = ['default', 'blog_posts_list', ...(latestTag ? [latestTag] : [])];

  const localClient = client.createSearchClientFromIndex(engine);
  const keystrokes = [];
  const perQuery = [];
  for (const query of QUERIES) {
    let last;
    for (let i = 1; i <= query.length; i++) {
      const prefix = query.slice(0, i);
      const t = performance.now();
      last = await localClient.search(modalRequest(data.indexName, prefix, tags));
      keystrokes.push(performance.now() - t);
    }
    const result = last.results[0];
    perQuery.push({ query, nbHits: result.nbHits, top: result.hits[0]?.hierarchy?.lvl1 ?? '' });
  }

  console.log(
    `\nStatic search index of ${path.relative(process.cwd(), corpusDir) || corpusDir} (${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(2)})`,
  );
  console.log(`  pages ${data.pages.length}, records ${records}, distinct strings ${data.strings.length}`);
  console.log(
    `  size          ${kb(raw)} raw, ${kb(gzip)} gzip, ${kb(brotli)} brotli   (${path.relative(process.cwd(), indexFile)}, ${statSync(indexFile).mtime.toISOString()})`,
  );
  if (searchStage !== undefined) console.log(`  build stage   search ${ms(searchStage)}`);
  console.log(`  first search  JSON.parse ${ms(median(parseTimes))} + decode and index ${ms(median(decodeTimes))} (median of ${runs})`);
  console.log(
    `  per keystroke median ${ms(median(keystrokes))}, p95 ${ms(percentile(keystrokes, 95))}, max ${ms(Math.max(...keystrokes))} over ${keystrokes.length} queries (typing ${QUERIES.length} queries letter by letter)`,
  );
  console.log('\n  query                     hits  top result');
  for (const q of perQuery) console.log(`  ${q.query.padEnd(24)} ${String(q.nbHits).padStart(5)}  ${q.top}`);

  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    path.join(outDir, 'search-index.json'),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        pages: data.pages.length,
        records,
        bytes: { raw, gzip, brotli },
        searchStageMs: searchStage,
        parseMs: median(parseTimes),
        decodeMs: median(decodeTimes),
        keystrokeMs: { median: median(keystrokes), p95: percentile(keystrokes, 95), max: Math.max(...keystrokes), count: keystrokes.length },
        queries: perQuery,
      },
      null,
      2,
    ),
  );
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
