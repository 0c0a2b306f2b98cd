import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAndBuild, type CompatRun } from '../helpers/compat.js';
import { runCli } from '../helpers/run-cli.js';

// webpack's raw-loader in a component: `require(`!!raw-loader!@site/dir/${a}/${b}`)` picks a
// file's text at run time (a context of every file the template can name), and a static
// `require('!!raw-loader!./file').default` is the text, as raw-loader's default export.
describe('raw-loader contexts and require().default', () => {
  let run: CompatRun;
  beforeAll(() => {
    run = migrateAndBuild('raw-loader-context');
  });
  afterAll(() => run.remove());

  it('renders the text of the file each prop names, in subfolders too', () => {
    expect(run.build?.code, run.build?.stderr).toBe(0);
    const loops = run.read('docs/loops/index.html');
    expect(loops).toContain('bowline: a fixed loop at the end of a line');
    expect(loops).toContain('prusik: a friction hitch that grips a rope');
    expect(loops).not.toContain('clove hitch');
    expect(run.read('docs/hitches/index.html')).toContain('clove hitch: two turns around a post');
  });

  it("gives require('!!raw-loader!…').default the file's text", () => {
    expect(run.read('docs/loops/index.html')).toContain('<p class="legend">Each line names a knot, then what it is for.</p>');
  });

  it('fails the page that names a file the folder does not have, naming the module', () => {
    writeFileSync(
      path.join(run.dir, 'docs/hitches.mdx'),
      '---\ntitle: Hitches\n---\n\nimport Snippet from "@site/src/components/Snippet";\n\n<Snippet group="knots" name="sheet-bend.txt" />\n',
    );
    const failed = runCli(run.dir, ['build']);
    expect(failed.code).not.toBe(0);
    expect(failed.stderr).toContain("Cannot find module '@site/snippets/knots/sheet-bend.txt'");
    expect(failed.stderr).toContain('docs/hitches.mdx');
  });
});
