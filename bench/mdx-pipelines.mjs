#!/usr/bin/env node
// Two ways to build MDX content that needs evaluation, on the MDX docs of the reference
// corpus (bench/corpus.mjs, default --mdx-share 0.33):
//
//   docs     ours: micromark with the MDX extensions → page data (JSON) plus a small
//            generated module holding the file's ESM and `evaluate(props, components)`,
//            which returns the components its tags name and its expression values;
//   mdx-js   `@mdx-js/mdx` (with remark-gfm): the whole file compiled to a JavaScript
//            module whose default export renders the content.
//
// For each it prints the compile time per doc (distinct texts, median of 3 timed passes
// after a warm-up, alternating the two per doc), the size of the generated JavaScript per
// page (minified by esbuild's transform, bytes and gzip), and what a page with components
// loads for its content: the page's module bundled by esbuild with the site components
// and partials it imports (React, the theme and the MDX runtime left out, since every
// page shares them), plus, for ours, the page data that carries the markdown.
//
// `@mdx-js/mdx` and remark-gfm are installed into bench/mdx-js/ (own package.json,
// gitignored), never into the project's dependencies; the first run installs them.
//
//   node bench/mdx-pipelines.mjs [--corpus bench/.corpus] [--page docs/x/y] [--runs 3]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, transform } from 'esbuild';
import { benchDir, median, outDir, printTable, repoDir } from './build.mjs';

const mdxJsDir = path.join(benchDir, 'mdx-js');
const gzipSize = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;
const kb = (n) => (n === undefined ? '–' : `${(n / 1024).toFixed(1)} KB`);
const ms = (n, digits = 2) => (n === undefined ? '–' : `${n.toFixed(digits)} ms`);

/** Installs @mdx-js/mdx and remark-gfm into bench/mdx-js/ unless they are there; returns both. */
async function loadMdxJs() {
  mkdirSync(mdxJsDir, { recursive: true });
  const pkgFile = path.join(mdxJsDir, 'package.json');
  if (!existsSync(pkgFile)) {
    const pkg = {
      name: 'bench-mdx-js',
      private: true,
      description: '@mdx-js/mdx, only for bench/mdx-pipelines.mjs',
      dependencies: { '@mdx-js/mdx': '^3.1.0', 'remark-gfm': '^4.0.0' },
    };
    writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
  }
  if (!existsSync(path.join(mdxJsDir, 'node_modules', '@mdx-js', 'mdx', 'package.json'))) {
    console.log(`Installing @mdx-js/mdx and remark-gfm into ${path.relative(process.cwd(), mdxJsDir)} (once)...`);
    const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: mdxJsDir, stdio: 'inherit' });
    if (npm.status !== 0) throw new Error('npm install of @mdx-js/mdx failed');
  }
  const mdx = await import(pathToFileURL(path.join(mdxJsDir, 'node_modules', '@mdx-js', 'mdx', 'index.js')).href);
  const gfm = (await import(pathToFileURL(path.join(mdxJsDir, 'node_modules', 'remark-gfm', 'index.js')).href)).default;
  return { compile: mdx.compile, remarkGfm: gfm };
}

/**
 * Our markdown stage and module writer, compiled from src/ for this script (the CLI in
 * lib/ is one bundle that does not export them).
 */
