#!/usr/bin/env node
// Build benchmark on the reference corpus (bench/corpus.mjs).
//
// Cold build: runs `docs build --verbose` N times in a child process, each time after
// removing dist/ and .docs-cache/, and reports wall time, CPU time (user + sys of the
// child and the processes it waited for), peak RSS (largest single process), pages
// built, CPU ms per page and the time of each stage, as medians.
// Incremental: starts `docs dev` with no .docs-cache, times the first page served after
// start (and a page with components on an MDX corpus), then edits one doc 5 times and times
// each save until the served page shows the edit (on an MDX corpus, then as many edits of
// the doc with components, a paragraph added above a heading); then restarts it 3 times and
// times the same pages again, with what the first session kept in .docs-cache.
//
//   node bench/build.mjs [--runs 3] [--corpus bench/.corpus] [--compare-markdown] [--no-dev] [--no-compile]
//   node bench/build.mjs --dev-only --corpus bench/.corpus-x4     (docs dev alone, e.g. at scale)
//   node bench/build.mjs --scale 1,4,8 [--runs 1]
//
// --scale N[,M...] builds the corpus written by `bench/corpus.mjs --scale N` (bench/.corpus-xN,
// written when missing or of another scale) for each N, alternating per round, and prints
// wall, CPU, peak RSS and pages at each scale with their ratios to the first; no dev server.
//
// --compare-markdown also writes the corpus's all-markdown twin (same seed, --mdx-share 0)
// into bench/.corpus-md and builds both, alternating, to compare CPU per page.
//
// CPU and peak RSS come from GNU time (/usr/bin/time -f). On Debian it is the `time`
// package (`apt-get install -y time`); without it, the build runs inside a small Node
// wrapper that reports its own process.resourceUsage(), which misses the CPU of child
// processes such as esbuild's service.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync, readdirSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findComponentsPage } from './client-js.mjs';

export const benchDir = path.dirname(fileURLToPath(import.meta.url));
export const repoDir = path.resolve(benchDir, '..');
export const docsBin = path.join(repoDir, 'bin', 'docs.js');
export const outDir = path.join(benchDir, '.out');
const GNU_TIME = '/usr/bin/time';

/** Median of numbers (the mean of the middle two for an even count). */
export function median(values) {
  const list = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!list.length) return undefined;
  const mid = list.length >> 1;
  return list.length % 2 ? list[mid] : (list[mid - 1] + list[mid]) / 2;
}

/** Whether GNU time is there to measure a child's CPU and peak RSS. */
export function hasGnuTime() {
  if (!existsSync(GNU_TIME)) return false;
  const probe = spawnSync(GNU_TIME, ['-f', '%M', 'true'], { encoding: 'utf8' });
  return probe.status === 0 && /^\d+\s*$/m.test(probe.stderr);
}

/**
 * Runs a command to completion and measures it: wall ms (from spawn to exit), CPU ms
 * (user + sys), peak RSS in MB, plus its stdout, stderr and exit code.
 */
export function measureCommand(command, args, { cwd, env, inProcessModule } = {}) {
  return new Promise((resolve) => {
    const statsFile = path.join(os.tmpdir(), `bench-time-${process.pid}-${Date.now()}.txt`);
    let cmd;
    let argv;
    if (hasGnuTime()) {
      cmd = GNU_TIME;
      argv = ['-o', statsFile, '-f', '%e %U %S %M', command, ...args];
    } else if (inProcessModule) {
      // Fallback: run the CLI inside a wrapper that reports its own resource usage.
      cmd = process.execPath;
      const script = `
        const { main } = await import(${JSON.stringify(inProcessModule)});
        const code = await main(['node', 'docs', ...${JSON.stringify(args.slice(1))}]);
        const u = process.resourceUsage();
        (await import('node:fs')).writeFileSync(${JSON.stringify(statsFile)}, ['0', u.userCPUTime / 1e6, u.systemCPUTime / 1e6, u.maxRSS].join(' '));
        process.exit(code);`;
      argv = ['--input-type=module', '-e', script];
    } else {
      cmd = command;
      argv = args;
    }
    const start = performance.now();
    const child = spawn(cmd, argv, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => {
      const wallMs = performance.now() - start;
      let cpuMs;
      let peakRssMb;
      if (existsSync(statsFile)) {
        const last = readFileSync(statsFile, 'utf8').trim().split('\n').pop().trim().split(/\s+/).map(Number);
        rmSync(statsFile, { force: true });
        cpuMs = (last[1] + last[2]) * 1000;
        peakRssMb = last[3] / 1024;
      }
      resolve({ code, wallMs, cpuMs, peakRssMb, stdout, stderr });
    });
  });
}

