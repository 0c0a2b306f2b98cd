import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAndBuild, type CompatRun } from '../helpers/compat.js';

// customFields read by a React page, titleDelimiter, and the preset's last-update options.
describe('customFields, titleDelimiter and last-update options', () => {
  let run: CompatRun;
  beforeAll(() => {
    run = migrateAndBuild('migrate-site-fields');
  });
  afterAll(() => run.remove());

  it('migrates them', () => {
    expect(run.migrate.code, run.migrate.stderr).toBe(0);
    expect(run.migrate.stderr).not.toMatch(/customFields|titleDelimiter|showLastUpdate/);
  });

  it('the home page renders the custom fields it reads', () => {
    expect(run.build?.code, run.build?.stderr).toBe(0);
    const home = run.read('index.html');
    expect(home).toContain('<h1 class="hero-title">Berths for every boat</h1>');
    expect(home.replace(/<!-- -->/g, '')).toContain('42 moorings. Write to harbour@harbourmaster.example.');
  });

  it('page titles use the delimiter', () => {
    expect(run.read('index.html')).toContain('<title>Welcome · Harbourmaster</title>');
    expect(run.read('docs/berths/index.html')).toContain('<title>Booking a berth · Harbourmaster</title>');
  });

  it('docs show when and by whom they were last updated', () => {
    const doc = run.read('docs/berths/index.html');
    // React puts comment markers between the text and the values it fills in.
    expect(doc.replace(/<!-- -->/g, '')).toContain('Last updated on Mar 5, 2024 by Ada Quay');
  });
});