async function loadOurs() {
  mkdirSync(outDir, { recursive: true });
  const entry = `export { renderMarkdown } from ${JSON.stringify(path.join(repoDir, 'src/markdown/render-markdown.ts'))};
export { mdxModuleSource } from ${JSON.stringify(path.join(repoDir, 'src/markdown/mdx-module.ts'))};`;
  const file = path.join(outDir, 'mdx-pipelines-ours.mjs');
  await build({
    stdin: { contents: entry, resolveDir: repoDir, loader: 'ts' },
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return import(`${pathToFileURL(file).href}?t=${Date.now()}`);
}

/** Every .mdx file under dir (partials included), as paths relative to root. */
function mdxFiles(dir, root = dir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const abs = path.join(dir, name);
    if (statSync(abs).isDirectory()) out.push(...mdxFiles(abs, root));
    else if (name.endsWith('.mdx')) out.push(path.relative(root, abs).split(path.sep).join('/'));
  }
  return out;
}

const FRONT_MATTER = /^---\n[\s\S]*?\n---\n/;
const HEADING_ID = /^(#{1,6} .*?)\s*\{#[\w-]+\}\s*$/gm;

/**
 * The file as @mdx-js/mdx takes it: without front matter (which Docusaurus strips before
 * compiling, as remark-frontmatter would) and without `{#id}` heading ids, which are no
 * MDX syntax (an expression `#id` does not parse); blank lines keep the line numbers.
 */
function forMdxJs(source) {
  const withoutFm = source.replace(FRONT_MATTER, (fm) => '\n'.repeat(fm.split('\n').length - 1));
  return withoutFm.replace(HEADING_ID, '$1');
}

/** What both pipelines leave to the page's shared JavaScript: React, the theme, the MDX runtime. */
const SHARED = /^(react|react-dom|react\/jsx-runtime|react\/jsx-dev-runtime|@docs\/mdx-runtime|@theme\/.*|@theme-original\/.*|@docusaurus\/.*)$/;

/**
 * Bundles one page's module with what it imports from the site (components, CSS modules,
 * constants, partials compiled by `compilePartial`), minified; returns JS bytes and gzip.
 */
async function bundlePage(moduleSource, absPath, corpusDir, compilePartial) {
  const result = await build({
    stdin: { contents: moduleSource, resolveDir: path.dirname(absPath), sourcefile: absPath, loader: 'jsx' },
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    outdir: path.join(outDir, 'mdx-pipelines-bundle'),
    jsx: 'automatic',
    logLevel: 'silent',
    loader: { '.js': 'jsx', '.module.css': 'local-css', '.css': 'css' },
    plugins: [
      {
        name: 'bench-site',
        setup(b) {
          b.onResolve({ filter: SHARED }, (args) => ({ path: args.path, external: true }));
          b.onResolve({ filter: /^@site\// }, (args) => {
            const base = path.join(corpusDir, args.path.slice('@site/'.length));
            const file = ['', '.jsx', '.js', '.tsx', '.ts'].map((ext) => base + ext).find((f) => existsSync(f) && statSync(f).isFile());
            return file ? { path: file } : { errors: [{ text: `nothing at ${base}` }] };
          });
          b.onLoad({ filter: /\.mdx$/ }, (args) => ({ contents: compilePartial(args.path), loader: 'jsx', resolveDir: path.dirname(args.path) }));
        },
      },
    ],
  });
  const js = result.outputFiles
    .filter((f) => f.path.endsWith('.js'))
    .map((f) => f.text)
    .join('');
  return { bytes: Buffer.byteLength(js), gzip: gzipSize(js) };
}

/** Minified size of a generated module alone (esbuild's transform), bytes and gzip. */
async function minifiedSize(code) {
  const out = await transform(code, { loader: 'jsx', minify: true, format: 'esm', jsx: 'automatic' });
  return { bytes: Buffer.byteLength(out.code), gzip: gzipSize(out.code) };
}

async function main() {
  const args = process.argv.slice(2);
  let corpusDir = path.join(benchDir, '.corpus');
  let page;
  let runs = 3;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--corpus') corpusDir = path.resolve(args[++i]);
    else if (args[i] === '--page') page = args[++i].replace(/^\/+|\/+$/g, '');
    else if (args[i] === '--runs') runs = Number(args[++i]);
    else {
      console.error(`unknown argument ${args[i]}\nusage: node bench/mdx-pipelines.mjs [--corpus dir] [--page docs/x/y] [--runs 3]`);
      process.exit(2);
    }
  }
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');
  if (!existsSync(path.join(corpusDir, 'site.config.json'))) {
    const { writeCorpus } = await import('./corpus.mjs');
    console.log(`Writing the corpus into ${path.relative(process.cwd(), corpusDir)}...`);
    writeCorpus(corpusDir);
  }
  const content = path.join(corpusDir, 'content');
  const all = mdxFiles(content);
  if (!all.length) {
    console.error(`${path.relative(process.cwd(), corpusDir)} has no MDX docs: write it with --mdx-share above 0`);
    process.exit(1);
  }
  const [mdxJs, ours] = await Promise.all([loadMdxJs(), loadOurs()]);

  // Distinct texts only: both pipelines would compile a text copied into several versions once.
  const byHash = new Map();
  for (const rel of all) {
    const absPath = path.join(content, rel);
    const source = readFileSync(absPath, 'utf8');
    const key = createHash('sha1').update(source).digest('hex');
    if (!byHash.has(key)) byHash.set(key, { rel, file: `content/${rel}`, absPath, source, partial: path.basename(rel).startsWith('_') });
  }
  const docs = [...byHash.values()].filter((d) => !d.partial);

  const compileOurs = (d, asPartial = false) => {
    const result = ours.renderMarkdown({ file: d.file, absPath: d.absPath, source: d.source });
    return { result, code: result.mdx || asPartial ? ours.mdxModuleSource(result.mdx, d.file, asPartial ? result.content : undefined) : undefined };
  };
  const compileMdxJs = async (d) => String(await mdxJs.compile(forMdxJs(d.source), { remarkPlugins: [mdxJs.remarkGfm] }));

  // Warm-up (JIT, caches of both libraries), then timed passes, alternating per doc.
  for (const d of docs) {
    compileOurs(d);
    await compileMdxJs(d);
  }
  const times = docs.map(() => ({ ours: [], mdxJs: [] }));
  for (let run = 0; run < runs; run++) {
    for (let i = 0; i < docs.length; i++) {
      const order = (run + i) % 2 === 0 ? ['ours', 'mdxJs'] : ['mdxJs', 'ours'];
      for (const which of order) {
        const start = performance.now();
        if (which === 'ours') compileOurs(docs[i]);
        else await compileMdxJs(docs[i]);
        times[i][which].push(performance.now() - start);
      }
    }
  }
  const perDoc = (which) => times.map((t) => median(t[which]));
  const sum = (list) => list.reduce((n, v) => n + v, 0);

  // Generated JS per page, minified.
  const sizes = { ours: [], mdxJs: [], data: [] };
  for (const d of docs) {
    const { result, code } = compileOurs(d);
    sizes.ours.push(code ? await minifiedSize(code) : { bytes: 0, gzip: 0 });
    const data = JSON.stringify(result.content);
    sizes.data.push({ bytes: Buffer.byteLength(data), gzip: gzipSize(data) });
    sizes.mdxJs.push(await minifiedSize(await compileMdxJs(d)));
  }
  const med = (list, key) => median(list.map((s) => s[key]));

  // One page with components: the current version's first MDX doc that imports a card
  // (the richest kind), unless --page names one.
  const pageRel = page ? `${page.replace(/^docs\//, 'docs/')}.mdx` : undefined;
  const current = all.filter((rel) => rel.startsWith('docs/') && !path.basename(rel).startsWith('_'));
  const chosen =
    pageRel && current.includes(pageRel) ? pageRel : (current.find((rel) => /import Card /.test(readFileSync(path.join(content, rel), 'utf8'))) ?? current[0]);
  const chosenDoc = { rel: chosen, file: `content/${chosen}`, absPath: path.join(content, chosen), source: readFileSync(path.join(content, chosen), 'utf8') };
  const partialSource = (absPath) => ({ file: path.relative(corpusDir, absPath).split(path.sep).join('/'), absPath, source: readFileSync(absPath, 'utf8') });
  const { result: chosenResult, code: chosenCode } = compileOurs(chosenDoc);
  const oursBundle = await bundlePage(chosenCode ?? '', chosenDoc.absPath, corpusDir, (abs) => compileOurs(partialSource(abs), true).code);
  const mdxJsPartials = new Map();
  for (const rel of all.filter((r) => path.basename(r).startsWith('_'))) {
    const abs = path.join(content, rel);
    mdxJsPartials.set(abs, await compileMdxJs(partialSource(abs)));
  }
  const mdxJsBundle = await bundlePage(await compileMdxJs(chosenDoc), chosenDoc.absPath, corpusDir, (abs) => mdxJsPartials.get(abs));
  const chosenData = JSON.stringify(chosenResult.content);

  console.log(`Corpus: ${path.relative(process.cwd(), corpusDir)}: ${all.length} MDX files, ${docs.length} distinct doc texts (partials apart)`);
  console.log(
    `@mdx-js/mdx ${JSON.parse(readFileSync(path.join(mdxJsDir, 'node_modules', '@mdx-js', 'mdx', 'package.json'), 'utf8')).version} with remark-gfm; ours from src/ of this checkout\n`,
  );
  console.log(`Compile per doc (median over docs of the median of ${runs} passes)`);
  printTable([
    ['', 'docs', '@mdx-js/mdx', '@mdx-js / docs'],
    ['median per doc', ms(median(perDoc('ours'))), ms(median(perDoc('mdxJs'))), `${(median(perDoc('mdxJs')) / median(perDoc('ours'))).toFixed(2)}×`],
    ['all distinct docs', ms(sum(perDoc('ours')), 0), ms(sum(perDoc('mdxJs')), 0), `${(sum(perDoc('mdxJs')) / sum(perDoc('ours'))).toFixed(2)}×`],
  ]);
  console.log('(ours includes syntax highlighting of code blocks, headings ids, TOC and links; @mdx-js/mdx leaves highlighting to the browser or a plugin)\n');
  console.log('Generated JavaScript per page, minified (median over docs)');
  printTable([
    ['', 'bytes', 'gzip'],
    ['docs: module (ESM + evaluate)', kb(med(sizes.ours, 'bytes')), kb(med(sizes.ours, 'gzip'))],
    ['docs: page data (content JSON)', kb(med(sizes.data, 'bytes')), kb(med(sizes.data, 'gzip'))],
    ['@mdx-js/mdx: module (content as JS)', kb(med(sizes.mdxJs, 'bytes')), kb(med(sizes.mdxJs, 'gzip'))],
  ]);
  console.log(`\nContent of one page with components (/${chosen.replace(/\.mdx$/, '')}), bundled with its site components and partial, minified`);
  printTable([
    ['', 'JS bytes', 'JS gzip', '+ page data gzip'],
    ['docs', kb(oursBundle.bytes), kb(oursBundle.gzip), kb(gzipSize(chosenData))],
    ['@mdx-js/mdx', kb(mdxJsBundle.bytes), kb(mdxJsBundle.gzip), '(none)'],
  ]);
  console.log('React, the theme (Tabs, Link...) and the MDX runtime are shared by every page and left out of both.');

  const summary = {
    date: new Date().toISOString(),
    files: all.length,
    distinctDocs: docs.length,
    compileMs: { ours: median(perDoc('ours')), mdxJs: median(perDoc('mdxJs')), oursTotal: sum(perDoc('ours')), mdxJsTotal: sum(perDoc('mdxJs')) },
    perPage: {
      ours: { bytes: med(sizes.ours, 'bytes'), gzip: med(sizes.ours, 'gzip') },
      oursData: { bytes: med(sizes.data, 'bytes'), gzip: med(sizes.data, 'gzip') },
      mdxJs: { bytes: med(sizes.mdxJs, 'bytes'), gzip: med(sizes.mdxJs, 'gzip') },
    },
    page: { route: `/${chosen.replace(/\.mdx$/, '')}`, ours: oursBundle, oursDataGzip: gzipSize(chosenData), mdxJs: mdxJsBundle },
  };
  writeFileSync(path.join(outDir, 'mdx-pipelines.json'), `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`\nSaved ${path.relative(process.cwd(), path.join(outDir, 'mdx-pipelines.json'))}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