/** Reads "Built N pages" and the "  stage   123 ms" lines of `docs build --verbose`. */
export function parseBuildOutput(stdout) {
  const pages = Number(/Built (\d+) pages/.exec(stdout)?.[1] ?? NaN);
  const stages = {};
  for (const m of stdout.matchAll(/^ {2}(\S[^\n]*?)\s+([\d.]+) ms$/gm)) stages[m[1]] = Number(m[2]);
  return { pages, stages };
}

/** Writes the corpus when it is missing (or was written at another scale). */
export async function ensureCorpus(corpusDir, scale = 1) {
  if (existsSync(path.join(corpusDir, 'site.config.json')) && (corpusOptions(corpusDir).scale ?? 1) === scale) return;
  const { writeCorpus } = await import('./corpus.mjs');
  console.log(`Writing the corpus${scale > 1 ? ` at scale ${scale}` : ''} into ${path.relative(process.cwd(), corpusDir)}...`);
  writeCorpus(corpusDir, undefined, undefined, undefined, scale);
}

/** The scale a corpus folder holds: its stamp's, else the one its name says (`.corpus-x4`), else 1. */
function scaleOf(corpusDir) {
  if (existsSync(path.join(corpusDir, '.bench-corpus'))) return corpusOptions(corpusDir).scale ?? 1;
  return Number(/\.corpus-x(\d+)$/.exec(corpusDir)?.[1] ?? 1);
}

/** Removes the build output and caches of a site, so the next build is cold. */
export function cleanSite(siteDir) {
  for (const name of readdirSync(siteDir)) {
    if (name === 'dist' || name === '.docs-cache' || name.startsWith('dist.tmp-') || name.startsWith('dist.old-')) {
      rmSync(path.join(siteDir, name), { recursive: true, force: true });
    }
  }
}

/**
 * Flushes what earlier steps wrote or deleted (another tool's build, the output removed just
 * now) before a timed build starts, so that no build pays for the disk work of the one before
 * it. Every timed cold build of both tools goes through this, untimed.
 */
export function settleDisk() {
  spawnSync('sync');
}

// Cold builds run in fresh copies of the site (FRESH_DIR/<tool>-XXXXXX), never in a folder
// whose previous output was just deleted: on this machine's file system (ext4 without a
// journal) the kernel passes over inodes freed in the last minutes when it allocates new ones
// (`recently_deleted()` in its inode allocator), so creating files for a few minutes after a
// large delete cost 10 to 15 times as much kernel CPU (2,000 files: 73 ms, then 1.0 to 1.5 s;
// one of our cold builds: 2.4 to 2.8 s of system CPU, then 9 to 10 s). A fresh checkout, as CI
// builds it, has no such delete; the copies give that to both tools alike. Copies of a run are
// moved aside when the next run starts and deleted once its measurements are done.
const FRESH_DIR = path.join(benchDir, '.out', 'fresh');
const SKIPPED_IN_COPY = new Set(['dist', '.docs-cache', 'build', '.docusaurus', 'node_modules']);
let freshMovedAside;

/**
 * A fresh copy of a site to build in: its files without outputs and caches; a node_modules
 * folder becomes one of links to each package (its `.cache`, where webpack keeps its cache,
 * stays the copy's own).
 */
