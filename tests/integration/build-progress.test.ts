import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, removeDir } from '../helpers/fixture.js';
import { runCli } from '../helpers/run-cli.js';

// runCli pipes stdout, as a CI runner does: no live line, one line per stage as it finishes.
describe('the progress of docs build in a log', () => {
  let site: string;
  let build: ReturnType<typeof runCli>;

  beforeAll(() => {
    site = copyFixture('basic');
    build = runCli(site, ['build', '--verbose']);
  });
  afterAll(() => removeDir(site));

  it('prints each stage with its time as it finishes, then what was built', () => {
    expect(build.code, build.stderr).toBe(0);
    expect(build.stderr).toBe('');
    const pages = Number(/^Built (\d+) pages/m.exec(build.stdout)?.[1]);
    expect(pages).toBeGreaterThan(0);
    const lines = build.stdout.split('\n').filter((l) => / done in \d+ ms/.test(l));
    expect(lines.map((l) => l.split(' ')[0])).toEqual(['config', 'content+routes', 'bundle', 'markdown+render', 'links', 'files', 'search']);
    expect(lines[3]).toMatch(new RegExp(`^markdown\\+render done in \\d+ ms \\(${pages} pages\\)$`));
    // Nothing is rewritten in place in a log.
    expect(build.stdout).not.toContain('\r');
    expect(build.stdout.indexOf('search done in')).toBeLessThan(build.stdout.indexOf('Built '));
  });

  it('keeps --verbose: the time of each stage and what the cache reused, after the stage lines', () => {
    expect(build.stdout).toMatch(/^ {2}markdown\+render\s+[\d.]+ ms$/m);
    expect(build.stdout).toMatch(/^ {2}cache: /m);
  });
});
