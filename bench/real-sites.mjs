#!/usr/bin/env node
// The compat suite of real Docusaurus 3 sites: each site of bench/real-sites.json is copied
// fresh from a git mirror at a fixed commit into a scratch folder outside this repository,
// gets only the npm packages its content and components import (never its package.json:
// that would install Docusaurus, which this generator replaces), then runs
// `docs migrate . --write` and `docs build`, and records what happened:
//
//   - exit code and wall time of migrate and build;
//   - pages built (.html files in the output, but those copied from static folders) and errors and warnings by rule id (a diagnostic
//     prints as `file:line:column error message [rule/id]`);
//   - pages whose <main> element is empty or missing, pages whose server render failed inside a
//     Suspense boundary (React leaves `<!--$!-->` and a spinner), and whether the home page
//     index.html exists with a non-empty <main> (a build can exit 0 and still show nothing);
//   - any file of the site's tree that migrate or build added, changed or removed, apart from
//     what they are meant to write (site.config.json and create-redirects.mjs, the output folder and .docs-cache/).
//
//   node bench/real-sites.mjs [--only name1,name2] [--docs path/to/bin/docs.js]
//       [--mirrors /work/.mirror] [--work /work/real-sites-run] [--out /tmp/real-sites-results.json]
//       [--reuse-install] [--timeout 900] [--sites bench/real-sites.json] [--list]
//
// Mirrors are bare git directories, one per repository, at <mirrors>/<owner>+<name>/repo (the
// layout the session's fetch tool writes; <mirrors>/<owner>+<name> as a bare repository works
// too). A site whose mirror or commit is missing is reported with the way to get it.
// The packages are installed with `npm install --no-save --ignore-scripts` into <work>/<name>/deps
// (a package.json of its own) and moved into the site folder's node_modules for the run, where
// the site's own install would put them. --reuse-install keeps them between runs when the list did
// not change (the site's files are always copied fresh). One site runs at a time. A site marked
// "skip" in the list (with the reason) runs only when --only names it.
//
// The JSON file lists, per site: name, repo ("owner/name"), commit, site (the site's folder
// inside the repository, "." for its root), paths (optional: the folders of the repository to
// copy, when the site reads outside its folder, e.g. "docs" beside "website"; default: the
// whole repository), packages (npm packages its content and components import, and the markdown
// plugins its config names; a workspace package of the repository itself is given by its folder
// from the scratch folder's deps/, "../repo/<path>", with that path in paths), shape (what
// kind of site it is), submodules (optional: { "path/in/repo": "owner/name" } for submodules
// to fill from their own mirrors), prepare (optional: { "copy": [[from, to]], "write": { file: text },
// "run": [[command, ...args]] }, copy and write paths from the repository root, standing in for
// what the site's own build scripts make before `docusaurus build`; run commands run in the site
// folder with its packages in place, for what its own code writes while Docusaurus loads it), afterBuild (optional: commands run in the site folder after its build, with
// its node_modules/.bin on PATH, to stop what the build left running), handEdits (optional, see below), skip (optional: why the site is left out
// of a full run) and notes.
//
// handEdits are the edits a user would make by hand where a site needs something this generator
// leaves out or something that cannot be installed here; each has a reason, is applied after
// migrate and before build, and is listed in the report. Two kinds, neither touching the site's
// files: { "reason", "config": { key: value } } sets keys of the site.config.json that migrate
// wrote (a top-level key, or a dotted path such as "docs.0.exclude"); { "reason", "standIn": { "package": name, "module": ESM text } } puts a stand-in
// package in the site's node_modules for one that no registry reachable here has.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoDir = path.resolve(benchDir, '..');

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i === -1 ? fallback : args[i + 1];
};
const flag = (name) => args.includes(name);

