#!/usr/bin/env node
// Static search of a built site, in a real browser, on the reference corpus (bench/corpus.mjs):
// our engine with the whole index (search-index.json, what sites shipped before), our engine
// with the split index (search-index/, what the site loads now) and Pagefind (the static
// search library Starlight uses), indexing the same pages. For each: index size on disk,
// what the first query and a second one transfer (gzip bytes and requests, index data and
// code apart), query latency in Chromium, and ranking on title queries (the page whose
// title is the query, spelled right and with one typo, should come first). Prints figures;
// asserts nothing.
//
//   node bench/search.mjs [--corpus bench/.corpus] [--build] [--no-pagefind]
//
// Pagefind is installed into bench/.pagefind/ on first use (npm registry; the binary comes in
// the @pagefind/linux-x64 package), never into the project's dependencies. Contextual search
// is the modal's: the latest docs version plus the pages outside the docs (Pagefind gets the
// same pages through a filter on the docsearch:docusaurus_tag meta tag, and indexes the
// same article element). Pagefind answers pages, so a query's results are counted as shown
// once the first 10 pages' data are loaded; ours answer 20 records (sections), grouped by page.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoDir = path.resolve(benchDir, '..');
const outDir = path.join(benchDir, '.out');
const pagefindDir = path.join(benchDir, '.pagefind');
const PAGEFIND_VERSION = '1.6.0';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const corpusDir = path.resolve(option('--corpus', path.join(benchDir, '.corpus')));
const distDir = path.join(corpusDir, 'dist');
const withPagefind = !flag('--no-pagefind');

// First queries a reader might type (each measured in a fresh browser profile), then a second one.
const FIRST_QUERIES = ['authentication', 'deploy', 'database migration', 'configure the cache', 'how to deploy', 'a', 'the', 'zebra quantum'];
const SECOND_QUERY = 'session token';
// For latency once the pieces are loaded.
const WARM_QUERIES = [
  'authentication',
  'database',
  'database migration',
  'websockets',
  'deploymnet',
  'pagination cursor',
  'configure the cache',
  'job',
  'api',
  'session token',
];

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;
const median = (values) => {
  const list = [...values].sort((a, b) => a - b);
  return list.length ? list[Math.floor(list.length / 2)] : NaN;
};

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
  if (flag('--build') || !existsSync(path.join(distDir, 'search-index', 'manifest.json'))) {
    console.log('Building the corpus with docs build...');
    const out = run(process.execPath, [path.join(repoDir, 'bin', 'docs.js'), 'build', '--verbose'], corpusDir);
    process.stdout.write(
      out
        .split('\n')
        .filter((l) => /Built|search/.test(l))
        .map((l) => `  ${l.trim()}\n`)
        .join(''),
    );
  }
}

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? walk(p) : [p];
  });
}

/** Total size of the files of a folder: raw, and gzip of each file (as a server sends them). */
function folderSize(dir, filter = () => true) {
  let raw = 0;
  let gzip = 0;
  let files = 0;
  for (const file of walk(dir).filter(filter)) {
    const bytes = readFileSync(file);
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
    files++;
  }
  return { raw, gzip, files };
}

function installPagefind() {
  const entry = path.join(pagefindDir, 'node_modules', 'pagefind', 'lib', 'index.js');
  if (!existsSync(entry)) {
    console.log(`Installing pagefind@${PAGEFIND_VERSION} into ${path.relative(process.cwd(), pagefindDir)}...`);
    mkdirSync(pagefindDir, { recursive: true });
    writeFileSync(path.join(pagefindDir, 'package.json'), JSON.stringify({ private: true, name: 'pagefind-bench' }));
    const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', `pagefind@${PAGEFIND_VERSION}`], {
      cwd: pagefindDir,
      stdio: 'inherit',
    });
    if (npm.status !== 0) throw new Error('npm install of pagefind failed');
  }
  return entry;
}

