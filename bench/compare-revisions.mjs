#!/usr/bin/env node
// Two revisions of the generator on the same corpus: each revision's tree is exported with
// `git archive` into bench/.out/revisions/<sha>/ (no worktree, no checkout), given this
// worktree's node_modules by a link, and compiled; then cold builds of the corpus with each,
// alternating (A B, then B A), each in a fresh copy (see freshSite in build.mjs). Prints wall,
// CPU (user+sys), peak RSS, pages and CPU per page of each (medians), their ratios, the
// stage times of `--verbose`, and the load average around each build.
//
// By default it measures what moving `:::` admonitions to micromark-extension-directive
// cost a full build: cf45756 (the move) against its parent.
//
//   node bench/compare-revisions.mjs [<rev-a> <rev-b>] [--runs 3] [--corpus bench/.corpus]
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchDir, ensureCorpus, freshSite, measureCommand, median, parseBuildOutput, printTable, removeOldFreshSites, repoDir, settleDisk } from './build.mjs';

const revisionsDir = path.join(benchDir, '.out', 'revisions');

/** Exports and compiles one revision; returns its folder. */
function prepare(rev) {
  const sha = execFileSync('git', ['-C', repoDir, 'rev-parse', '--verify', `${rev}^{commit}`], { encoding: 'utf8' }).trim();
  const dir = path.join(revisionsDir, sha.slice(0, 12));
  if (!existsSync(path.join(dir, 'lib', 'cli.js'))) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const tar = spawnSync('sh', ['-c', `git -C "${repoDir}" archive ${sha} | tar -x -C "${dir}"`], { stdio: 'inherit' });
    if (tar.status !== 0) throw new Error(`git archive of ${rev} failed`);
    symlinkSync(path.join(repoDir, 'node_modules'), path.join(dir, 'node_modules'));
    const c = spawnSync(process.execPath, [path.join(dir, 'scripts', 'compile.mjs')], { cwd: dir, stdio: 'inherit' });
    if (c.status !== 0) throw new Error(`compiling ${rev} failed`);
  }
  const subject = execFileSync('git', ['-C', repoDir, 'log', '-1', '--format=%s', sha], { encoding: 'utf8' }).trim();
  return { rev, sha, dir, subject };
}

const fmt = (v, d = 0) => (v === undefined || Number.isNaN(v) ? '–' : v.toFixed(d));

async function main() {
  const args = process.argv.slice(2);
  const revs = [];
  let runs = 3;
  let corpusDir = path.join(benchDir, '.corpus');
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--runs') runs = Number(args[++i]);
    else if (args[i] === '--corpus') corpusDir = path.resolve(args[++i]);
    else if (!args[i].startsWith('--')) revs.push(args[i]);
    else {
      console.error(`unknown argument ${args[i]}\nusage: node bench/compare-revisions.mjs [<rev-a> <rev-b>] [--runs 3] [--corpus dir]`);
      process.exit(2);
    }
  }
  if (revs.length === 0) revs.push('cf45756^', 'cf45756');
  if (revs.length !== 2) throw new Error('give two revisions, or none for the default pair');
  await ensureCorpus(corpusDir);
  const sides = revs.map(prepare);
  for (const s of sides) console.log(`${s.rev} = ${s.sha.slice(0, 12)} ${s.subject.slice(0, 100)}`);
  console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`);
  console.log(
    `Load average before the runs: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );

  const results = sides.map(() => []);
  const loads = [];
  for (let i = 0; i < runs; i++) {
    const order = i % 2 === 0 ? [0, 1] : [1, 0];
    for (const k of order) {
      const dir = freshSite(corpusDir, `rev-${sides[k].sha.slice(0, 7)}`);
      settleDisk();
      const before = os.loadavg()[0];
      const r = await measureCommand(process.execPath, [path.join(sides[k].dir, 'bin', 'docs.js'), 'build', '--verbose'], { cwd: dir });
      loads.push(before, os.loadavg()[0]);
      if (r.code !== 0) {
        console.log(`${sides[k].rev}: build failed (exit ${r.code}):\n${(r.stderr || r.stdout).split('\n').slice(0, 30).join('\n')}`);
        process.exit(1);
      }
      const parsed = parseBuildOutput(r.stdout);
      results[k].push({ ...r, ...parsed });
      console.log(
        `round ${i + 1} ${sides[k].rev}: ${fmt(r.wallMs / 1000, 2)} s wall, ${fmt(r.cpuMs / 1000, 2)} s CPU, ${fmt(r.peakRssMb)} MB, ${parsed.pages} pages (load ${before.toFixed(2)} → ${os.loadavg()[0].toFixed(2)})`,
      );
    }
  }
  const m = (k, get) => median(results[k].map(get));
  const ratio = (get) => `${(m(1, get) / m(0, get)).toFixed(3)}×`;
  const stageNames = [...new Set(results.flat().flatMap((r) => Object.keys(r.stages)))];
  console.log(`\nMedians of ${runs} alternating cold builds; load average ${fmt(Math.min(...loads), 2)} to ${fmt(Math.max(...loads), 2)} during the runs`);
  const row = (label, get, d) => [label, fmt(m(0, get), d), fmt(m(1, get), d), ratio(get)];
  printTable([
    ['', sides[0].rev, sides[1].rev, `${sides[1].rev} / ${sides[0].rev}`],
    row('wall (s)', (r) => r.wallMs / 1000, 2),
    row('CPU user+sys (s)', (r) => r.cpuMs / 1000, 2),
    row('peak RSS (MB)', (r) => r.peakRssMb, 0),
    row('pages', (r) => r.pages, 0),
    row('CPU per page (ms)', (r) => r.cpuMs / r.pages, 2),
    ...stageNames.map((s) => row(`  ${s} (ms)`, (r) => r.stages[s], 0)),
  ]);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main()
    .then(removeOldFreshSites)
    .catch((e) => {
      console.error(e);
      process.exit(1);
    });
}
