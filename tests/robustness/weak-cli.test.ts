import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startCliServer, type CliServer } from '../helpers/cli-server.js';
import { treeHash } from '../helpers/tree-hash.js';
import { diagnosticLines, doc, makeWeakSite, runDocs, WEAK_CONFIG, type CliRun } from '../helpers/weak-site.js';

/** What every refusal of the CLI looks like: exit 1, the message, no stack trace, no internal error, no help text after it. */
function expectRefusal(run: CliRun, message: RegExp | string): void {
  const output = run.stdout + run.stderr;
  expect(run.code, output).toBe(1);
  if (typeof message === 'string') expect(output).toContain(message);
  else expect(output).toMatch(message);
  expect(output).not.toMatch(/^\s+at /m);
  expect(output).not.toContain('Internal error');
  expect(output).not.toContain('Usage:');
}

describe('docs version refuses names that cannot be a version, before anything is written', () => {
  let site: string;
  beforeAll(() => {
    site = makeWeakSite({
      'content/versions.json': '["1.0"]\n',
      'content/versioned_docs/version-1.0/intro.md': doc('Old.', 'title: Old'),
      'content/versioned_sidebars/version-1.0-sidebars.json': '{ "docs": ["intro"] }\n',
    });
  });
  afterAll(() => rmSync(site, { recursive: true, force: true }));

  const refused: [string, string[], string][] = [
    ['"."', ['version', '.'], 'the version name "." is a folder of its own ("." or "..")'],
    ['".."', ['version', '..'], 'the version name ".." is a folder of its own ("." or "..")'],
    ['"next"', ['version', 'next'], '"next" is the URL of the current docs once versions exist: pick another name'],
    ['"current"', ['version', 'current'], '"current" is the name of the unversioned docs: pick another name'],
    ['a name with a space', ['version', '1 0'], 'the version name "1 0" holds a space'],
    ['a name with a slash', ['version', '1/0'], 'the version name "1/0" contains a path separator'],
    ['a name with a backslash', ['version', '1\\0'], 'the version name "1\\0" contains a path separator'],
    ['a name that starts with -', ['version', '--', '-rc1'], 'the version name "-rc1" starts with "-"'],
    ['a reserved device name', ['version', 'CON'], 'the version name "CON" is a device name on Windows'],
    ['a reserved device name with an extension', ['version', 'nul.1'], 'the version name "nul.1" is a device name on Windows'],
    ['a name over 100 characters', ['version', '1'.repeat(101)], 'the version name is 101 characters long; it may have at most 100'],
    ['a name ending with a dot', ['version', '1.0.'], 'the version name "1.0." ends with a dot or a space'],
  ];
  it.each(refused)('%s', async (_name, args, message) => {
    const before = treeHash(site);
    const run = await runDocs(site, args);
    expectRefusal(run, message);
    expect(
      diagnosticLines(run.stderr).every((line) => line.endsWith('[version/refused]')),
      run.stderr,
    ).toBe(true);
    expect(treeHash(site)).toBe(before);
  });

  it('an option-like name without -- is an unknown option, said without the whole help', async () => {
    const before = treeHash(site);
    const run = await runDocs(site, ['version', '-rc1']);
    expectRefusal(run, "unknown option '-rc1'");
    expect(treeHash(site)).toBe(before);
  });
});

describe('docs dev and docs serve refuse a bad --port or --host with a clear message', () => {
  let site: string;
  beforeAll(() => {
    site = makeWeakSite();
  });
  afterAll(() => rmSync(site, { recursive: true, force: true }));

  for (const command of ['dev', 'serve']) {
    for (const port of ['abc', '-1', '99999', '1.5', '']) {
      it(`docs ${command} --port ${port}`, async () => {
        expectRefusal(
          await runDocs(site, [command, '--port', port], { ms: 60_000 }),
          `--port must be a whole number from 0 (any free port) to 65535, received "${port}"`,
        );
      });
    }
    it(`docs ${command} --host that does not resolve`, async () => {
      const run = await runDocs(site, [command, '--host', 'no-such-host.invalid', '--port', String(await freePort())], { ms: 60_000 });
      expectRefusal(
        run,
        '--host no-such-host.invalid does not name this machine: it does not resolve to an address. Use 127.0.0.1, localhost, or an address of this machine.',
      );
    });
  }
});

