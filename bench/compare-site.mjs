#!/usr/bin/env node
// Builds one existing Docusaurus site with Docusaurus 3 and with docs (after `docs migrate`),
// then compares what a reader and a link would see on every docs page both built: the
// article's text, its heading ids and its links' targets; and what each build reported as
// broken links, broken anchors and markdown file links that resolve to no file. Prints the differences and the wall time and peak RSS of
// each build. The site folder itself is never written: both builds run on copies in
// <tmpdir>/docs-site-compare/.
//
//   node bench/compare-site.mjs <docusaurus-site-dir> [--config docusaurus.config.js]
//       [--routes docs] [--skip-docusaurus] [--show 10]
//
// --config names a Docusaurus config (inside the site, or anywhere) used instead of the
// site's own, for a site whose config needs plugins that are not installed here; docs
// migrate reads the same file. Docusaurus comes from bench/docusaurus/ (installed there on
// first use, as bench:docusaurus does); the site's own dependencies are not installed, and
// both builds resolve packages from there (a site needing more installs them there, e.g.
// `npm install --no-save raw-loader` in bench/docusaurus for raw-loader imports).
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchDir, measureCommand, repoDir } from './build.mjs';
import { installDocusaurus } from './compare-docusaurus.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i === -1 ? fallback : args[i + 1];
};
const source = args.find((a, i) => !a.startsWith('--') && !['--config', '--routes', '--show'].includes(args[i - 1]));
if (!source || !existsSync(source)) {
  console.error('usage: node bench/compare-site.mjs <docusaurus-site-dir> [--config file] [--routes docs] [--skip-docusaurus] [--show 10]');
  process.exit(2);
}
const siteDir = path.resolve(source);
const routes = option('--routes', 'docs');
const show = Number(option('--show', '10'));
// Outside this repository: a site's packages must not resolve to this repository's node_modules.
const work = path.join(os.tmpdir(), 'docs-site-compare');
const dzDir = path.join(work, 'docusaurus');
const oursDir = path.join(work, 'docs');
const SKIP = new Set(['node_modules', 'build', 'dist', '.docusaurus', '.docs-cache', '.git']);

/** A fresh copy of the site, without dependencies or earlier outputs. */
function copySite(to) {
  rmSync(to, { recursive: true, force: true });
  cpSync(siteDir, to, { recursive: true, filter: (from) => !SKIP.has(path.basename(from)) || from === siteDir });
  const config = option('--config');
  if (config) {
    for (const name of readdirSync(to)) if (/^docusaurus\.config\.[cm]?[jt]s$/.test(name)) rmSync(path.join(to, name));
    cpSync(path.resolve(config), path.join(to, `docusaurus.config${path.extname(config)}`));
  }
}

/** Every HTML page of a build under one route base, by route ("/docs/intro"). */
function pages(outDir) {
  const found = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.html') && entry.name !== '404.html') {
        const route = `/${path.relative(outDir, file).split(path.sep).join('/')}`.replace(/\/?index\.html$/, '').replace(/\.html$/, '');
        found.set(route || '/', file);
      }
    }
  };
  const base = path.join(outDir, routes);
  if (existsSync(base)) walk(base);
  return found;
}

/**
 * The markup of a page's content: a doc's (Docusaurus' markdown container, our <article>) or,
 * with --routes blog, a post page's content alone (list pages, with several posts, are skipped).
 */
