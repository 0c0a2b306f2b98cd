import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAndBuild, type CompatRun } from '../helpers/compat.js';
import { runCli } from '../helpers/run-cli.js';

// A Docusaurus site's remark and rehype plugins, migrated into markdown.remarkPlugins and
// rehypePlugins, run on the docs, the blog and the pages: its own (uppercase headings, add a
// class) and published ones (remark-math's syntax, rehype-katex's rendering).
describe('markdown plugins', () => {
  let run: CompatRun;
  const config = () => JSON.parse(readFileSync(path.join(run.dir, 'site.config.json'), 'utf8'));
  const setConfig = (change: (c: any) => void) => {
    const c = config();
    change(c);
    writeFileSync(path.join(run.dir, 'site.config.json'), JSON.stringify(c, null, 2));
  };
  beforeAll(() => {
    run = migrateAndBuild('markdown-plugins', { inRepo: true });
  });
  afterAll(() => run.remove());

  it('migrates the plugin lists', () => {
    expect(run.migrate.code, run.migrate.stderr).toBe(0);
    expect(run.config?.markdown).toEqual({
      remarkPlugins: [['./src/remark/uppercase-headings.js'], ['remark-math']],
      rehypePlugins: [['./src/rehype/add-class.js', { tagName: 'p', className: 'tidal' }], ['rehype-katex']],
    });
  });

  it('runs them on every doc, post and page', () => {
    expect(run.build?.code, run.build?.stderr).toBe(0);
    const doc = run.read('docs/tides/index.html');
    expect(doc).toMatch(/<h2[^>]*id="high-water"[^>]*>.*HIGH WATER/);
    expect(doc).toContain('<p class="tidal">The sea rises twice a day.</p>');
    // remark-math's syntax, rendered by rehype-katex.
    expect(doc).toContain('class="katex"');
    expect(doc).toContain('class="katex-display"');
    expect(doc).not.toContain('$$');
    expect(run.read('blog/2024/05/01/spring-tides/index.html')).toMatch(/FULL MOON/);
    expect(run.read('almanac/index.html')).toMatch(/NEXT SPRING TIDE/);
  });

  it('reports what a plugin says about a page as a warning of that page', () => {
    expect(run.build?.stderr).toMatch(
      /docs\/tides\.md:13:1 warning empty heading \(remark plugin \.\/src\/remark\/uppercase-headings\.js\) \[markdown\/plugin-message\]/,
    );
  });

  it('builds again when a plugin file or its options change', () => {
    setConfig((c) => (c.markdown.rehypePlugins[0][1].className = 'neap'));
    const second = runCli(run.dir, ['build']);
    expect(second.code, second.stderr).toBe(0);
    expect(run.read('docs/tides/index.html')).toContain('<p class="neap">');
    const plugin = path.join(run.dir, 'src/rehype/add-class.js');
    writeFileSync(plugin, readFileSync(plugin, 'utf8').replace('[...classes, className]', "[...classes, className, 'edited']"));
    const third = runCli(run.dir, ['build']);
    expect(third.code, third.stderr).toBe(0);
    expect(run.read('docs/tides/index.html')).toContain('<p class="neap edited">');
  });

  it('names the plugin and the page when a plugin throws', () => {
    setConfig((c) => (c.markdown.rehypePlugins = [['./src/rehype/throws.js']]));
    const failed = runCli(run.dir, ['build']);
    expect(failed.code).not.toBe(0);
    expect(failed.stderr).toContain(
      'docs/tides.md error the rehype plugin ./src/rehype/throws.js failed on this page: cannot read the tide table [markdown/plugin]',
    );
  });

  it('runs an asynchronous transformer, awaiting it on every page', () => {
    setConfig((c) => (c.markdown.rehypePlugins = [['./src/rehype/later.mjs']]));
    const built = runCli(run.dir, ['build']);
    expect(built.code, built.stderr).toBe(0);
    expect(run.read('docs/tides/index.html')).toContain('<p>later</p>');
    expect(run.read('blog/2024/05/01/spring-tides/index.html')).toContain('<p>later</p>');
  });

  it('says so when a transformer that finished at once on the first page returns a promise on another', () => {
    setConfig((c) => (c.markdown.rehypePlugins = [['./src/rehype/later-on-posts.mjs']]));
    const failed = runCli(run.dir, ['build']);
    expect(failed.code).not.toBe(0);
    expect(failed.stderr).toContain(
      'blog/2024-05-01-spring-tides.md error the rehype plugin ./src/rehype/later-on-posts.mjs did not finish at once on this page (it returned a promise or called back later), but every plugin did on the first page of the site, so its pages run their plugins synchronously [markdown/plugin-async]',
    );
  });

  it('names a plugin that is not installed, with the command that installs it', () => {
    setConfig((c) => (c.markdown.rehypePlugins = [['rehype-tide-tables']]));
    const failed = runCli(run.dir, ['build']);
    expect(failed.code).not.toBe(0);
    expect(failed.stderr).toContain('site.config.json error the rehype plugin rehype-tide-tables is not installed [markdown/plugin]');
    expect(failed.stderr).toContain('npm install rehype-tide-tables');
  });
});