const listFile = path.resolve(option('--sites', path.join(benchDir, 'real-sites.json')));
const docsBin = path.resolve(option('--docs', path.join(repoDir, 'bin', 'docs.js')));
const mirrorsDir = path.resolve(option('--mirrors', '/work/.mirror'));
const workDir = path.resolve(option('--work', '/work/real-sites-run'));
const outFile = path.resolve(option('--out', '/tmp/real-sites-results.json'));
const only = option('--only')
  ?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const timeoutMs = Number(option('--timeout', '900')) * 1000;
const reuseInstall = flag('--reuse-install');

const workRel = path.relative(repoDir, workDir);
if (!workRel.startsWith('..') && !path.isAbsolute(workRel)) {
  console.error(
    `--work ${workDir} is inside this repository; use a folder outside it (a site's packages must not resolve to this repository's node_modules, and no site file may land in the repository).`,
  );
  process.exit(2);
}
if (!existsSync(docsBin)) {
  console.error(`no docs CLI at ${docsBin} (--docs); in this repository run npm ci first (it compiles lib/).`);
  process.exit(2);
}

const sites = JSON.parse(readFileSync(listFile, 'utf8')).sites;
if (flag('--list')) {
  for (const s of sites) console.log(`${s.name.padEnd(22)} ${s.repo}@${s.commit.slice(0, 10)} ${s.site}  ${s.shape ?? ''}`);
  process.exit(0);
}
// A site marked "skip" (with the reason) runs only when --only names it.
const chosen = only ? sites.filter((s) => only.includes(s.name)) : sites.filter((s) => !s.skip);
for (const s of only ? [] : sites.filter((s) => s.skip)) console.log(`skipping ${s.name}: ${s.skip} (run it with --only ${s.name})`);
if (only) for (const name of only) if (!sites.some((s) => s.name === name)) console.error(`no site named ${name} in ${listFile}`);

// ---------------------------------------------------------------------------------------------
// Mirrors and copies

function git(gitDir, gitArgs, options = {}) {
  return spawnSync('git', ['--git-dir', gitDir, ...gitArgs], { encoding: 'utf8', maxBuffer: 1 << 30, ...options });
}

/** The bare git directory of a repository under --mirrors, or undefined. */
function mirrorOf(repo) {
  const base = path.join(mirrorsDir, repo.replace('/', '+'));
  for (const dir of [path.join(base, 'repo'), path.join(base, 'repo', '.git'), base]) {
    if (existsSync(path.join(dir, 'HEAD')) && existsSync(path.join(dir, 'objects'))) return dir;
  }
  return undefined;
}

function howToGet(site) {
  const dir = path.join(mirrorsDir, site.repo.replace('/', '+'), 'repo');
  return (
    `no mirror of ${site.repo} under ${mirrorsDir}. In an agent session, the fetch tool (source "github:${site.repo}") ` +
    `writes one to /work/.mirror/${site.repo.replace('/', '+')}/repo; elsewhere: git clone --bare https://github.com/${site.repo} ${dir}` +
    ` (pass --mirrors when they live in another folder).`
  );
}

/** Tiny valid images for blobs a mirror lacks, by extension. */
const PLACEHOLDERS = {
  '.gif': Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  '.png': Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
  '.jpg': Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  ),
};
PLACEHOLDERS['.jpeg'] = PLACEHOLDERS['.jpg'];

/**
 * Writes the tree of `commit` (limited to `paths`) into `dest`, blob by blob through one
 * `git cat-file --batch`: a mirror may lack some blobs (the snapshots here leave out files of
 * 4 MiB and more), which `git archive` would stop at. Such a file gets a placeholder (see
 * PLACEHOLDERS) and is listed in what this returns.
 */
