import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAndBuild, type CompatRun } from '../helpers/compat.js';

// Modules of Docusaurus that this theme does not provide, imported from a component (not a
// page), a doc and a blog post: migrate names each by file and line before the build fails.
describe('imports of Docusaurus modules that have no counterpart', () => {
  let run: CompatRun;
  beforeAll(() => {
    run = migrateAndBuild('migrate-unknown-imports', { build: false });
  });
  afterAll(() => run.remove());

  it('lists each with its file and line', () => {
    expect(run.migrate.code, run.migrate.stderr).toBe(0);
    const err = run.migrate.stderr;
    expect(err).toContain(
      'src/components/Hero/index.js:3 warning the component imports @docusaurus/renderRoutes, which has no counterpart here [migrate/unknown-import]',
    );
    expect(err).toContain('docs/boarding.mdx:7 warning the doc imports @theme/DocVersionBadge, which has no counterpart here [migrate/unknown-import]');
    expect(err).toContain(
      'blog/2024-04-01-new-boat.mdx:5 warning the blog post imports @docusaurus/ComponentCreator, which has no counterpart here [migrate/unknown-import]',
    );
  });

  it('does not list the modules that are provided, type-only imports or comments', () => {
    expect(run.migrate.stderr).not.toMatch(/imports @theme\/(Tabs|TabItem|Layout)\b/);
    expect(run.migrate.stderr).not.toMatch(/imports @docusaurus\/Link\b/);
    expect(run.migrate.stderr).not.toContain('src/components/Card.tsx');
  });
});
