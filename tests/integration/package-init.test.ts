import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOut, removeDir, repoRoot } from '../helpers/fixture.js';

/** Runs a command to completion and returns its output; npm and npx run as a user would type them. */
function run(cwd: string, command: string, args: string[]) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', npm_config_update_notifier: 'false' },
    timeout: 240_000,
  });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

// The package as users get it: packed, installed from the tarball into an empty folder outside
// this repository (dependencies from the registry or npm's cache), then used through its bin.
describe('the packed package: npm pack, install, docs init, docs build, docs serve', { timeout: 300_000 }, () => {
  let work: string;
  let site: string;
  let tarball: string;
  let init: ReturnType<typeof run>;
  let build: ReturnType<typeof run>;

  beforeAll(() => {
    work = mkdtempSync(path.join(os.tmpdir(), 'docs-pack-'));
    const pack = run(repoRoot, 'npm', ['pack', '--pack-destination', work, '--json']);
    expect(pack.code, pack.stderr).toBe(0);
    tarball = path.join(work, JSON.parse(pack.stdout.slice(pack.stdout.indexOf('[')))[0].filename);
    site = path.join(work, 'site');
    run(work, 'mkdir', [site]);
    const install = run(site, 'npm', ['install', tarball, '--no-audit', '--no-fund', '--prefer-offline']);
    expect(install.code, install.stderr).toBe(0);
    init = run(site, 'npx', ['docs', 'init']);
    build = run(site, 'npx', ['docs', 'build']);
  }, 300_000);
  afterAll(() => removeDir(work));

  it('the tarball holds the compiled CLI, the theme and the shared module, and no sources or content', () => {
    const files = run(work, 'tar', ['tzf', tarball])
      .stdout.split('\n')
      .filter(Boolean)
      .map((f) => f.replace(/^package\//, ''));
    for (const needed of [
      'bin/docs.js',
      'lib/cli.js',
      'lib/worker.js',
      'template/entry-server.tsx',
      'template/entry-client.tsx',
      'template/components/Footer.tsx',
      'shared/types.ts',
      'schema/site.config.schema.json',
      'types/template/theme.d.ts',
      'types/template/site-globals.d.ts',
      'package.json',
    ]) {
      expect(files).toContain(needed);
    }
    expect(files.filter((f) => /^(src|tests|content|bench|scripts|node_modules)\//.test(f))).toEqual([]);
    // No source maps: nothing loads them, and they were most of the compiled CLI's size.
    expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
    expect(files).toContain('LICENSE');
    expect(readFileSync(path.join(repoRoot, 'LICENSE'), 'utf8')).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} the docs-kiln authors\n/);
  });

  it('installs only what the CLI and the theme load at run time; the hosted search client is an optional peer', () => {
    const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
    expect(manifest.peerDependencies.algoliasearch).toBeDefined();
    expect(manifest.peerDependenciesMeta.algoliasearch.optional).toBe(true);
    expect(manifest.dependencies.algoliasearch).toBeUndefined();
    // Bundled into lib/ by scripts/compile.mjs: needed to compile, not to run.
    for (const bundled of ['zod', 'commander', 'micromark', 'yaml']) expect(manifest.dependencies[bundled]).toBeUndefined();
    expect(existsSync(path.join(site, 'node_modules', 'algoliasearch'))).toBe(false);
    expect(existsSync(path.join(site, 'node_modules', 'zod'))).toBe(false);
  });

  it('the package runs by its own name too (npx docs-kiln init my-site, once published)', () => {
    // npx runs the bin named after the package; with one bin of another name it would depend on npx picking the only one.
    const version = run(site, path.join(site, 'node_modules', '.bin', 'docs-kiln'), ['--version']);
    expect(version.code, version.stderr).toBe(0);
    expect(version.stdout.trim()).toBe(JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).version);
  });

  it('docs index --push without the algoliasearch package says how to install it, before any work', () => {
    const push = spawnSync(path.join(site, 'node_modules', '.bin', 'docs'), ['index', '--push'], {
      cwd: site,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', ALGOLIA_APP_ID: 'APP', ALGOLIA_ADMIN_KEY: 'secret-admin-key' },
    });
    expect(push.status).toBe(1);
    expect(push.stderr).toContain('npm install algoliasearch');
    expect(push.stderr).not.toContain('secret-admin-key');
    expect(push.stdout).not.toContain('Indexed');
  });

  it('docs init writes a site and adds its scripts to the package.json npm made', () => {
    expect(init.code, init.stderr).toBe(0);
    expect(init.stdout).toContain('Created a site in .: site.config.json');
    expect(init.stdout).toContain('Kept the existing package.json.');
    expect(init.stdout).toContain('Added the scripts dev, build and serve to package.json.');
    expect(JSON.parse(readFileSync(path.join(site, 'package.json'), 'utf8')).scripts).toEqual({ dev: 'docs dev', build: 'docs build', serve: 'docs serve' });
    for (const f of ['site.config.json', 'content/docs/intro.md', 'content/pages/about.md', 'content/pages/index.tsx', 'content/sidebars.json'])
      expect(existsSync(path.join(site, f))).toBe(true);
    expect(readdirSync(path.join(site, 'content', 'blog')).some((f) => /^\d{4}-\d{2}-\d{2}-welcome\.md$/.test(f))).toBe(true);
    expect(JSON.parse(readFileSync(path.join(site, 'package.json'), 'utf8')).dependencies['docs-kiln']).toMatch(/^file:.*docs-kiln-[\d.]+\.tgz$/);
    // The $schema editors read resolves from the site folder to the installed package's JSON Schema.
    const schema = JSON.parse(readFileSync(path.join(site, 'site.config.json'), 'utf8')).$schema;
    expect(JSON.parse(readFileSync(path.join(site, schema), 'utf8')).properties.title.type).toBe('string');
  });

  it('docs build, run from the installed package, builds every page of the new site', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    expect(build.stdout).toMatch(/^Built \d+ pages into dist/m);
    const dist = path.join(site, 'dist');
    const home = readOut(dist, 'index.html');
    expect(home).toContain('<h1>Site</h1>');
    expect(home).toContain('href="/docs"');
    expect(home).toContain('<link rel="icon" href="/img/favicon.svg">');
    const intro = readOut(dist, 'docs/index.html');
    expect(intro).toContain('<title>Introduction | Site</title>');
    expect(intro).toMatch(/class="[^"]*docs-admonition[^"]*docs-admonition--tip/);
    expect(readOut(dist, 'about/index.html')).toContain('<title>About | Site</title>');
    const post = readdirSync(path.join(site, 'content', 'blog'))[0]!.match(/^(\d{4})-(\d{2})-(\d{2})-welcome/)!;
    expect(readOut(dist, `blog/${post[1]}/${post[2]}/${post[3]}/welcome/index.html`)).toContain('The first post of Site.');
    // The client bundle is there, with React bundled in (from the package's dependencies).
    const js = readdirSync(path.join(dist, 'assets', 'js'));
    expect(js.some((f) => f.startsWith('main-'))).toBe(true);
  });

  it('docs check-links finds every link of the new site fine', () => {
    const check = run(site, 'npx', ['docs', 'check-links']);
    expect(check.code, check.stdout + check.stderr).toBe(0);
    expect(check.stdout).toMatch(/All \d+ internal links and anchors on \d+ pages are fine\./);
  });

  it('docs serve serves the built site on 127.0.0.1', async () => {
    const port = await freePort();
    const child = spawn(path.join(site, 'node_modules', '.bin', 'docs'), ['serve', '--port', String(port)], { cwd: site });
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (d: Buffer) => {
          if (d.toString().includes('Serving')) resolve();
        });
        child.on('exit', (code) => reject(new Error(`docs serve exited with ${code}`)));
      });
      const res = await fetch(`http://127.0.0.1:${port}/docs`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>Introduction | Site</title>');
    } finally {
      child.kill();
    }
  });

  it('the starter and a swizzled component type-check against the declarations the package ships', () => {
    const swizzle = run(site, 'npx', ['docs', 'swizzle', 'Footer']);
    expect(swizzle.code, swizzle.stderr).toBe(0);
    // This repository's TypeScript, on the tsconfig.json docs init wrote.
    const tsc = run(site, process.execPath, [path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc'), '--noEmit', '-p', '.']);
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.code).toBe(0);
  });

  it('docs init refuses a folder that already holds a site and writes nothing', () => {
    const before = readFileSync(path.join(site, 'site.config.json'), 'utf8');
    const again = run(site, 'npx', ['docs', 'init']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('This folder already holds a site (site.config.json');
    expect(readFileSync(path.join(site, 'site.config.json'), 'utf8')).toBe(before);
  });
});
