import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyCompatCase } from '../helpers/compat-site.js';
import { readOut, removeDir } from '../helpers/fixture.js';
import { runCli } from '../helpers/run-cli.js';

// Front matter that Docusaurus accepts: keys after a flow list on one line (js-yaml 3), values
// its validation converts (a number as a title or tag, numeric and boolean text), and a blog
// post's single author written in the keys of Docusaurus 1.
describe('lenient front matter (tests/compat/lenient-front-matter)', () => {
  let site: string;
  let build: ReturnType<typeof runCli>;

  beforeAll(() => {
    site = copyCompatCase('lenient-front-matter');
    build = runCli(site, ['build']);
  });
  afterAll(() => removeDir(site));

  it('builds without a word', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
  });

  it('reads keys after a flow list on the same line', () => {
    const post = readOut(path.join(site, 'dist'), 'blog/2024/05/01/neap-tides/index.html');
    expect(post).toContain('Marta Quay');
    expect(readOut(path.join(site, 'dist'), 'blog/tags/moon/index.html')).toContain('Neap tides');
  });

  it('converts near values as Docusaurus does', () => {
    const dist = path.join(site, 'dist');
    const year = readOut(dist, 'docs/year/index.html');
    expect(year).toContain('<title>2024 | Tide tables</title>');
    expect(readOut(dist, 'docs/tags/2024/index.html')).toContain('href="/docs/year"');
    // sidebar_position "1" and "2": the intro comes first in the sidebar.
    const sidebar = year.slice(year.indexOf('Reading a tide table'));
    expect(sidebar).toContain('>2024<');
  });

  it("shows an old post's single author", () => {
    const post = readOut(path.join(site, 'dist'), 'blog/2024/06/01/old-post/index.html');
    expect(post).toContain('Tomas Reef');
    expect(post).toContain('Deckhand');
  });
});
