import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withServedPage } from '../helpers/built-site.js';
import { migrateAndBuild, type CompatRun } from '../helpers/compat.js';

// The published mermaid package (a dev dependency of this repository), bundled for the browser
// and drawing a real diagram in Chromium.
describe('mermaid diagrams with the mermaid package', () => {
  let run: CompatRun;
  beforeAll(() => {
    run = migrateAndBuild('mermaid-installed', { inRepo: true });
  });
  afterAll(() => run.remove());

  it('draws the flowchart as an SVG with its labels', async () => {
    expect(run.build?.code, run.build?.stderr).toBe(0);
    await withServedPage(run.out, async (page, origin, errors) => {
      page.on('console', (m) => {
        if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
      });
      page.on('response', (r) => {
        if (r.status() >= 400 && !r.url().endsWith('/favicon.ico')) errors.push(`${r.status()} ${new URL(r.url()).pathname}`);
      });
      await page.goto(`${origin}/gates`);
      const svg = page.locator('.docs-mermaid svg');
      await svg.waitFor({ timeout: 20_000 });
      for (const label of ['Upper basin', 'Chamber', 'Lower basin']) expect(await svg.textContent()).toContain(label);
      expect(await page.locator('pre.docs-mermaid').count()).toBe(0);
      expect(errors).toEqual([]);
    });
  });
});
