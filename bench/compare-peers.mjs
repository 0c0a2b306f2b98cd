#!/usr/bin/env node
// Side by side with generators that are not Docusaurus, on the part of the corpus they can
// take: every doc of every version (about 980 pages), as plain markdown. The pages come from
// the corpus's all-markdown twin (bench/.corpus-md: the same seed with --mdx-share 0, so an
// MDX doc is its text without the MDX), converted to what every tool reads alike:
//
//   - front matter: the title only;
//   - `## Heading {#id}`: the id is dropped (links to it keep pointing at an id none of the
//     tools makes; none of them stops on a broken anchor);
//   - `:::note[Title]` admonitions: `:::info Title`, the container syntax Rspress and VitePress
//     share with us, with the types all three know (tip, info, warning, danger);
//   - <Tabs>/<TabItem>: their tags dropped, their content kept in order;
//   - any other import, export or component line of MDX dropped (none is left in the twin).
//
// Each version is a top-level folder (`latest/`, `v1.7.0/`...) with a sidebar of its own:
// one group per folder of the version, its pages in name order, the same in every tool.
// Each tool runs with its defaults plus its own local search (VitePress' is off by default).
//
// The same pages are built, cold and alternating, by `docs` (bench/.peers/docs-site) and by
// each peer, installed into its own folder with its own package.json (gitignored, never
// part of our dependencies): Rspress (React, MDX through its Rust compiler mdx-rs, Rspack)
// in bench/rspress/, VitePress (Vue, markdown-it, Vite) in bench/vitepress/. Each round goes
// docs, peer, docs, peer... (reversed every other round). Prints wall, CPU (user+sys), peak
// RSS, HTML files and CPU per converted page of each, and the ratios to ours; also our build
// of the reference corpus in the same rounds, for how the converted pages compare with it.
//
//   node bench/compare-peers.mjs [--runs 2] [--peers rspress,vitepress] [--corpus bench/.corpus] [--no-compile]
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  benchDir,
  coldBuild,
  corpusOptions,
  ensureCorpus,
  freshSite,
  hasGnuTime,
  measureCommand,
  median,
  outDir,
  printTable,
  removeOldFreshSites,
  repoDir,
  settleDisk,
} from './build.mjs';

const peersDir = path.join(benchDir, '.peers');
const oursSiteDir = path.join(peersDir, 'docs-site');

export const PEERS = {
  rspress: {
    name: 'Rspress',
    version: '1.47.2',
    dir: path.join(benchDir, 'rspress'),
    dependencies: { rspress: '1.47.2' },
    bin: ['node_modules', 'rspress', 'bin', 'rspress.js'],
    args: ['build'],
    outDir: 'doc_build',
    write: writeRspressSite,
  },
  vitepress: {
    name: 'VitePress',
    version: '1.6.4',
    dir: path.join(benchDir, 'vitepress'),
    dependencies: { vitepress: '1.6.4', vue: '^3.5.0' },
    bin: ['node_modules', 'vitepress', 'bin', 'vitepress.js'],
    args: ['build', 'docs'],
    outDir: path.join('docs', '.vitepress', 'dist'),
    write: writeVitepressSite,
  },
};

/** Installs a peer into its folder unless it is there already. */
function installPeer(peer) {
  mkdirSync(peer.dir, { recursive: true });
  const pkgFile = path.join(peer.dir, 'package.json');
  const pkg = {
    name: `bench-${path.basename(peer.dir)}`,
    private: true,
    description: `${peer.name}, only for bench/compare-peers.mjs`,
    dependencies: peer.dependencies,
  };
  const current = existsSync(pkgFile) ? readFileSync(pkgFile, 'utf8') : '';
  const wanted = `${JSON.stringify(pkg, null, 2)}\n`;
  if (current !== wanted) writeFileSync(pkgFile, wanted);
  if (current === wanted && existsSync(path.join(peer.dir, ...peer.bin))) return;
  console.log(`Installing ${peer.name} ${peer.version} into ${path.relative(process.cwd(), peer.dir)} (once)...`);
  const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: peer.dir, stdio: 'inherit' });
  if (npm.status !== 0) throw new Error(`npm install of ${peer.name} failed`);
}

// ---------------------------------------------------------------------------
// The converted pages.

