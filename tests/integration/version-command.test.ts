import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, readOut, removeDir } from '../helpers/fixture.js';
import { runCli } from '../helpers/run-cli.js';
import { treeHash } from '../helpers/tree-hash.js';

describe('docs version <name>', () => {
  let site: string;
  beforeAll(() => {
    site = copyFixture('versioned');
  });
  afterAll(() => removeDir(site));

  it('copies the current docs and sidebar into a new version that builds at /docs/<name>', () => {
    const cut = runCli(site, ['version', '2.0.0']);
    expect(cut.stderr).toBe('');
    expect(cut.code).toBe(0);
    expect(cut.stdout).toContain('Created version 2.0.0');
    expect(JSON.parse(readFileSync(path.join(site, 'content/versions.json'), 'utf8'))).toEqual(['2.0.0', '1.0.0']);
    expect(readFileSync(path.join(site, 'content/versioned_sidebars/version-2.0.0-sidebars.json'), 'utf8')).toBe(
      readFileSync(path.join(site, 'content/sidebars.json'), 'utf8'),
    );
    const build = runCli(site, ['build']);
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    const out = path.join(site, 'dist');
    for (const page of ['', 'advanced/feature', 'new-in-next']) {
      const current = readOut(out, path.join('docs', page, 'index.html'));
      const versioned = readOut(out, path.join('docs/2.0.0', page, 'index.html'));
      const title = /<title>([^<]*)<\/title>/.exec(current)![1];
      expect(versioned).toContain(`<title>${title}</title>`);
    }
    expect(existsSync(path.join(out, 'docs/2.0.0/tags/start/index.html'))).toBe(true);
    expect(existsSync(path.join(out, 'docs/1.0.0/old-only/index.html'))).toBe(true);
  });

  const refusals: [string, string[], RegExp][] = [
    ['an existing name', ['version', '1.0.0'], /version 1\.0\.0 already exists/],
    ['an empty name', ['version', ''], /the version name is empty/],
    ['a name with a path separator', ['version', 'a/b'], /contains a path separator/],
    ['a name with ..', ['version', '..x'], /contains "\.\."/],
  ];
  for (const [what, args, message] of refusals) {
    it(`refuses ${what} and changes nothing`, () => {
      const fresh = copyFixture('versioned');
      try {
        const before = treeHash(fresh);
        const result = runCli(fresh, args);
        expect(result.code).toBe(1);
        expect(result.stderr).toMatch(message);
        expect(treeHash(fresh)).toBe(before);
      } finally {
        removeDir(fresh);
      }
    });
  }

  it('refuses when the current docs fail to load, and changes nothing', () => {
    const fresh = copyFixture('versioned');
    try {
      writeFileSync(path.join(fresh, 'content/docs/intro.md'), '---\ntitle: [unclosed\n---\n\nBroken.\n');
      const before = treeHash(fresh);
      const result = runCli(fresh, ['version', '3.0.0']);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/content\/docs\/intro\.md:\d+:\d+ error invalid YAML in front matter/);
      expect(treeHash(fresh)).toBe(before);
    } finally {
      removeDir(fresh);
    }
  });
});