describe('docs serve', () => {
  it('with no output folder says to build first', async () => {
    const site = makeWeakSite();
    rmSync(path.join(site, 'dist'), { recursive: true, force: true });
    try {
      expectRefusal(
        await runDocs(site, ['serve', '--port', String(await freePort())], { ms: 60_000 }),
        'There is no built site in dist: the folder does not exist. Run docs build first, or name the built site with --dir.',
      );
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  it('with an empty output folder says to build first', async () => {
    const site = makeWeakSite();
    rmSync(path.join(site, 'dist'), { recursive: true, force: true });
    mkdirSync(path.join(site, 'dist'));
    try {
      expectRefusal(
        await runDocs(site, ['serve', '--port', String(await freePort())], { ms: 60_000 }),
        'There is no built site in dist: the folder is empty. Run docs build first, or name the built site with --dir.',
      );
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  describe('of a site built into the outDir of its config', () => {
    let site: string;
    let server: CliServer;
    beforeAll(async () => {
      site = makeWeakSite({ 'site.config.json': WEAK_CONFIG.replace('"contentDir"', '"outDir": "public",\n  "contentDir"') });
      rmSync(path.join(site, 'dist'), { recursive: true, force: true });
      const build = await runDocs(site, ['build']);
      expect(build.code, build.stderr).toBe(0);
      server = await startCliServer(site, ['serve']);
    }, 180_000);
    afterAll(async () => {
      await server?.stop();
      rmSync(site, { recursive: true, force: true });
    });

    it('serves the config outDir', async () => {
      expect(server.output()).toContain('Serving public at');
      const res = await fetch(`${server.url}docs/intro`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('Welcome.');
    });

    it('answers 405 with an Allow header to methods other than GET and HEAD', async () => {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
        const res = await fetch(`${server.url}docs/intro`, { method });
        expect(res.status, method).toBe(405);
        expect(res.headers.get('allow'), method).toBe('GET, HEAD');
      }
      expect((await fetch(`${server.url}docs/intro`, { method: 'HEAD' })).status).toBe(200);
      // The local search endpoint still answers its POST.
      const search = await fetch(`${server.url}1/indexes/*/queries`, {
        method: 'POST',
        body: JSON.stringify({ requests: [{ indexName: 'weak', query: 'welcome' }] }),
      });
      expect(search.status).toBe(200);
    });
  });
});

describe('docs init', () => {
  it('on a path that is a file', async () => {
    const work = mkdtempSync(path.join(os.tmpdir(), 'docs-weak-init-'));
    try {
      writeFileSync(path.join(work, 'notes.txt'), 'mine\n');
      const before = treeHash(work);
      expectRefusal(
        await runDocs(work, ['init', 'notes.txt']),
        'notes.txt is a file, not a folder: docs init writes a site into a folder. Name a new or an empty folder: docs init my-site',
      );
      expectRefusal(
        await runDocs(work, ['init', 'notes.txt/site']),
        'notes.txt is a file, not a folder: docs init writes a site into a folder. Name a new or an empty folder: docs init my-site',
      );
      expect(treeHash(work)).toBe(before);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});

describe('docs migrate', () => {
  it('stops a Docusaurus config that never returns at the time limit', async () => {
    const work = mkdtempSync(path.join(os.tmpdir(), 'docs-weak-migrate-'));
    try {
      writeFileSync(
        path.join(work, 'docusaurus.config.js'),
        "while (true) {}\nmodule.exports = { title: 'Loop', url: 'https://loop.example', baseUrl: '/' };\n",
      );
      const before = treeHash(work);
      const run = await runDocs(work, ['migrate', '.', '--write'], { env: { DOCS_TIME_LIMIT_MS: '1500' }, ms: 60_000 });
      expectRefusal(
        run,
        'docusaurus.config.js error evaluating the config did not finish within 1.5 s: its code never returns (an endless loop?) [code/time-limit]',
      );
      expect(treeHash(work)).toBe(before);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