const ADMONITION_TYPES = { tip: 'tip', note: 'info', info: 'info', caution: 'warning', warning: 'warning', danger: 'danger' };

/** One markdown file of the corpus as plain markdown every tool reads alike (see the header). */
export function convertMarkdown(text) {
  const fm = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
  const titleLine = fm && /^title:\s*(.+)$/m.exec(fm[1]);
  const title = titleLine
    ? titleLine[1]
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .replace(/^'(.*)'$/, '$1')
    : undefined;
  let body = fm ? text.slice(fm[0].length) : text;
  const out = [];
  let fence;
  for (const line of body.split('\n')) {
    const open = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      out.push(line);
      if (open && open[1][0] === fence[0] && open[1].length >= fence.length && line.trim() === open[1]) fence = undefined;
      continue;
    }
    if (open) {
      fence = open[1];
      out.push(line);
      continue;
    }
    // MDX: imports, exports and component tags on lines of their own (Tabs and TabItem included).
    if (/^(import|export)\s/.test(line)) continue;
    if (/^\s*<\/?[A-Z][\w.]*(\s[^>]*)?\/?>\s*$/.test(line)) continue;
    const admonition = /^(:{3,})([a-z]+)(?:\[(.*)\])?(.*)$/.exec(line);
    if (admonition && ADMONITION_TYPES[admonition[2]]) {
      const label = (admonition[3] ?? admonition[4]).trim();
      out.push(`${admonition[1]}${ADMONITION_TYPES[admonition[2]]}${label ? ` ${label}` : ''}`);
      continue;
    }
    out.push(line.replace(/^(#{1,6}\s.*?)\s*\{#[\w-]+\}\s*$/, '$1'));
  }
  body = out.join('\n').replace(/\n{3,}/g, '\n\n');
  return { title, text: `${title ? `---\ntitle: ${JSON.stringify(title)}\n---\n\n` : ''}${body.trimStart()}` };
}

/**
 * Converts every doc of every version of the all-markdown corpus into peersDir/pages/
 * (`latest/...`, `v1.7.0/...`), images beside them, and returns the sidebars: for each
 * version folder, one group per top-level folder of the version, its pages in name order.
 */
export function convertCorpus(markdownCorpus) {
  const pagesDir = path.join(peersDir, 'pages');
  rmSync(pagesDir, { recursive: true, force: true });
  const content = path.join(markdownCorpus, 'content');
  const versions = [['latest', path.join(content, 'docs')]];
  for (const v of JSON.parse(readFileSync(path.join(content, 'versions.json'), 'utf8')))
    versions.push([`v${v}`, path.join(content, 'versioned_docs', `version-${v}`)]);
  const sidebars = {};
  let pages = 0;
  for (const [folder, from] of versions) {
    const groups = [];
    for (const group of readdirSync(from).sort()) {
      const items = [];
      const walk = (rel) => {
        const abs = path.join(from, rel);
        if (statSync(abs).isDirectory()) {
          for (const name of readdirSync(abs).sort()) walk(path.join(rel, name));
          return;
        }
        const dest = path.join(pagesDir, folder, rel);
        mkdirSync(path.dirname(dest), { recursive: true });
        if (!/\.mdx?$/.test(rel)) {
          cpSync(abs, dest);
          return;
        }
        const { title, text } = convertMarkdown(readFileSync(abs, 'utf8'));
        const id = `${folder}/${rel
          .replace(/\.mdx?$/, '')
          .split(path.sep)
          .join('/')}`;
        writeFileSync(dest.replace(/\.mdx$/, '.md'), text);
        items.push({ id, title: title ?? path.basename(id) });
        pages++;
      };
      walk(group);
      // The folder's overview first, as the corpus's sidebars have it.
      items.sort((a, b) => Number(b.id.endsWith(`/${group}/overview`)) - Number(a.id.endsWith(`/${group}/overview`)));
      if (items.length) groups.push({ label: group.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()), items });
    }
    sidebars[folder] = groups;
  }
  const home = `---\ntitle: Peers\n---\n\n# Peers\n\nThe docs of the benchmark corpus, every version, as plain markdown.\n\n${versions.map(([f]) => `- [${f}](./${f}/${sidebars[f][0].items[0].id.slice(f.length + 1)}.md)`).join('\n')}\n`;
  return { pagesDir, sidebars, versions: versions.map(([f]) => f), pages, home };
}

/** Replaces a site's content folder with the converted pages, and static images under it. */
function copyPages(conv, corpusDir, dest, imgDir) {
  rmSync(dest, { recursive: true, force: true });
  cpSync(conv.pagesDir, dest, { recursive: true });
  rmSync(imgDir, { recursive: true, force: true });
  cpSync(path.join(corpusDir, 'static', 'img'), imgDir, { recursive: true });
}

/** Our site: docs/ with the converted pages, a sidebars file of the same groups, no blog. */
function writeOursSite(conv, corpusDir) {
  mkdirSync(oursSiteDir, { recursive: true });
  for (const name of readdirSync(oursSiteDir)) if (name !== 'node_modules') rmSync(path.join(oursSiteDir, name), { recursive: true, force: true });
  copyPages(conv, corpusDir, path.join(oursSiteDir, 'docs'), path.join(oursSiteDir, 'static', 'img'));
  writeFileSync(path.join(oursSiteDir, 'docs', 'index.md'), conv.home.replace(/\]\(\.\//g, '](./'));
  const sidebars = Object.fromEntries(
    conv.versions.map((v) => [v, conv.sidebars[v].map((g) => ({ type: 'category', label: g.label, items: g.items.map((i) => i.id) }))]),
  );
  sidebars.home = ['index'];
  writeFileSync(path.join(oursSiteDir, 'sidebars.json'), `${JSON.stringify(sidebars, null, 2)}\n`);
  const config = {
    title: 'Peers',
    url: 'https://peers.example.dev',
    docs: { sidebarPath: 'sidebars.json' },
    blog: { include: [] },
    navbar: {
      title: 'Peers',
      items: [...conv.versions.map((v) => ({ type: 'docSidebar', sidebarId: v, label: v, position: 'left' })), { type: 'search', position: 'right' }],
    },
    onBrokenAnchors: 'ignore',
  };
  writeFileSync(path.join(oursSiteDir, 'site.config.json'), `${JSON.stringify(config, null, 2)}\n`);
}

/** Sidebars and nav for Rspress and VitePress (the same shape: groups of text + link). */
function linkSidebars(conv) {
  return Object.fromEntries(
    conv.versions.map((v) => [`/${v}/`, conv.sidebars[v].map((g) => ({ text: g.label, items: g.items.map((i) => ({ text: i.title, link: `/${i.id}` })) }))]),
  );
}
const navItems = (conv) => conv.versions.map((v) => ({ text: v, link: `/${conv.sidebars[v][0].items[0].id}` }));

function writeRspressSite(conv, corpusDir, peer) {
  copyPages(conv, corpusDir, path.join(peer.dir, 'docs'), path.join(peer.dir, 'docs', 'public', 'img'));
  writeFileSync(path.join(peer.dir, 'docs', 'index.md'), conv.home);
  const config = { root: 'docs', title: 'Peers', themeConfig: { nav: navItems(conv), sidebar: linkSidebars(conv) } };
  writeFileSync(path.join(peer.dir, 'rspress.config.mjs'), `// Generated by bench/compare-peers.mjs.\nexport default ${JSON.stringify(config, null, 2)};\n`);
}

function writeVitepressSite(conv, corpusDir, peer) {
  copyPages(conv, corpusDir, path.join(peer.dir, 'docs'), path.join(peer.dir, 'docs', 'public', 'img'));
  writeFileSync(path.join(peer.dir, 'docs', 'index.md'), conv.home);
  const config = { title: 'Peers', ignoreDeadLinks: true, themeConfig: { nav: navItems(conv), sidebar: linkSidebars(conv), search: { provider: 'local' } } };
  mkdirSync(path.join(peer.dir, 'docs', '.vitepress'), { recursive: true });
  writeFileSync(
    path.join(peer.dir, 'docs', '.vitepress', 'config.mjs'),
    `// Generated by bench/compare-peers.mjs.\nexport default ${JSON.stringify(config, null, 2)};\n`,
  );
}

// ---------------------------------------------------------------------------
// Builds.

function countHtml(dir) {
  if (!existsSync(dir)) return NaN;
  let n = 0;
  for (const name of readdirSync(dir)) {
    const abs = path.join(dir, name);
    if (statSync(abs).isDirectory()) n += countHtml(abs);
    else if (name.endsWith('.html')) n++;
  }
  return n;
}

async function peerBuild(peer) {
  const dir = freshSite(peer.dir, path.basename(peer.dir));
  settleDisk();
  const r = await measureCommand(process.execPath, [path.join(dir, ...peer.bin), ...peer.args], {
    cwd: dir,
    env: { NODE_OPTIONS: '--max-old-space-size=8192' },
  });
  return { ...r, htmlFiles: countHtml(path.join(dir, peer.outDir)), dir };
}

async function oursBuild(siteDir) {
  const r = await coldBuild(siteDir);
  return { ...r, htmlFiles: countHtml(path.join(r.dir, 'dist')) };
}

const fmt = (v, digits = 0) => (v === undefined || Number.isNaN(v) ? '–' : v.toFixed(digits));
const load1 = () => os.loadavg()[0];

async function main() {
  const args = process.argv.slice(2);
  let runs = 2;
  let corpusDir = path.join(benchDir, '.corpus');
  let compile = true;
  let peerNames = ['rspress', 'vitepress'];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--runs') runs = Number(args[++i]);
    else if (args[i] === '--corpus') corpusDir = path.resolve(args[++i]);
    else if (args[i] === '--no-compile') compile = false;
    else if (args[i] === '--peers') peerNames = args[++i].split(',').filter(Boolean);
    else {
      console.error(`unknown argument ${args[i]}\nusage: node bench/compare-peers.mjs [--runs 2] [--peers rspress,vitepress] [--corpus dir] [--no-compile]`);
      process.exit(2);
    }
  }
  const unknown = peerNames.filter((n) => !PEERS[n]);
  if (unknown.length) throw new Error(`unknown peer ${unknown.join(', ')}: one of ${Object.keys(PEERS).join(', ')}`);
  const peers = peerNames.map((n) => ({ key: n, ...PEERS[n] }));

  await ensureCorpus(corpusDir);
  const { seed, revisionRate } = corpusOptions(corpusDir);
  const { writeCorpus } = await import('./corpus.mjs');
  const twin = path.join(benchDir, '.corpus-md');
  writeCorpus(twin, seed, revisionRate, 0);
  const conv = convertCorpus(twin);
  console.log(
    `Converted ${conv.pages} pages (${conv.versions.length} versions) of ${path.relative(process.cwd(), twin)} into ${path.relative(process.cwd(), conv.pagesDir)}`,
  );
  writeOursSite(conv, corpusDir);
  for (const peer of peers) {
    installPeer(peer);
    peer.write(conv, corpusDir, peer);
  }
  if (compile) {
    const c = spawnSync(process.execPath, [path.join(repoDir, 'scripts', 'compile.mjs')], { cwd: repoDir, stdio: 'inherit' });
    if (c.status !== 0) process.exit(1);
  }
  if (!hasGnuTime()) console.log('note: /usr/bin/time is missing (apt-get install -y time); CPU and RSS figures will be partial.');
  console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`);
  console.log(
    `Load average before the runs: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );

  // One round: ours, a peer, ours, the next peer..., then ours on the reference corpus;
  // every other round in reverse order.
  const results = { docs: [], reference: [], ...Object.fromEntries(peers.map((p) => [p.key, []])) };
  const loads = [];
  const step = async (label, key, build) => {
    const before = load1();
    const r = await build();
    loads.push(before, load1());
    if (r.code !== 0) {
      console.log(`  ${label}: failed (exit ${r.code}):\n${(r.stderr || r.stdout).split('\n').slice(-30).join('\n')}`);
      return;
    }
    console.log(
      `  ${label}: ${fmt(r.wallMs / 1000, 2)} s wall, ${fmt(r.cpuMs / 1000, 2)} s CPU, ${fmt(r.peakRssMb)} MB, ${r.htmlFiles} HTML files (load ${before.toFixed(2)} → ${load1().toFixed(2)})`,
    );
    results[key].push(r);
  };
  for (let i = 0; i < runs; i++) {
    console.log(`round ${i + 1}`);
    const steps = [];
    for (const peer of peers) {
      steps.push(['docs (converted pages)', 'docs', () => oursBuild(oursSiteDir)]);
      steps.push([peer.name, peer.key, () => peerBuild(peer)]);
    }
    steps.push(['docs (reference corpus)', 'reference', () => oursBuild(corpusDir)]);
    if (i % 2 === 1) steps.reverse();
    for (const [label, key, build] of steps) await step(label, key, build);
  }

  const m = (key) => {
    const list = results[key];
    return {
      wallMs: median(list.map((r) => r.wallMs)),
      cpuMs: median(list.map((r) => r.cpuMs)),
      peakRssMb: median(list.map((r) => r.peakRssMb)),
      htmlFiles: median(list.map((r) => r.htmlFiles)),
      pages: median(list.map((r) => r.pages)),
    };
  };
  const O = m('docs');
  const R = m('reference');
  const P = peers.map((p) => ({ peer: p, ...m(p.key) }));
  const ratio = (a, b) => (a && b ? `${(a / b).toFixed(1)}×` : '–');
  const n = conv.pages;
  console.log(
    `\nCold builds of the ${n} converted pages, medians of ${runs} alternating round(s); load average ${fmt(Math.min(...loads), 2)} to ${fmt(Math.max(...loads), 2)} during the runs`,
  );
  printTable([
    ['', 'docs', ...P.flatMap((p) => [`${p.peer.name} ${p.peer.version}`, `${p.peer.name} / docs`]), 'docs, reference corpus'],
    ['wall (s)', fmt(O.wallMs / 1000, 2), ...P.flatMap((p) => [fmt(p.wallMs / 1000, 2), ratio(p.wallMs, O.wallMs)]), fmt(R.wallMs / 1000, 2)],
    ['CPU user+sys (s)', fmt(O.cpuMs / 1000, 2), ...P.flatMap((p) => [fmt(p.cpuMs / 1000, 2), ratio(p.cpuMs, O.cpuMs)]), fmt(R.cpuMs / 1000, 2)],
    ['peak RSS (MB)', fmt(O.peakRssMb), ...P.flatMap((p) => [fmt(p.peakRssMb), ratio(p.peakRssMb, O.peakRssMb)]), fmt(R.peakRssMb)],
    ['HTML files', fmt(O.htmlFiles), ...P.flatMap((p) => [fmt(p.htmlFiles), '']), fmt(R.htmlFiles)],
    [`CPU per converted page (ms, ${n} pages)`, fmt(O.cpuMs / n, 2), ...P.flatMap((p) => [fmt(p.cpuMs / n, 2), ratio(p.cpuMs, O.cpuMs)]), ''],
    [
      'CPU per HTML file (ms)',
      fmt(O.cpuMs / O.htmlFiles, 2),
      ...P.flatMap((p) => [fmt(p.cpuMs / p.htmlFiles, 2), ratio(p.cpuMs / p.htmlFiles, O.cpuMs / O.htmlFiles)]),
      fmt(R.cpuMs / R.htmlFiles, 2),
    ],
  ]);

  mkdirSync(outDir, { recursive: true });
  const strip = (r) => ({ wallMs: r.wallMs, cpuMs: r.cpuMs, peakRssMb: r.peakRssMb, htmlFiles: r.htmlFiles });
  const summary = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model.trim(), memGB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
    loadAverage: { min: Math.min(...loads), max: Math.max(...loads) },
    convertedPages: n,
    docs: { median: O, runs: results.docs.map(strip) },
    reference: { median: R, runs: results.reference.map(strip) },
    peers: Object.fromEntries(
      P.map((p) => [
        p.peer.key,
        {
          version: p.peer.version,
          median: { wallMs: p.wallMs, cpuMs: p.cpuMs, peakRssMb: p.peakRssMb, htmlFiles: p.htmlFiles },
          runs: results[p.peer.key].map(strip),
        },
      ]),
    ),
  };
  writeFileSync(path.join(outDir, 'compare-peers.json'), `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`\nSaved ${path.relative(process.cwd(), path.join(outDir, 'compare-peers.json'))}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main()
    .then(removeOldFreshSites)
    .catch((e) => {
      console.error(e);
      process.exit(1);
    });
}