async function extractTree(gitDir, commit, paths, dest) {
  const ls = git(gitDir, ['ls-tree', '-r', '-z', '--full-tree', commit, '--', ...(paths ?? [])], { encoding: 'buffer' });
  if (ls.status !== 0) throw new Error(`git ls-tree failed: ${ls.stderr.toString()}`);
  const entries = [];
  const skipped = [];
  for (const record of ls.stdout.toString('utf8').split('\0')) {
    if (!record) continue;
    const tab = record.indexOf('\t');
    const [mode, type, oid] = record.slice(0, tab).split(' ');
    const file = record.slice(tab + 1);
    if (type === 'commit') skipped.push({ file, why: 'submodule', commit: oid });
    else if (type === 'blob') entries.push({ mode, oid, file });
  }
  const missing = [];
  await new Promise((resolve, reject) => {
    const child = spawn('git', ['--git-dir', gitDir, 'cat-file', '--batch'], { stdio: ['pipe', 'pipe', 'inherit'] });
    let buffer = Buffer.alloc(0);
    let index = 0;
    let need = -1; // bytes of the current object's content (plus its newline) still expected
    const next = () => {
      for (;;) {
        if (index >= entries.length) return;
        if (need === -1) {
          const nl = buffer.indexOf(10);
          if (nl === -1) return;
          const header = buffer.subarray(0, nl).toString();
          buffer = buffer.subarray(nl + 1);
          if (header.endsWith(' missing')) {
            // Keep the file's place, so that a link or import of it does not fail here when it
            // would not upstream: a 1x1 image for an image, else an empty file.
            const { file } = entries[index];
            missing.push(file);
            mkdirSync(path.dirname(path.join(dest, file)), { recursive: true });
            writeFileSync(path.join(dest, file), PLACEHOLDERS[path.extname(file).toLowerCase()] ?? '');
            index++;
            continue;
          }
          need = Number(header.split(' ')[2]) + 1;
        }
        if (buffer.length < need) return;
        const { mode, file } = entries[index];
        const content = buffer.subarray(0, need - 1);
        buffer = buffer.subarray(need);
        need = -1;
        index++;
        const target = path.join(dest, file);
        mkdirSync(path.dirname(target), { recursive: true });
        if (mode === '120000') symlinkSync(content.toString(), target);
        else writeFileSync(target, content, { mode: mode === '100755' ? 0o755 : 0o644 });
      }
    };
    child.stdout.on('data', (chunk) => {
      buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
      try {
        next();
      } catch (e) {
        child.kill();
        reject(e);
      }
    });
    child.on('error', reject);
    child.on('close', (code) =>
      index >= entries.length ? resolve() : reject(new Error(`git cat-file ended (${code}) after ${index} of ${entries.length} files`)),
    );
    child.stdin.on('error', () => {});
    child.stdin.end(`${entries.map((e) => e.oid).join('\n')}\n`);
  });
  return { files: entries.length, missing, skipped };
}

// ---------------------------------------------------------------------------------------------
// Tree snapshots: what our tools changed in the site's copy

const IGNORED_DIRS = new Set(['node_modules', '.git']);

/** Every file and link under `root` (but node_modules), by relative path, with a digest of its content. */
function snapshot(root) {
  const files = new Map();
  const walk = (dir) => {
    let names;
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      if (IGNORED_DIRS.has(name)) continue;
      const file = path.join(dir, name);
      const stat = lstatSync(file);
      const rel = path.relative(root, file);
      if (stat.isSymbolicLink()) files.set(rel, `link:${readlinkSync(file)}`);
      else if (stat.isDirectory()) walk(file);
      else files.set(rel, createHash('sha1').update(readFileSync(file)).digest('hex'));
    }
  };
  walk(root);
  return files;
}

/** Files added, changed and removed between two snapshots, leaving out what our tools may write. */
function treeChanges(before, after, allowed) {
  const changes = [];
  for (const [file, digest] of after) {
    if (allowed(file)) continue;
    if (!before.has(file)) changes.push({ file, change: 'added' });
    else if (before.get(file) !== digest) changes.push({ file, change: 'modified' });
  }
  for (const file of before.keys()) if (!after.has(file) && !allowed(file)) changes.push({ file, change: 'removed' });
  return changes;
}

// ---------------------------------------------------------------------------------------------
// Commands

