import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAndBuild, type CompatRun } from '../helpers/compat.js';

// docs.include/exclude, and the docs and blog options that map one to one.
describe('docs and blog options of the classic preset', () => {
  let run: CompatRun;
  const built = (rel: string) => existsSync(path.join(run.out, rel));
  beforeAll(() => {
    run = migrateAndBuild('migrate-docs-options');
  });
  afterAll(() => run.remove());

  it('migrates every option without a warning', () => {
    expect(run.migrate.code, run.migrate.stderr).toBe(0);
    expect(run.migrate.stderr).toBe('');
  });

  it('publishes the docs Docusaurus publishes, and not the excluded ones', () => {
    expect(run.build?.code, run.build?.stderr).toBe(0);
    expect(run.read('guide/ropes/index.html')).toContain('Hemp, manila and nylon.');
    expect(built('guide/TEMPLATE/index.html')).toBe(false);
    expect(built('guide/drafts/wip/index.html')).toBe(false);
    expect(built('guide/legacy/index.html')).toBe(false);
    expect(run.read('guide/ropes/index.html')).not.toContain('TEMPLATE');
  });

  it('keeps the edit link', () => {
    expect(run.read('guide/ropes/index.html')).toContain('href="https://github.com/chandlery/site/edit/main/handbook/ropes.md"');
  });

  it('serves the blog where the options say, paginated and titled as configured', () => {
    const list = run.read('notices/index.html');
    expect(list).toContain('<title>Harbour notices | Chandlery</title>');
    expect(list).toContain('All notices');
    expect(built('notices/page/2/index.html')).toBe(true);
    expect(built('notices/rss.xml')).toBe(true);
    expect(built('notices/atom.xml')).toBe(false);
  });
});
