import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { freePort } from '../helpers/cli-server.js';
import { migrateAndBuild, type CompatRun } from '../helpers/compat.js';
import { runCli } from '../helpers/run-cli.js';

async function until(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

// Markdown plugins that finish later (a remark transformer returning a promise, a rehype
// transformer calling its callback on a later turn) run in order with the synchronous ones,
// on docs, partials, posts and pages, in `docs build` and `docs dev`, as Docusaurus runs them.
describe('asynchronous markdown plugins', () => {
  let run: CompatRun;
  const setConfig = (change: (c: any) => void) => {
    const file = path.join(run.dir, 'site.config.json');
    const c = JSON.parse(readFileSync(file, 'utf8'));
    change(c);
    writeFileSync(file, JSON.stringify(c, null, 2));
  };
  beforeAll(() => {
    run = migrateAndBuild('async-plugins');
  });
  afterAll(() => run.remove());

  it('builds every page with what the asynchronous plugins made', () => {
    expect(run.build?.code, run.build?.stderr).toBe(0);
    const tides = run.read('docs/tides/index.html');
    // The async remark plugin's glossary, marked by the sync plugin after it, with its own id and TOC entry.
    expect(tides).toMatch(/<h2[^>]*id="glossary-"[^>]*>.*Glossary ⚓/);
    expect(tides).toContain('<strong>ebb</strong>: the tide going out');
    expect(tides).toContain('<strong>flood</strong>: the tide coming in');
    expect(tides).toMatch(/href="#glossary-"/);
    expect(tides).toMatch(/Reading the board ⚓/);
    // The rehype plugin's callback came on a later turn.
    expect(tides).toContain('<p class="reviewed">The harbour empties and fills twice a day.</p>');
    const moorings = run.read('docs/moorings/index.html');
    expect(moorings).toContain('<strong>slack</strong>: still water between the two');
    // The partial an MDX doc imports (its path written with an escaped "_"), and a markdown
    // file a component imports, go through the same plugins.
    expect(moorings).toMatch(/Harbour rules ⚓/);
    expect(moorings).toContain('<p class="reviewed">No anchoring inside the wall.</p>');
    expect(moorings).toMatch(/Spring tides ⚓/);
    expect(moorings).toContain('<p class="reviewed">Highest water of the month.</p>');
    expect(run.read('blog/2024/06/01/new-pontoon/index.html')).toContain('<strong>flood</strong>: the tide coming in');
    expect(run.read('blog/index.html')).toContain('<p class="reviewed">The pontoon by the slipway opens on Monday.</p>');
    expect(run.read('visitors/index.html')).toContain('<strong>ebb</strong>: the tide going out');
  });

  it('runs them again on a warm build only on the files whose text changed', () => {
    const log = path.join(run.dir, '..', `glossary-runs-${process.pid}.txt`);
    const runs = () => (existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean).sort() : []);
    try {
      const warm = runCli(run.dir, ['build'], { GLOSSARY_RUNS: log });
      expect(warm.code, warm.stderr).toBe(0);
      expect(runs()).toEqual([]);
      expect(run.read('docs/tides/index.html')).toContain('<strong>ebb</strong>: the tide going out');
      const tides = path.join(run.dir, 'docs', 'tides.md');
      writeFileSync(tides, `${readFileSync(tides, 'utf8')}\nThe board is updated at dawn.\n`);
      const edited = runCli(run.dir, ['build'], { GLOSSARY_RUNS: log });
      expect(edited.code, edited.stderr).toBe(0);
      // The pages whose text is unchanged do not run again (a markdown file only a component
      // imports, `_tide-table.md`, runs again whenever the bundle is made again).
      expect(runs().filter((f) => !f.startsWith('_'))).toEqual(['tides.md']);
      const page = run.read('docs/tides/index.html');
      expect(page).toContain('The board is updated at dawn.');
      expect(page).toContain('<strong>flood</strong>: the tide coming in');
    } finally {
      rmSync(log, { force: true });
    }
  });

  it('runs them again on the next build after they failed', () => {
    const tides = path.join(run.dir, 'docs', 'tides.md');
    writeFileSync(tides, `${readFileSync(tides, 'utf8')}\nThe gauge is read at noon.\n`);
    const failed = runCli(run.dir, ['build'], { GLOSSARY_FAIL: '1' });
    expect(failed.code).not.toBe(0);
    expect(failed.stderr).toContain('the glossary could not be read');
    const next = runCli(run.dir, ['build']);
    expect(next.code, next.stderr).toBe(0);
    expect(run.read('docs/tides/index.html')).toContain('The gauge is read at noon.');
    expect(run.read('docs/tides/index.html')).toContain('<strong>ebb</strong>: the tide going out');
  });

  it('serves pages transformed by them in docs dev, and runs them again on an edited page', async () => {
    let dev: DevServer | undefined;
    try {
      dev = await startDevServer({ siteDir: run.dir, port: await freePort(), host: '127.0.0.1', log: () => {} });
      const text = async (p: string) => (await fetch(`${dev!.url}${p}`)).text();
      const tides = await text('docs/tides');
      expect(tides).toContain('<strong>ebb</strong>: the tide going out');
      expect(tides).toContain('<p class="reviewed">The harbour empties and fills twice a day.</p>');
      expect(await text('docs/moorings')).toMatch(/Harbour rules ⚓/);
      const file = path.join(run.dir, 'docs/tides.md');
      writeFileSync(file, readFileSync(file, 'utf8').replace('terms: [ebb, flood]', 'terms: [ebb, slack]').replace('twice a day', 'twice daily'));
      await until(async () => (await text('docs/tides')).includes('<p class="reviewed">The harbour empties and fills twice daily.</p>'));
      const edited = await text('docs/tides');
      expect(edited).toContain('<strong>slack</strong>: still water between the two');
      expect(edited).not.toContain('<strong>flood</strong>');
    } finally {
      await dev?.close();
    }
  });

  it('fails the build naming the plugin and the page when its promise rejects', () => {
    setConfig((c) => (c.markdown.remarkPlugins = [['./src/remark/rejects.js']]));
    const failed = runCli(run.dir, ['build']);
    expect(failed.code).not.toBe(0);
    expect(failed.stderr).toContain(
      'docs/tides.md error the remark plugin ./src/remark/rejects.js failed on this page: the tide tables could not be fetched [markdown/plugin]',
    );
  });
});