/** Runs a command with a time limit; resolves with its exit code, output and wall time. */
function run(command, commandArgs, cwd, env = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, commandArgs, { cwd, env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...env }, detached: true });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    }, timeoutMs);
    // A command that cannot be started (not on PATH) is a failed run, not a crash of the suite.
    child.on('error', (e) => {
      clearTimeout(timer);
      resolve({ code: 'spawn-error', stdout, stderr: `${stderr}${e.message}`, ms: Math.round(performance.now() - started) });
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: timedOut ? 'timeout' : (code ?? signal), stdout, stderr, ms: Math.round(performance.now() - started) });
    });
  });
}

/** Diagnostics of an output, by severity and rule, with a few examples of each. */
function diagnosticsOf(text) {
  // `file:line:column severity message [rule/id]`, or without a place; the message may run over
  // several lines (a component stack) before the rule, and an indented hint follows.
  const head = /^(?:(\S+?)(?::(\d+)(?::(\d+))?)?\s+)?(error|warning)\s+(.*)$/i;
  const ruleAtEnd = /\s\[([a-z0-9-]+\/[a-z0-9-]+)\]\s*$/i;
  const result = { error: {}, warning: {} };
  const seen = new Set();
  const add = ([, file, lineNo, column, severity], message, rule) => {
    const key = `${file}:${lineNo}:${column}:${severity}:${rule}:${message}`;
    if (seen.has(key)) return; // a stage may print its list again in its summary
    seen.add(key);
    const bucket = (result[severity.toLowerCase()][rule] ??= { count: 0, examples: [] });
    bucket.count++;
    if (bucket.examples.length < 5) bucket.examples.push(`${file ? `${file}${lineNo ? `:${lineNo}${column ? `:${column}` : ''}` : ''} ` : ''}${message}`);
  };
  let open; // a diagnostic whose rule has not come yet
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\x1b\[[0-9;]*m/g, '');
    const start = head.exec(line);
    if (start && !/^\s/.test(line)) open = { match: start, lines: [] };
    if (!open) continue;
    const body = start && !/^\s/.test(line) ? start[5] : line.trim();
    const rule = ruleAtEnd.exec(body);
    if (rule) {
      open.lines.push(body.slice(0, rule.index));
      add(open.match, open.lines[0] + (open.lines.length > 1 ? ` (+${open.lines.length - 1} lines)` : ''), rule[1]);
      open = undefined;
    } else {
      open.lines.push(body);
      if (open.lines.length > 60) open = undefined; // not a diagnostic after all
    }
  }
  return result;
}

/** The last lines of an output that are not diagnostics, for a failure no rule names (a crash). */
function tail(text, lines = 12) {
  return text.trim().split('\n').slice(-lines).join('\n');
}

// ---------------------------------------------------------------------------------------------
// The output

/** The text inside a page's <main>: undefined when there is no <main>, '' when it is empty. */
function mainText(html) {
  const open = /<main\b[^>]*>/i.exec(html);
  if (!open) return undefined;
  const end = html.lastIndexOf('</main>');
  const inner = html.slice(open.index + open[0].length, end === -1 ? undefined : end);
  if (/<(img|svg|video|iframe|canvas|picture)\b/i.test(inner)) return inner.length ? '[media]' : '';
  return inner
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
}

/**
 * What the output holds: the pages built (.html files, leaving out those copied as they are
 * from the static folders), pages whose <main> is missing or empty, pages where the server
 * render of a Suspense boundary failed (React then writes `<!--$!-->` and leaves the content
 * to the browser: the page ships a spinner), and the home page's state.
 */
