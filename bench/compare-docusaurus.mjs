#!/usr/bin/env node
// Side by side with Docusaurus 3 on the same reference corpus: cold builds of each,
// alternating (Docusaurus then ours in odd rounds, ours then Docusaurus in even ones),
// with wall time, CPU time (user + sys), peak RSS and pages; then the ratios. Also what one docs page loads before the first
// interaction (JS bytes and gzip, via client-js.mjs) and its HTML size, for both.
//
// Docusaurus lives in bench/docusaurus/ with its own package.json and node_modules
// (gitignored, never part of our dependencies or CI); the first run installs it there.
// Its site is a copy of bench/.corpus laid out the Docusaurus way, refreshed each run.
//
//   node bench/compare-docusaurus.mjs [--runs 1] [--corpus bench/.corpus] [--no-compile]
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchDir, coldBuild, coldBuildOptions, ensureCorpus, freshSite, hasGnuTime, measureCommand, median, outDir, printTable, removeOldFreshSites, repoDir, settleDisk } from './build.mjs';
import { measureClientJs, measureInBrowser } from './client-js.mjs';

const siteDir = path.join(benchDir, 'docusaurus');
const DOCUSAURUS_VERSION = '3.10.2';
const DOCS_PAGE = 'docs/getting-started/overview';

/** Installs Docusaurus into bench/docusaurus/ unless it is there already. */
export function installDocusaurus() {
  mkdirSync(siteDir, { recursive: true });
  const pkgFile = path.join(siteDir, 'package.json');
  if (!existsSync(pkgFile)) {
    // React 19 and @mdx-js/react 3 satisfy the peer ranges of @docusaurus/core 3.10.
    const pkg = {
      name: 'bench-docusaurus',
      private: true,
      description: 'Docusaurus, only for bench/compare-docusaurus.mjs',
      dependencies: {
        '@docusaurus/core': DOCUSAURUS_VERSION,
        '@docusaurus/preset-classic': DOCUSAURUS_VERSION,
        '@mdx-js/react': '^3.0.0',
        react: '^19.0.0',
        'react-dom': '^19.0.0',
      },
      // @docsearch/react 4.7.1 (pulled in by the search theme) needs @docsearch/core
      // 4.7.1, which the registry here does not have; 4.7.0 is the same API.
      overrides: { '@docsearch/react': '4.7.0' },
    };
    writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
  }
  if (existsSync(path.join(siteDir, 'node_modules', '@docusaurus', 'core', 'package.json'))) return;
  console.log(`Installing Docusaurus ${DOCUSAURUS_VERSION} into ${path.relative(process.cwd(), siteDir)} (once)...`);
  const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: siteDir, stdio: 'inherit' });
  if (npm.status !== 0) throw new Error('npm install of Docusaurus failed');
}

/** Our site.config.json `to` is relative to the base URL; Docusaurus wants it from the root. */
const rootPath = (to) => (/^[a-z]+:/i.test(to) || to.startsWith('/') ? to : `/${to}`);

