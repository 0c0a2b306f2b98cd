import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyCompatCase, visitBuiltPage } from '../helpers/compat-site.js';
import { removeDir, repoRoot } from '../helpers/fixture.js';
import { runCli } from '../helpers/run-cli.js';

const fixture = path.join(repoRoot, 'tests', 'compat', 'css-static-url');

/** Every stylesheet of a built site, as one text. */
function builtCss(dist: string): string {
  const dir = path.join(dist, 'assets', 'js');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.css'))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .join('\n');
}

// `url(/img/x.png)` in a site's CSS names a file of the static folder, as Docusaurus (webpack's
// resolve.roots) resolves it: the file is bundled, and its URL carries the baseUrl.
describe('absolute url() in CSS and CSS modules (tests/compat/css-static-url)', () => {
  let site: string;
  let build: ReturnType<typeof runCli>;

  beforeAll(() => {
    site = copyCompatCase('css-static-url');
    build = runCli(site, ['build']);
  });
  afterAll(() => removeDir(site));

  it('builds, and each url() names the static file bundled under assets/, with its query kept', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    const dist = path.join(site, 'dist');
    const css = builtCss(dist);
    const hero = /url\("\/assets\/media\/(hero-\w+\.png)"\)/.exec(css);
    const box = /\.Box_box\{background:url\("\/assets\/media\/(box-\w+\.png)"\)/.exec(css);
    const font = /url\("\/assets\/media\/(Caroline-\w+\.woff2)\?v=2"\)/.exec(css);
    expect([hero?.[1], box?.[1], font?.[1]].every(Boolean)).toBe(true);
    expect(readFileSync(path.join(dist, 'assets', 'media', hero![1]!))).toEqual(readFileSync(path.join(fixture, 'static', 'img', 'hero.png')));
    expect(readFileSync(path.join(dist, 'assets', 'media', box![1]!))).toEqual(readFileSync(path.join(fixture, 'static', 'img', 'box.png')));
    // What no static folder has is left to the server.
    expect(css).toContain('url(/img/served-elsewhere.png)');
  });

  it('loads the page and its images in the browser without an error', async () => {
    const visit = await visitBuiltPage(path.join(site, 'dist'), '/docs/intro', '.hero-banner', 'A box with a background from the static folder.');
    expect(visit.errors).toEqual([]);
    expect(visit.text).toBe('A box with a background from the static folder.');
  });

  it("puts the baseUrl in front of each bundled file's URL", () => {
    const config = path.join(site, 'site.config.json');
    writeFileSync(config, readFileSync(config, 'utf8').replace('"baseUrl": "/"', '"baseUrl": "/sub/"'));
    const again = runCli(site, ['build', '--no-cache']);
    expect(again.stderr).toBe('');
    expect(again.code).toBe(0);
    const css = builtCss(path.join(site, 'dist'));
    expect(css).toMatch(/url\("\/sub\/assets\/media\/hero-\w+\.png"\)/);
    expect(css).toMatch(/url\("\/sub\/assets\/media\/box-\w+\.png"\)/);
  });
});
