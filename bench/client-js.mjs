#!/usr/bin/env node
// What a docs page costs the reader before the first interaction: the JavaScript it
// loads (every <script src>, <link rel="modulepreload"> and <link rel="preload"
// as="script">, then their static imports, transitively; dynamic import() is left
// out, since it loads later, e.g. search on demand) in bytes and gzip bytes, plus the
// page's HTML and its stylesheets. Works on our dist/ and on a Docusaurus build/.
//
// With --browser it also loads the page in headless Chromium and counts every script
// fetched before any interaction, dynamic chunks included.
//
//   node bench/client-js.mjs [distDir=bench/.corpus/dist] [--page docs/x/y]... [--browser] [--verbose]
//
// Without --page it measures the corpus's plain docs page and, on an MDX corpus, a docs
// page that uses components (site components, tabs, a partial).
import { build } from 'esbuild';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { Parser } from 'htmlparser2';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const ORIGIN = 'http://site.invalid';

const gzipSize = (buf) => gzipSync(buf, { level: 9 }).length;

/** The HTML file of one docs page: the given route, else the first overview page found. */
export function findDocsPage(distDir, page) {
  const candidates = page ? [page] : ['docs/getting-started/overview', 'docs/intro', 'docs'];
  for (const c of candidates) {
    const route = c.replace(/^\/+|\/+$/g, '');
    for (const file of [path.join(distDir, route, 'index.html'), path.join(distDir, `${route}.html`)]) {
      if (existsSync(file)) return { file, route: `/${route}` };
    }
  }
  // Any page under docs/ will do.
  const walk = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      const abs = path.join(dir, name);
      if (statSync(abs).isDirectory()) {
        const found = walk(abs);
        if (found) return found;
      } else if (name === 'index.html' && abs !== path.join(distDir, 'docs', 'index.html')) return abs;
    }
    return undefined;
  };
  const any = existsSync(path.join(distDir, 'docs')) ? walk(path.join(distDir, 'docs')) : undefined;
  if (!any) throw new Error(`no docs page found in ${distDir}`);
  return { file: any, route: `/${path.relative(distDir, path.dirname(any)).split(path.sep).join('/')}` };
}

/** Scripts and stylesheets an HTML page asks for up front. */
function scanHtml(html) {
  const scripts = [];
  const styles = [];
  const parser = new Parser({
    onopentag(name, attrs) {
      if (name === 'script' && attrs.src) scripts.push(attrs.src);
      if (name === 'link' && attrs.href) {
        const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
        if (rel.includes('modulepreload') || (rel.includes('preload') && attrs.as === 'script')) scripts.push(attrs.href);
        if (rel.includes('stylesheet')) styles.push(attrs.href);
      }
    },
  });
  parser.write(html);
  parser.end();
  return { scripts, styles };
}

/** Maps a URL of the site to its file in distDir, or undefined for other origins. */
function urlToFile(distDir, url) {
  if (url.origin !== ORIGIN) return undefined;
  const file = path.join(distDir, decodeURIComponent(url.pathname));
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

/** The static imports of a JS file (not dynamic import()), read by esbuild's parser. */
async function staticImports(file) {
  const found = [];
  await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    logLevel: 'silent',
    format: 'esm',
    platform: 'neutral',
    plugins: [
      {
        name: 'record-imports',
        setup(b) {
          b.onResolve({ filter: /.*/ }, (args) => {
            if (args.kind === 'entry-point') return undefined;
            if (args.kind === 'import-statement') found.push(args.path);
            return { path: args.path, external: true };
          });
        },
      },
    ],
  });
  return found;
}

/** Measures one page: its JS before interaction (files, bytes, gzip), its CSS and its HTML. */
export async function measureClientJs(distDir, page) {
  const { file: htmlFile, route } = findDocsPage(distDir, page);
  const html = readFileSync(htmlFile);
  const pageUrl = new URL(`${route}/`, ORIGIN);
  const { scripts, styles } = scanHtml(html.toString('utf8'));
  const seen = new Map();
  const external = [];
  const queue = scripts.map((s) => new URL(s, pageUrl));
  while (queue.length) {
    const url = queue.shift();
    const key = url.origin + url.pathname;
    if (seen.has(key)) continue;
    const file = urlToFile(distDir, url);
    if (!file) {
      external.push(url.href);
      seen.set(key, undefined);
      continue;
    }
    const buf = readFileSync(file);
    seen.set(key, { url: url.pathname, bytes: buf.length, gzip: gzipSize(buf) });
    for (const spec of await staticImports(file)) queue.push(new URL(spec, url));
  }
  const js = [...seen.values()].filter(Boolean);
  const css = [];
  for (const s of styles) {
    const file = urlToFile(distDir, new URL(s, pageUrl));
    if (file) {
      const buf = readFileSync(file);
      css.push({ url: new URL(s, pageUrl).pathname, bytes: buf.length, gzip: gzipSize(buf) });
    }
  }
  const sum = (list, key) => list.reduce((n, f) => n + f[key], 0);
  return {
    page: route,
    htmlFile,
    html: { bytes: html.length, gzip: gzipSize(html) },
    js: { files: js.length, bytes: sum(js, 'bytes'), gzip: sum(js, 'gzip'), list: js },
    css: { files: css.length, bytes: sum(css, 'bytes'), gzip: sum(css, 'gzip'), list: css },
    external,
  };
}

