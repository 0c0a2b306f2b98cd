import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mapBabelConfig } from '../../../src/migrate/scan-babel.js';

// Each case writes a babel.config.js into a temp site folder and maps it.
describe('mapBabelConfig', () => {
  const dirs: string[] = [];
  const site = (config: string) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-scan-babel-'));
    dirs.push(dir);
    writeFileSync(path.join(dir, 'babel.config.js'), config);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("leaves out Docusaurus' own preset, and says a file naming only it is not used", async () => {
    const dir = site("module.exports = { presets: [require.resolve('@docusaurus/core/lib/babel/preset')] };\n");
    const mapped = await mapBabelConfig(dir, dir);
    expect(mapped.babel).toBeUndefined();
    expect(mapped.notes.map((n) => n.rule)).toEqual(['migrate/unused-file']);
  });

  it('calls a function config with an api, and names its presets and plugins by package or site file', async () => {
    const dir = site(
      [
        'module.exports = function (api) {',
        '  api.cache(true);',
        "  const production = api.env('production');",
        '  return {',
        "    presets: [require.resolve('@docusaurus/core/lib/babel/preset'), ['@babel/preset-flow', { all: production }]],",
        "    plugins: ['./babel/tag-plugin.js', require.resolve('./babel/other.js')],",
        "    parserOpts: { flow: 'all' },",
        '  };',
        '};',
      ].join('\n'),
    );
    const mapped = await mapBabelConfig(dir, dir);
    expect(mapped.babel).toEqual({
      presets: [['@babel/preset-flow', { all: true }]],
      plugins: ['./babel/tag-plugin.js', './babel/other.js'],
      parserOpts: { flow: 'all' },
    });
    expect(mapped.notes).toEqual([]);
  });

  it('reports a plugin written inline and options it does not carry over', async () => {
    const dir = site(
      "module.exports = { plugins: [function stampPlugin() { return { visitor: {} }; }, 'babel-plugin-x'], env: { test: {} }, overrides: [] };\n",
    );
    const mapped = await mapBabelConfig(dir, dir);
    expect(mapped.babel).toEqual({ plugins: ['babel-plugin-x'] });
    expect(mapped.notes.map((n) => n.message)).toEqual([
      'a Babel plugin of babel.config.js could not be named (stampPlugin())',
      'the Babel options env, overrides of babel.config.js are not carried over',
    ]);
  });
});
