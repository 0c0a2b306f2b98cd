import { writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, removeDir } from '../helpers/fixture.js';
import { runCli, runCliAsync } from '../helpers/run-cli.js';

describe('docs check-links', () => {
  let site: string;
  beforeAll(() => {
    site = copyFixture('broken-links');
  });
  afterAll(() => removeDir(site));

  it('a build with onBroken*: warn lists the broken links as warnings and succeeds', () => {
    const result = runCli(site, ['build']);
    expect(result.code).toBe(0);
    expect(result.stderr.trim().split('\n')).toEqual([
      'content/docs/intro.md:11:11 warning broken link /docs/missing-page: no such page (/docs/missing-page) [links/missing-page]',
      '  Point the link at an existing page, or create the page. Link to markdown files by their relative path (../guide.md) so the route is worked out for you.',
      'content/docs/intro.md:13:28 warning broken anchor #no-such-heading: no such anchor #no-such-heading on /docs [links/missing-anchor]',
      '  Anchors are heading slugs ("## Getting started" → #getting-started) or custom ids ({#my-id}).',
      'content/docs/intro.md:15:14 warning broken anchor /docs/other#not-a-section: no such anchor #not-a-section on /docs/other [links/missing-anchor]',
      '  Anchors on that page that look close: #a-section.',
    ]);
  });

  it('reports each broken link and anchor of the built site with file, line and column, and exits 1', () => {
    const result = runCli(site, ['check-links']);
    expect(result.code).toBe(1);
    const lines = result.stdout.split('\n').filter((l) => / error /.test(l));
    expect(lines).toEqual([
      'content/docs/intro.md:11:11 error broken link /docs/missing-page: no such page (/docs/missing-page) [links/missing-page]',
      'content/docs/intro.md:13:28 error broken anchor #no-such-heading: no such anchor #no-such-heading on /docs [links/missing-anchor]',
      'content/docs/intro.md:15:14 error broken anchor /docs/other#not-a-section: no such anchor #not-a-section on /docs/other [links/missing-anchor]',
    ]);
    expect(result.stdout).toContain('3 broken links or anchors on 4 pages.');
  });

  it('fails the build by default on a broken link and warns on a broken anchor (the defaults of Docusaurus)', () => {
    const dir = copyFixture('broken-links');
    try {
      writeFileSync(path.join(dir, 'site.config.json'), JSON.stringify({ title: 'Broken Links', url: 'https://broken.example.com', contentDir: 'content' }));
      const result = runCli(dir, ['build']);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('content/docs/intro.md:11:11 error broken link /docs/missing-page');
      expect(result.stderr).toContain('content/docs/intro.md:15:14 warning broken anchor /docs/other#not-a-section');
    } finally {
      removeDir(dir);
    }
  });

  it('passes on a site whose links are all fine', () => {
    const dir = copyFixture('broken-links');
    try {
      writeFileSync(
        path.join(dir, 'content/docs/intro.md'),
        '---\nslug: /\ntitle: Intro\n---\n\n## Start\n\nSee [other](other.md#a-section) and [start](#start).\n',
      );
      writeFileSync(path.join(dir, 'content/docs/other.md'), '---\ntitle: Other\n---\n\n## A section\n\nBack to [intro](intro.md#start).\n');
      expect(runCli(dir, ['build']).code).toBe(0);
      const result = runCli(dir, ['check-links']);
      expect(result.stdout).toMatch(/All \d+ internal links and anchors on 4 pages are fine\./);
      expect(result.code).toBe(0);
    } finally {
      removeDir(dir);
    }
  });

  describe('--external', () => {
    let server: http.Server;
    let origin: string;
    beforeAll(async () => {
      server = http.createServer((req, res) => {
        if (req.url === '/slow') return void setTimeout(() => res.end('late'), 3000);
        res.statusCode = req.url === '/ok' ? 200 : 404;
        res.end();
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((r) => server.close(() => r())));

    it('fetches external links only when asked, and reports them separately', async () => {
      const dir = copyFixture('broken-links');
      try {
        writeFileSync(
          path.join(dir, 'content/docs/other.md'),
          `---\ntitle: Other\n---\n\n## A section\n\n[ok](${origin}/ok) [gone](${origin}/gone) [slow](${origin}/slow)\n`,
        );
        writeFileSync(path.join(dir, 'content/docs/intro.md'), '---\nslug: /\ntitle: Intro\n---\n\nHello.\n');
        expect(runCli(dir, ['build']).code).toBe(0);
        const without = runCli(dir, ['check-links']);
        expect(without.code).toBe(0);
        expect(without.stdout).not.toContain('External links');
        const withExternal = await runCliAsync(dir, ['check-links', '--external', '--timeout', '1000']);
        const goneColumn = `[ok](${origin}/ok) `.length + 1;
        expect(withExternal.code).toBe(1);
        expect(withExternal.stdout).toContain('External links (3):');
        expect(withExternal.stdout).toContain(`content/docs/other.md:7:${goneColumn} error external link ${origin}/gone: HTTP 404 [links/external]`);
        expect(withExternal.stdout).toContain(`error external link ${origin}/slow: no answer within 1000 ms [links/external]`);
        expect(withExternal.stdout).toContain('2 of 3 external links are broken.');
      } finally {
        removeDir(dir);
      }
    });
  });
});