const MIME = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
};

/** A bare static server over distDir (index.html for folders), on a free port. */
async function serveDir(distDir) {
  const http = await import('node:http');
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url, ORIGIN).pathname);
    const base = path.join(distDir, pathname);
    const file = [base, path.join(base, 'index.html'), `${base}.html`].find((f) => f.startsWith(distDir) && existsSync(f) && statSync(f).isFile());
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': MIME[path.extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}

/**
 * Loads the page in headless Chromium (Debian's, via playwright-core) without touching
 * it, and sums every script the browser fetched until the network stayed quiet for a
 * second. Unlike the static reading, this also counts chunks a client imports
 * dynamically before it hydrates (Docusaurus loads the route's chunks that way).
 */
export async function measureInBrowser(distDir, page) {
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromiumPath)) throw new Error(`Chromium not found at ${chromiumPath} (apt-get install -y chromium)`);
  const { chromium } = await import('playwright-core');
  const { route } = findDocsPage(distDir, page);
  const { server, origin } = await serveDir(distDir);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const tab = await browser.newPage();
    const scripts = new Map();
    let last = performance.now();
    tab.on('request', () => (last = performance.now()));
    tab.on('response', (res) => {
      last = performance.now();
      const url = new URL(res.url());
      if (res.request().resourceType() !== 'script' || url.origin !== origin) return;
      const file = urlToFile(distDir, new URL(url.pathname, ORIGIN));
      if (!file || scripts.has(url.pathname)) return;
      const buf = readFileSync(file);
      scripts.set(url.pathname, { url: url.pathname, bytes: buf.length, gzip: gzipSize(buf) });
    });
    await tab.goto(`${origin}${route}`, { waitUntil: 'load' });
    const start = performance.now();
    while (performance.now() - last < 1000 && performance.now() - start < 15_000) await new Promise((r) => setTimeout(r, 100));
    const list = [...scripts.values()];
    return { page: route, files: list.length, bytes: list.reduce((n, f) => n + f.bytes, 0), gzip: list.reduce((n, f) => n + f.gzip, 0), list };
  } finally {
    await browser.close();
    server.close();
  }
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Prints a measurement as a short table. */
export function printClientJs(m, verbose = false) {
  console.log(`Page ${m.page} (${m.htmlFile})`);
  if (verbose) for (const f of m.js.list) console.log(`  ${f.url.padEnd(60)} ${kb(f.bytes).padStart(10)} ${kb(f.gzip).padStart(10)} gz`);
  const rows = [
    ['', 'files', 'bytes', 'gzip'],
    ['JS before interaction', String(m.js.files), kb(m.js.bytes), kb(m.js.gzip)],
    ['CSS', String(m.css.files), kb(m.css.bytes), kb(m.css.gzip)],
    ['HTML', '1', kb(m.html.bytes), kb(m.html.gzip)],
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const r of rows) console.log(r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  '));
  if (m.external.length) console.log(`Not counted (other origins or missing files): ${m.external.join(', ')}`);
  if (m.browser) {
    if (verbose) for (const f of m.browser.list) console.log(`  ${f.url.padEnd(60)} ${kb(f.bytes).padStart(10)} ${kb(f.gzip).padStart(10)} gz`);
    console.log(`JS fetched by Chromium before any interaction: ${m.browser.files} files, ${kb(m.browser.bytes)}, ${kb(m.browser.gzip)} gzip`);
  }
}

/**
 * A docs page of the corpus that uses components (the first MDX doc the corpus stamp lists
 * that imports the stateful widget and the card), or undefined when the site is no MDX corpus.
 */
export function findComponentsPage(distDir) {
  const siteDir = path.dirname(distDir);
  const stamp = path.join(siteDir, '.bench-corpus');
  if (!existsSync(stamp)) return undefined;
  const text = readFileSync(stamp, 'utf8');
  if (!text.trimStart().startsWith('{')) return undefined;
  const routes = JSON.parse(text).mdxDocs ?? [];
  const source = (route) => {
    const file = path.join(siteDir, 'content', `${route}.mdx`);
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  };
  return routes.find((r) => /import Feedback /.test(source(r)) && /import Card /.test(source(r))) ?? routes[0];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  let distDir = path.join(benchDir, '.corpus', 'dist');
  const pages = [];
  let verbose = false;
  let browser = false;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--page') pages.push(args[++i]);
    else if (args[i] === '--verbose') verbose = true;
    else if (args[i] === '--browser') browser = true;
    else distDir = path.resolve(args[i]);
  }
  if (!existsSync(distDir)) {
    console.error(
      `${distDir} does not exist: build the corpus first (cd bench/.corpus && node ../../bin/docs.js build; bench:build builds in copies and leaves it unbuilt).`,
    );
    process.exit(1);
  }
  // By default: the plain docs page, and on an MDX corpus a page with components too.
  if (!pages.length) {
    pages.push(undefined);
    const withComponents = findComponentsPage(distDir);
    if (withComponents) pages.push(withComponents);
  }
  (async () => {
    for (const [i, page] of pages.entries()) {
      const m = await measureClientJs(distDir, page);
      if (browser) m.browser = await measureInBrowser(distDir, page);
      if (i > 0) console.log('');
      printClientJs(m, verbose);
    }
  })().catch((e) => {
    console.error(e.message);
    process.exit(1);
  });
}
