import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, removeDir } from '../helpers/fixture.js';
import { runCli } from '../helpers/run-cli.js';

describe('docs clear', () => {
  let site: string;

  beforeAll(() => {
    site = copyFixture('basic');
    const build = runCli(site, ['build']);
    expect(build.code, build.stderr).toBe(0);
  });
  afterAll(() => removeDir(site));

  it('removes the built site and the caches', () => {
    expect(existsSync(path.join(site, 'dist', 'index.html'))).toBe(true);
    expect(existsSync(path.join(site, '.docs-cache', 'build'))).toBe(true);
    const clear = runCli(site, ['clear']);
    expect(clear.code, clear.stderr).toBe(0);
    expect(clear.stdout).toBe('Removed dist.\nRemoved .docs-cache.\n');
    expect(existsSync(path.join(site, 'dist'))).toBe(false);
    expect(existsSync(path.join(site, '.docs-cache'))).toBe(false);
    // The site itself is untouched.
    expect(readdirSync(site).sort()).toEqual(['content', 'site.config.json', 'static']);
  });

  it('says when there is nothing to clear', () => {
    const again = runCli(site, ['clear']);
    expect(again.code).toBe(0);
    expect(again.stdout).toBe('Nothing to clear: no built site in dist and no .docs-cache.\n');
  });

  it('leaves an output folder no build wrote, and says so', () => {
    mkdirSync(path.join(site, 'dist'));
    writeFileSync(path.join(site, 'dist', 'notes.txt'), 'mine\n');
    const clear = runCli(site, ['clear']);
    expect(clear.code).toBe(1);
    expect(clear.stderr).toContain('Left dist as it is: it was not written by docs build');
    expect(readdirSync(path.join(site, 'dist'))).toEqual(['notes.txt']);
  });
});
