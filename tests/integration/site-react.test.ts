import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, removeDir } from '../helpers/fixture.js';
import { runCli } from '../helpers/run-cli.js';

// A site folder may hold its own react (another version, or none at all working): the theme
// and the site's pages must still share the generator's one copy, or hooks break in the browser.
describe('React comes from the generator, not from the site folder', () => {
  let site: string;
  let build: ReturnType<typeof runCli>;

  beforeAll(() => {
    site = copyFixture('basic');
    const fake = path.join(site, 'node_modules', 'react');
    mkdirSync(fake, { recursive: true });
    writeFileSync(path.join(fake, 'package.json'), '{"name":"react","version":"0.0.1","main":"index.js"}');
    for (const f of ['index.js', 'jsx-runtime.js']) writeFileSync(path.join(fake, f), 'module.exports = "NOT-THE-GENERATORS-REACT";\n');
    build = runCli(site, ['build']);
  });
  afterAll(() => removeDir(site));

  it("the site builds and no bundle holds the site folder's react", () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    const dir = path.join(site, 'dist', 'assets', 'js');
    const holding = readdirSync(dir).filter((f) => readFileSync(path.join(dir, f), 'utf8').includes('NOT-THE-GENERATORS-REACT'));
    expect(holding).toEqual([]);
    expect(readFileSync(path.join(site, 'dist', 'index.html'), 'utf8')).toContain('Hello from a React page.');
  });
});
