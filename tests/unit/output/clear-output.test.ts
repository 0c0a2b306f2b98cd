import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/load-config.js';
import type { ResolvedConfig } from '../../../src/config/types.js';
import { clearOutput } from '../../../src/output/clear-output.js';
import { writeOutputMarker } from '../../../src/output/output-marker.js';

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

/** A fresh folder holding `files` (a trailing slash makes a folder). */
function tree(files: string[], root = mkdtempSync(path.join(os.tmpdir(), 'docs-clear-'))): string {
  temps.push(root);
  for (const rel of files) {
    const abs = path.join(root, rel);
    if (rel.endsWith('/')) mkdirSync(abs, { recursive: true });
    else {
      mkdirSync(path.dirname(abs), { recursive: true });
      writeFileSync(abs, rel);
    }
  }
  return root;
}

// A process id no process has (above Linux's default pid_max).
const GONE = 4_194_999;

describe('clearing the output folder (docs clear)', () => {
  let site: string;
  let config: ResolvedConfig;

  beforeEach(async () => {
    site = tree(['site.config.json', 'content/docs/intro.md']);
    writeFileSync(path.join(site, 'site.config.json'), '{ "title": "Clear", "url": "https://clear.example", "contentDir": "content" }');
    config = await loadConfig(site);
  });

  it('removes an output folder a build wrote, and what killed builds left beside it', () => {
    const dist = tree(['index.html', 'docs/index.html', 'assets/js/main.js'], path.join(site, 'dist'));
    writeOutputMarker(dist, { entries: ['index.html', 'docs', 'assets'], shared: false });
    tree(['index.html'], path.join(site, `dist.tmp-${GONE}`));
    expect(clearOutput(config, dist)).toEqual({ removedFolder: true, removedEntries: [], kept: [] });
    expect(readdirSync(site).sort()).toEqual(['content', 'site.config.json']);
  });

  it('does nothing when there is no output folder', () => {
    expect(clearOutput(config, path.join(site, 'dist'))).toEqual({ removedFolder: false, removedEntries: [], kept: [] });
  });

  it('never removes a folder no build wrote', () => {
    const dist = tree(['notes.txt', 'drafts/a.md'], path.join(site, 'dist'));
    const result = clearOutput(config, dist);
    expect(result.refused).toContain('was not written by docs build');
    expect(result.kept).toEqual(['drafts', 'notes.txt']);
    expect(readdirSync(dist).sort()).toEqual(['drafts', 'notes.txt']);
  });

  it('in a linked gh-pages checkout, removes only what builds wrote: the link, .git and CNAME stay', () => {
    const checkout = tree(['.git/HEAD', 'CNAME', 'index.html', 'assets/js/main.js']);
    writeOutputMarker(checkout, { entries: ['index.html', 'assets'], shared: true });
    symlinkSync(checkout, path.join(site, 'dist'));
    const result = clearOutput(config, path.join(site, 'dist'));
    expect(result).toEqual({ removedFolder: false, removedEntries: ['.docs-build', 'assets', 'index.html'], kept: ['.git', 'CNAME'] });
    expect(lstatSync(path.join(site, 'dist')).isSymbolicLink()).toBe(true);
    expect(readdirSync(checkout).sort()).toEqual(['.git', 'CNAME']);
  });

  it('keeps a file added to the root of a build output, and removes the rest', () => {
    const dist = tree(['index.html', 'mine.txt'], path.join(site, 'dist'));
    writeOutputMarker(dist, { entries: ['index.html'], shared: false });
    expect(clearOutput(config, dist)).toEqual({ removedFolder: false, removedEntries: ['.docs-build', 'index.html'], kept: ['mine.txt'] });
    expect(readdirSync(dist)).toEqual(['mine.txt']);
  });

  it('refuses the site folder, whatever a marker in it says', () => {
    writeOutputMarker(site, { entries: ['content', 'site.config.json'], shared: false });
    const result = clearOutput(config, site);
    expect(result.refused).toContain('is the site folder');
    expect(result.removedFolder).toBe(false);
    expect(existsSync(path.join(site, 'content', 'docs', 'intro.md'))).toBe(true);
  });
});
