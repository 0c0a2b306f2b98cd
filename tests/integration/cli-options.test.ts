import { existsSync, mkdtempSync, readFileSync, renameSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCliServer } from '../helpers/cli-server.js';
import { copyFixture, removeDir } from '../helpers/fixture.js';
import { runCli } from '../helpers/run-cli.js';

// One vocabulary across commands: --out-dir names the output folder wherever one is read or
// written, and --config the config file wherever one is read.
describe('--out-dir and --config on every command', () => {
  let site: string;
  const CONFIG = ['--config', 'docs.config.json'];

  beforeAll(() => {
    site = copyFixture('basic');
    renameSync(path.join(site, 'site.config.json'), path.join(site, 'docs.config.json'));
    const build = runCli(site, ['build', ...CONFIG, '--out-dir', 'public']);
    expect(build.code, build.stderr).toBe(0);
  });
  afterAll(() => removeDir(site));

  it('docs build reads the config --config names and writes where --out-dir says', () => {
    expect(existsSync(path.join(site, 'public', 'index.html'))).toBe(true);
    expect(existsSync(path.join(site, 'dist'))).toBe(false);
  });

  it('docs check-links takes --out-dir, and still the folder as an argument', () => {
    for (const args of [['--out-dir', 'public'], ['public']]) {
      const check = runCli(site, ['check-links', ...CONFIG, ...args]);
      expect(check.code, check.stdout + check.stderr).toBe(0);
      expect(check.stdout).toMatch(/All \d+ internal links and anchors on \d+ pages are fine\./);
    }
  });

  it('docs index takes --out-dir, and still --dist', () => {
    for (const flag of ['--out-dir', '--dist']) {
      const index = runCli(site, ['index', ...CONFIG, flag, 'public']);
      expect(index.code, index.stderr).toBe(0);
      expect(index.stdout).toMatch(/Indexed \d+ records from \d+ pages into public\/search-index\.json/);
    }
  });

  it('docs serve takes --out-dir, and still --dir; the old spellings stay out of --help', async () => {
    for (const flag of ['--out-dir', '--dir']) {
      const server = await startCliServer(site, ['serve', ...CONFIG, flag, 'public']);
      try {
        const home = await fetch(server.url);
        expect(home.status).toBe(200);
        expect(server.output()).toContain('Serving public at');
      } finally {
        await server.stop();
      }
    }
    const help = [runCli(site, ['serve', '--help']).stdout, runCli(site, ['index', '--help']).stdout, runCli(site, ['check-links', '--help']).stdout].join(
      '\n',
    );
    expect(help).toContain('--out-dir <dir>');
    expect(help).not.toContain('--dir <dir>');
    expect(help).not.toContain('--dist <dir>');
  });

  it('docs dev and docs version read the config --config names', async () => {
    const dev = await startCliServer(site, ['dev', ...CONFIG]);
    try {
      expect((await fetch(dev.url)).status).toBe(200);
    } finally {
      await dev.stop();
    }
    const cut = runCli(site, ['version', '1.0.0', ...CONFIG]);
    expect(cut.code, cut.stderr).toBe(0);
    expect(existsSync(path.join(site, 'content', 'versioned_docs', 'version-1.0.0'))).toBe(true);
  });

  it('a missing config names the option that points at another file', () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'docs-no-config-'));
    try {
      const build = runCli(empty, ['build']);
      expect(build.code).toBe(1);
      expect(build.stderr).toContain('--config <file>');
      const named = runCli(site, ['build', '--config', 'nowhere.json']);
      expect(named.code).toBe(1);
      expect(named.stderr).toContain('No config file at nowhere.json');
      expect(readFileSync(path.join(site, 'docs.config.json'), 'utf8')).toContain('"title"');
    } finally {
      removeDir(empty);
    }
  });
});
