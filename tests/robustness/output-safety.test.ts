import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../../src/server/serve.js';
import { runCli } from '../helpers/run-cli.js';
import { treeHash } from '../helpers/tree-hash.js';

// What a careless user can point the output folder (or another command's writes) at, and
// what must survive it: every file that was there, byte for byte.

const RULE = '[config/unsafe-out-dir]';
const config = (extra = '') => `{\n  "title": "Safe",\n  "url": "https://safe.example",\n  "contentDir": "content"${extra}\n}\n`;

/** The files of a small site with a folder of each kind a build must never take as its output. */
const SITE: Record<string, string> = {
  'site.config.json': config(),
  'content/docs/intro.md': '---\ntitle: Intro\n---\n\nWelcome to the safe site.\n',
  'content/docs/guide.md': '---\ntitle: Guide\n---\n\nA guide.\n',
  'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
  'theme/README.md': 'Overrides go here.\n',
  'src/notes.ts': 'export const notes = 1;\n',
  'node_modules/some-package/index.js': 'module.exports = 1;\n',
  'deploy/.git/HEAD': 'ref: refs/heads/gh-pages\n',
  'deploy/README.md': 'A checkout of the deployed site.\n',
};

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

/** A fresh folder holding `files`; `sub` puts them one level down, so the parent can be hashed too. */
function makeTree(files: Record<string, string>, sub = ''): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'docs-safety-'));
  temps.push(root);
  const dir = path.join(root, sub);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

/** A gh-pages checkout outside every site: git metadata, a custom domain, and the files a host needs. */
function ghPagesCheckout(): string {
  return makeTree({ '.git/HEAD': 'ref: refs/heads/gh-pages\n', '.git/config': '[core]\n\tbare = false\n', CNAME: 'docs.safe.example\n', '.nojekyll': '' });
}

describe('an output folder that would hold the site is refused before anything is written', () => {
  const cases: { name: string; outDir: string; flag?: boolean; noCache?: boolean; reason: RegExp }[] = [
    { name: '--out-dir content (the content folder)', outDir: 'content', flag: true, reason: /--out-dir content is the content folder/ },
    { name: '--out-dir content with --no-cache', outDir: 'content', flag: true, noCache: true, reason: /--out-dir content is the content folder/ },
    { name: 'outDir "." (the site folder)', outDir: '.', reason: /`outDir` "\." is the site folder/ },
    { name: 'outDir ".." (holds the site folder)', outDir: '..', noCache: true, reason: /`outDir` "\.\." holds the site folder/ },
    { name: 'outDir "content/docs" (a docs folder)', outDir: 'content/docs', reason: /`outDir` "content\/docs" is the docs folder/ },
    { name: 'outDir "theme" (the theme overrides folder)', outDir: 'theme', reason: /`outDir` "theme" is the theme overrides folder/ },
    { name: 'outDir "node_modules"', outDir: 'node_modules', noCache: true, reason: /`outDir` "node_modules" is a node_modules folder/ },
    {
      name: 'outDir "node_modules/out" (inside node_modules)',
      outDir: 'node_modules/out',
      reason: /`outDir` "node_modules\/out" lies inside a node_modules folder/,
    },
    { name: 'outDir "static" (the static folder)', outDir: 'static', reason: /`outDir` "static" is the static folder/ },
    { name: 'outDir "src" (the source folder)', outDir: 'src', reason: /`outDir` "src" is the source folder/ },
    {
      name: 'outDir "deploy" (a folder holding a .git)',
      outDir: 'deploy',
      noCache: true,
      reason: /`outDir` "deploy" holds files that docs build did not write \(\.git, README\.md\)/,
    },
  ];

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const site = makeTree(c.flag ? SITE : { ...SITE, 'site.config.json': config(`,\n  "outDir": ${JSON.stringify(c.outDir)}`) }, 'site');
    const parent = path.dirname(site);
    const before = treeHash(parent);
    const args = ['build', ...(c.flag ? ['--out-dir', c.outDir] : []), ...(c.noCache ? ['--no-cache'] : [])];
    const result = runCli(site, args);
    expect(result.code, result.stdout + result.stderr).not.toBe(0);
    expect(result.stderr).toMatch(c.reason);
    expect(result.stderr).toContain(RULE);
    // The config key is named at its line; the flag has no line.
    if (c.flag) expect(result.stderr).toMatch(/^error --out-dir /m);
    else expect(result.stderr).toMatch(/^site\.config\.json:5:3 error `outDir`/m);
    expect(result.stderr).not.toContain('Internal error');
    // Nothing was written, moved or deleted: not in the site, not beside it.
    expect(treeHash(parent)).toBe(before);
  });

  it("a folder an older build wrote (no marker, its .docs/links.json) is still the build's to replace", () => {
    const site = makeTree({ ...SITE, 'dist/index.html': '<p>old</p>', 'dist/.docs/links.json': '{"version":1,"sources":[]}' });
    const result = runCli(site, ['build']);
    expect(result.code, result.stderr).toBe(0);
    expect(readFileSync(path.join(site, 'dist/docs/intro/index.html'), 'utf8')).toContain('Welcome to the safe site.');
    // And the next build knows the folder as its own.
    expect(runCli(site, ['build']).code).toBe(0);
  });

  it('--force writes into a folder it did not write, keeping every file it holds', () => {
    const site = makeTree(SITE);
    const refused = runCli(site, ['build', '--out-dir', 'deploy']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('docs build --force');
    for (const round of [1, 2]) {
      const result = runCli(site, ['build', '--out-dir', 'deploy', ...(round === 1 ? ['--force'] : [])]);
      expect(result.code, result.stderr).toBe(0);
      expect(readFileSync(path.join(site, 'deploy/.git/HEAD'), 'utf8')).toBe(SITE['deploy/.git/HEAD']);
      expect(readFileSync(path.join(site, 'deploy/README.md'), 'utf8')).toBe(SITE['deploy/README.md']);
      expect(existsSync(path.join(site, 'deploy/docs/intro/index.html'))).toBe(true);
    }
  });
});

