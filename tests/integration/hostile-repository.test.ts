import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, removeDir } from '../helpers/fixture.js';
import { runCli } from '../helpers/run-cli.js';
import { treeHash } from '../helpers/tree-hash.js';

// What a repository cannot make the build machine do (issue 15, item 5): links that leave the
// site are refused with a diagnostic, never followed, never copied into dist/.

/** A folder outside every site, holding a file no build may read or publish. */
function makeOutside(): { dir: string; token: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-outside-'));
  const token = `machine-secret-${process.pid}-${Date.now()}`;
  writeFileSync(path.join(dir, 'secret.txt'), `${token}\n`);
  writeFileSync(path.join(dir, 'secret.md'), `# Secret\n\n${token}\n`);
  writeFileSync(path.join(dir, 'secret.png'), token);
  writeFileSync(path.join(dir, 'secret.css'), `body::after { content: "${token}"; }\n`);
  mkdirSync(path.join(dir, 'folder'));
  writeFileSync(path.join(dir, 'folder', 'inner.txt'), token);
  return { dir, token };
}

/** Every file under a folder whose content holds the token. */
function filesContaining(dir: string, token: string): string[] {
  const found: string[] = [];
  const visit = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (readFileSync(full).includes(token)) found.push(path.relative(dir, full));
    }
  };
  visit(dir);
  return found;
}

/** Every symbolic link under a folder. */
function linksUnder(dir: string): string[] {
  const found: string[] = [];
  const visit = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isSymbolicLink()) found.push(path.relative(dir, full));
      else if (entry.isDirectory()) visit(full);
    }
  };
  visit(dir);
  return found;
}