/** Indexes the corpus' searchable pages with Pagefind's Node API; returns the bundle folder and the time it took. */
async function buildPagefind(entry) {
  const pagefind = await import(pathToFileURL(entry).href);
  const bundle = path.join(outDir, 'pagefind');
  rmSync(bundle, { recursive: true, force: true });
  const started = performance.now();
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  let pages = 0;
  for (const file of walk(distDir).filter((f) => f.endsWith('.html'))) {
    let html = readFileSync(file, 'utf8');
    if (!html.includes('data-search-content')) continue;
    // The element our index reads, and the search tag as a filter.
    html = html
      .replace('data-search-content="true"', 'data-search-content="true" data-pagefind-body')
      .replace('<meta name="docsearch:docusaurus_tag"', '<meta data-pagefind-filter="tag[content]" name="docsearch:docusaurus_tag"');
    const rel = path.relative(distDir, file).split(path.sep).join('/');
    const url = `/${rel.replace(/(^|\/)index\.html$/, '$1')}`;
    const added = await index.addHTMLFile({ url, content: html });
    if (added.errors?.length) throw new Error(`pagefind: ${added.errors.join('; ')}`);
    pages++;
  }
  const written = await index.writeFiles({ outputPath: bundle });
  if (written.errors?.length) throw new Error(`pagefind: ${written.errors.join('; ')}`);
  const seconds = (performance.now() - started) / 1000;
  await pagefind.close();
  return { bundle, pages, seconds };
}

/** Our two clients, each bundled (minified) as the site loads it on first search: name → module text. */
async function bundleHarness() {
  const sources = {
    split: `import { createSplitSearchClient } from './shared/search/split-client.ts';
      export const create = (get) => createSplitSearchClient(get);`,
    whole: `import { createLazySearchClient } from './shared/search/client.ts';
      export const create = (get) => createLazySearchClient(() => get('search-index.json'));`,
  };
  const out = {};
  for (const [name, contents] of Object.entries(sources)) {
    const result = await build({
      stdin: { contents, resolveDir: repoDir, loader: 'ts' },
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      logLevel: 'warning',
    });
    out[name] = result.outputFiles[0].text;
  }
  return out;
}

/** A loopback server for dist/, the Pagefind bundle and the harness, gzipping like a static host and counting what it sends. */
function startServer(harness, pagefindBundle) {
  const log = [];
  const cache = new Map();
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.json': 'application/json', '.wasm': 'application/wasm', '.css': 'text/css' };
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    let body;
    let type = 'application/octet-stream';
    if (url.pathname === '/__bench/') {
      body = Buffer.from('<!doctype html><meta charset="utf-8"><title>bench</title>');
      type = 'text/html';
    } else if (/^\/__bench\/(split|whole)\.js$/.test(url.pathname)) {
      body = Buffer.from(harness[url.pathname.slice(9, -3)]);
      type = 'text/javascript';
    } else {
      const rel = decodeURIComponent(url.pathname);
      const file = rel.startsWith('/pagefind/') && pagefindBundle ? path.join(pagefindBundle, rel.slice('/pagefind/'.length)) : path.join(distDir, rel);
      if (!file.startsWith(distDir) && !(pagefindBundle && file.startsWith(pagefindBundle))) {
        res.writeHead(403).end();
        return;
      }
      if (!existsSync(file) || !statSync(file).isFile()) {
        res.writeHead(404).end();
        return;
      }
      body = readFileSync(file);
      type = types[path.extname(file)] ?? type;
    }
    // Pagefind's index files are compressed already (pf_ prefix); gzip again like a host would, counting what goes out.
    let sent = cache.get(url.pathname);
    if (!sent) cache.set(url.pathname, (sent = gzipSync(body)));
    log.push({ path: url.pathname, bytes: sent.length });
    res.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip', 'cache-control': 'no-store' });
    res.end(sent);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, log, origin: `http://127.0.0.1:${server.address().port}` })));
}

/** Which part of the transfer a request is: the engine's code, or index data. */
function isCode(p) {
  return /^\/__bench\/.+\.js$/.test(p) || /^\/pagefind\/[^/]*\.js$/.test(p) || /^\/pagefind\/wasm\./.test(p);
}

function tally(entries) {
  const code = entries.filter((e) => isCode(e.path));
  const data = entries.filter((e) => !isCode(e.path));
  const sum = (list) => list.reduce((n, e) => n + e.bytes, 0);
  return { dataBytes: sum(data), dataRequests: data.length, codeBytes: sum(code), codeRequests: code.length };
}