describe('no build deletes or moves anything through a symbolic link', () => {
  it('dist as a link to a gh-pages checkout: two builds write into it in place, and keep its .git and CNAME', async () => {
    const site = makeTree(SITE);
    const pages = ghPagesCheckout();
    symlinkSync(pages, path.join(site, 'dist'));
    const first = runCli(site, ['build']);
    expect(first.code, first.stderr).toBe(0);
    expect(existsSync(path.join(pages, 'docs/guide/index.html'))).toBe(true);
    // A doc removed: the second build removes the page the first one wrote, and nothing else.
    rmSync(path.join(site, 'content/docs/guide.md'));
    const second = runCli(site, ['build']);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toContain('into dist');
    expect(lstatSync(path.join(site, 'dist')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(path.join(site, 'dist'))).toBe(pages);
    expect(treeHash(path.join(pages, '.git'))).toBe(treeHash(path.join(ghPagesCheckout(), '.git')));
    expect(readFileSync(path.join(pages, 'CNAME'), 'utf8')).toBe('docs.safe.example\n');
    expect(existsSync(path.join(pages, '.nojekyll'))).toBe(true);
    expect(existsSync(path.join(pages, 'docs/guide'))).toBe(false);
    // The site is served from the checkout.
    const server = await serveStatic({ dir: pages, port: 0, host: '127.0.0.1' });
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/docs/intro`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('Welcome to the safe site.');
    } finally {
      await new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      });
    }
  });

  it('a linked checkout holding an older deployment: its files are replaced only with --force, and the rest stays', () => {
    const site = makeTree(SITE);
    const pages = makeTree({
      ...readTree(ghPagesCheckout()),
      '404.html': '<p>deployed by another tool</p>',
      'docs/old.html': '<p>old doc</p>',
      'old/page.html': '<p>old</p>',
    });
    symlinkSync(pages, path.join(site, 'dist'));
    const before = treeHash(pages);
    const refused = runCli(site, ['build']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /`outDir` "dist" \(the default\) holds 404\.html, docs, which docs build did not write: the build would replace them; nothing was changed/,
    );
    expect(refused.stderr).toContain('docs build --force');
    expect(treeHash(pages)).toBe(before);
    const forced = runCli(site, ['build', '--force']);
    expect(forced.code, forced.stderr).toBe(0);
    expect(readFileSync(path.join(pages, '404.html'), 'utf8')).not.toContain('another tool');
    expect(existsSync(path.join(pages, 'docs/old.html'))).toBe(false);
    expect(readFileSync(path.join(pages, 'old/page.html'), 'utf8')).toBe('<p>old</p>');
    expect(readFileSync(path.join(pages, 'CNAME'), 'utf8')).toBe('docs.safe.example\n');
    expect(runCli(site, ['build']).code).toBe(0);
  });

  it('a marker committed to a linked checkout cannot make a build move anything out of it, nor its .git', () => {
    const parent = makeTree({ 'victim.txt': "not the build's\n" });
    const pages = path.join(parent, 'pages');
    mkdirSync(pages);
    for (const [rel, text] of Object.entries(readTree(ghPagesCheckout()))) {
      mkdirSync(path.dirname(path.join(pages, rel)), { recursive: true });
      writeFileSync(path.join(pages, rel), text);
    }
    writeFileSync(path.join(pages, '.docs-build'), JSON.stringify({ generator: 'docs-kiln', shared: true, entries: ['../victim.txt', '.git', '..', '/etc'] }));
    const site = makeTree(SITE);
    symlinkSync(pages, path.join(site, 'dist'));
    const git = treeHash(path.join(pages, '.git'));
    const result = runCli(site, ['build']);
    expect(result.code, result.stderr).toBe(0);
    expect(readFileSync(path.join(parent, 'victim.txt'), 'utf8')).toBe("not the build's\n");
    expect(treeHash(path.join(pages, '.git'))).toBe(git);
  });

  it("a link in the cache's spare-output folder is never followed: the folder it points at stays byte for byte", () => {
    const site = makeTree(SITE);
    const pages = makeTree({ ...readTree(ghPagesCheckout()), 'index.html': '<p>deployed</p>', 'docs/intro/index.html': '<p>deployed intro</p>' });
    const before = treeHash(pages);
    mkdirSync(path.join(site, '.docs-cache/build'), { recursive: true });
    symlinkSync(pages, path.join(site, '.docs-cache/build/spare-output'));
    for (const round of [1, 2]) {
      const result = runCli(site, ['build']);
      expect(result.code, `build ${round}: ${result.stderr}`).toBe(0);
      expect(treeHash(pages)).toBe(before);
    }
    expect(lstatSync(path.join(site, 'dist')).isSymbolicLink()).toBe(false);
  });
});

describe('docs swizzle, docs version and docs index write only inside the site, and over no source', () => {
  it('docs swizzle refuses a theme/ folder that links out of the site', () => {
    const site = makeTree({ ...SITE, 'theme/README.md': '' });
    rmSync(path.join(site, 'theme'), { recursive: true });
    const outside = makeTree({ 'keep.txt': 'mine\n' });
    symlinkSync(outside, path.join(site, 'theme'));
    const before = treeHash(outside);
    const result = runCli(site, ['swizzle', 'Footer']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/theme is a symbolic link to .* outside the site folder/);
    expect(treeHash(outside)).toBe(before);
  });

  it('docs version refuses a versioned_docs folder that links out of the site', () => {
    const site = makeTree(SITE);
    const outside = makeTree({ 'keep.txt': 'mine\n' });
    symlinkSync(outside, path.join(site, 'content/versioned_docs'));
    const before = treeHash(outside);
    const siteBefore = treeHash(site);
    const result = runCli(site, ['version', '1.0.0']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/content\/versioned_docs is a symbolic link to .* outside the site folder/);
    expect(treeHash(outside)).toBe(before);
    expect(treeHash(site)).toBe(siteBefore);
  });

  it('docs index --records refuses the config, a source file, and a path out of the site', () => {
    const site = makeTree(SITE, 'site');
    expect(runCli(site, ['build']).code).toBe(0);
    const outside = makeTree({ 'keep.txt': 'mine\n' });
    symlinkSync(outside, path.join(site, 'out-link'));
    const refusals: [string, RegExp][] = [
      ['site.config.json', /--records site\.config\.json is the site's config file/],
      ['content/docs/intro.md', /--records content\/docs\/intro\.md lies inside the docs folder/],
      [path.join(path.dirname(site), 'records.json'), /--records .* is outside the site folder/],
      ['out-link/records.json', /--records out-link\/records\.json leads outside the site folder/],
      ['theme/README.md', /--records theme\/README\.md lies inside the theme overrides folder/],
    ];
    for (const [file, message] of refusals) {
      const before = treeHash(path.dirname(site));
      const result = runCli(site, ['index', '--records', file]);
      expect(result.code, file).toBe(1);
      expect(result.stderr, file).toMatch(message);
      expect(treeHash(path.dirname(site)), file).toBe(before);
    }
    // Its own records file, written again: fine.
    for (const round of [1, 2]) expect(runCli(site, ['index', '--records', 'records.json']).code, `round ${round}`).toBe(0);
  });
});

/** Every file below a folder, as a files map for makeTree. */
function readTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const visit = (rel: string) => {
    const abs = path.join(dir, rel);
    if (lstatSync(abs).isDirectory()) {
      for (const name of readdirSync(abs)) visit(path.join(rel, name));
    } else out[rel] = readFileSync(abs, 'utf8');
  };
  visit('');
  return out;
}