describe('symbolic links and paths that leave the site', () => {
  let site: string;
  let outside: { dir: string; token: string };

  beforeAll(() => {
    outside = makeOutside();
  });
  afterAll(() => removeDir(outside.dir));
  afterEach(() => removeDir(site));

  it('refuses links in content, static/ and template/ that lead out, names each one, and leaves the previous dist/ as it was', () => {
    site = copyFixture('basic');
    expect(runCli(site, ['build']).code).toBe(0);
    const before = treeHash(path.join(site, 'dist'));

    symlinkSync(path.join(outside.dir, 'secret.txt'), path.join(site, 'static', 'passwd.txt'));
    symlinkSync(path.join(outside.dir, 'secret.md'), path.join(site, 'content', 'docs', 'leak.md'));
    symlinkSync(path.join(outside.dir, 'folder'), path.join(site, 'content', 'docs', 'shared'));
    // A relative link that climbs out works the same as an absolute one.
    const relativeOut = path.relative(path.join(site, 'static', 'img'), path.join(outside.dir, 'secret.png'));
    symlinkSync(relativeOut, path.join(site, 'static', 'img', 'logo.png'));
    mkdirSync(path.join(site, 'template'));
    symlinkSync(path.join(outside.dir, 'secret.txt'), path.join(site, 'template', 'Footer.tsx'));

    const result = runCli(site, ['build']);
    expect(result.code).toBe(1);
    const lines = result.stderr.split('\n');
    const hint =
      '  Copy the file or folder into the site instead of linking to it, or delete the link. A build never reads or publishes files outside the site folder.';
    const diag = (file: string, target: string, resolved?: string) =>
      `${file} error symbolic link to "${target}"${resolved ? ` (${resolved})` : ''} leads outside the site folder; it is not followed [files/symlink-outside-site]`;
    expect(lines).toContain(diag('content/docs/leak.md', path.join(outside.dir, 'secret.md')));
    expect(lines).toContain(diag('content/docs/shared', path.join(outside.dir, 'folder')));
    expect(lines).toContain(diag('static/passwd.txt', path.join(outside.dir, 'secret.txt')));
    expect(lines).toContain(diag('static/img/logo.png', relativeOut, path.join(outside.dir, 'secret.png')));
    expect(lines).toContain(diag('template/Footer.tsx', path.join(outside.dir, 'secret.txt')));
    // One hint for the five links of one rule.
    expect(lines.filter((l) => l === hint)).toHaveLength(1);
    expect(result.stderr).toContain('5 errors found.');
    expect(result.stderr).not.toContain(outside.token);

    // Nothing was written: the previous site is intact and holds no trace of the files.
    expect(treeHash(path.join(site, 'dist'))).toBe(before);
    expect(filesContaining(path.join(site, 'dist'), outside.token)).toEqual([]);
    expect(readdirSync(site).filter((n) => n.startsWith('dist.'))).toEqual([]);
  });

  it('reports link loops and links to nothing instead of hanging', () => {
    site = copyFixture('basic');
    symlinkSync('loop-b.md', path.join(site, 'content', 'docs', 'loop-a.md'));
    symlinkSync('loop-a.md', path.join(site, 'content', 'docs', 'loop-b.md'));
    // A folder that links to its own parent: copying it would never end.
    mkdirSync(path.join(site, 'static', 'deep'));
    symlinkSync('..', path.join(site, 'static', 'deep', 'up'));
    symlinkSync('missing.svg', path.join(site, 'static', 'img', 'gone.svg'));

    const started = Date.now();
    const result = runCli(site, ['build']);
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(result.code).toBe(1);
    const lines = result.stderr.split('\n');
    expect(lines).toContain('content/docs/loop-a.md error symbolic link to "loop-b.md" leads back to itself (a loop) [files/symlink-loop]');
    expect(lines).toContain('content/docs/loop-b.md error symbolic link to "loop-a.md" leads back to itself (a loop) [files/symlink-loop]');
    expect(lines).toContain('static/deep/up error symbolic link to ".." leads to a folder that contains the link itself (a loop) [files/symlink-loop]');
    expect(lines).toContain('  Delete the link: copying or reading through it would never end.');
    expect(lines).toContain('static/img/gone.svg error symbolic link to "missing.svg" leads to nothing (the target does not exist) [files/broken-symlink]');
    expect(result.stderr).toContain('4 errors found.');
    expect(existsSync(path.join(site, 'dist'))).toBe(false);
  });

  it('keeps links that stay inside the site working, and copies them into dist/ as plain files', () => {
    site = copyFixture('basic');
    // A file and a folder of the site, linked from static/.
    symlinkSync('../content/docs/diagram.svg', path.join(site, 'static', 'diagram-copy.svg'));
    symlinkSync('img', path.join(site, 'static', 'images'));
    const result = runCli(site, ['build']);
    expect(result.code, result.stderr).toBe(0);
    const dist = path.join(site, 'dist');
    expect(readFileSync(path.join(dist, 'diagram-copy.svg'), 'utf8')).toBe(readFileSync(path.join(site, 'content', 'docs', 'diagram.svg'), 'utf8'));
    expect(readFileSync(path.join(dist, 'images', 'ada.svg'), 'utf8')).toBe(readFileSync(path.join(site, 'static', 'img', 'ada.svg'), 'utf8'));
    expect(lstatSync(path.join(dist, 'diagram-copy.svg')).isSymbolicLink()).toBe(false);
    expect(linksUnder(dist)).toEqual([]);
  });

  it('refuses images, linked files and customCss that reach outside the site by path, with file:line', () => {
    site = copyFixture('basic');
    const fromDocs = path.relative(path.join(site, 'content', 'docs'), outside.dir);
    const intro = path.join(site, 'content', 'docs', 'intro.md');
    const text = readFileSync(intro, 'utf8');
    writeFileSync(intro, `${text}\n![Leak](${fromDocs}/secret.png)\n\n[Download](${fromDocs}/secret.txt)\n`);
    const imageLine = text.split('\n').length + 1;
    const configFile = path.join(site, 'site.config.json');
    const config = JSON.parse(readFileSync(configFile, 'utf8'));
    config.customCss = [path.join(outside.dir, 'secret.css')];
    writeFileSync(configFile, JSON.stringify(config, null, 2));
    const cssLine =
      JSON.stringify(config, null, 2)
        .split('\n')
        .findIndex((l) => l.includes('secret.css')) + 1;

    // customCss is checked with the links, before anything is read.
    let result = runCli(site, ['build']);
    expect(result.code).toBe(1);
    expect(result.stderr.split('\n')).toContain(
      `site.config.json:${cssLine} error customCss entry "${path.join(outside.dir, 'secret.css')}" is outside the site folder (${path.join(outside.dir, 'secret.css')}) [files/outside-site]`,
    );

    config.customCss = [];
    writeFileSync(configFile, JSON.stringify(config, null, 2));
    result = runCli(site, ['build']);
    expect(result.code).toBe(1);
    const lines = result.stderr.split('\n');
    expect(lines).toContain(
      `content/docs/intro.md:${imageLine}:1 error "${fromDocs}/secret.png" refers to ${path.join(outside.dir, 'secret.png')}, outside the site folder; it is not copied [files/outside-site]`,
    );
    expect(lines).toContain(
      `content/docs/intro.md:${imageLine + 2}:1 error "${fromDocs}/secret.txt" refers to ${path.join(outside.dir, 'secret.txt')}, outside the site folder; it is not copied [files/outside-site]`,
    );
    expect(lines).toContain('  Copy the file into the site folder (next to this file, or under static/) and refer to it there.');
    expect(existsSync(path.join(site, 'dist'))).toBe(false);
  });

  it('docs dev refuses to start on a site with a link that leads out', () => {
    site = copyFixture('basic');
    symlinkSync(path.join(outside.dir, 'secret.txt'), path.join(site, 'static', 'passwd.txt'));
    const result = runCli(site, ['dev', '--port', '0']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `static/passwd.txt error symbolic link to "${path.join(outside.dir, 'secret.txt')}" leads outside the site folder; it is not followed [files/symlink-outside-site]`,
    );
  });
});