/** Lays the corpus out as a Docusaurus site in bench/docusaurus/ and writes its config. */
export function writeDocusaurusSite(corpusDir) {
  const content = path.join(corpusDir, 'content');
  for (const name of ['docs', 'blog', 'versioned_docs', 'versioned_sidebars', 'versions.json', 'static', 'src', 'sidebars.js', 'docusaurus.config.js']) {
    rmSync(path.join(siteDir, name), { recursive: true, force: true });
  }
  // Copies, not symlinks: webpack resolves symlinks to real paths, which fall outside
  // the folders the Docusaurus content plugins give to their loaders.
  for (const name of ['docs', 'blog', 'versioned_docs', 'versioned_sidebars', 'versions.json']) {
    cpSync(path.join(content, name), path.join(siteDir, name), { recursive: true });
  }
  cpSync(path.join(corpusDir, 'static'), path.join(siteDir, 'static'), { recursive: true });
  // The site's own components and values (MDX docs import them with @site/src/...) sit
  // where Docusaurus looks for them already.
  if (existsSync(path.join(corpusDir, 'src'))) cpSync(path.join(corpusDir, 'src'), path.join(siteDir, 'src'), { recursive: true });
  cpSync(path.join(content, 'pages'), path.join(siteDir, 'src', 'pages'), { recursive: true });
  const sidebars = JSON.parse(readFileSync(path.join(content, 'sidebars.json'), 'utf8'));
  writeFileSync(path.join(siteDir, 'sidebars.js'), `// Generated from the corpus's content/sidebars.json.\nexport default ${JSON.stringify(sidebars, null, 2)};\n`);
  // Our generator knows <Tabs> and <TabItem> without imports; Docusaurus is told the same
  // here (MDX docs import them from @theme/ as well, which takes precedence).
  mkdirSync(path.join(siteDir, 'src', 'theme'), { recursive: true });
  writeFileSync(
    path.join(siteDir, 'src', 'theme', 'MDXComponents.js'),
    `import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

export default { ...MDXComponents, Tabs, TabItem };
`,
  );

  const ours = JSON.parse(readFileSync(path.join(corpusDir, 'site.config.json'), 'utf8'));
  const navItems = ours.navbar.items
    // The classic preset has no search plugin; a search item would need one.
    .filter((item) => item.type !== 'search')
    .map((item) => (item.to ? { ...item, to: rootPath(item.to) } : item));
  const footerLinks = ours.footer.links.map((col) => ({ ...col, items: col.items.map((i) => (i.to ? { ...i, to: rootPath(i.to) } : i)) }));
  const config = {
    title: ours.title,
    tagline: ours.tagline,
    url: ours.url,
    baseUrl: ours.baseUrl ?? '/',
    favicon: ours.favicon,
    onBrokenLinks: 'warn',
    onBrokenAnchors: 'warn',
    markdown: { hooks: { onBrokenMarkdownLinks: 'warn' } },
    presets: [
      [
        'classic',
        {
          docs: {
            sidebarPath: './sidebars.js',
            lastVersion: ours.docs?.lastVersion ?? 'current',
            versions: ours.docs?.versions ?? {},
          },
          blog: {
            blogTitle: ours.blog?.title ?? 'Blog',
            blogDescription: ours.blog?.description ?? 'Blog',
            blogSidebarTitle: ours.blog?.sidebarTitle ?? 'All our posts',
            blogSidebarCount: ours.blog?.sidebarCount ?? 'ALL',
            postsPerPage: ours.blog?.postsPerPage ?? 'ALL',
            showReadingTime: true,
            feedOptions: { type: ['rss', 'atom'] },
            onUntruncatedBlogPosts: 'ignore',
          },
        },
      ],
    ],
    themeConfig: {
      announcementBar: ours.announcementBar,
      navbar: { title: ours.navbar.title, logo: ours.navbar.logo, items: navItems },
      footer: { style: ours.footer.style, links: footerLinks, copyright: ours.footer.copyright },
    },
  };
  writeFileSync(path.join(siteDir, 'docusaurus.config.js'), `// Generated by bench/compare-docusaurus.mjs from the corpus's site.config.json.\nexport default ${JSON.stringify(config, null, 2)};\n`);
}

/** Counts the HTML files of a built site. */
function countHtml(dir) {
  let n = 0;
  for (const name of readdirSync(dir)) {
    const abs = path.join(dir, name);
    if (statSync(abs).isDirectory()) n += countHtml(abs);
    else if (name.endsWith('.html')) n++;
  }
  return n;
}