export function freshSite(siteDir, tag) {
  if (freshMovedAside === undefined && existsSync(FRESH_DIR)) {
    // A rename frees no inode: the last run's copies are deleted after this run's builds.
    freshMovedAside = `${FRESH_DIR}-old-${process.pid}`;
    renameSync(FRESH_DIR, freshMovedAside);
  }
  freshMovedAside ??= null;
  mkdirSync(FRESH_DIR, { recursive: true });
  const dest = mkdtempSync(path.join(FRESH_DIR, `${tag}-`));
  for (const name of readdirSync(siteDir)) {
    const from = path.join(siteDir, name);
    if (name === 'node_modules') {
      mkdirSync(path.join(dest, name));
      for (const entry of readdirSync(from)) if (entry !== '.cache') symlinkSync(path.join(from, entry), path.join(dest, name, entry));
    } else if (!SKIPPED_IN_COPY.has(name) && !name.startsWith('dist.')) {
      cpSync(from, path.join(dest, name), { recursive: true });
    }
  }
  return dest;
}

/** Deletes the copies of the previous run, once this run has measured what it measures. */
export function removeOldFreshSites() {
  if (freshMovedAside) rmSync(freshMovedAside, { recursive: true, force: true });
  freshMovedAside = null;
}

/**
 * One cold `docs build --verbose` of a site, measured: in a fresh copy of it (see FRESH_DIR),
 * or with `inPlace` in the site itself after deleting its output and cache. `dir` is where it built.
 */
/** `--in-place`: the protocol of before, each cold build in the site after deleting its output. */
export const coldBuildOptions = { inPlace: false };

export async function coldBuild(siteDir, { inPlace = coldBuildOptions.inPlace } = {}) {
  let dir = siteDir;
  if (inPlace) cleanSite(siteDir);
  else dir = freshSite(siteDir, 'docs');
  settleDisk();
  const result = await measureCommand(process.execPath, [docsBin, 'build', '--verbose'], {
    cwd: dir,
    inProcessModule: path.join(repoDir, 'lib', 'cli.js'),
  });
  const parsed = parseBuildOutput(result.stdout);
  return { ...result, ...parsed, cpuPerPageMs: result.cpuMs / parsed.pages, dir };
}

// ---------------------------------------------------------------------------
// Printing.

const fmt = (v, digits = 0) => (v === undefined || Number.isNaN(v) ? '–' : v.toFixed(digits));

