import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAndBuild, type CompatRun } from '../helpers/compat.js';

// The preset and the docs plugin named by shorthands: each docs section must still be built.
describe('plugins and presets named by Docusaurus shorthands', () => {
  let run: CompatRun;
  beforeAll(() => {
    run = migrateAndBuild('migrate-plugin-shorthands');
  });
  afterAll(() => run.remove());

  it('builds every docs section, whichever name its plugin has', () => {
    expect(run.migrate.code, run.migrate.stderr).toBe(0);
    expect(run.build?.code, run.build?.stderr).toBe(0);
    expect(run.read('manual/intro/index.html')).toContain('How to keep the light burning.');
    expect(run.read('community/welcome/index.html')).toContain('The community of lighthouse keepers.');
    expect(run.read('api/reference/index.html')).toContain('Switch the lamp on and off.');
    expect(run.read('recipes/bread/index.html')).toContain('A loaf for long nights.');
  });

  it("applies the preset's options (blog: false leaves the blog out)", () => {
    expect(run.build?.code, run.build?.stderr).toBe(0);
    expect(existsSync(path.join(run.out, 'blog'))).toBe(false);
  });

  it('names other plugins and themes by the package Docusaurus would load', () => {
    expect(run.migrate.stderr).toContain('the plugin docusaurus-plugin-image-zoom has no counterpart [migrate/plugin]');
    // Sass stylesheets compile with the site's own sass package: the plugin is built in.
    expect(run.migrate.stderr).not.toContain('docusaurus-plugin-sass');
    // 'mermaid' is @docusaurus/theme-mermaid, which is built in (markdown.mermaid turns it on).
    expect(run.migrate.stderr).not.toContain('theme-mermaid');
  });

  it('says when a name would not load in Docusaurus itself, and maps it as meant', () => {
    expect(run.migrate.stderr).toContain('"@docusaurus/content-docs" is taken as @docusaurus/plugin-content-docs [migrate/plugin-name]');
    expect(run.migrate.stderr).toContain('"@docusaurus/classic" is taken as @docusaurus/preset-classic [migrate/plugin-name]');
  });
});
