/**
 * Benchmark of the local search engine: index size (raw records, static index, gzip and
 * brotli), index build time, and query latency as a reader types, on the reference
 * corpus (bench/corpus.mjs) cut to a number of records. Prints figures; asserts nothing.
 *
 * The corpus markdown is read directly (headings, paragraphs, list items, table rows; no
 * code) so this measures the engine without depending on the rest of the build.
 *
 *   node bench/corpus.mjs bench/.corpus
 *   npx esbuild bench/search-engine.ts --bundle --platform=node --format=esm --packages=external \
 *     --outfile=bench/.out/search-engine.mjs && node bench/.out/search-engine.mjs [corpusDir] [records=20000,all]
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { buildRecords } from '../src/search/build-records.js';
import type { SearchBlock, SearchPageInput } from '../src/search/page-text.js';
import { SearchEngine } from '../shared/search/engine.js';
import { decodeStaticIndex, encodeStaticIndex } from '../shared/search/static-index.js';
import type { DocSearchRecord } from '../shared/search/types.js';

const corpusDir = process.argv[2] ?? 'bench/.corpus';
const sizes = (process.argv[3] ?? '20000,all').split(',');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? walk(p) : /\.mdx?$/.test(e.name) ? [p] : [];
  });
}

function plain(md: string): string {
  return md
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/<[^>]+>/g, ' ')
    .trim();
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A crude markdown reader: enough to give the engine realistic text and structure. */
function pageOf(file: string, root: string): SearchPageInput | null {
  const rel = path.relative(root, file).split(path.sep);
  const source = readFileSync(file, 'utf8');
  const fm = /^---\n([\s\S]*?)\n---\n/.exec(source);
  const title = /title:\s*"?(.*?)"?\s*$/m.exec(fm?.[1] ?? '')?.[1] ?? rel[rel.length - 1]!;
  let body = fm ? source.slice(fm[0].length) : source;
  body = body.replace(/```[\s\S]*?```/g, '');
  let version: string[] = [];
  let tag = ['default'];
  let route: string;
  if (rel[0] === 'versioned_docs') {
    const v = rel[1]!.replace(/^version-/, '');
    version = [v];
    tag = [`docs-default-${v}`];
    route = `/docs/${v}/${rel.slice(2).join('/')}`;
  } else if (rel[0] === 'docs') {
    version = ['current'];
    tag = ['docs-default-current'];
    route = `/docs/${rel.slice(1).join('/')}`;
  } else if (rel[0] === 'blog') {
    tag = ['blog_posts_post'];
    route = `/blog/${rel.slice(1).join('/')}`;
  } else return null;
  route = route.replace(/\.mdx?$/, '').replace(/\/index$/, '');
  const section = rel[0] === 'blog' ? 'Blog' : (rel[rel[0] === 'docs' ? 1 : 2] ?? 'Docs');
  const blocks: SearchBlock[] = [];
  for (const chunk of body.split(/\n\s*\n/)) {
    const lines = chunk.split('\n').filter((l) => !/^\s*(:::|\||<\/?\w)/.test(l) || /^\|/.test(l));
    for (const line of lines) {
      const h = /^(#{2,6})\s+(.*)$/.exec(line);
      if (h) {
        const text = plain(h[2]!.replace(/\{#[^}]+\}/, ''));
        blocks.push({ kind: 'heading', level: h[1]!.length as 2, text, id: slug(text) });
      } else if (/^\s*([-*]|\d+\.)\s+/.test(line) || /^\|/.test(line)) {
        const text = plain(
          line
            .replace(/^\s*([-*]|\d+\.)\s+/, '')
            .replace(/\|/g, ' | ')
            .replace(/^[\s|-]+$/, ''),
        );
        if (text) blocks.push({ kind: 'content', text });
      }
    }
    const para = plain(lines.filter((l) => !/^(#{2,6}\s|\s*([-*]|\d+\.)\s|\|)/.test(l)).join(' '));
    if (para) blocks.push({ kind: 'content', text: para });
  }
  return { path: route, lvl0: section.replace(/^\w/, (c) => c.toUpperCase()), title, language: ['en'], version, docusaurusTag: tag, pageRank: 0, blocks };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const kb = (n: number): string => `${(n / 1024).toFixed(0)} KiB`;

const root = path.join(corpusDir, 'content');
const pages = walk(root)
  .sort()
  .map((f) => pageOf(f, root))
  .filter((p): p is SearchPageInput => p !== null);
// Newest version first, then older ones, then the blog: a cut keeps whole versions.
const order = (p: SearchPageInput): string => (p.version[0] === 'current' ? '0' : p.version[0] ? `1${p.version[0]}` : '2');
pages.sort((a, b) => order(a).localeCompare(order(b)) || a.path.localeCompare(b.path));
const allRecords = buildRecords(pages, { siteUrl: 'https://example.com', baseUrl: '/' });
console.log(`corpus: ${pages.length} pages, ${allRecords.length} records`);

// Words a reader types, one keystroke at a time, with DocSearch's request shape.
const TYPED = ['cache', 'deployment', 'migration database', 'auth token', 'webhook endpoint retries', 'pagination cursor', 'deplyment', 'sesion tokn', 'x'];
const docsearchParams = {
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
    'hierarchy.lvl1:10',
    'hierarchy.lvl2:10',
    'hierarchy.lvl3:10',
    'hierarchy.lvl4:10',
    'hierarchy.lvl5:10',
    'hierarchy.lvl6:10',
    'content:10',
  ],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
};

for (const size of sizes) {
  const records: DocSearchRecord[] = size === 'all' ? allRecords : allRecords.slice(0, Number(size));
  const version = records[0]!.version[0]!;
  console.log(`\n== ${records.length} records ==`);
  const rawJson = JSON.stringify(records);
  const encoded = encodeStaticIndex(records, 'bench');
  const staticJson = JSON.stringify(encoded);
  console.log(`records JSON ${kb(rawJson.length)} (gzip ${kb(gzipSync(rawJson).length)})`);
  console.log(
    `static index ${kb(staticJson.length)}, ${encoded.strings.length} distinct texts (gzip ${kb(gzipSync(staticJson).length)}, brotli ${kb(brotliCompressSync(Buffer.from(staticJson)).length)})`,
  );

  // CPU time beside wall time: other processes on a shared machine inflate the latter.
  const cpuMs = (since: NodeJS.CpuUsage): number => {
    const u = process.cpuUsage(since);
    return (u.user + u.system) / 1000;
  };
  const heapBefore = process.memoryUsage().heapUsed;
  let t = performance.now();
  let cpu = process.cpuUsage();
  const decoded = decodeStaticIndex(JSON.parse(staticJson));
  const decodeMs = performance.now() - t;
  const decodeCpu = cpuMs(cpu);
  t = performance.now();
  cpu = process.cpuUsage();
  const engine = new SearchEngine({ bench: decoded });
  const buildMs = performance.now() - t;
  const buildCpu = cpuMs(cpu);
  console.log(
    `load in the browser path: parse+decode ${decodeMs.toFixed(0)} ms (cpu ${decodeCpu.toFixed(0)} ms), ` +
      `index build ${buildMs.toFixed(0)} ms (cpu ${buildCpu.toFixed(0)} ms), heap +${kb(process.memoryUsage().heapUsed - heapBefore)}`,
  );

  for (const filtered of [false, true]) {
    const cold: number[] = [];
    const warm: number[] = [];
    let slowest = { ms: 0, query: '' };
    for (const text of TYPED) {
      for (let i = 1; i <= text.length; i++) {
        const query = text.slice(0, i);
        const request = { indexName: 'bench', query, ...docsearchParams, ...(filtered ? { facetFilters: ['language:en', [`version:${version}`]] } : {}) };
        let start = performance.now();
        engine.search({ requests: [request] });
        const ms = performance.now() - start;
        cold.push(ms);
        if (ms > slowest.ms) slowest = { ms, query };
        start = performance.now();
        engine.search({ requests: [request] });
        warm.push(performance.now() - start);
      }
    }
    console.log(
      `${filtered ? `filtered to version ${version}` : 'unfiltered'}: ${cold.length} keystrokes, first time p50 ${percentile(cold, 50).toFixed(2)} ms, ` +
        `p95 ${percentile(cold, 95).toFixed(2)} ms, max ${slowest.ms.toFixed(1)} ms ("${slowest.query}"); repeated p50 ${percentile(warm, 50).toFixed(2)} ms`,
    );
  }
  const sample = engine.search({ requests: [{ indexName: 'bench', query: 'deplyment pipeline', hitsPerPage: 3 }] }).results[0]!;
  console.log(`sample "deplyment pipeline": ${sample.nbHits} hits; top: ${sample.hits.map((h) => `${h.type} ${h.hierarchy?.lvl1}`).join(' | ')}`);
}
