#!/usr/bin/env node
// Where a cold build's CPU goes: `node --cpu-prof bin/docs.js build --no-cache` on the
// reference corpus, in a fresh copy of it (see freshSite in build.mjs), with GNU time around
// it. Node writes one .cpuprofile per thread (the main thread and each render worker); the
// samples of each are grouped by where the sampled function comes from: lib/'s functions are
// traced back through lib/'s source maps to their package (node_modules/<name>) or to their
// folder of src/; the server bundle (the theme's components, the compat modules and the
// site's MDX modules, which esbuild bundles without a source map) is one group; Node's own
// code is split into file calls and the rest; V8's garbage collector, its "(program)" time
// (native code outside JavaScript: compiling, the parser, C++ built-ins) and idle time are
// groups of their own. Prints a table by group (self time per thread and overall, as a share
// of the non-idle samples), then the same grouped into the buckets RESULTS.md reports.
//
// esbuild runs as a separate process (its Go service): its CPU is in GNU time's total, not in
// the profiles; the main thread's wait for it shows as idle time.
//
//   node bench/profile.mjs [--corpus bench/.corpus] [--no-compile] [--top 40]
//
// The profiles stay in bench/.out/profile/ until the next run (open them in Chrome's DevTools).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchDir, docsBin, ensureCorpus, freshSite, measureCommand, outDir, printTable, removeOldFreshSites, repoDir, settleDisk } from './build.mjs';

const libDir = path.join(repoDir, 'lib');

/** The source map of each file of lib/, read once. */
const maps = new Map();
function sourceMapOf(file) {
  if (!maps.has(file)) {
    const mapFile = `${file}.map`;
    maps.set(file, existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8'))) : null);
  }
  return maps.get(file);
}

/** The package (`micromark-core-commonmark`) or folder (`src/markdown`) of a source path. */
function groupOfSource(source) {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = source.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const src = /(?:^|\/)(src|shared|template)\/(.*)$/.exec(source);
  if (src) {
    const rest = src[2].split('/');
    // A file directly in a folder of src/ names its folder; markdown's files each name themselves.
    if (src[1] === 'src' && rest[0] === 'markdown') return `src/markdown/${rest.at(-1).replace(/\.tsx?$/, '')}`;
    return rest.length > 1 ? `${src[1]}/${rest[0]}` : `${src[1]}/${rest[0]}`;
  }
  return source;
}

/** The group of one call frame of a profile. */
function groupOf(frame, siteDir) {
  const { url, functionName, lineNumber, columnNumber } = frame;
  if (!url) {
    if (functionName === '(garbage collector)') return 'GC';
    if (functionName === '(idle)') return '(idle)';
    if (functionName === '(program)') return '(program)';
    if (functionName === '(root)') return '(root)';
    return `native ${functionName || '(anonymous)'}`;
  }
  if (url.startsWith('node:')) {
    if (/^node:(internal\/)?(fs|fs\/|streams\/|stream|buffer|path|url)/.test(url) || url.startsWith('node:internal/fs'))
      return 'node: file calls, buffers, paths';
    if (url.startsWith('node:internal/worker') || url.includes('worker_threads') || url.startsWith('node:internal/per_context/messageport'))
      return 'node: worker messages';
    if (url.includes('modules/')) return 'node: module loader';
    return 'node: other';
  }
  const file = url.startsWith('file://') ? fileURLToPath(url) : url;
  if (file.startsWith(libDir + path.sep)) {
    const map = sourceMapOf(file);
    const entry = map?.findEntry(lineNumber, columnNumber);
    if (entry?.originalSource) return groupOfSource(entry.originalSource.replace(/^.*?(node_modules\/|src\/|shared\/|template\/)/, '$1'));
    return `lib/${path.basename(file)}`;
  }
  if (/\/server-[0-9a-f]{12}\.mjs$/.test(file)) return 'server bundle (theme components, compat modules, MDX modules)';
  return groupOfSource(path.relative(siteDir, file).split(path.sep).join('/'));
}

/** Self time (ms) by group of one .cpuprofile. */
function selfTimes(profile, siteDir) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const groupById = new Map();
  const totals = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i];
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    let group = groupById.get(id);
    if (group === undefined) {
      group = groupOf(byId.get(id).callFrame, siteDir);
      groupById.set(id, group);
    }
    totals.set(group, (totals.get(group) ?? 0) + dt);
  }
  return totals;
}

