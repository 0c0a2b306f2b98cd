import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compatFixture, migrateAndBuild, type CompatRun } from '../helpers/compat.js';

// Docusaurus writes no llms files: a site's static/llms.txt is served as written.
describe("a site's own static/llms.txt", () => {
  let run: CompatRun;
  beforeAll(() => {
    run = migrateAndBuild('static-llms-txt');
  });
  afterAll(() => run.remove());

  it('is copied as written, not replaced by the generated index', () => {
    expect(run.build?.code, run.build?.stderr).toBe(0);
    const own = readFileSync(path.join(compatFixture('static-llms-txt'), 'static', 'llms.txt'), 'utf8');
    expect(run.read('llms.txt')).toBe(own);
  });

  it('leaves llms-full.txt, which the site does not have, generated', () => {
    expect(run.read('llms-full.txt')).toContain('Each row is one day');
  });
});
