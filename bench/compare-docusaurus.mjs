#!/usr/bin/env node
// Side by side with Docusaurus 3 on the same reference corpus: cold builds with Docusaurus
// (classic: webpack, Babel, Terser), with Docusaurus Faster (future.faster: Rspack, SWC,
// Lightning CSS, SSG worker threads) and with ours, alternating: each round runs docs,
// Docusaurus, docs, Docusaurus Faster, and the next one the reverse. Prints wall time, CPU time
// (user + sys), peak RSS, HTML files and CPU per HTML file of each (medians), the ratios to
// ours, each round's own ratios and the load average around every build. Also what one docs
// page loads before the first interaction (JS bytes and gzip, via client-js.mjs) and its HTML
// size, for each.
//
// Docusaurus and @docusaurus/faster live in bench/docusaurus/ with their own package.json and
// node_modules (gitignored, never part of our dependencies or CI); the first run installs them
// there. Its site is a copy of bench/.corpus laid out the Docusaurus way, refreshed each run,
// with docusaurus.config.js and docusaurus.faster.config.js (the same plus `future`).
//
//   node bench/compare-docusaurus.mjs [--runs 1] [--variants classic,faster] [--faster-v4] [--corpus bench/.corpus] [--no-compile] [--in-place]
//
// --faster-v4 gives the Faster build all of `future.v4` instead of the one flag its worker
// threads need.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  benchDir,
  coldBuild,
  coldBuildOptions,
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
import { measureClientJs, measureInBrowser } from './client-js.mjs';

const siteDir = path.join(benchDir, 'docusaurus');
const DOCUSAURUS_VERSION = '3.10.2';
const DOCS_PAGE = 'docs/getting-started/overview';
const FASTER_CONFIG = 'docusaurus.faster.config.js';
/** The Docusaurus builds compared: the classic one (webpack, Babel, Terser) and Docusaurus Faster. */
const VARIANTS = {
  classic: { label: 'Docusaurus', args: ['build'] },
  faster: { label: 'Docusaurus Faster', args: ['build', '--config', FASTER_CONFIG] },
};

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
        // Docusaurus Faster (future.faster: Rspack, SWC, Lightning CSS, SSG worker threads);
        // the classic build leaves it unused.
        '@docusaurus/faster': DOCUSAURUS_VERSION,
        '@mdx-js/react': '^3.0.0',
        react: '^19.0.0',
        'react-dom': '^19.0.0',
      },
      // @docsearch/react 4.7.1 (pulled in by the search theme) needs @docsearch/core
      // 4.7.1, which the registry here does not have; 4.7.0 is the same API.
      overrides: { '@docsearch/react': '4.7.0' },
    };
    writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
  } else {
    // A folder installed before Faster was compared gets it added.
    const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
    if (!pkg.dependencies['@docusaurus/faster']) {
      pkg.dependencies['@docusaurus/faster'] = DOCUSAURUS_VERSION;
      writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
    }
  }
  const installed = (name) => existsSync(path.join(siteDir, 'node_modules', ...name.split('/'), 'package.json'));
  if (installed('@docusaurus/core') && installed('@docusaurus/faster')) return;
  console.log(`Installing Docusaurus ${DOCUSAURUS_VERSION} into ${path.relative(process.cwd(), siteDir)} (once)...`);
  const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: siteDir, stdio: 'inherit' });
  if (npm.status !== 0) throw new Error('npm install of Docusaurus failed');
}

/** Our site.config.json `to` is relative to the base URL; Docusaurus wants it from the root. */
const rootPath = (to) => (/^[a-z]+:/i.test(to) || to.startsWith('/') ? to : `/${to}`);