// The buckets of RESULTS.md, by group name.
const BUCKETS = [
  ['garbage collection', (g) => g === 'GC'],
  ['V8 outside JavaScript ("(program)": compiling, C++ built-ins)', (g) => g === '(program)' || g.startsWith('native ')],
  ['React server renderer (react-dom/server)', (g) => g === 'react-dom' || g === 'react'],
  ['the theme, compat modules and MDX modules (server bundle)', (g) => g.startsWith('server bundle')],
  [
    'admonitions: micromark-extension-directive, mdast-util-directive, our directive code',
    (g) => g === 'micromark-extension-directive' || g === 'mdast-util-directive' || g === 'src/markdown/directive-admonitions',
  ],
  ['micromark (core, CommonMark constructs, utilities, factories)', (g) => /^micromark(-core-commonmark|-util-.*|-factory-.*)?$/.test(g)],
  ['GFM syntax (our gfmSyntax, micromark-extension-gfm-*)', (g) => g === 'src/markdown/gfm-syntax' || g.startsWith('micromark-extension-gfm')],
  ['MDX syntax (micromark-extension-mdx*, acorn, estree)', (g) => /^micromark-extension-mdx|^acorn|estree|^micromark-util-events-to-acorn/.test(g)],
  ['mdast-util-from-markdown', (g) => g === 'mdast-util-from-markdown'],
  ['other mdast/hast utilities (to-hast, gfm, mdx, unist)', (g) => /^(mdast|hast|unist)-util-/.test(g) || g === 'hastscript' || g === 'property-information'],
  ['syntax highlighting (refractor)', (g) => g === 'refractor' || g.startsWith('prism') || g === 'src/markdown/highlight-code'],
  [
    'search text and index (htmlparser2, src/search, shared/search)',
    (g) => g === 'htmlparser2' || g === 'entities' || g === 'domhandler' || g.startsWith('src/search') || g.startsWith('shared/search'),
  ],
  ['our markdown layer (src/markdown, other files)', (g) => g.startsWith('src/markdown/')],
  ['node: file calls, buffers, paths', (g) => g === 'node: file calls, buffers, paths'],
  ['node: module loader, worker messages, other', (g) => g.startsWith('node: ')],
  ['our other layers (src/*, shared/*)', (g) => g.startsWith('src/') || g.startsWith('shared/')],
  ['other packages', () => true],
];

const fmt = (v, d = 0) => (v === undefined || Number.isNaN(v) ? '–' : v.toFixed(d));

