import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compatFixture } from '../helpers/compat.js';
import { removeDir } from '../helpers/fixture.js';
import { runCli } from '../helpers/run-cli.js';
import { treeHash } from '../helpers/tree-hash.js';

// A Docusaurus site in a folder of its repository (website/), as jest, redux and metro keep
// theirs: docs beside it in ../docs importing the site's packages, a page importing a file at
// the repository's root, a company preset wrapping the classic one, and sidebars.js written
// for a sidebars.ts.
describe('a site in a folder of its repository', () => {
  let repo: string;
  let site: string;
  let migrate: ReturnType<typeof runCli>;
  let build: ReturnType<typeof runCli>;
  const fixture = compatFixture('repo-layout');
  const before = treeHash(fixture);

  beforeAll(() => {
    repo = mkdtempSync(path.join(os.tmpdir(), 'docs-compat-repo-layout-'));
    cpSync(fixture, repo, { recursive: true });
    site = path.join(repo, 'website');
    migrate = runCli(site, ['migrate', '.', '--write']);
    build = runCli(site, ['build']);
  }, 180_000);
  afterAll(() => removeDir(repo));

  it('reads the preset that wraps the classic one as the classic preset, and says so', () => {
    expect(migrate.code, migrate.stderr).toBe(0);
    expect(migrate.stderr).toMatch(
      /the preset \S*lantern-internal-preset is read as the classic preset it takes the options of \[migrate\/preset-as-classic\]/,
    );
    expect(migrate.stderr).toMatch(/lanternProject is not mapped/);
    const config = JSON.parse(readFileSync(path.join(site, 'site.config.json'), 'utf8'));
    expect(config.docs.path).toBe('../docs');
    expect(config.docs.sidebarPath).toBe('sidebars.ts');
    expect(config.readableFolders).toEqual(['..']);
  });

  it("builds the docs beside the site with the site's packages, and the page that imports a file of the repository", () => {
    expect(build.code, build.stderr).toBe(0);
    const wicks = readFileSync(path.join(site, 'dist/docs/wicks/index.html'), 'utf8');
    expect(wicks).toContain('<span class="tiny-badge">cotton</span>');
    // The sidebar of sidebars.ts lists both docs.
    expect(wicks).toContain('href="/docs/oil"');
    const shades = readFileSync(path.join(site, 'dist/shades/index.html'), 'utf8');
    expect(shades).toContain('<li>frosted</li>');
  });

  it('leaves the fixture as it was', () => {
    expect(treeHash(fixture)).toBe(before);
  });
});
