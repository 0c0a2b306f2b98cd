import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOut, removeDir } from '../helpers/fixture.js';
import { startCliServer } from '../helpers/cli-server.js';
import { runCli } from '../helpers/run-cli.js';
import { existsSync } from 'node:fs';

/** Writes a small site: a sidebar with a top-level doc and a category, a doc outside it, an unlisted doc and an older version. */
function writeSite(dir: string, config: Record<string, unknown> = {}): void {
  const write = (rel: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  };
  write('site.config.json', JSON.stringify({ title: 'Kiln Docs', tagline: 'Docs for tests', url: 'https://kiln.example.com', ...config }));
  write('sidebars.json', JSON.stringify({ docs: ['intro', { type: 'category', label: 'Guides', items: ['guides/install', 'guides/deploy'] }] }));
  write('docs/intro.md', '---\nslug: /\ndescription: Where to start.\n---\n\n# Introduction\n\nWelcome aboard.\n');
  write('docs/guides/install.md', '---\ntitle: Install\n---\n\nRun `npm install`.\n\n```bash\nnpm install kiln\n```\n');
  write('docs/guides/deploy.md', '---\ntitle: Deploy\ndescription: Ship it.\n---\n\nCopy dist/ to a host.\n');
  write('docs/faq.md', '# FAQ\n\nQuestions and answers.\n');
  write('docs/secret.md', '---\nunlisted: true\n---\n\n# Secret\n\nNot for the index.\n');
  write('versions.json', JSON.stringify(['1.0']));
  write('versioned_docs/version-1.0/intro.md', '---\nslug: /\n---\n\n# Old introduction\n\nOld text.\n');
  write('versioned_sidebars/version-1.0-sidebars.json', JSON.stringify({ docs: ['intro'] }));
}

describe('llms.txt and llms-full.txt', () => {
  let site: string;
  let out: string;

  beforeAll(() => {
    site = mkdtempSync(path.join(os.tmpdir(), 'docs-llms-'));
    writeSite(site, { docs: { lastVersion: 'current', sidebarPath: 'sidebars.json' } });
    const result = runCli(site, ['build']);
    expect(result.code, result.stderr).toBe(0);
    out = path.join(site, 'dist');
  });
  afterAll(() => removeDir(site));

  it('llms.txt indexes the latest docs by sidebar section, with titles, URLs and descriptions, and links the full text', () => {
    expect(readOut(out, 'llms.txt')).toBe(`# Kiln Docs

> Docs for tests

The text of every page listed here, in one markdown file: [llms-full.txt](https://kiln.example.com/llms-full.txt)

## Docs

- [Introduction](https://kiln.example.com/docs/): Where to start.

## Guides

- [Install](https://kiln.example.com/docs/guides/install)
- [Deploy](https://kiln.example.com/docs/guides/deploy): Ship it.

## More docs

- [FAQ](https://kiln.example.com/docs/faq)
`);
  });

  it("llms-full.txt holds each doc's markdown in sidebar order, without front matter", () => {
    const full = readOut(out, 'llms-full.txt');
    expect(full.startsWith('# Kiln Docs\n\n> Docs for tests\n\n# Introduction\n\nSource: https://kiln.example.com/docs/\n\nWelcome aboard.\n\n# Install')).toBe(
      true,
    );
    expect(full).toContain('# Install\n\nSource: https://kiln.example.com/docs/guides/install\n\nRun `npm install`.\n\n```bash\nnpm install kiln\n```');
    const order = ['Welcome aboard.', 'Run `npm install`', 'Copy dist/', 'Questions and answers.'].map((text) => full.indexOf(text));
    expect(order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1]!))).toBe(true);
    expect(full).not.toContain('Not for the index.');
    expect(full).not.toContain('Old text.');
    expect(full).not.toContain('description:');
  });

  it('docs dev serves them too', async () => {
    const dev = await startCliServer(site, ['dev']);
    try {
      const res = await fetch(`${dev.url.replace(/\/$/, '')}/llms.txt`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await res.text()).toBe(readOut(out, 'llms.txt'));
      expect(await (await fetch(`${dev.url.replace(/\/$/, '')}/llms-full.txt`)).text()).toBe(readOut(out, 'llms-full.txt'));
    } finally {
      await dev.stop();
    }
  }, 120_000);

  it('are not written with llmsTxt: false', () => {
    const off = mkdtempSync(path.join(os.tmpdir(), 'docs-llms-off-'));
    try {
      writeSite(off, { llmsTxt: false });
      const result = runCli(off, ['build']);
      expect(result.code, result.stderr).toBe(0);
      expect(existsSync(path.join(off, 'dist', 'llms.txt'))).toBe(false);
      expect(existsSync(path.join(off, 'dist', 'llms-full.txt'))).toBe(false);
    } finally {
      removeDir(off);
    }
  });
});
