import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOut, removeDir } from '../helpers/fixture.js';
import { runCli } from '../helpers/run-cli.js';
import { treeHash } from '../helpers/tree-hash.js';

// Enough docs that the build renders on worker threads, which load their share (MDX first,
// for the bundle) before the bundle is there.
const DOCS = 240;
const isMdx = (i: number) => i % 3 === 0;
const hasBrokenLink = (i: number) => i % 50 === 7;

function writeSite(): string {
  const site = mkdtempSync(path.join(os.tmpdir(), 'docs-workers-'));
  const write = (rel: string, text: string) => {
    mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
    writeFileSync(path.join(site, rel), text);
  };
  write(
    'site.config.json',
    JSON.stringify({ title: 'Workers', url: 'https://workers.example.com', baseUrl: '/', contentDir: 'content', onBrokenLinks: 'warn' }),
  );
  write('src/components/Badge.js', 'export default function Badge({ level }) {\n  return <span className="badge">{`level ${level}`}</span>;\n}\n');
  write('content/docs/_note.mdx', '## Shared note\n\nThis note is about {props.topic}.\n');
  for (let i = 0; i < DOCS; i++) {
    const section = `s${Math.floor(i / 40)}`;
    const next = i % 40 === 39 ? i - 39 : i + 1;
    const body = [`# Doc ${i}`, '', `Plain text of doc ${i}, with a [link](./doc-${next}.${isMdx(next) ? 'mdx' : 'md'}).`, ''];
    if (hasBrokenLink(i)) body.push('A link to [a missing file](./nowhere.md).', '');
    if (isMdx(i)) {
      body.unshift("import Badge from '@site/src/components/Badge';", "import Note from '../_note.mdx';", '');
      body.push(`Computed: {${i} * 2}.`, '', `<Badge level={${i}} />`, '', `<Note topic="doc ${i}" />`, '');
    }
    write(`content/docs/${section}/doc-${i}.${isMdx(i) ? 'mdx' : 'md'}`, body.join('\n'));
  }
  return site;
}

describe('a build on worker threads (240 docs, a third MDX)', () => {
  let site: string;
  let cold: ReturnType<typeof runCli>;

  beforeAll(() => {
    site = writeSite();
    cold = runCli(site, ['build', '--verbose']);
  }, 180_000);
  afterAll(() => removeDir(site));

  it('renders every MDX doc with its component, expression and partial, whichever thread loaded it', () => {
    expect(cold.code, cold.stderr).toBe(0);
    for (let i = 0; i < DOCS; i++) {
      if (!isMdx(i)) continue;
      // React separates adjacent text with empty comments.
      const html = readOut(site, `dist/docs/s${Math.floor(i / 40)}/doc-${i}/index.html`).replaceAll('<!-- -->', '');
      expect(html).toContain(`<span class="badge">level ${i}</span>`);
      expect(html).toContain(`Computed: ${i * 2}.`);
      expect(html).toContain(`This note is about doc ${i}.`);
      expect(html).toMatch(/<h2[^>]*id="shared-note"/);
    }
  });

  it('reports the warnings of docs loaded ahead of their render, in a cold build and from the cache', () => {
    const broken = [...Array(DOCS).keys()].filter(hasBrokenLink);
    // The markdown stage's own warning, which a doc loaded ahead of its render must keep.
    const warning = (i: number) =>
      `content/docs/s${Math.floor(i / 40)}/doc-${i}.${isMdx(i) ? 'mdx' : 'md'}:${isMdx(i) ? 8 : 5}:11 warning link to "./nowhere.md" does not match any doc`;
    for (const i of broken) expect(cold.stderr).toContain(warning(i));
    // Each broken link once, even on an MDX page whose rendered HTML holds it too (resolved).
    for (const i of broken) {
      const file = `content/docs/s${Math.floor(i / 40)}/doc-${i}.${isMdx(i) ? 'mdx' : 'md'}`;
      expect(cold.stderr.split('\n').filter((l) => l.startsWith(file) && l.includes('[links/missing-page]'))).toHaveLength(1);
    }
    const warm = runCli(site, ['build', '--verbose']);
    expect(warm.code).toBe(0);
    expect(warm.stdout).toMatch(/routes \d+ reused, 0 made/);
    // The MDX files are not parsed again to learn what their modules hold.
    expect(warm.stdout).toMatch(new RegExp(`mdx-scopes ${DOCS / 3} reused, 0 made`));
    for (const i of broken) expect(warm.stderr).toContain(warning(i));
  }, 180_000);

  it('writes the same output as a build without the cache, and as a warm build', () => {
    const first = treeHash(path.join(site, 'dist'));
    const out = path.join(site, 'other-out');
    const plain = runCli(site, ['build', '--no-cache', '--out-dir', out]);
    expect(plain.code, plain.stderr).toBe(0);
    expect(treeHash(out)).toBe(first);
    removeDir(out);
  }, 180_000);

  it('reports every page that fails to render, whichever thread rendered it, and keeps the previous output', () => {
    const before = treeHash(path.join(site, 'dist'));
    const failing = [3, 45, 99, 150, 201, 237];
    for (const i of failing)
      writeFileSync(path.join(site, `content/docs/s${Math.floor(i / 40)}/doc-${i}.mdx`), `# Doc ${i}\n\nText of doc ${i}.\n\n<Carousel${i} />\n`);
    const broken = runCli(site, ['build']);
    expect(broken.code).toBe(1);
    for (const i of failing)
      expect(broken.stderr).toMatch(new RegExp(`^content/docs/s${Math.floor(i / 40)}/doc-${i}\\.mdx:5:1 error unknown component <Carousel${i}>`, 'm'));
    expect(broken.stderr).toContain(`${failing.length} errors found.`);
    expect(treeHash(path.join(site, 'dist'))).toBe(before);
  }, 180_000);
});