/** One cold Docusaurus build: no build/, no .docusaurus/, no webpack cache. */
async function docusaurusBuild() {
  // In a fresh copy of the site, as our builds (see freshSite in build.mjs), or with --in-place in the site after deleting its outputs.
  let dir = siteDir;
  if (coldBuildOptions.inPlace) {
    for (const name of ['build', '.docusaurus', path.join('node_modules', '.cache')]) rmSync(path.join(siteDir, name), { recursive: true, force: true });
  } else dir = freshSite(siteDir, 'docusaurus');
  settleDisk();
  const bin = path.join(dir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  // A larger heap so a big site is not cut short by V8's default limit.
  const r = await measureCommand(process.execPath, [bin, 'build'], { cwd: dir, env: { NODE_OPTIONS: '--max-old-space-size=8192' } });
  const built = existsSync(path.join(dir, 'build'));
  const brokenWarnings = (r.stdout + r.stderr).match(/broken (link|anchor)/gi)?.length ?? 0;
  return { ...r, pages: built ? countHtml(path.join(dir, 'build')) : NaN, brokenWarnings, dir };
}

const fmt = (v, digits = 0) => (v === undefined || Number.isNaN(v) ? '–' : v.toFixed(digits));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  const args = process.argv.slice(2);
  let runs = 1;
  let corpusDir = path.join(benchDir, '.corpus');
  let compile = true;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--runs') runs = Number(args[++i]);
    else if (args[i] === '--corpus') corpusDir = path.resolve(args[++i]);
    else if (args[i] === '--no-compile') compile = false;
    else if (args[i] === '--in-place') coldBuildOptions.inPlace = true;
    else {
      console.error(`unknown argument ${args[i]}\nusage: node bench/compare-docusaurus.mjs [--runs 1] [--corpus dir] [--no-compile] [--in-place]`);
      process.exit(2);
    }
  }
  await ensureCorpus(corpusDir);
  installDocusaurus();
  writeDocusaurusSite(corpusDir);
  if (compile) {
    const c = spawnSync(process.execPath, [path.join(repoDir, 'scripts', 'compile.mjs')], { cwd: repoDir, stdio: 'inherit' });
    if (c.status !== 0) process.exit(1);
  }
  if (!hasGnuTime()) console.log('note: /usr/bin/time is missing (apt-get install -y time); CPU and RSS figures will be partial.');
  console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}\n`);

  const dRuns = [];
  const oRuns = [];
  const runDocusaurus = async (i) => {
    console.log(`round ${i + 1}: Docusaurus cold build...`);
    const d = await docusaurusBuild();
    if (d.code !== 0) {
      console.log(`Docusaurus build failed (exit ${d.code}):\n${(d.stderr || d.stdout).split('\n').slice(-40).join('\n')}`);
    } else {
      console.log(`  ${fmt(d.wallMs / 1000, 1)} s wall, ${fmt(d.cpuMs / 1000, 1)} s CPU, ${fmt(d.peakRssMb)} MB, ${d.pages} HTML files${d.brokenWarnings ? `, ${d.brokenWarnings} broken link/anchor warnings` : ''}`);
      dRuns.push(d);
    }
  };
  const runOurs = async (i) => {
    console.log(`round ${i + 1}: docs cold build...`);
    const o = await coldBuild(corpusDir);
    if (o.code !== 0) {
      console.log(`docs build failed (exit ${o.code}):\n${(o.stderr || o.stdout).split('\n').slice(0, 40).join('\n')}`);
    } else {
      o.htmlFiles = countHtml(path.join(o.dir, 'dist'));
      console.log(`  ${fmt(o.wallMs / 1000, 2)} s wall, ${fmt(o.cpuMs / 1000, 2)} s CPU, ${fmt(o.peakRssMb)} MB, ${o.htmlFiles} HTML files`);
      oRuns.push(o);
    }
  };
  // The order alternates from round to round (Docusaurus first, then ours first), so that
  // whatever one build leaves behind on the machine (memory to give back, files to flush)
  // weighs on each tool's builds alike.
  for (let i = 0; i < runs; i++) {
    if (i % 2 === 0) {
      await runDocusaurus(i);
      await runOurs(i);
    } else {
      await runOurs(i);
      await runDocusaurus(i);
    }
  }

  const m = (list, key) => median(list.map((r) => r[key]));
  const D = { wallMs: m(dRuns, 'wallMs'), cpuMs: m(dRuns, 'cpuMs'), peakRssMb: m(dRuns, 'peakRssMb'), pages: m(dRuns, 'pages') };
  const O = { wallMs: m(oRuns, 'wallMs'), cpuMs: m(oRuns, 'cpuMs'), peakRssMb: m(oRuns, 'peakRssMb'), pages: m(oRuns, 'htmlFiles') };
  const ratio = (a, b) => (a && b ? `${(a / b).toFixed(1)}×` : '–');
  console.log(`\nCold build, median of ${runs} alternating run(s)`);
  printTable([
    ['', 'Docusaurus', 'docs', 'Docusaurus / docs'],
    ['wall (s)', fmt(D.wallMs / 1000, 1), fmt(O.wallMs / 1000, 2), ratio(D.wallMs, O.wallMs)],
    ['CPU user+sys (s)', fmt(D.cpuMs / 1000, 1), fmt(O.cpuMs / 1000, 2), ratio(D.cpuMs, O.cpuMs)],
    ['peak RSS (MB)', fmt(D.peakRssMb), fmt(O.peakRssMb), ratio(D.peakRssMb, O.peakRssMb)],
    ['HTML files', fmt(D.pages), fmt(O.pages), ''],
    ['CPU per HTML file (ms)', fmt(D.cpuMs / D.pages, 1), fmt(O.cpuMs / O.pages, 2), ratio(D.cpuMs / D.pages, O.cpuMs / O.pages)],
  ]);

  const client = {};
  for (const [name, dist] of [
    ['Docusaurus', path.join(dRuns.at(-1)?.dir ?? siteDir, 'build')],
    ['docs', path.join(oRuns.at(-1)?.dir ?? corpusDir, 'dist')],
  ]) {
    try {
      client[name] = await measureClientJs(dist, DOCS_PAGE);
      // The static reading misses chunks imported dynamically before hydration.
      client[name].browser = await measureInBrowser(dist, DOCS_PAGE).catch((e) => {
        console.log(`${name}: no browser measurement: ${e.message}`);
        return undefined;
      });
    } catch (e) {
      console.log(`${name}: cannot measure the page: ${e.message}`);
    }
  }
  const cd = client.Docusaurus;
  const co = client.docs;
  console.log(`\nOne docs page (/${DOCS_PAGE}) before interaction`);
  const cell = (c, get) => (c ? kb(get(c)) : '–');
  const r2 = (get) => (cd && co ? ratio(get(cd), get(co)) : '–');
  printTable([
    ['', 'Docusaurus', 'docs', 'Docusaurus / docs'],
    ['JS files (HTML + static imports)', cd ? String(cd.js.files) : '–', co ? String(co.js.files) : '–', ''],
    ['JS bytes', cell(cd, (c) => c.js.bytes), cell(co, (c) => c.js.bytes), r2((c) => c.js.bytes)],
    ['JS gzip', cell(cd, (c) => c.js.gzip), cell(co, (c) => c.js.gzip), r2((c) => c.js.gzip)],
    ...(cd?.browser && co?.browser
      ? [
          ['JS files (fetched by Chromium)', String(cd.browser.files), String(co.browser.files), ''],
          ['JS bytes', kb(cd.browser.bytes), kb(co.browser.bytes), r2((c) => c.browser.bytes)],
          ['JS gzip', kb(cd.browser.gzip), kb(co.browser.gzip), r2((c) => c.browser.gzip)],
        ]
      : []),
    ['CSS gzip', cell(cd, (c) => c.css.gzip), cell(co, (c) => c.css.gzip), r2((c) => c.css.gzip)],
    ['HTML bytes', cell(cd, (c) => c.html.bytes), cell(co, (c) => c.html.bytes), r2((c) => c.html.bytes)],
    ['HTML gzip', cell(cd, (c) => c.html.gzip), cell(co, (c) => c.html.gzip), r2((c) => c.html.gzip)],
  ]);

  mkdirSync(outDir, { recursive: true });
  const strip = (r) => r && { wallMs: r.wallMs, cpuMs: r.cpuMs, peakRssMb: r.peakRssMb, pages: r.pages ?? r.htmlFiles, htmlFiles: r.htmlFiles };
  const summary = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model.trim(), memGB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
    docusaurusVersion: DOCUSAURUS_VERSION,
    docusaurus: { median: D, runs: dRuns.map(strip) },
    docs: { median: O, runs: oRuns.map(strip) },
    client: Object.fromEntries(Object.entries(client).map(([k, c]) => [k, { page: c.page, js: { files: c.js.files, bytes: c.js.bytes, gzip: c.js.gzip }, browserJs: c.browser && { files: c.browser.files, bytes: c.browser.bytes, gzip: c.browser.gzip }, css: { bytes: c.css.bytes, gzip: c.css.gzip }, html: c.html }])),
  };
  writeFileSync(path.join(outDir, 'compare.json'), `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`\nSaved ${path.relative(process.cwd(), path.join(outDir, 'compare.json'))}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(removeOldFreshSites).catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
