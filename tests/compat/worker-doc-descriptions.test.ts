import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompat, type CompatBuild } from '../helpers/compat.js';
import { runCli } from '../helpers/run-cli.js';

// A site large enough for the build to share its docs between threads: the category index
// and the tag page list each doc with its first paragraph (no front matter description),
// whichever thread rendered the doc.
describe('descriptions of docs rendered by another thread', () => {
  let run: CompatBuild;
  const ENTRIES = 200;
  beforeAll(() => {
    run = buildCompat('worker-doc-descriptions', (dir) => {
      for (let i = 1; i <= ENTRIES; i++) {
        const name = String(i).padStart(3, '0');
        writeFileSync(
          path.join(dir, 'docs/logbook', `night-${name}.md`),
          `---\ntags: [watch]\n---\n\n# Night ${name}\n\nLamp lit at dusk on night ${name}, wind from the west.\n\n## Remarks\n\nNothing else.\n`,
        );
      }
    });
  });
  afterAll(() => run.remove());

  it('lists every doc with its first paragraph on the category index and the tag page', () => {
    expect(run.build.code, run.build.stderr).toBe(0);
    const index = run.read('docs/logbook/index.html');
    const tag = run.read('docs/tags/watch/index.html');
    for (let i = 1; i <= ENTRIES; i++) {
      const name = String(i).padStart(3, '0');
      expect(index).toContain(`Lamp lit at dusk on night ${name}, wind from the west.`);
      expect(tag).toContain(`Lamp lit at dusk on night ${name}, wind from the west.`);
    }
  });

  it('lists the new first paragraph after an edit, with the build cache', () => {
    for (const name of ['001', '200']) {
      const file = path.join(run.dir, 'docs/logbook', `night-${name}.md`);
      writeFileSync(file, readFileSync(file, 'utf8').replace('wind from the west', 'fog all night'));
    }
    const again = runCli(run.dir, ['build']);
    expect(again.code, again.stderr).toBe(0);
    for (const page of ['docs/logbook/index.html', 'docs/tags/watch/index.html']) {
      expect(run.read(page)).toContain('Lamp lit at dusk on night 001, fog all night.');
      expect(run.read(page)).toContain('Lamp lit at dusk on night 200, fog all night.');
    }
  });
});