function inspectOutput(outDir, staticDirs) {
  const html = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.html')) html.push(file);
    }
  };
  if (existsSync(outDir)) walk(outDir);
  const missingMain = [];
  const emptyMain = [];
  const clientRendered = [];
  let staticHtml = 0;
  const pages = [];
  for (const file of html) {
    const rel = path.relative(outDir, file);
    if (staticDirs.some((dir) => existsSync(path.join(dir, rel)))) {
      staticHtml++;
      continue;
    }
    pages.push(rel);
    const markup = readFileSync(file, 'utf8');
    const text = mainText(markup);
    if (text === undefined) missingMain.push(rel);
    else if (text === '') emptyMain.push(rel);
    if (markup.includes('<!--$!-->')) clientRendered.push(rel);
  }
  const homeFile = path.join(outDir, 'index.html');
  const homeMarkup = existsSync(homeFile) ? readFileSync(homeFile, 'utf8') : null;
  const home = homeMarkup === null ? null : mainText(homeMarkup);
  return {
    pages: pages.length,
    staticHtml,
    missingMain,
    emptyMain,
    clientRendered,
    home:
      home === null ? 'missing' : home === undefined ? 'no <main>' : home === '' ? 'empty <main>' : homeMarkup.includes('<!--$!-->') ? 'client-rendered' : 'ok',
  };
}

// ---------------------------------------------------------------------------------------------
// One site

