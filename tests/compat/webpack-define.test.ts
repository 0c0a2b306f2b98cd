import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAndBuild, type CompatRun } from '../helpers/compat.js';

// A plugin's configureWebpack returning `new DefinePlugin({...})`: its names become `define`
// of site.config.json, and the site's code reads the values, in the server render and in
// the browser (which has no `process`).
describe("webpack's DefinePlugin in a plugin's configureWebpack", () => {
  let run: CompatRun;
  beforeAll(() => {
    run = migrateAndBuild('webpack-define');
  });
  afterAll(() => run.remove());

  it('is migrated to define, from a plugin in the config and one named by its file', () => {
    expect(run.migrate.code, run.migrate.stderr).toBe(0);
    expect(run.config?.define).toEqual({
      'process.env.BUILD_CHANNEL': '"evening"',
      'process.env.WICKS': '3',
      'process.env.LANTERN_VERSION': '"4.2.1"',
    });
  });

  it('names the plugin file from the site folder in what it reports', () => {
    expect(run.migrate.stderr).toContain('the plugin ./plugins/version-plugin.js has no counterpart');
    expect(run.migrate.stderr).not.toContain(run.dir);
  });

  it('gives the values to the pages, with no process.env left in the browser code', () => {
    expect(run.build?.code, run.build?.stderr).toBe(0);
    expect(run.read('index.html')).toMatch(/Lantern (<!-- -->)?4\.2\.1(<!-- -->)? on the (<!-- -->)?evening(<!-- -->)? channel, (<!-- -->)?3(<!-- -->)? wicks/);
    const js = path.join(run.out, 'assets', 'js');
    const scripts = readdirSync(js).filter((f) => f.endsWith('.js'));
    expect(scripts.some((f) => readFileSync(path.join(js, f), 'utf8').includes('process.env.LANTERN_VERSION'))).toBe(false);
  });
});
