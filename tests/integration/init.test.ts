import { mkdtempSync, readFileSync } from 'node:fs';
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
    expect(JSON.parse(readFileSync(path.join(site, 'site.config.json'), 'utf8')).title).toBe('Team Handbook');
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
});
