import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withServedPage } from '../helpers/built-site.js';
import { migrateAndBuild, type CompatRun } from '../helpers/compat.js';

// useHistory() of @docusaurus/router is react-router's history 4: listen(listener) returns the
// unsubscribe function and history.location is the current one, so a component can read the
// query string with useSyncExternalStore(history.listen, ...).
describe('history.listen of useHistory()', () => {
  let run: CompatRun;
  beforeAll(() => {
    run = migrateAndBuild('history-listen');
  });
  afterAll(() => run.remove());

  it('hears a query-string change the page makes, without errors', async () => {
    expect(run.build?.code, run.build?.stderr).toBe(0);
    expect(run.read('trees/index.html')).toMatch(/Showing (<!-- -->)?all/);
    await withServedPage(run.out, async (page, origin, errors) => {
      await page.goto(`${origin}/trees`);
      await page.getByRole('button', { name: 'rowan' }).click();
      await page.getByText('Showing rowan').waitFor({ timeout: 10_000 });
      expect(new URL(page.url()).search).toBe('?kind=rowan');
      await page.getByRole('button', { name: 'ash' }).click();
      await page.getByText('Showing ash').waitFor({ timeout: 10_000 });
      expect(errors).toEqual([]);
    });
  });
});