/** Lays the corpus out as a Docusaurus site in bench/docusaurus/ and writes its config. */
export function writeDocusaurusSite(corpusDir, { fasterV4 = false } = {}) {
  const content = path.join(corpusDir, 'content');
  for (const name of [
    'docs',
    'blog',
    'versioned_docs',
    'versioned_sidebars',
    'versions.json',
    'static',
    'src',
    'sidebars.js',
    'docusaurus.config.js',
    FASTER_CONFIG,
  ]) {
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
  writeFileSync(
    path.join(siteDir, 'sidebars.js'),
    `// Generated from the corpus's content/sidebars.json.\nexport default ${JSON.stringify(sidebars, null, 2)};\n`,
  );
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
  writeFileSync(
    path.join(siteDir, 'docusaurus.config.js'),
    `// Generated by bench/compare-docusaurus.mjs from the corpus's site.config.json.\nexport default ${JSON.stringify(config, null, 2)};\n`,
  );
  // Docusaurus Faster: the same site with future.faster (Rspack, SWC loader and minifiers,
  // Lightning CSS, the Rspack persistent cache, SSG in worker threads). The worker threads
  // need v4.removeLegacyPostBuildHeadAttribute; the rest of v4 (v4: true) also turns the
  // MDX 1 compatibility off, under which `{#id}` heading ids no longer parse (--faster-v4
  // tries it).
  const future = { v4: fasterV4 ? true : { removeLegacyPostBuildHeadAttribute: true }, faster: true };
  writeFileSync(
    path.join(siteDir, FASTER_CONFIG),
    `// Generated by bench/compare-docusaurus.mjs: docusaurus.config.js with Docusaurus Faster.\nexport default ${JSON.stringify({ ...config, future }, null, 2)};\n`,
  );
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

/** One cold Docusaurus build (`classic` or `faster`): no build/, no .docusaurus/, no webpack or Rspack cache. */
async function docusaurusBuild(variant) {
  // In a fresh copy of the site, as our builds (see freshSite in build.mjs), or with --in-place in the site after deleting its outputs.
  let dir = siteDir;
  if (coldBuildOptions.inPlace) {
    for (const name of ['build', '.docusaurus', path.join('node_modules', '.cache')]) rmSync(path.join(siteDir, name), { recursive: true, force: true });
  } else dir = freshSite(siteDir, 'docusaurus');
  settleDisk();
  const bin = path.join(dir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  // A larger heap so a big site is not cut short by V8's default limit.
  const r = await measureCommand(process.execPath, [bin, ...VARIANTS[variant].args], { cwd: dir, env: { NODE_OPTIONS: '--max-old-space-size=8192' } });
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
  let variants = ['classic', 'faster'];
  let fasterV4 = false;
  const usage = 'usage: node bench/compare-docusaurus.mjs [--runs 1] [--variants classic,faster] [--faster-v4] [--corpus dir] [--no-compile] [--in-place]';
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--runs') runs = Number(args[++i]);
    else if (args[i] === '--corpus') corpusDir = path.resolve(args[++i]);
    else if (args[i] === '--no-compile') compile = false;
    else if (args[i] === '--in-place') coldBuildOptions.inPlace = true;
    else if (args[i] === '--variants') variants = args[++i].split(',').filter(Boolean);
    else if (args[i] === '--faster-v4') fasterV4 = true;
    else {
      console.error(`unknown argument ${args[i]}\n${usage}`);
      process.exit(2);
    }
  }
  if (!variants.length || variants.some((v) => !VARIANTS[v])) {
    console.error(`--variants takes classic, faster or both\n${usage}`);
    process.exit(2);
  }
  await ensureCorpus(corpusDir);
  installDocusaurus();
  writeDocusaurusSite(corpusDir, { fasterV4 });
  if (compile) {
    const c = spawnSync(process.execPath, [path.join(repoDir, 'scripts', 'compile.mjs')], { cwd: repoDir, stdio: 'inherit' });
    if (c.status !== 0) process.exit(1);
  }
  if (!hasGnuTime()) console.log('note: /usr/bin/time is missing (apt-get install -y time); CPU and RSS figures will be partial.');
  console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}\n`);

  const load1 = () => os.loadavg()[0];
  console.log(
    `Load average before the runs: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );
  const dRuns = Object.fromEntries(variants.map((v) => [v, []]));
  const oRuns = [];
  const loads = [];
  const rounds = [];
  const runDocusaurus = async (variant, i) => {
    const before = load1();
    console.log(`round ${i + 1}: ${VARIANTS[variant].label} cold build...`);
    const d = await docusaurusBuild(variant);
    loads.push(before, load1());
    if (d.code !== 0) {
      console.log(`${VARIANTS[variant].label} build failed (exit ${d.code}):\n${(d.stderr || d.stdout).split('\n').slice(-40).join('\n')}`);
    } else {
      console.log(
        `  ${fmt(d.wallMs / 1000, 1)} s wall, ${fmt(d.cpuMs / 1000, 1)} s CPU, ${fmt(d.peakRssMb)} MB, ${d.pages} HTML files${d.brokenWarnings ? `, ${d.brokenWarnings} broken link/anchor warnings` : ''} (load ${before.toFixed(2)} → ${load1().toFixed(2)})`,
      );
      dRuns[variant].push(d);
      rounds[i][variant] = d;
    }
  };
  const runOurs = async (i) => {
    const before = load1();
    console.log(`round ${i + 1}: docs cold build...`);
    const o = await coldBuild(corpusDir);
    loads.push(before, load1());
    if (o.code !== 0) {
      console.log(`docs build failed (exit ${o.code}):\n${(o.stderr || o.stdout).split('\n').slice(0, 40).join('\n')}`);
    } else {
      o.htmlFiles = countHtml(path.join(o.dir, 'dist'));
      console.log(
        `  ${fmt(o.wallMs / 1000, 2)} s wall, ${fmt(o.cpuMs / 1000, 2)} s CPU, ${fmt(o.peakRssMb)} MB, ${o.htmlFiles} HTML files (load ${before.toFixed(2)} → ${load1().toFixed(2)})`,
      );
      oRuns.push(o);
      rounds[i].docs.push(o);
    }
  };
  // Ours before each Docusaurus build (docs, classic, docs, Faster), the order reversed every
  // other round, so that whatever one build leaves behind on the machine (memory to give back,
  // files to flush) weighs on each tool's builds alike.
  for (let i = 0; i < runs; i++) {
    rounds.push({ docs: [] });
    const steps = variants.flatMap((v) => [() => runOurs(i), () => runDocusaurus(v, i)]);
    if (i % 2 === 1) steps.reverse();
    for (const s of steps) await s();
  }

  const m = (list, key) => median(list.map((r) => r[key]));
  const stats = (list, pagesKey) => ({ wallMs: m(list, 'wallMs'), cpuMs: m(list, 'cpuMs'), peakRssMb: m(list, 'peakRssMb'), pages: m(list, pagesKey) });
  const D = Object.fromEntries(variants.map((v) => [v, stats(dRuns[v], 'pages')]));
  const O = stats(oRuns, 'htmlFiles');
  const ratio = (a, b) => (a && b ? `${(a / b).toFixed(1)}×` : '–');
  const cols = variants.map((v) => [VARIANTS[v].label, D[v]]);
  const loadRange = loads.length ? `${Math.min(...loads).toFixed(2)} to ${Math.max(...loads).toFixed(2)}` : '–';
  console.log(`\nCold build, median of ${runs} alternating round(s); load average ${loadRange} during the runs`);
  printTable([
    ['', ...cols.map(([l]) => l), 'docs', ...cols.map(([l]) => `${l} / docs`)],
    ['wall (s)', ...cols.map(([, d]) => fmt(d.wallMs / 1000, 1)), fmt(O.wallMs / 1000, 2), ...cols.map(([, d]) => ratio(d.wallMs, O.wallMs))],
    ['CPU user+sys (s)', ...cols.map(([, d]) => fmt(d.cpuMs / 1000, 1)), fmt(O.cpuMs / 1000, 2), ...cols.map(([, d]) => ratio(d.cpuMs, O.cpuMs))],
    ['peak RSS (MB)', ...cols.map(([, d]) => fmt(d.peakRssMb)), fmt(O.peakRssMb), ...cols.map(([, d]) => ratio(d.peakRssMb, O.peakRssMb))],
    ['HTML files', ...cols.map(([, d]) => fmt(d.pages)), fmt(O.pages), ...cols.map(() => '')],
    [
      'CPU per HTML file (ms)',
      ...cols.map(([, d]) => fmt(d.cpuMs / d.pages, 1)),
      fmt(O.cpuMs / O.pages, 2),
      ...cols.map(([, d]) => ratio(d.cpuMs / d.pages, O.cpuMs / O.pages)),
    ],
  ]);
  // Each round's own ratios: a Docusaurus build against the mean of ours in that round.
  console.log('\nRatios by round (Docusaurus build / mean of the docs builds of the same round: wall, CPU)');
  for (const [i, r] of rounds.entries()) {
    const mean = (key) => r.docs.reduce((sum, o) => sum + o[key], 0) / r.docs.length;
    const parts = variants
      .filter((v) => r[v] && r.docs.length)
      .map((v) => `${VARIANTS[v].label} ${ratio(r[v].wallMs, mean('wallMs'))}, ${ratio(r[v].cpuMs, mean('cpuMs'))}`);
    console.log(`  round ${i + 1}: ${parts.join('; ')}`);
  }

  // What one docs page loads, from the last build of each.
  const client = {};
  const sources = [
    ...variants.map((v) => [VARIANTS[v].label, path.join(dRuns[v].at(-1)?.dir ?? siteDir, 'build')]),
    ['docs', path.join(oRuns.at(-1)?.dir ?? corpusDir, 'dist')],
  ];
  for (const [name, dist] of sources) {
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
  const co = client.docs;
  const theirs = variants.map((v) => [VARIANTS[v].label, client[VARIANTS[v].label]]);
  console.log(`\nOne docs page (/${DOCS_PAGE}) before interaction`);
  const cell = (c, get) => (c ? kb(get(c)) : '–');
  const row = (label, get, show = cell) => [
    label,
    ...theirs.map(([, c]) => show(c, get)),
    show(co, get),
    ...theirs.map(([, c]) => (c && co && show !== count ? ratio(get(c), get(co)) : '')),
  ];
  const count = (c, get) => (c ? String(get(c)) : '–');
  const inBrowser = co?.browser && theirs.every(([, c]) => c?.browser);
  printTable([
    ['', ...theirs.map(([l]) => l), 'docs', ...theirs.map(([l]) => `${l} / docs`)],
    row('JS files (HTML + static imports)', (c) => c.js.files, count),
    row('JS bytes', (c) => c.js.bytes),
    row('JS gzip', (c) => c.js.gzip),
    ...(inBrowser
      ? [row('JS files (fetched by Chromium)', (c) => c.browser.files, count), row('JS bytes', (c) => c.browser.bytes), row('JS gzip', (c) => c.browser.gzip)]
      : []),
    row('CSS gzip', (c) => c.css.gzip),
    row('HTML bytes', (c) => c.html.bytes),
    row('HTML gzip', (c) => c.html.gzip),
  ]);

  mkdirSync(outDir, { recursive: true });
  const strip = (r) => r && { wallMs: r.wallMs, cpuMs: r.cpuMs, peakRssMb: r.peakRssMb, pages: r.pages ?? r.htmlFiles, htmlFiles: r.htmlFiles };
  const summary = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model.trim(), memGB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
    docusaurusVersion: DOCUSAURUS_VERSION,
    loadAverage: loads.length ? { min: Math.min(...loads), max: Math.max(...loads) } : undefined,
    docusaurus: Object.fromEntries(variants.map((v) => [v, { median: D[v], runs: dRuns[v].map(strip) }])),
    docs: { median: O, runs: oRuns.map(strip) },
    client: Object.fromEntries(
      Object.entries(client).map(([k, c]) => [
        k,
        {
          page: c.page,
          js: { files: c.js.files, bytes: c.js.bytes, gzip: c.js.gzip },
          browserJs: c.browser && { files: c.browser.files, bytes: c.browser.bytes, gzip: c.browser.gzip },
          css: { bytes: c.css.bytes, gzip: c.css.gzip },
          html: c.html,
        },
      ]),
    ),
  };
  writeFileSync(path.join(outDir, 'compare.json'), `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`\nSaved ${path.relative(process.cwd(), path.join(outDir, 'compare.json'))}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main()
    .then(removeOldFreshSites)
    .catch((e) => {
      console.error(e);
      process.exit(1);
    });
}