async function runSite(site) {
  const result = { name: site.name, repo: site.repo, commit: site.commit, site: site.site, shape: site.shape };
  const gitDir = mirrorOf(site.repo);
  if (!gitDir) return { ...result, status: 'no-mirror', message: howToGet(site) };
  if (git(gitDir, ['cat-file', '-e', `${site.commit}^{commit}`]).status !== 0) {
    const head = git(gitDir, ['rev-parse', 'HEAD']).stdout.trim();
    return {
      ...result,
      status: 'no-commit',
      message: `the mirror ${gitDir} lacks commit ${site.commit} (its HEAD is ${head}); fetch a newer snapshot or update the commit in ${path.basename(listFile)}.`,
    };
  }

  const scratch = path.join(workDir, site.name);
  const treeDir = path.join(scratch, 'repo');
  const siteDir = path.join(treeDir, site.site);
  const packages = site.packages ?? [];
  const stampFile = path.join(scratch, '.packages');
  const stamp = JSON.stringify(packages);
  const keepPackages =
    reuseInstall &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === stamp &&
    (!packages.length || existsSync(path.join(scratch, 'deps', 'node_modules')));

  // A fresh copy of the tree at the commit (the installed packages are kept with --reuse-install).
  const copyStarted = performance.now();
  if (keepPackages) rmSync(treeDir, { recursive: true, force: true });
  else rmSync(scratch, { recursive: true, force: true });
  mkdirSync(treeDir, { recursive: true });
  const extracted = await extractTree(gitDir, site.commit, site.paths, treeDir);
  // Submodules the list maps to a repository ("path": "owner/name") come from that repository's
  // mirror at the commit the site's tree records; the others stay empty, as in a clone without them.
  for (const entry of extracted.skipped) {
    const repo = site.submodules?.[entry.file];
    if (!repo) continue;
    const subGit = mirrorOf(repo);
    if (!subGit || git(subGit, ['cat-file', '-e', `${entry.commit}^{commit}`]).status !== 0) {
      entry.why = `submodule: ${subGit ? `commit ${entry.commit} is not in the mirror` : howToGet({ repo })}`;
      continue;
    }
    const sub = await extractTree(subGit, entry.commit, undefined, path.join(treeDir, entry.file));
    extracted.files += sub.files;
    extracted.missing.push(...sub.missing.map((f) => `${entry.file}/${f}`));
    entry.why = `submodule copied from ${repo}`;
  }
  result.copy = { files: extracted.files, ms: Math.round(performance.now() - copyStarted), missingBlobs: extracted.missing, skipped: extracted.skipped };
  if (!existsSync(siteDir)) return { ...result, status: 'no-site-folder', message: `${site.site} is not a folder of ${site.repo} at ${site.commit}` };

  // What the site's own scripts make before `docusaurus build` (a copied docs version, a JSON
  // file fetched from the network), as the list says: done before anything is measured.
  for (const [from, to] of site.prepare?.copy ?? []) cpSync(path.join(treeDir, from), path.join(treeDir, to), { recursive: true });
  for (const [file, text] of Object.entries(site.prepare?.write ?? {})) {
    mkdirSync(path.dirname(path.join(treeDir, file)), { recursive: true });
    writeFileSync(path.join(treeDir, file), text);
  }

  // Packages are installed in <scratch>/deps (its own package.json, so that npm never reads the
  // site's) and moved into the site folder's node_modules for the run, where a site's own
  // install would put them; they go back to deps/ afterwards for --reuse-install.
  const depsDir = path.join(scratch, 'deps');
  if (packages.length && !keepPackages) {
    mkdirSync(depsDir, { recursive: true });
    writeFileSync(path.join(depsDir, 'package.json'), JSON.stringify({ name: `real-site-${site.name}`, private: true }, null, 2));
    // --install-links: a package given as a folder of the copied repository (a workspace package,
    // "../repo/plugins/x") is copied in with its dependencies, not linked: a link made here would
    // point nowhere once node_modules moves into the site folder.
    const install = await run(
      'npm',
      ['install', '--no-save', '--ignore-scripts', '--no-audit', '--no-fund', '--install-links', '--loglevel', 'error', ...packages],
      depsDir,
    );
    result.install = { code: install.code, ms: install.ms, packages };
    if (install.code !== 0) {
      result.install.output = tail(install.stderr + install.stdout, 20);
      return { ...result, status: 'install-failed' };
    }
    writeFileSync(stampFile, stamp);
  } else {
    result.install = { code: 0, ms: 0, packages, reused: keepPackages };
  }
  const siteModules = path.join(siteDir, 'node_modules');
  const depsModules = path.join(depsDir, 'node_modules');
  if (existsSync(depsModules)) {
    if (existsSync(siteModules)) return { ...result, status: 'harness-error', message: `${siteModules} exists in the copy` };
    renameSync(depsModules, siteModules);
  }
  const standIns = writeStandIns(site.handEdits ?? [], siteModules, path.join(scratch, 'stood-in'));
  try {
    // What the site's own code writes when Docusaurus loads it (a local plugin writing a data
    // file its pages import), run in the site folder once its packages are in place.
    for (const [command, ...commandArgs] of site.prepare?.run ?? []) {
      const prepared = await run(command, commandArgs, siteDir, { PATH: sitePath(siteDir) });
      if (prepared.code !== 0) return { ...result, status: 'prepare-failed', message: tail(prepared.stderr + prepared.stdout) };
    }
    return await buildSite(site, result, treeDir, siteDir);
  } finally {
    await stopSiteTools(site, siteDir);
    for (const { dir, aside } of standIns) {
      rmSync(dir, { recursive: true, force: true });
      if (aside) renameSync(aside, dir);
    }
    if (existsSync(siteModules)) {
      mkdirSync(depsDir, { recursive: true });
      renameSync(siteModules, depsModules);
    }
  }
}

/** The site's node_modules/.bin on PATH, as `npm run build` and `npx docs build` give it (a markdown plugin may run a package's binary). */
const sitePath = (siteDir) => `${path.join(siteDir, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`;

/** Runs a site's `afterBuild` commands: stopping what its build left running (flow's type-check server). */
async function stopSiteTools(site, siteDir) {
  for (const [command, ...commandArgs] of site.afterBuild ?? []) await run(command, commandArgs, siteDir, { PATH: sitePath(siteDir) });
}

/**
 * Writes the stand-in packages of a site's hand edits into its node_modules; returns their
 * folders, each with where the installed package it replaces was moved (`asideDir`), if any.
 */