/** Runs one query in the page with an engine; returns the result pages (paths) best first and the time taken. */
async function query(page, engine, q, tags) {
  return page.evaluate(
    async ({ engine, q, tags }) => {
      const started = performance.now();
      const pathOf = (url) => new URL(url, location.origin).pathname.replace(/\/$/, '') || '/';
      if (engine === 'pagefind') {
        window.pf ??= await import('/pagefind/pagefind.js');
        const search = await window.pf.search(q, { filters: { tag: { any: tags } } });
        const data = await Promise.all(search.results.slice(0, 10).map((r) => r.data()));
        return { ms: performance.now() - started, pages: data.map((d) => pathOf(d.url)), count: search.results.length };
      }
      if (!window.benchClient) {
        const get = async (file) => {
          const r = await fetch(`/${file}`);
          if (!r.ok) throw new Error(`${file} ${r.status}`);
          return r.json();
        };
        window.benchClient = (await import(`/__bench/${engine}.js`)).create(get);
      }
      const { results } = await window.benchClient.search({
        requests: [
          {
            indexName: window.benchIndexName,
            query: q,
            hitsPerPage: 20,
            facetFilters: ['language:en', tags.map((t) => `docusaurus_tag:${t}`)],
            attributesToSnippet: [
              'hierarchy.lvl1:10',
              'hierarchy.lvl2:10',
              'hierarchy.lvl3:10',
              'hierarchy.lvl4:10',
              'hierarchy.lvl5:10',
              'hierarchy.lvl6:10',
              'content:10',
            ],
          },
        ],
      });
      const pages = [];
      for (const hit of results[0].hits) {
        const p = pathOf(hit.url_without_anchor ?? hit.url);
        if (!pages.includes(p)) pages.push(p);
      }
      return { ms: performance.now() - started, pages, count: results[0].nbHits };
    },
    { engine, q, tags },
  );
}

