import { chmodSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/fixture.js';
import { treeHash } from '../helpers/tree-hash.js';
import { diagnosticLines, doc, giveTo, isOutput, makeWeakSite, runDocs, unprivilegedUid } from '../helpers/weak-site.js';

// Root reads any file whatever its mode: the builds run as nobody then, so that chmod 000
// denies them. The generator's own files are root's, so for nobody it is a read-only install.
const uid = unprivilegedUid();
const generatorCache = path.join(repoRoot, 'node_modules', '.cache', 'docs');
const cachedBundles = () => (existsSync(generatorCache) ? readdirSync(generatorCache).sort() : []);

/** A site whose every file belongs to the user the build runs as. */
function ownedSite(files: Record<string, string | null> = {}): string {
  const dir = makeWeakSite(files);
  if (uid !== undefined) giveTo(dir, uid);
  return dir;
}

describe('files the build may not read, and a generator it may not write to', () => {
  let site: string | undefined;
  afterEach(() => {
    if (site) rmSync(site, { recursive: true, force: true });
    site = undefined;
  });

  it('builds with a read-only generator, keeping the server bundle in the site cache, where render workers import it', async () => {
    const many = Object.fromEntries(Array.from({ length: 160 }, (_, i) => [`content/docs/many/doc-${i}.md`, doc(`Text ${i}.`, `title: Doc ${i}`)]));
    site = ownedSite({ ...many, 'content/docs/story.mdx': doc('export const N = 40 + 2;\n\nThe answer is {N}.\n', 'title: Story') });
    const before = cachedBundles();
    const result = await runDocs(site, ['build'], { uid });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toBe('');
    expect(readdirSync(path.join(site, '.docs-cache', 'server')).some((name) => /^server-[0-9a-f]{12}\.mjs$/.test(name))).toBe(true);
    expect(cachedBundles()).toEqual(before);
    expect(readFileSync(path.join(site, 'dist', 'docs', 'story', 'index.html'), 'utf8')).toMatch(/The answer is (<!-- -->)?42/);
    expect(readFileSync(path.join(site, 'dist', 'docs', 'many', 'doc-7', 'index.html'), 'utf8')).toContain('Text 7.');
  }, 300_000);

  const denied: [string, string, string[]][] = [
    ['a static file', 'static/img/logo.png', ['static/img/logo.png error cannot read static/img/logo.png: permission denied [files/unreadable]']],
    ['the config file', 'site.config.json', ['site.config.json error cannot read site.config.json: permission denied [config/unreadable]']],
    ['a folder of docs', 'content/docs/guides', ['content/docs/guides error cannot read the folder content/docs/guides: permission denied [files/unreadable]']],
    ['a folder of static files', 'static/img', ['static/img error cannot read the folder static/img: permission denied [files/unreadable]']],
  ];
  it.each(denied)(
    '%s that cannot be read is named, and nothing is written',
    async (_name, rel, diagnostics) => {
      site = ownedSite({ 'static/img/logo.png': 'png', 'content/docs/guides/setup.md': doc('Setup.', 'title: Setup') });
      chmodSync(path.join(site, rel), 0o000);
      try {
        const siteBefore = treeHash(site, (r) => isOutput(r) || r === rel || r.startsWith(`${rel}/`));
        const distBefore = treeHash(path.join(site, 'dist'));
        const result = await runDocs(site, ['build'], { uid });
        expect({ code: result.code, diagnostics: diagnosticLines(result.stderr) }, result.stderr).toEqual({ code: 1, diagnostics });
        expect(result.stderr).not.toContain('Internal error');
        expect(result.stderr).not.toMatch(/^\s+at /m);
        expect(treeHash(site, (r) => isOutput(r) || r === rel || r.startsWith(`${rel}/`))).toBe(siteBefore);
        expect(treeHash(path.join(site, 'dist'))).toBe(distBefore);
      } finally {
        chmodSync(path.join(site, rel), 0o755);
      }
    },
    300_000,
  );
});