function writeStandIns(handEdits, siteModules, asideDir) {
  return handEdits
    .filter((edit) => edit.standIn)
    .map(({ standIn }) => {
      const dir = path.join(siteModules, ...standIn.package.split('/'));
      let aside;
      if (existsSync(dir)) {
        aside = path.join(asideDir, ...standIn.package.split('/'));
        rmSync(aside, { recursive: true, force: true });
        mkdirSync(path.dirname(aside), { recursive: true });
        renameSync(dir, aside);
      }
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: standIn.package, type: 'module', main: 'index.js', private: true }, null, 2));
      writeFileSync(path.join(dir, 'index.js'), standIn.module);
      return { dir, aside };
    });
}

/**
 * Sets the keys the hand edits name in the site.config.json migrate wrote: a top-level key, or
 * a dotted path into what migrate wrote ("docs.0.exclude": a key of the first docs section).
 */
function applyConfigEdits(handEdits, siteDir) {
  const edits = handEdits.filter((edit) => edit.config);
  const file = path.join(siteDir, 'site.config.json');
  if (edits.length === 0 || !existsSync(file)) return;
  const config = JSON.parse(readFileSync(file, 'utf8'));
  for (const edit of edits) {
    for (const [key, value] of Object.entries(edit.config)) {
      const keys = key.split('.');
      const last = keys.pop();
      let target = config;
      for (const k of keys) target = target[k] ??= {};
      target[last] = value;
    }
  }
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
}

/** Migrate and build one copied site, and look at what they did. */
async function buildSite(site, result, treeDir, siteDir) {
  // The whole copied tree: a site may read folders beside its own (../docs), which must stay as they are too.
  const before = snapshot(treeDir);
  const migrate = await run(process.execPath, [docsBin, 'migrate', '.', '--write'], siteDir);
  result.migrate = { code: migrate.code, ms: migrate.ms, diagnostics: diagnosticsOf(`${migrate.stdout}\n${migrate.stderr}`) };
  if (migrate.code !== 0) result.migrate.output = tail(migrate.stderr || migrate.stdout);

  let outDirName = 'dist';
  if (existsSync(path.join(siteDir, 'site.config.json'))) {
    try {
      outDirName = JSON.parse(readFileSync(path.join(siteDir, 'site.config.json'), 'utf8')).outDir ?? 'dist';
    } catch {}
  }
  result.handEdits = (site.handEdits ?? []).map((edit) => edit.reason);
  if (migrate.code === 0) {
    applyConfigEdits(site.handEdits ?? [], siteDir);
    const build = await run(process.execPath, [docsBin, 'build'], siteDir, { PATH: sitePath(siteDir) });
    result.build = { code: build.code, ms: build.ms, diagnostics: diagnosticsOf(`${build.stdout}\n${build.stderr}`) };
    const ruled = Object.keys(result.build.diagnostics.error).length;
    if (build.code !== 0 && !ruled) result.build.output = tail(build.stderr || build.stdout, 25);
    if (build.code !== 0) result.build.firstLines = (build.stderr || build.stdout).trim().split('\n').slice(0, 15).join('\n');
    let staticDirs = ['static'];
    try {
      staticDirs = JSON.parse(readFileSync(path.join(siteDir, 'site.config.json'), 'utf8')).staticDirectories ?? staticDirs;
    } catch {}
    Object.assign(
      result,
      inspectOutput(
        path.join(siteDir, outDirName),
        staticDirs.map((dir) => path.resolve(siteDir, dir)),
      ),
    );
  }

  const sitePrefix = site.site === '.' ? '' : `${path.normalize(site.site).replace(/\/+$/, '')}/`;
  const out = `${sitePrefix}${path.normalize(outDirName).replace(/\/+$/, '')}`;
  // What migrate writes (site.config.json, and the module of a createRedirects function), then the output and caches.
  const allowed = (file) =>
    file === `${sitePrefix}site.config.json` ||
    file === `${sitePrefix}create-redirects.mjs` ||
    file === out ||
    file.startsWith(`${out}/`) ||
    new RegExp(`^${out.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(tmp|old)-\\d+(/|$)`).test(file) ||
    file.startsWith(`${sitePrefix}.docs-cache/`);
  result.treeChanges = treeChanges(before, snapshot(treeDir), allowed);
  result.status = result.build?.code === 0 ? 'built' : migrate.code !== 0 ? 'migrate-failed' : 'build-failed';
  return result;
}