async function openPage(browser, origin, indexName) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/__bench/`);
  await page.evaluate((name) => (window.benchIndexName = name), indexName);
  return { context, page };
}

/** Title queries of the latest version's docs: the exact title, and the title with one typo in its longest word. */
function titleQueries(manifest, tags) {
  const data = JSON.parse(readFileSync(path.join(distDir, 'search-index.json'), 'utf8'));
  const tagRef = data.strings.indexOf(tags[2]) + 1;
  const facetSets = new Set(data.facets.flatMap((f, i) => (f[2].includes(tagRef) ? [i] : [])));
  const byTitle = new Map();
  for (const page of data.pages) {
    if (!facetSets.has(page[3])) continue;
    const title = data.strings[page[2] - 1];
    if (!title) continue;
    byTitle.set(title, byTitle.has(title) ? null : new URL(data.base + page[0]).pathname.replace(/\/$/, ''));
  }
  const unique = [...byTitle].filter(([, p]) => p !== null);
  const step = Math.max(1, Math.floor(unique.length / 30));
  const out = [];
  for (let i = 0; i < unique.length && out.length < 30; i += step) {
    const [title, expected] = unique[i];
    const text = title
      .replace(/&#0?39;/g, "'")
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"');
    out.push({ kind: 'title', q: text, expected });
    const words = text.split(/\s+/);
    const longest = words.reduce((a, b) => (b.length > a.length ? b : a), '');
    if (longest.length >= 5) {
      // Swap two inner letters: one typo for both engines.
      const k = Math.floor(longest.length / 2);
      const typo = longest.slice(0, k - 1) + longest[k] + longest[k - 1] + longest.slice(k + 1);
      out.push({ kind: 'typo', q: words.map((w) => (w === longest ? typo : w)).join(' '), expected });
    }
  }
  void manifest;
  return out;
}

async function main() {
  prepareCorpus();
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'search-index', 'manifest.json'), 'utf8'));
  // The version the docs pages show by default (site.config.json docs.lastVersion, else the newest).
  const versions = JSON.parse(readFileSync(path.join(corpusDir, 'content', 'versions.json'), 'utf8'));
  const config = JSON.parse(readFileSync(path.join(corpusDir, 'site.config.json'), 'utf8'));
  const latestTag = `docs-default-${config.docs?.lastVersion ?? versions[0] ?? 'current'}`;
  const tags = ['default', 'blog_posts_list', latestTag];

  const whole = readFileSync(path.join(distDir, 'search-index.json'));
  const sizes = {
    whole: { raw: whole.length, gzip: gzipSync(whole).length, files: 1 },
    split: folderSize(path.join(distDir, 'search-index')),
  };
  let pagefind;
  if (withPagefind) {
    const entry = installPagefind();
    console.log('Indexing the corpus with Pagefind...');
    pagefind = await buildPagefind(entry);
    sizes.pagefind = folderSize(
      pagefind.bundle,
      (f) => !/\.(js|css|wasm)$|\/wasm\./.test(f) && !f.includes('pagefind-ui') && !f.includes('pagefind-component-ui'),
    );
  }

  const harness = await bundleHarness();
  const { server, log, origin } = await startServer(harness, pagefind?.bundle);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-quic'],
  });
  const engines = ['whole', 'split', ...(pagefind ? ['pagefind'] : [])];
  const firsts = {};
  const warm = {};
  const quality = {};
  try {
    for (const engine of engines) {
      firsts[engine] = [];
      for (const q of FIRST_QUERIES) {
        const { context, page } = await openPage(browser, origin, manifest.indexName);
        log.length = 0;
        const first = await query(page, engine, q, tags);
        const firstTally = tally(log);
        log.length = 0;
        const second = await query(page, engine, SECOND_QUERY, tags);
        const secondTally = tally(log);
        firsts[engine].push({ q, first: { ...firstTally, ms: first.ms, count: first.count }, second: { ...secondTally, ms: second.ms } });
        await context.close();
      }
      const { context, page } = await openPage(browser, origin, manifest.indexName);
      for (const q of WARM_QUERIES) await query(page, engine, q, tags);
      const times = [];
      for (let round = 0; round < 3; round++) for (const q of WARM_QUERIES) times.push((await query(page, engine, q, tags)).ms);
      warm[engine] = median(times);
      if (engine !== 'whole') {
        const rows = [];
        for (const t of titleQueries(manifest, tags)) {
          const { pages } = await query(page, engine, t.q, tags);
          const rank = pages.indexOf(t.expected);
          rows.push({ ...t, rank: rank < 0 ? null : rank + 1 });
        }
        quality[engine] = rows;
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }

  console.log(
    `\nStatic search on ${path.relative(process.cwd(), corpusDir) || corpusDir}: ${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim()}), load ${os.loadavg()[0].toFixed(2)}, Node ${process.versions.node}, Chromium headless`,
  );
  console.log(`Contextual filter of the modal: ${tags.join(', ')}; gzip as a static host sends it (every file, each on its own)\n`);
  const names = { whole: 'ours, whole index', split: 'ours, split index', pagefind: `Pagefind ${PAGEFIND_VERSION}` };
  console.log('index on disk                 files      raw       gzip');
  for (const engine of engines) {
    const s = sizes[engine];
    console.log(`  ${names[engine].padEnd(26)} ${String(s.files).padStart(6)} ${kb(s.raw).padStart(10)} ${kb(s.gzip).padStart(10)}`);
  }
  if (pagefind) console.log(`  (Pagefind indexed ${pagefind.pages} pages in ${pagefind.seconds.toFixed(1)} s; its files are compressed already)`);

  console.log(`\nfirst query in a fresh profile, then "${SECOND_QUERY}": index data gzip (requests), code gzip, time`);
  for (const engine of engines) {
    console.log(`  ${names[engine]}`);
    for (const { q, first, second } of firsts[engine]) {
      console.log(
        `    ${JSON.stringify(q).padEnd(22)} first ${kb(first.dataBytes).padStart(9)} (${String(first.dataRequests).padStart(3)}) + code ${kb(first.codeBytes).padStart(8)}  ${ms(first.ms).padStart(7)}   second ${kb(second.dataBytes).padStart(8)} (${String(second.dataRequests).padStart(2)})  ${ms(second.ms).padStart(6)}`,
      );
    }
    const list = firsts[engine].map((f) => f.first.dataBytes);
    console.log(`    median first query ${kb(median(list))}, largest ${kb(Math.max(...list))}`);
  }
  console.log('\nquery latency once loaded (median over 3 rounds of the warm queries)');
  for (const engine of engines) console.log(`  ${names[engine].padEnd(26)} ${ms(warm[engine])}`);

  console.log('\nranking: the page whose title is the query, among the result pages (1 = first)');
  for (const engine of Object.keys(quality)) {
    for (const kind of ['title', 'typo']) {
      const rows = quality[engine].filter((r) => r.kind === kind);
      const first = rows.filter((r) => r.rank === 1).length;
      const top5 = rows.filter((r) => r.rank !== null && r.rank <= 5).length;
      const mrr = rows.reduce((n, r) => n + (r.rank ? 1 / r.rank : 0), 0) / rows.length;
      console.log(`  ${names[engine].padEnd(26)} ${kind.padEnd(6)} first ${first}/${rows.length}, top 5 ${top5}/${rows.length}, MRR ${mrr.toFixed(2)}`);
    }
  }
  if (quality.split) console.log('  (the whole index ranks exactly as the split one: tests/unit/search/split-index.test.ts)');

  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'search.json'), JSON.stringify({ date: new Date().toISOString(), tags, sizes, firsts, warm, quality }, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
