#!/usr/bin/env node
// Warm-build benchmark on the reference corpus (bench/corpus.mjs): the build cache in
// .docs-cache/build/.
//
// Each round, in a fresh copy of the corpus (see freshSite in build.mjs; --in-place builds in
// the corpus itself after deleting its output and cache, as before): a cold build, a warm
// build with nothing changed, then a warm build after appending a paragraph to one doc.
// Prints wall time, CPU time (user + sys), peak RSS and the stage timings of each kind as
// medians, and checks that the warm output is byte-identical to the cold one.
//
//   node bench/warm.mjs [--runs 3] [--corpus bench/.corpus] [--doc content/docs/...md] [--no-compile] [--in-place]
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  benchDir,
  cleanSite,
  docsBin,
  ensureCorpus,
  freshSite,
  hasGnuTime,
  measureCommand,
  median,
  parseBuildOutput,
  printTable,
  removeOldFreshSites,
  repoDir,
} from './build.mjs';

function treeHash(dir) {
  const hash = createHash('sha256');
  const visit = (current) => {
    for (const name of readdirSync(current).sort()) {
      const full = path.join(current, name);
      if (statSync(full).isDirectory()) visit(full);
      else hash.update(path.relative(dir, full)).update('\0').update(readFileSync(full)).update('\0');
    }
  };
  visit(dir);
  return hash.digest('hex');
}

async function build(siteDir) {
  const result = await measureCommand(process.execPath, [docsBin, 'build', '--verbose'], {
    cwd: siteDir,
    inProcessModule: path.join(repoDir, 'lib', 'cli.js'),
  });
  if (result.code !== 0) {
    console.log(`Build failed (exit ${result.code}):\n${(result.stderr || result.stdout).split('\n').slice(0, 40).join('\n')}`);
    process.exit(1);
  }
  const cache = /^ {2}cache: (.*)$/m.exec(result.stdout)?.[1];
  return { ...result, ...parseBuildOutput(result.stdout), cache };
}

const fmt = (v, digits = 0) => (v === undefined || Number.isNaN(v) ? '–' : v.toFixed(digits));

async function main() {
  const args = process.argv.slice(2);
  let runs = 3;
  let corpusDir = path.join(benchDir, '.corpus');
  let doc = 'content/docs/getting-started/overview.md';
  let compile = true;
  let inPlace = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--runs') runs = Number(args[++i]);
    else if (a === '--corpus') corpusDir = path.resolve(args[++i]);
    else if (a === '--doc') doc = args[++i];
    else if (a === '--no-compile') compile = false;
    else if (a === '--in-place') inPlace = true;
    else {
      console.error(`unknown argument ${a}\nusage: node bench/warm.mjs [--runs 3] [--corpus dir] [--doc content/docs/x.md] [--no-compile] [--in-place]`);
      process.exit(2);
    }
  }
  await ensureCorpus(corpusDir);
  if (compile) {
    const c = spawnSync(process.execPath, [path.join(repoDir, 'scripts', 'compile.mjs')], { cwd: repoDir, stdio: 'inherit' });
    if (c.status !== 0) process.exit(1);
  }
  if (!hasGnuTime()) console.log('note: /usr/bin/time is missing (apt-get install -y time); CPU and RSS come from an in-process wrapper.');
  console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`);
  console.log(
    `Load average before the runs: ${os.loadavg()[0].toFixed(2)}${os.loadavg()[0] > os.cpus().length / 2 ? ' (busy machine: wall times will be inflated; CPU times much less so)' : ''}\n`,
  );

  const original = readFileSync(path.join(corpusDir, doc), 'utf8');
  // The doc edited in place is put back however the run ends.
  let restore = () => {};
  process.once('SIGINT', () => {
    restore();
    process.exit(130);
  });
  const rounds = { cold: [], warm: [], 'one doc changed': [] };
  let identical = true;
  try {
    for (let i = 0; i < runs; i++) {
      let siteDir = corpusDir;
      if (inPlace) cleanSite(corpusDir);
      else siteDir = freshSite(corpusDir, 'warm');
      const docFile = path.join(siteDir, doc);
      restore = () => writeFileSync(docFile, original);
      const cold = await build(siteDir);
      const coldHash = treeHash(path.join(siteDir, 'dist'));
      const warm = await build(siteDir);
      identical &&= treeHash(path.join(siteDir, 'dist')) === coldHash;
      writeFileSync(docFile, `${original}\n\nA paragraph added by the warm benchmark, round ${i + 1}.\n`);
      const changed = await build(siteDir);
      restore();
      rounds.cold.push(cold);
      rounds.warm.push(warm);
      rounds['one doc changed'].push(changed);
      console.log(
        `round ${i + 1}: cold ${fmt(cold.wallMs / 1000, 2)} s, warm ${fmt(warm.wallMs / 1000, 2)} s, one doc changed ${fmt(changed.wallMs / 1000, 2)} s (wall)`,
      );
      console.log(`  warm cache: ${warm.cache}\n  one-change cache: ${changed.cache}`);
    }
  } finally {
    restore();
  }
  const kinds = Object.keys(rounds);
  const stageNames = [...new Set(kinds.flatMap((k) => rounds[k].flatMap((r) => Object.keys(r.stages))))];
  console.log(`\nMedians of ${runs} round${runs === 1 ? '' : 's'} (${rounds.cold[0]?.pages} pages)`);
  const row = (label, get, digits = 0) => [label, ...kinds.map((k) => fmt(median(rounds[k].map(get)), digits))];
  printTable([
    ['', ...kinds],
    row('wall (s)', (r) => r.wallMs / 1000, 2),
    row('CPU user+sys (s)', (r) => r.cpuMs / 1000, 2),
    row('peak RSS (MB)', (r) => r.peakRssMb),
    ...stageNames.map((s) => row(`  ${s} (ms)`, (r) => r.stages[s])),
  ]);
  console.log(`\nWarm output byte-identical to the cold build's: ${identical ? 'yes' : 'NO'}`);
  if (!identical) process.exitCode = 1;
}

main()
  .then(removeOldFreshSites)
  .catch((e) => {
    console.error(e);
    process.exit(1);
  });
