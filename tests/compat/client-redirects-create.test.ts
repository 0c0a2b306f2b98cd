import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { freePort } from '../helpers/cli-server.js';
import { migrateAndBuild, type CompatRun } from '../helpers/compat.js';
import { runCli } from '../helpers/run-cli.js';

// @docusaurus/plugin-client-redirects making redirects from the pages: its createRedirects
// function (written in docusaurus.config.js) and its fromExtensions and toExtensions, on a site
// under a base URL.
describe('client redirects made from the pages', () => {
  let run: CompatRun;
  beforeAll(() => {
    run = migrateAndBuild('client-redirects-create');
  });
  afterAll(() => run.remove());

  async function until(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  // The page a redirect page sends its reader to, read from its meta refresh.
  const target = (file: string) => /<meta http-equiv="refresh" content="0; url=([^"]+)">/.exec(run.read(file))?.[1];

  it('migrates the extensions, and writes the function into a module of the site that the config names', () => {
    expect(run.migrate.code, run.migrate.stderr).toBe(0);
    expect(run.migrate.stderr).not.toContain('createRedirects');
    expect(run.config?.redirects).toEqual([{ from: '/docs/picking', to: '/docs/guides/harvest' }]);
    expect(run.config?.redirectRules).toEqual({ fromExtensions: ['html', 'htm'], toExtensions: ['html'], createRedirects: './create-redirects.mjs' });
    const module = readFileSync(path.join(run.dir, 'create-redirects.mjs'), 'utf8');
    expect(module).toContain('export default function createRedirects(existingPath) {');
    // Its text comes from the config file, comments included.
    expect(module).toContain('// The guides lived under /docs/howto/ and, before that, under /manual/.');
  });

  it('writes a redirect page for each old path the function returns, to the page it was called with', () => {
    expect(run.build?.code, run.build?.stderr).toBe(0);
    expect(target('docs/howto/grafting/index.html')).toBe('/handbook/docs/guides/grafting');
    expect(target('manual/grafting/index.html')).toBe('/handbook/docs/guides/grafting');
    expect(target('manual/harvest/index.html')).toBe('/handbook/docs/guides/harvest');
    expect(run.read('manual/harvest/index.html')).toContain('<link rel="canonical" href="https://orchard.example/handbook/docs/guides/harvest">');
  });

  it('leaves out a returned path that is a page, with a warning as Docusaurus gives', () => {
    expect(run.read('docs/pruning/index.html')).toContain('Cut back the leaders');
    expect(run.build?.stderr).toMatch(
      /site\.config\.json:\d+:\d+ warning a redirect made by redirectRules\.createRedirects would replace a page of the site and is left out: \/docs\/pruning → \/docs\/pruning/,
    );
  });

  it('writes the extension redirects: page.html and page.htm to each page, /404 to /404.html', () => {
    expect(target('docs/pruning.html/index.html')).toBe('/handbook/docs/pruning');
    expect(target('docs/guides/harvest.htm/index.html')).toBe('/handbook/docs/guides/harvest');
    expect(target('404/index.html')).toBe('/handbook/404.html');
  });

  it('serves the redirect pages in docs dev, listed and made, and makes them anew when the module is edited', async () => {
    let dev: DevServer | undefined;
    try {
      dev = await startDevServer({ siteDir: run.dir, port: await freePort(), host: '127.0.0.1', log: () => {} });
      const refresh = async (p: string) => /url=([^"]+)">/.exec(await (await fetch(`${dev!.url}${p}`)).text())?.[1];
      expect(await refresh('manual/grafting')).toBe('/handbook/docs/guides/grafting');
      expect(await refresh('docs/howto/harvest/')).toBe('/handbook/docs/guides/harvest');
      expect(await refresh('docs/picking')).toBe('/handbook/docs/guides/harvest');
      expect(await refresh('docs/pruning.htm')).toBe('/handbook/docs/pruning');
      // The page itself is still the page.
      expect(await (await fetch(`${dev.url}docs/pruning`)).text()).toContain('Cut back the leaders');
      const module = path.join(run.dir, 'create-redirects.mjs');
      writeFileSync(module, readFileSync(module, 'utf8').replace('`/manual/${rest}`', '`/field-notes/${rest}`'));
      await until(async () => (await refresh('field-notes/grafting')) === '/handbook/docs/guides/grafting');
      expect((await fetch(`${dev.url}manual/grafting`)).status).toBe(404);
    } finally {
      await dev?.close();
    }
  });

  it('fails on a function that throws, naming the module, the path and the error', () => {
    const module = path.join(run.dir, 'create-redirects.mjs');
    writeFileSync(
      module,
      ['export default function createRedirects(existingPath) {', "  if (existingPath.includes('harvest')) throw new Error('no harvest yet');", '}', ''].join(
        '\n',
      ),
    );
    const failed = runCli(run.dir, ['build']);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(
      /create-redirects\.mjs:2:\d+ error createRedirects threw when called with "\/docs\/guides\/harvest": no harvest yet \[routes\/create-redirects\]/,
    );
  });

  it('fails on a returned value that is no path of the site, naming it and the page', () => {
    writeFileSync(path.join(run.dir, 'create-redirects.mjs'), 'export default (existingPath) => `old${existingPath}?from=handbook`;\n');
    const failed = runCli(run.dir, ['build']);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(
      /create-redirects\.mjs error createRedirects returned "old\/docs\/pruning\?from=handbook" for "\/docs\/pruning", which is not a path of the site \[routes\/create-redirects\]/,
    );
  });
});