// ---------------------------------------------------------------------------------------------
// Report

const rules = (byRule) =>
  Object.entries(byRule ?? {})
    .sort((a, b) => b[1].count - a[1].count)
    .map(([rule, { count }]) => `${rule} ${count}`)
    .join(', ') || '-';
const seconds = (ms) => (typeof ms === 'number' ? `${(ms / 1000).toFixed(1)}s` : '-');

function table(results) {
  const rows = [
    '| site | migrate | build | pages | errors by rule | warnings by rule | empty / no `<main>` / client-rendered | home | time (migrate + build) | tree changes | hand edits |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of results) {
    if (!r.migrate) {
      rows.push(`| ${r.name} | ${r.status} | - | - | - | - | - | - | - | - | - |`);
      continue;
    }
    const errors = { ...r.migrate.diagnostics.error, ...(r.build?.diagnostics.error ?? {}) };
    const warnings = { ...r.migrate.diagnostics.warning };
    for (const [rule, v] of Object.entries(r.build?.diagnostics.warning ?? {})) warnings[rule] = { count: (warnings[rule]?.count ?? 0) + v.count };
    rows.push(
      `| ${r.name} | ${r.migrate.code} | ${r.build ? r.build.code : '-'} | ${r.pages ?? '-'} | ${rules(errors)}${r.build && r.build.code !== 0 && !Object.keys(r.build.diagnostics.error).length ? ' (no rule: crash)' : ''} | ${rules(warnings)} | ${r.pages !== undefined ? `${r.emptyMain.length} / ${r.missingMain.length} / ${r.clientRendered.length}` : '-'} | ${r.home ?? '-'} | ${seconds(r.migrate.ms)} + ${seconds(r.build?.ms)} | ${r.treeChanges?.length ?? '-'} | ${r.handEdits?.length || '-'} |`,
    );
  }
  return rows.join('\n');
}

const generatorCommit = spawnSync('git', ['-C', repoDir, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
const save = (results) => writeFileSync(outFile, JSON.stringify({ date: new Date().toISOString(), docs: docsBin, generatorCommit, results }, null, 2));

mkdirSync(workDir, { recursive: true });
const results = [];
for (const site of chosen) {
  process.stdout.write(`${site.name} (${site.repo}@${site.commit.slice(0, 10)}, ${site.site}) ... `);
  let result;
  try {
    result = await runSite(site);
  } catch (e) {
    result = { name: site.name, repo: site.repo, commit: site.commit, status: 'harness-error', message: String(e?.stack ?? e) };
  }
  results.push(result);
  save(results); // after every site, so that an interrupted run keeps what it found
  console.log(`${result.status}${result.build ? ` (${result.pages} pages, ${seconds(result.build.ms)})` : ''}${result.message ? `\n  ${result.message}` : ''}`);
  if (result.install?.output) console.log(result.install.output.replace(/^/gm, '  '));
  if (result.migrate?.output) console.log(result.migrate.output.replace(/^/gm, '  '));
  if (result.build?.output) console.log(result.build.output.replace(/^/gm, '  '));
  if (result.treeChanges?.length)
    console.log(
      `  changed in the site's tree: ${result.treeChanges
        .slice(0, 10)
        .map((c) => `${c.file} (${c.change})`)
        .join(', ')}`,
    );
  for (const reason of result.handEdits ?? []) console.log(`  hand edit: ${reason}`);
  if (result.copy?.missingBlobs.length) console.log(`  not in the mirror (placeholders in the copy): ${result.copy.missingBlobs.join(', ')}`);
}

console.log(`\n${table(results)}\n`);
save(results);
console.log(`results: ${outFile}`);