/** Prints rows of cells as an aligned table (first column left, the rest right). */
export function printTable(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  for (const row of rows) {
    console.log(row.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  '));
  }
}

function printBuilds(runs) {
  const stageNames = [...new Set(runs.flatMap((r) => Object.keys(r.stages)))];
  const header = ['', ...runs.map((_, i) => `run ${i + 1}`), 'median'];
  const row = (label, get, digits = 0) => [label, ...runs.map((r) => fmt(get(r), digits)), fmt(median(runs.map(get)), digits)];
  printTable([
    header,
    row('wall (s)', (r) => r.wallMs / 1000, 2),
    row('CPU user+sys (s)', (r) => r.cpuMs / 1000, 2),
    row('peak RSS (MB)', (r) => r.peakRssMb),
    row('pages', (r) => r.pages),
    row('CPU per page (ms)', (r) => r.cpuPerPageMs, 2),
    ...stageNames.map((s) => row(`  ${s} (ms)`, (r) => r.stages[s])),
  ]);
}

// ---------------------------------------------------------------------------
// Incremental case in `docs dev`.

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function fetchText(url) {
  try {
    const res = await fetch(url, { headers: { 'cache-control': 'no-cache' } });
    return { status: res.status, text: await res.text() };
  } catch {
    return { status: 0, text: '' };
  }
}

function devAvailable() {
  const probe = spawnSync(process.execPath, [docsBin, 'dev', '--help'], { cwd: repoDir, encoding: 'utf8' });
  return probe.status === 0 && !/unknown command/i.test(probe.stderr + probe.stdout);
}

/** Starts `docs dev` on a free port and times its first page, then (on an MDX corpus) a page with components. */
async function startDev(corpusDir, pageRoute, mdxRoute) {
  const port = await freePort();
  const pageUrl = `http://127.0.0.1:${port}/${pageRoute}`;
  const start = performance.now();
  const child = spawn(process.execPath, [docsBin, 'dev', '--port', String(port)], { cwd: corpusDir, stdio: ['ignore', 'pipe', 'pipe'] });
  const session = { child, port, pageUrl, start, log: '', exited: false };
  child.stdout.on('data', (d) => (session.log += d));
  child.stderr.on('data', (d) => (session.log += d));
  child.on('exit', () => (session.exited = true));
  const firstServed = async (url, limitMs) => {
    while (!session.exited && performance.now() - start < limitMs) {
      const res = await fetchText(url);
      if (res.status === 200 && res.text.includes('</html>')) return performance.now() - start;
      await sleep(10);
    }
    return undefined;
  };
  session.firstPageMs = await firstServed(pageUrl, 120_000);
  if (session.firstPageMs !== undefined && mdxRoute) session.firstMdxPageMs = await firstServed(`http://127.0.0.1:${port}/${mdxRoute}`, 180_000);
  return session;
}

async function stopDev(session) {
  session.child.kill('SIGTERM');
  await Promise.race([new Promise((r) => session.child.once('exit', r)), sleep(3000)]);
  if (!session.exited) session.child.kill('SIGKILL');
}

/**
 * Times `docs dev`: the first page after a start with no .docs-cache (and a page with
 * components), save-to-updated-page for `edits` edits of one doc, then `restarts` more
 * starts, which find the bundles and MDX scopes the first session kept.
 */
async function benchDev(corpusDir, edits = 5, restarts = 3) {
  if (!devAvailable()) {
    console.log('dev: not available yet');
    return undefined;
  }
  const docRel = 'content/docs/getting-started/overview.md';
  const docFile = path.join(corpusDir, docRel);
  const original = readFileSync(docFile, 'utf8');
  // On an MDX corpus, a page with components too (its module is bundled once the server is up).
  const mdxRoute = findComponentsPage(path.join(corpusDir, 'dist'));
  cleanSite(corpusDir);
  const restore = () => writeFileSync(docFile, original);
  let session;
  const onSignal = () => {
    restore();
    session?.child.kill('SIGTERM');
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  try {
    session = await startDev(corpusDir, 'docs/getting-started/overview', mdxRoute);
    const { firstPageMs, firstMdxPageMs, start } = session;
    if (firstPageMs === undefined) {
      console.log(`dev: no page served at ${session.pageUrl}${session.exited ? ' (the process exited)' : ' within 120 s'}`);
      console.log(session.log.split('\n').slice(-15).join('\n'));
      return undefined;
    }
    // Edits count only once the watcher is up, which `docs dev` announces with "ready".
    let readyMs;
    const readyBy = performance.now() + 120_000;
    while (!session.exited && performance.now() < readyBy) {
      if (/\bready\b/i.test(session.log)) {
        readyMs = performance.now() - start;
        break;
      }
      await sleep(20);
    }
    if (readyMs === undefined) console.log('dev: no "ready" line within 120 s of the first page; editing anyway');
    // The session's MDX modules are in before anything is edited (and so kept for the restarts).
    const bundledBy = performance.now() + 180_000;
    while (mdxRoute && !session.exited && !/Bundled the MDX modules/.test(session.log) && performance.now() < bundledBy) await sleep(20);
    await sleep(500);
    const times = [];
    for (let i = 0; i < edits; i++) {
      const marker = `bench-edit-${process.pid}-${i}-${Date.now().toString(36)}`;
      const saved = performance.now();
      writeFileSync(docFile, `${original}\n\n${marker}\n`);
      let updated;
      while (performance.now() - saved < 30_000) {
        const res = await fetchText(session.pageUrl);
        if (res.text.includes(marker)) {
          updated = performance.now() - saved;
          break;
        }
        await sleep(2);
      }
      times.push(updated);
      if (updated === undefined) console.log(`dev: edit ${i + 1} was not served within 30 s`);
      await sleep(300);
    }
    restore();
    // The same for a doc with components: a paragraph added above its tags and expressions.
    const mdxTimes = [];
    const mdxFile = mdxRoute && path.join(corpusDir, 'content', `${mdxRoute}.mdx`);
    const mdxOriginal = mdxFile && readFileSync(mdxFile, 'utf8');
    if (mdxFile && /\n## /.test(mdxOriginal)) {
      await sleep(500);
      const mdxUrl = `http://127.0.0.1:${session.port}/${mdxRoute}`;
      try {
        for (let i = 0; i < edits; i++) {
          const marker = `bench-mdx-edit-${process.pid}-${i}-${Date.now().toString(36)}`;
          const saved = performance.now();
          writeFileSync(mdxFile, mdxOriginal.replace('\n## ', `\n${marker}\n\n## `));
          let updated;
          while (performance.now() - saved < 30_000) {
            const res = await fetchText(mdxUrl);
            if (res.text.includes(marker)) {
              updated = performance.now() - saved;
              break;
            }
            await sleep(2);
          }
          mdxTimes.push(updated);
          if (updated === undefined) console.log(`dev: edit ${i + 1} of ${mdxRoute} was not served within 30 s`);
          await sleep(300);
        }
      } finally {
        writeFileSync(mdxFile, mdxOriginal);
      }
    }
    // Let the last save's rebuild finish, so that the restarts see the doc as it was.
    await sleep(500);
    await stopDev(session);
    session = undefined;
    const again = [];
    for (let i = 0; i < restarts; i++) {
      session = await startDev(corpusDir, 'docs/getting-started/overview', mdxRoute);
      again.push({ firstPageMs: session.firstPageMs, firstMdxPageMs: session.firstMdxPageMs });
      await stopDev(session);
      session = undefined;
    }
    return { firstPageMs, firstMdxPageMs, readyMs, times, mdxTimes, restarts: again };
  } finally {
    restore();
    process.removeListener('SIGINT', onSignal);
    if (session) await stopDev(session);
  }
}

function printDev(devResult) {
  if (!devResult) return;
  const again = devResult.restarts;
  const all = (key) => again.map((r) => fmt(r[key])).join(' ');
  printTable([
    ['', 'median', 'all'],
    ['first page after start, no .docs-cache (ms)', fmt(devResult.firstPageMs), ''],
    ...(devResult.firstMdxPageMs !== undefined ? [['first page with components, no .docs-cache (ms)', fmt(devResult.firstMdxPageMs), '']] : []),
    ['"ready" printed after start (ms)', fmt(devResult.readyMs), ''],
    ['save → updated page (ms)', fmt(median(devResult.times)), devResult.times.map((t) => fmt(t)).join(' ')],
    ...(devResult.mdxTimes?.length > 0
      ? [['save → updated page with components (ms)', fmt(median(devResult.mdxTimes)), devResult.mdxTimes.map((t) => fmt(t)).join(' ')]]
      : []),
    ...(again.length > 0 ? [['first page after a restart (ms)', fmt(median(again.map((r) => r.firstPageMs))), all('firstPageMs')]] : []),
    ...(again.length > 0 && devResult.firstMdxPageMs !== undefined
      ? [['first page with components after a restart (ms)', fmt(median(again.map((r) => r.firstMdxPageMs))), all('firstMdxPageMs')]]
      : []),
  ]);
}

const devSummary = (devResult) =>
  devResult && {
    firstPageMs: devResult.firstPageMs,
    firstMdxPageMs: devResult.firstMdxPageMs,
    readyMs: devResult.readyMs,
    editMs: median(devResult.times),
    edits: devResult.times,
    mdxEditMs: devResult.mdxTimes?.length > 0 ? median(devResult.mdxTimes) : undefined,
    restartFirstPageMs: median(devResult.restarts.map((r) => r.firstPageMs)),
    restartFirstMdxPageMs: devResult.firstMdxPageMs === undefined ? undefined : median(devResult.restarts.map((r) => r.firstMdxPageMs)),
    restarts: devResult.restarts,
  };

// ---------------------------------------------------------------------------
// Command line.

/** The seed, revision rate and MDX share a corpus was written with (from its stamp). */
export function corpusOptions(corpusDir) {
  const stamp = path.join(corpusDir, '.bench-corpus');
  if (!existsSync(stamp)) return { seed: 42, revisionRate: 0.25, mdxShare: 0 };
  const text = readFileSync(stamp, 'utf8');
  if (text.trimStart().startsWith('{')) return JSON.parse(text);
  return { seed: Number(/seed (\S+)/.exec(text)?.[1] ?? 42), revisionRate: Number(/revision-rate (\S+)/.exec(text)?.[1] ?? 0.25), mdxShare: 0 };
}

/** Cold builds of each corpus, alternating per round, so load on the machine hits them alike. */
async function coldBuilds(corpora, runs) {
  const results = corpora.map(() => []);
  for (let i = 0; i < runs; i++) {
    for (const [k, dir] of corpora.entries()) {
      const r = await coldBuild(dir);
      if (r.code !== 0) {
        console.log(`Build of ${path.relative(process.cwd(), dir)} failed (exit ${r.code}):\n${(r.stderr || r.stdout).split('\n').slice(0, 40).join('\n')}`);
        process.exit(1);
      }
      results[k].push(r);
      const label = corpora.length > 1 ? ` ${path.relative(process.cwd(), dir)}` : '';
      console.log(`run ${i + 1}${label}: ${fmt(r.wallMs / 1000, 2)} s wall, ${fmt(r.cpuMs / 1000, 2)} s CPU, ${fmt(r.peakRssMb)} MB, ${r.pages} pages`);
    }
  }
  return results;
}

const medians = (results) => ({
  wallMs: median(results.map((r) => r.wallMs)),
  cpuMs: median(results.map((r) => r.cpuMs)),
  peakRssMb: median(results.map((r) => r.peakRssMb)),
  pages: median(results.map((r) => r.pages)),
  cpuPerPageMs: median(results.map((r) => r.cpuPerPageMs)),
});

async function main() {
  const args = process.argv.slice(2);
  let runs;
  let corpusDir = path.join(benchDir, '.corpus');
  let dev = true;
  let compile = true;
  let compareMarkdown = false;
  let devOnly = false;
  let scales;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--runs') runs = Number(args[++i]);
    else if (a.startsWith('--runs=')) runs = Number(a.slice(7));
    else if (a === '--corpus') corpusDir = path.resolve(args[++i]);
    else if (a === '--no-dev') dev = false;
    else if (a === '--in-place') coldBuildOptions.inPlace = true;
    else if (a === '--dev-only') devOnly = true;
    else if (a === '--no-compile') compile = false;
    else if (a === '--compare-markdown') compareMarkdown = true;
    else if (a === '--scale' || a.startsWith('--scale=')) {
      scales = (a === '--scale' ? args[++i] : a.slice(8)).split(',').map(Number);
      if (!scales.every((n) => Number.isInteger(n) && n >= 1)) throw new Error('--scale takes whole numbers of at least 1, e.g. --scale 1,4,8');
    } else {
      console.error(
        `unknown argument ${a}\nusage: node bench/build.mjs [--runs 3] [--corpus dir] [--compare-markdown] [--no-dev] [--dev-only] [--no-compile] [--scale 1,4,8] [--in-place]`,
      );
      process.exit(2);
    }
  }
  // Builds at scale are long: one round unless asked for more.
  runs ??= scales ? 1 : 3;
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');
  if (scales) return scaleBuilds(scales, runs, compile);

  // A corpus written at another scale (bench/.corpus-x4) keeps its scale: it is never rewritten as 1×.
  await ensureCorpus(corpusDir, scaleOf(corpusDir));
  const corpora = [corpusDir];
  if (compareMarkdown) {
    // The same corpus without MDX, rewritten every time so it always matches the first.
    const { seed, revisionRate, mdxShare } = corpusOptions(corpusDir);
    if (!(mdxShare > 0)) throw new Error(`${corpusDir} has no MDX docs: --compare-markdown compares an MDX corpus with its all-markdown twin`);
    const { writeCorpus } = await import('./corpus.mjs');
    const twin = path.join(benchDir, '.corpus-md');
    writeCorpus(twin, seed, revisionRate, 0);
    corpora.push(twin);
  }
  if (compile) {
    // A stale lib/ would measure yesterday's generator.
    const c = spawnSync(process.execPath, [path.join(repoDir, 'scripts', 'compile.mjs')], { cwd: repoDir, stdio: 'inherit' });
    if (c.status !== 0) process.exit(1);
  }
  if (!hasGnuTime()) console.log('note: /usr/bin/time is missing (apt-get install -y time); CPU and RSS come from an in-process wrapper.');
  console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`);
  for (const dir of corpora) {
    const o = corpusOptions(dir);
    console.log(`Corpus: ${path.relative(process.cwd(), dir)} (seed ${o.seed}, MDX share ${o.mdxShare ?? 0})`);
  }
  // Other work on the machine stretches wall time more than CPU time; say when there is some.
  const load = os.loadavg()[0];
  console.log(`Load average before the runs: ${load.toFixed(2)}${load > os.cpus().length / 2 ? ' (busy machine: wall times will be inflated)' : ''}\n`);

  if (devOnly) {
    // Only docs dev (e.g. on a scaled corpus, whose cold builds take minutes).
    console.log('Incremental (docs dev)');
    const devResult = await benchDev(corpusDir);
    printDev(devResult);
    mkdirSync(outDir, { recursive: true });
    writeFileSync(
      path.join(outDir, 'dev.json'),
      `${JSON.stringify({ date: new Date().toISOString(), corpus: path.relative(repoDir, corpusDir), dev: devSummary(devResult) }, null, 2)}\n`,
    );
    return;
  }
  const all = await coldBuilds(corpora, runs);
  const results = all[0];
  for (const [k, dir] of corpora.entries()) {
    console.log(`\nCold build${corpora.length > 1 ? `: ${path.relative(process.cwd(), dir)}` : ''}`);
    printBuilds(all[k]);
  }
  let comparison;
  if (corpora.length > 1) {
    const [a, b] = all.map(medians);
    comparison = { mdx: a, markdown: b, cpuPerPageRatio: a.cpuPerPageMs / b.cpuPerPageMs, wallRatio: a.wallMs / b.wallMs, cpuRatio: a.cpuMs / b.cpuMs };
    console.log(`\nMDX corpus / all-markdown corpus (medians, alternating runs)`);
    printTable([
      ['', 'MDX', 'markdown', 'ratio'],
      ['wall (s)', fmt(a.wallMs / 1000, 2), fmt(b.wallMs / 1000, 2), `${comparison.wallRatio.toFixed(2)}×`],
      ['CPU user+sys (s)', fmt(a.cpuMs / 1000, 2), fmt(b.cpuMs / 1000, 2), `${comparison.cpuRatio.toFixed(2)}×`],
      ['peak RSS (MB)', fmt(a.peakRssMb), fmt(b.peakRssMb), `${(a.peakRssMb / b.peakRssMb).toFixed(2)}×`],
      ['CPU per page (ms)', fmt(a.cpuPerPageMs, 2), fmt(b.cpuPerPageMs, 2), `${comparison.cpuPerPageRatio.toFixed(2)}×`],
    ]);
  }

  let devResult;
  if (dev) {
    console.log('\nIncremental (docs dev)');
    devResult = await benchDev(corpusDir);
    printDev(devResult);
  }

  mkdirSync(outDir, { recursive: true });
  const summary = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model.trim(),
      memGB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      loadAverage: os.loadavg()[0],
    },
    runs: results.map(({ wallMs, cpuMs, peakRssMb, pages, cpuPerPageMs, stages }) => ({ wallMs, cpuMs, peakRssMb, pages, cpuPerPageMs, stages })),
    median: medians(results),
    ...(comparison && {
      markdownRuns: all[1].map(({ wallMs, cpuMs, peakRssMb, pages, cpuPerPageMs, stages }) => ({ wallMs, cpuMs, peakRssMb, pages, cpuPerPageMs, stages })),
      comparison,
    }),
    dev: devSummary(devResult),
  };
  writeFileSync(path.join(outDir, 'build.json'), `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`\nSaved ${path.relative(process.cwd(), path.join(outDir, 'build.json'))}`);
}