function articleOf(file, ours) {
  const html = readFileSync(file, 'utf8');
  if (routes === 'blog') {
    const marker = ours ? '<div class="docs-markdown">' : '<div id="__blog-post-container" class="markdown">';
    const at = html.indexOf(marker);
    if (at === -1 || html.indexOf(marker, at + 1) !== -1) return undefined;
    const rest = html.slice(at + marker.length);
    const end = rest.search(/<\/div><footer|<\/div><\/article>/);
    return end === -1 ? rest : rest.slice(0, end);
  }
  if (ours) return /<article[^>]*>([\s\S]*)<\/article>/.exec(html)?.[1];
  const at = html.indexOf('<div class="theme-doc-markdown markdown">');
  if (at === -1) return undefined;
  const rest = html.slice(at);
  const end = rest.search(/<\/div><footer|<\/article>/);
  return end === -1 ? rest : rest.slice(0, end);
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };
const decode = (text) =>
  text.replace(
    /&(#x?[0-9a-f]+|\w+);/gi,
    (m, e) => ENTITIES[e.toLowerCase()] ?? (e.startsWith('#') ? String.fromCodePoint(e[1] === 'x' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : m),
  );

/** The words and signs a reader sees, with what differs only in presentation set aside (code token spacing, the copy button, title case). */
function tokens(markup) {
  const text = decode(markup.replace(/<(script|style|svg)[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' '))
    .replace(/[\u200b#]/g, '')
    .toLowerCase()
    .replace(/\bcopy\b/g, ' ');
  // Letters and digits make words; every other sign is a token of its own (`_x_` split by highlighting spans or not).
  return text.match(/[\p{L}\p{N}]+|[^\p{L}\p{N}\s]/gu) ?? [];
}

const headingIds = (markup) => [...markup.matchAll(/<h[2-6][^>]*\sid="([^"]+)"/g)].map((m) => m[1]);
const linkTargets = (markup) =>
  new Set(
    [...markup.matchAll(/<a [^>]*href="([^"]+)"/g)]
      .map((m) => decode(m[1]))
      .filter((href) => !href.startsWith('#'))
      .map((href) => href.replace(/\/(?=[?#]|$)/, '')),
  );

/** How alike two token lists are: twice their longest common subsequence over their total length (1 when equal). */
function similarity(a, b) {
  if (a.join(' ') === b.join(' ')) return 1;
  if (a.length + b.length === 0) return 1;
  const row = new Uint32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = a[i - 1] === b[j - 1] ? diagonal + 1 : Math.max(row[j], row[j - 1]);
      diagonal = above;
    }
  }
  return (2 * row[b.length]) / (a.length + b.length);
}

/** Broken link targets and broken anchors, as each tool reports them, resolved to site paths. */
function brokenFromDocusaurus(log) {
  const links = new Set();
  const anchors = new Set();
  for (const [kind, set] of [
    ['links', links],
    ['anchors', anchors],
  ]) {
    const start = log.indexOf(`Exhaustive list of all broken ${kind} found:`);
    if (start === -1) continue;
    let page = '/';
    for (const line of log.slice(start).split('\n').slice(1)) {
      const source = /^- Broken (?:link|anchor) on source page path = (\S+):/.exec(line);
      if (source) page = source[1];
      const target = /^\s+-> linking to (\S+)/.exec(line);
      if (target) {
        const [where, hash] = target[1].split('#');
        const resolved = new URL(where || page, `http://site${page}`).pathname.replace(/\.mdx?$/, '').replace(/\/$/, '') || '/';
        set.add(kind === 'links' ? resolved : `${resolved}#${hash}`);
      }
      if (/^\[\w+\]/.test(line) && !line.includes(`broken ${kind}`)) break;
    }
  }
  return { links, anchors };
}

function brokenFromDocs(log) {
  const strip = (p) =>
    p
      .split(/[?#]/)[0]
      .replace(/\.mdx?$/, '')
      .replace(/\/$/, '') || '/';
  return {
    links: new Set([...log.matchAll(/no such page \((\S+)\) \[links\/missing-page\]/g)].map((m) => strip(m[1]))),
    anchors: new Set([...log.matchAll(/no such anchor #(\S+) on (\S+) \[links\/missing-anchor\]/g)].map((m) => `${strip(m[2])}#${m[1]}`)),
  };
}

/** Prints what only one side has (`onlyB` null: a list of pages that differ). */
function report(title, onlyA, onlyB, labels = ['Docusaurus only', 'docs only']) {
  if (onlyA.length === 0 && (onlyB ?? []).length === 0) return console.log(`${title}: the same`);
  console.log(
    onlyB === null
      ? `${title}: ${onlyA.length} pages differ${labels[0] ? ` (${labels[0]})` : ''}`
      : `${title}: ${onlyA.length} ${labels[0]}, ${onlyB.length} ${labels[1]}`,
  );
  for (const item of onlyA.slice(0, show)) console.log(`    ${onlyB === null ? '' : `${labels[0]}: `}${item}`);
  for (const item of (onlyB ?? []).slice(0, show)) console.log(`    ${labels[1]}: ${item}`);
}

const difference = (a, b) => [...a].filter((x) => !b.has(x)).sort();
const mb = (n) => (n === undefined ? '–' : `${Math.round(n)} MB`);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  mkdirSync(work, { recursive: true });
  const skipDocusaurus = args.includes('--skip-docusaurus') && existsSync(path.join(dzDir, 'build'));
  let dzRun;
  if (!skipDocusaurus) {
    installDocusaurus();
    copySite(dzDir);
    symlinkSync(path.join(benchDir, 'docusaurus', 'node_modules'), path.join(dzDir, 'node_modules'), 'dir');
    // A cold build: webpack's cache (in the shared node_modules) would skip the MDX loader, and with it its warnings.
    rmSync(path.join(benchDir, 'docusaurus', 'node_modules', '.cache'), { recursive: true, force: true });
    console.log('Building with Docusaurus...');
    dzRun = await measureCommand(process.execPath, [path.join(dzDir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'), 'build'], { cwd: dzDir });
  }
  copySite(oursDir);
  // The site's packages (clsx, say) resolve for both builds alike: from Docusaurus' folder.
  // React still comes from docs' own copy, which its bundle always uses.
  symlinkSync(path.join(benchDir, 'docusaurus', 'node_modules'), path.join(oursDir, 'node_modules'), 'dir');
  const cli = path.join(repoDir, 'bin', 'docs.js');
  const migrate = await measureCommand(process.execPath, [cli, 'migrate', '.', '--write', '--force'], { cwd: oursDir });
  if (migrate.code !== 0) throw new Error(`docs migrate failed:\n${migrate.stderr}`);
  console.log('Building with docs...');
  const oursRun = await measureCommand(process.execPath, [cli, 'build'], { cwd: oursDir });
  // Docusaurus' output is kept, so that a run with --skip-docusaurus still compares its reports.
  const dzLogFile = path.join(work, 'docusaurus.log');
  if (dzRun) writeFileSync(dzLogFile, dzRun.stdout + dzRun.stderr);
  const dzLog = existsSync(dzLogFile) ? readFileSync(dzLogFile, 'utf8') : '';
  const oursLog = oursRun.stdout + oursRun.stderr;
  if (dzRun) console.log(`Docusaurus: exit ${dzRun.code}, ${seconds(dzRun.wallMs)}, peak RSS ${mb(dzRun.peakRssMb)}`);
  console.log(`docs:       exit ${oursRun.code}, ${seconds(oursRun.wallMs)}, peak RSS ${mb(oursRun.peakRssMb)}`);
  if (dzRun && dzRun.code !== 0)
    console.log(
      `\nDocusaurus failed:\n${dzLog
        .split('\n')
        .filter((l) => /error|Error/.test(l))
        .slice(0, 20)
        .join('\n')}`,
    );
  if (oursRun.code !== 0) console.log(`\ndocs failed:\n${oursRun.stderr.split('\n').slice(0, 40).join('\n')}`);
  if ((dzRun && dzRun.code !== 0) || oursRun.code !== 0) process.exit(1);

  const dzPages = pages(path.join(dzDir, 'build'));
  const oursOut = JSON.parse(readFileSync(path.join(oursDir, 'site.config.json'), 'utf8')).outDir ?? 'dist';
  const ourPages = pages(path.join(oursDir, oursOut));
  console.log(`\nPages under /${routes}: Docusaurus ${dzPages.size}, docs ${ourPages.size}`);
  report('Routes', difference(new Set(dzPages.keys()), new Set(ourPages.keys())), difference(new Set(ourPages.keys()), new Set(dzPages.keys())));
  const text = [];
  const ids = [];
  const links = [];
  for (const [route, dzFile] of dzPages) {
    const ourFile = ourPages.get(route);
    if (!ourFile) continue;
    const a = articleOf(dzFile, false);
    const b = articleOf(ourFile, true);
    if (a === undefined || b === undefined) continue;
    const ratio = similarity(tokens(a), tokens(b));
    if (ratio < 0.97) text.push(`${route} (${ratio.toFixed(2)} alike)`);
    const [ia, ib] = [headingIds(a), headingIds(b)];
    if (ia.join() !== ib.join())
      ids.push(`${route}: ${difference(new Set(ia), new Set(ib)).join(' ') || '-'} | ${difference(new Set(ib), new Set(ia)).join(' ') || '-'}`);
    const [la, lb] = [linkTargets(a), linkTargets(b)];
    if (difference(la, lb).length + difference(lb, la).length > 0)
      links.push(`${route}: ${difference(la, lb).slice(0, 3).join(' ') || '-'} | ${difference(lb, la).slice(0, 3).join(' ') || '-'}`);
  }
  report('Article text', text, null, ['']);
  report('Heading ids', ids, null, ['Docusaurus | docs']);
  report('Link targets', links, null, ['Docusaurus | docs']);
  if (dzLog) {
    const [x, y] = [brokenFromDocusaurus(dzLog), brokenFromDocs(oursLog)];
    console.log(`\nBroken links reported: Docusaurus ${x.links.size} targets, docs ${y.links.size}; broken anchors: ${x.anchors.size} and ${y.anchors.size}`);
    report('Broken link targets', difference(x.links, y.links), difference(y.links, x.links));
    report('Broken anchors', difference(x.anchors, y.anchors), difference(y.anchors, x.anchors));
    // Markdown file links that resolve to no file: file and link as written, from both reports.
    const dzMd = new Set(
      [...dzLog.matchAll(/Markdown link with URL `([^`]+)` in source file "([^"]+)" \(\d+:\d+\) couldn.t be resolved/g)].map((m) => `${m[2]} ${m[1]}`),
    );
    const ourMd = new Set(
      [...oursLog.matchAll(/^(\S+?):\d+:\d+ warning link to "([^"]+)" does not match any doc, blog post or page \[markdown\/broken-markdown-link\]/gm)].map(
        (m) => `${m[1]} ${m[2]}`,
      ),
    );
    console.log(`Unresolved markdown file links: Docusaurus ${dzMd.size}, docs ${ourMd.size}`);
    report('Unresolved markdown file links', difference(dzMd, ourMd), difference(ourMd, dzMd));
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
