import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOut, removeDir, repoRoot } from '../helpers/fixture.js';
import { runCli } from '../helpers/run-cli.js';

describe('docs init into a new folder', () => {
  let work: string;
  let init: ReturnType<typeof runCli>;

  beforeAll(() => {
    work = mkdtempSync(path.join(os.tmpdir(), 'docs-init-'));
    init = runCli(work, ['init', 'Team Handbook']);
  });
  afterAll(() => removeDir(work));

  it('names the site after the folder and writes a package.json that depends on the generator', () => {
    expect(init.code, init.stderr).toBe(0);
    expect(init.stdout).toContain('Next: cd Team Handbook && npm install && npx docs dev');
    const site = path.join(work, 'Team Handbook');
    const pkg = JSON.parse(readFileSync(path.join(site, 'package.json'), 'utf8'));
    const version = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).version;
    expect(pkg).toEqual({
      name: 'team-handbook',
      private: true,
      scripts: { dev: 'docs dev', build: 'docs build', serve: 'docs serve' },
      dependencies: { 'docs-kiln': `^${version}` },
    });
    const config = JSON.parse(readFileSync(path.join(site, 'site.config.json'), 'utf8'));
    expect(config.title).toBe('Team Handbook');
    // Editors resolve $schema from the site folder, in the installed package: this repository is that package.
    expect(config.$schema).toBe('./node_modules/docs-kiln/schema/site.config.schema.json');
    expect(existsSync(path.join(repoRoot, config.$schema.replace('./node_modules/docs-kiln/', '')))).toBe(true);
  });

  it('the new site builds, and its links and anchors all resolve', () => {
    const site = path.join(work, 'Team Handbook');
    const build = runCli(site, ['build']);
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    expect(readOut(path.join(site, 'dist'), 'index.html')).toContain('<h1>Team Handbook</h1>');
    const check = runCli(site, ['check-links']);
    expect(check.code, check.stdout + check.stderr).toBe(0);
  });

  it('refuses a folder whose content/ exists, naming it, and writes nothing', () => {
    const site = path.join(work, 'Team Handbook');
    const result = runCli(work, ['init', 'Team Handbook']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('The folder Team Handbook already holds a site (site.config.json, content/sidebars.json');
    expect(result.stderr).toContain('content/); nothing was written.');
    expect(readFileSync(path.join(site, 'content', 'docs', 'intro.md'), 'utf8')).toContain('Welcome to Team Handbook.');
  });

  it('puts a search box in the navbar and keeps the build cache out of git', () => {
    const site = path.join(work, 'Team Handbook');
    const config = JSON.parse(readFileSync(path.join(site, 'site.config.json'), 'utf8'));
    expect(config.navbar.items).toContainEqual({ type: 'search', position: 'right' });
    expect(readFileSync(path.join(site, '.gitignore'), 'utf8').split('\n')).toEqual(expect.arrayContaining(['node_modules/', 'dist/', '.docs-cache/']));
    expect(readOut(path.join(site, 'dist'), 'index.html')).toContain('docs-search-button');
  });
});

describe('docs init into a folder that has a package.json and a .gitignore', () => {
  let site: string;
  let init: ReturnType<typeof runCli>;
  // As npm writes it, with a script of the site's own under one of the starter's names.
  const before = `${JSON.stringify({ name: 'mine', version: '1.0.0', scripts: { build: 'my-build', test: 'vitest' }, dependencies: { 'docs-kiln': '^0.1.0' }, keywords: ['a', 'b'] }, null, 2)}\n`;

  beforeAll(() => {
    site = mkdtempSync(path.join(os.tmpdir(), 'docs-init-merge-'));
    writeFileSync(path.join(site, 'package.json'), before);
    writeFileSync(path.join(site, '.gitignore'), '# mine\nnode_modules\n.env\n');
    mkdirSync(path.join(site, 'node_modules'));
    init = runCli(site, ['init']);
  });
  afterAll(() => removeDir(site));

  it('adds the dev, build and serve scripts it lacks, keeping its own build script and everything else', () => {
    expect(init.code, init.stderr).toBe(0);
    const after = readFileSync(path.join(site, 'package.json'), 'utf8');
    const expected = `${JSON.stringify({ name: 'mine', version: '1.0.0', scripts: { build: 'my-build', test: 'vitest', dev: 'docs dev', serve: 'docs serve' }, dependencies: { 'docs-kiln': '^0.1.0' }, keywords: ['a', 'b'] }, null, 2)}\n`;
    expect(after).toBe(expected);
    expect(init.stdout).toContain('Added the scripts dev and serve to package.json (its own build script is kept).');
  });

  it('adds the lines of the starter .gitignore that it lacks, after its own', () => {
    expect(readFileSync(path.join(site, '.gitignore'), 'utf8')).toBe('# mine\nnode_modules\n.env\ndist/\n.docs-cache/\n');
    expect(init.stdout).toContain('Added dist/ and .docs-cache/ to .gitignore.');
  });

  it('keeps a package.json in another layout as it is, scripts included', () => {
    const other = mkdtempSync(path.join(os.tmpdir(), 'docs-init-tabs-'));
    try {
      const tabs = '{\n\t"name": "tabs",\n\t"scripts": {}\n}';
      writeFileSync(path.join(other, 'package.json'), tabs);
      const result = runCli(other, ['init']);
      expect(result.code, result.stderr).toBe(0);
      expect(readFileSync(path.join(other, 'package.json'), 'utf8')).toBe(
        '{\n\t"name": "tabs",\n\t"scripts": {\n\t\t"dev": "docs dev",\n\t\t"build": "docs build",\n\t\t"serve": "docs serve"\n\t}\n}',
      );
    } finally {
      removeDir(other);
    }
  });
});
