#!/usr/bin/env node
// Builds tests/fixtures/docusaurus-layout with Docusaurus and with docs, for trailingSlash
// unset, true and false, and compares the set of HTML routes and the target of every link
// written in the content. Prints every difference; exits 1 when there is one.
//
// Docusaurus is installed in bench/docusaurus/ (gitignored) by compare-docusaurus.mjs or here.
// With --write, what Docusaurus produced is saved as the expected output that CI checks
// (tests/fixtures/docusaurus-layout/expected/*.json), so CI never needs Docusaurus.
//
//   node bench/compare-routes.mjs [--write] [--no-compile]
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { benchDir, repoDir } from './build.mjs';
import { installDocusaurus } from './compare-docusaurus.mjs';
import { readRoutesAndLinks } from './route-links.mjs';

const args = process.argv.slice(2);
const fixture = path.join(repoDir, 'tests', 'fixtures', 'docusaurus-layout');
const expectedDir = path.join(fixture, 'expected');
const workDir = path.join(benchDir, 'docusaurus', 'layout-site');
const ourDir = path.join(benchDir, '.out', 'layout-site');
const modes = [
  ['unset', undefined],
  ['true', true],
  ['false', false],
];

if (!args.includes('--no-compile')) spawnSync(process.execPath, [path.join(repoDir, 'scripts', 'compile.mjs')], { stdio: 'inherit' });
installDocusaurus();

function run(cmd, cmdArgs, cwd, env = {}) {
  const r = spawnSync(cmd, cmdArgs, { cwd, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} ${cmdArgs.join(' ')} failed in ${cwd}:\n${r.stdout}\n${r.stderr}`);
  return r;
}

function copySite(to) {
  rmSync(to, { recursive: true, force: true });
  mkdirSync(to, { recursive: true });
  cpSync(fixture, to, { recursive: true, filter: (src) => !src.startsWith(expectedDir) });
}

// Routes we add on purpose (README, "Moving from Docusaurus"): the search page of the built-in search.
const OUR_OWN_ROUTES = ['/search'];

let differences = 0;
for (const [name, trailingSlash] of modes) {
  // Docusaurus runs inside bench/docusaurus/ so the site resolves its packages from there.
  copySite(workDir);
  run(
    process.execPath,
    [path.join(benchDir, 'docusaurus', 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'), 'build', '--out-dir', 'build'],
    workDir,
    {
      TRAILING_SLASH: name,
    },
  );
  const theirs = readRoutesAndLinks(path.join(workDir, 'build'), trailingSlash);

  copySite(ourDir);
  const config = path.join(ourDir, 'site.config.json');
  const text = JSON.parse(readFileSync(config, 'utf8'));
  if (trailingSlash !== undefined) text.trailingSlash = trailingSlash;
  writeFileSync(config, JSON.stringify(text, null, 2));
  run(process.execPath, [path.join(repoDir, 'bin', 'docs.js'), 'build'], ourDir);
  const ours = readRoutesAndLinks(path.join(ourDir, 'dist'), trailingSlash);

  if (args.includes('--write')) {
    mkdirSync(expectedDir, { recursive: true });
    writeFileSync(path.join(expectedDir, `trailing-slash-${name}.json`), `${JSON.stringify(theirs, null, 2)}\n`);
  }

  console.log(`\ntrailingSlash ${name}: Docusaurus ${theirs.routes.length} routes, docs ${ours.routes.length} routes`);
  const only = (a, b) => a.filter((r) => !b.includes(r));
  for (const r of only(theirs.routes, ours.routes)) {
    differences++;
    console.log(`  route only in Docusaurus: ${r}`);
  }
  for (const r of only(ours.routes, theirs.routes).filter((route) => !OUR_OWN_ROUTES.includes(route))) {
    differences++;
    console.log(`  route only in docs:       ${r}`);
  }
  for (const route of Object.keys(theirs.links)) {
    const a = theirs.links[route];
    const b = ours.links[route] ?? [];
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    differences++;
    console.log(`  links on ${route}:\n    Docusaurus: ${a.join(' ')}\n    docs:       ${b.join(' ')}`);
  }
  for (const route of only(Object.keys(ours.links), Object.keys(theirs.links))) {
    if (!theirs.routes.includes(route)) continue;
    differences++;
    console.log(`  links on ${route} only in docs: ${ours.links[route].join(' ')}`);
  }
}
console.log(differences ? `\n${differences} difference${differences === 1 ? '' : 's'}.` : '\nNo difference.');
process.exitCode = differences ? 1 : 0;