/** Cold builds of the corpus at several scales: how wall, CPU and peak RSS grow with the site. */
async function scaleBuilds(scales, runs, compile) {
  const { scaledCorpusDir } = await import('./corpus.mjs');
  const corpora = scales.map((n) => scaledCorpusDir(n));
  for (const [k, dir] of corpora.entries()) await ensureCorpus(dir, scales[k]);
  if (compile) {
    const c = spawnSync(process.execPath, [path.join(repoDir, 'scripts', 'compile.mjs')], { cwd: repoDir, stdio: 'inherit' });
    if (c.status !== 0) process.exit(1);
  }
  if (!hasGnuTime()) console.log('note: /usr/bin/time is missing (apt-get install -y time); CPU and RSS come from an in-process wrapper.');
  console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`);
  const load = os.loadavg()[0];
  console.log(`Load average before the runs: ${load.toFixed(2)}${load > os.cpus().length / 2 ? ' (busy machine: wall times will be inflated)' : ''}\n`);
  const all = await coldBuilds(corpora, runs);
  for (const dir of corpora) cleanSite(dir);
  const m = all.map(medians);
  const ratio = (v, first) => `${(v / first).toFixed(2)}×`;
  console.log(`\nCold build by scale (${runs > 1 ? `medians of ${runs} alternating runs` : 'one run each'}; ratios to ${scales[0]}×)`);
  printTable([
    ['', ...scales.map((n) => `${n}×`), ...scales.slice(1).map((n) => `${n}× / ${scales[0]}×`)],
    ['pages', ...m.map((r) => fmt(r.pages)), ...m.slice(1).map((r) => ratio(r.pages, m[0].pages))],
    ['wall (s)', ...m.map((r) => fmt(r.wallMs / 1000, 2)), ...m.slice(1).map((r) => ratio(r.wallMs, m[0].wallMs))],
    ['CPU user+sys (s)', ...m.map((r) => fmt(r.cpuMs / 1000, 2)), ...m.slice(1).map((r) => ratio(r.cpuMs, m[0].cpuMs))],
    ['peak RSS (MB)', ...m.map((r) => fmt(r.peakRssMb)), ...m.slice(1).map((r) => ratio(r.peakRssMb, m[0].peakRssMb))],
    ['wall per 1,000 pages (s)', ...m.map((r) => fmt(r.wallMs / r.pages, 2)), ...m.slice(1).map((r) => ratio(r.wallMs / r.pages, m[0].wallMs / m[0].pages))],
    ['CPU per page (ms)', ...m.map((r) => fmt(r.cpuPerPageMs, 2)), ...m.slice(1).map((r) => ratio(r.cpuPerPageMs, m[0].cpuPerPageMs))],
  ]);
  mkdirSync(outDir, { recursive: true });
  const summary = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model.trim(),
      memGB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      loadAverage: load,
    },
    scales: scales.map((n, k) => ({
      scale: n,
      median: m[k],
      runs: all[k].map(({ wallMs, cpuMs, peakRssMb, pages, cpuPerPageMs, stages }) => ({ wallMs, cpuMs, peakRssMb, pages, cpuPerPageMs, stages })),
    })),
  };
  writeFileSync(path.join(outDir, 'build-scale.json'), `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`\nSaved ${path.relative(process.cwd(), path.join(outDir, 'build-scale.json'))}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main()
    .then(removeOldFreshSites)
    .catch((e) => {
      console.error(e);
      process.exit(1);
    });
}
