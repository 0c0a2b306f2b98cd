import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withServedPage } from '../helpers/built-site.js';
import { migrateAndBuild, type CompatRun } from '../helpers/compat.js';
import { runCli } from '../helpers/run-cli.js';

// A site whose babel.config.js adds @babel/preset-flow to Docusaurus' preset: its page and
// components are typed with Flow, which only Babel understands. @babel/core and the preset are
// the repository's (dev dependencies), found above the copy as a workspace's hoisted packages are.
describe("a site's own Babel config", () => {
  let run: CompatRun;
  beforeAll(() => {
    run = migrateAndBuild('babel-config', { inRepo: true });
  });
  afterAll(() => run.remove());

  const configPath = () => path.join(run.dir, 'site.config.json');
  const withConfig = (change: (config: Record<string, any>) => void) => {
    const config = JSON.parse(readFileSync(configPath(), 'utf8'));
    change(config);
    writeFileSync(configPath(), JSON.stringify(config));
  };

  it("migrates the presets and plugins beyond Docusaurus' own into babel", () => {
    expect(run.migrate.code, run.migrate.stderr).toBe(0);
    expect(run.config?.babel).toEqual({ presets: [['@babel/preset-flow', { all: true }]] });
    expect(run.migrate.stderr).not.toContain('babel.config.js');
  });

  it('builds the Flow-typed page and the MDX that imports a Flow-typed component', () => {
    expect(run.build?.code, run.build?.stderr).toBe(0);
    const shelf = run.read('shelf/index.html');
    expect(shelf).toContain('<h1>The seed shelf</h1>');
    expect(shelf).toMatch(/<p class="packet">3<!-- --> kinds, <!-- -->95<!-- --> g in all<\/p>/);
    expect(run.read('docs/sowing/index.html')).toMatch(/<p class="packet">1<!-- --> kinds, <!-- -->120<!-- --> g in all<\/p>/);
  });

  it('runs the page in the browser, its TypeScript component too', async () => {
    await withServedPage(run.out, async (page, origin, errors) => {
      await page.goto(`${origin}/shelf`);
      await page.getByRole('button', { name: 'Broad bean' }).click();
      await page.locator('strong.season').waitFor({ timeout: 10_000 });
      expect(await page.locator('strong.season').textContent()).toBe('sow in autumn');
      expect(errors).toEqual([]);
    });
  });

  it('reports a syntax error at its file, line and column', () => {
    const file = path.join(run.dir, 'src/components/Packet.js');
    const source = readFileSync(file, 'utf8');
    writeFileSync(file, source.replace('opaque type Grams = number;', 'opaque type Grams = ;'));
    try {
      const failed = runCli(run.dir, ['build']);
      expect(failed.code).not.toBe(0);
      expect(failed.stderr).toMatch(/src\/components\/Packet\.js:10:21/);
      expect(failed.stderr).toMatch(/Unexpected token/);
    } finally {
      writeFileSync(file, source);
    }
  });

  it('names a preset that is not installed, and how to install it', () => {
    withConfig((config) => config.babel.presets.push('babel-preset-not-a-real-one'));
    const failed = runCli(run.dir, ['build']);
    expect(failed.code).not.toBe(0);
    expect(failed.stderr).toMatch(/the Babel preset babel-preset-not-a-real-one is not installed \[bundle\/missing-package\]/);
    expect(failed.stderr).toContain('npm install babel-preset-not-a-real-one');
  });
});

// The same site outside the repository: no @babel/core above it.
describe('a Babel config without @babel/core', () => {
  let run: CompatRun;
  beforeAll(() => {
    run = migrateAndBuild('babel-config');
  });
  afterAll(() => run.remove());

  it('names the file it was compiling, the package and the install command', () => {
    expect(run.build?.code).not.toBe(0);
    expect(run.build?.stderr).toMatch(/src\/(pages\/shelf|components\/Packet)\.js/);
    expect(run.build?.stderr).toMatch(/@babel\/core is not installed \[bundle\/missing-package\]/);
    expect(run.build?.stderr).toContain('npm install @babel/core');
  });
});