async function main() {
  const args = process.argv.slice(2);
  let corpusDir = path.join(benchDir, '.corpus');
  let compile = true;
  let top = 40;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--corpus') corpusDir = path.resolve(args[++i]);
    else if (args[i] === '--no-compile') compile = false;
    else if (args[i] === '--top') top = Number(args[++i]);
    else {
      console.error(`unknown argument ${args[i]}\nusage: node bench/profile.mjs [--corpus dir] [--no-compile] [--top 40]`);
      process.exit(2);
    }
  }
  await ensureCorpus(corpusDir);
  if (compile) {
    const c = spawnSync(process.execPath, [path.join(repoDir, 'scripts', 'compile.mjs')], { cwd: repoDir, stdio: 'inherit' });
    if (c.status !== 0) process.exit(1);
  }
  const profileDir = path.join(outDir, 'profile');
  rmSync(profileDir, { recursive: true, force: true });
  mkdirSync(profileDir, { recursive: true });
  const dir = freshSite(corpusDir, 'profile');
  settleDisk();
  const loadBefore = os.loadavg();
  // Worker threads inherit the main thread's execArgv, so each writes its own profile.
  const r = await measureCommand(process.execPath, ['--cpu-prof', '--cpu-prof-dir', profileDir, docsBin, 'build', '--no-cache', '--verbose'], { cwd: dir });
  const loadAfter = os.loadavg();
  if (r.code !== 0) {
    console.error(`build failed (exit ${r.code}):\n${r.stderr || r.stdout}`);
    process.exit(1);
  }
  const pages = Number(/Built (\d+) pages/.exec(r.stdout)?.[1] ?? NaN);
  console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`);
  console.log(`Load average before: ${loadBefore.map((l) => l.toFixed(2)).join(' ')}; after: ${loadAfter.map((l) => l.toFixed(2)).join(' ')}`);
  console.log(`Build: ${fmt(r.wallMs / 1000, 2)} s wall, ${fmt(r.cpuMs / 1000, 2)} s CPU (GNU time, esbuild included), ${fmt(r.peakRssMb)} MB, ${pages} pages`);
  const stages = [...r.stdout.matchAll(/^ {2}(\S[^\n]*?)\s+([\d.]+) ms$/gm)].map((m) => `${m[1]} ${m[2]} ms`);
  if (stages.length) console.log(`Stages: ${stages.join(', ')}`);

  const files = readdirSync(profileDir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .sort();
  const threads = files.map((f, i) => {
    const profile = JSON.parse(readFileSync(path.join(profileDir, f), 'utf8'));
    const times = selfTimes(profile, dir);
    const busy = [...times].filter(([g]) => g !== '(idle)' && g !== '(root)').reduce((s, [, t]) => s + t, 0);
    return { name: `thread ${i + 1}`, file: f, times, busy, idle: times.get('(idle)') ?? 0, span: (profile.endTime - profile.startTime) / 1000 };
  });
  // The main thread is the one whose profile spans the whole build.
  threads.sort((a, b) => b.span - a.span);
  threads.forEach((t, i) => (t.name = i === 0 ? 'main' : `worker ${i}`));
  const busyAll = threads.reduce((s, t) => s + t.busy, 0);
  console.log(`Profiles: ${threads.map((t) => `${t.name} ${fmt(t.busy)} ms busy of ${fmt(t.span)} ms (idle ${fmt(t.idle)} ms)`).join('; ')}`);
  console.log(
    `Sampled busy time of the Node threads: ${fmt(busyAll)} ms; GNU time's CPU less that: ${fmt(r.cpuMs - busyAll)} ms (esbuild's process, the profiler, threads V8 runs beside JavaScript)\n`,
  );

  const groups = new Map();
  for (const t of threads) for (const [g, ms] of t.times) if (g !== '(idle)' && g !== '(root)') groups.set(g, (groups.get(g) ?? 0) + ms);
  const sorted = [...groups].sort((a, b) => b[1] - a[1]);
  const pct = (ms) => `${((100 * ms) / busyAll).toFixed(1)}%`;
  console.log(`Self time by package or folder (top ${top}; share of the sampled busy time of all threads)`);
  printTable([
    ['', ...threads.map((t) => `${t.name} (ms)`), 'all (ms)', 'share'],
    ...sorted.slice(0, top).map(([g, ms]) => [g, ...threads.map((t) => fmt(t.times.get(g) ?? 0)), fmt(ms), pct(ms)]),
    [
      `${sorted.length - Math.min(top, sorted.length)} more`,
      ...threads.map(() => ''),
      fmt(sorted.slice(top).reduce((s, [, ms]) => s + ms, 0)),
      pct(sorted.slice(top).reduce((s, [, ms]) => s + ms, 0)),
    ],
  ]);

  const buckets = BUCKETS.map(([label]) => [label, 0]);
  const members = BUCKETS.map(() => []);
  for (const [g, ms] of groups) {
    const k = BUCKETS.findIndex(([, test]) => test(g));
    buckets[k][1] += ms;
    members[k].push(g);
  }
  console.log('\nBy bucket');
  printTable([
    ['', 'ms', 'share', 'per page (ms)'],
    ...buckets.map(([label, ms]) => [label, fmt(ms), pct(ms), fmt(ms / pages, 2)]),
    ['all sampled', fmt(busyAll), '100%', fmt(busyAll / pages, 2)],
  ]);
  const other = members
    .at(-1)
    .map((g) => [g, groups.get(g)])
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12);
  if (other.length) console.log(`\nLargest of "other packages": ${other.map(([g, ms]) => `${g} ${fmt(ms)} ms`).join(', ')}`);

  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    path.join(outDir, 'profile.json'),
    `${JSON.stringify({ date: new Date().toISOString(), loadBefore, loadAfter, wallMs: r.wallMs, cpuMs: r.cpuMs, peakRssMb: r.peakRssMb, pages, busyMs: busyAll, threads: threads.map((t) => ({ name: t.name, busy: t.busy, idle: t.idle, span: t.span })), groups: Object.fromEntries(sorted), buckets: Object.fromEntries(buckets) }, null, 2)}\n`,
  );
  console.log(`\nSaved ${path.relative(process.cwd(), path.join(outDir, 'profile.json'))}; profiles in ${path.relative(process.cwd(), profileDir)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main()
    .then(removeOldFreshSites)
    .catch((e) => {
      console.error(e);
      process.exit(1);
    });
}
