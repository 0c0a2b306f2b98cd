import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_CACHE_DIR, startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { freePort } from '../helpers/cli-server.js';
import { copyFixture, removeDir } from '../helpers/fixture.js';

// A restart plans the site from what the last session learned about each markdown file
// (its front matter, its leading title), reading only the files changed since.
describe('docs dev after a restart', () => {
  let site: string;
  let dev: DevServer | undefined;
  const start = async () => (dev = await startDevServer({ siteDir: site, port: await freePort(), host: '127.0.0.1', log: () => {} }));
  const page = async (p: string) => (await fetch(`${dev!.url}${p}`)).text();
  const factsDir = () => path.join(site, DEV_CACHE_DIR, 'source-facts');

  beforeAll(async () => {
    site = copyFixture('basic');
    await start();
    expect(await page('docs/guides/install')).toContain('Requirements');
    await dev!.close();
  });
  afterAll(async () => {
    await dev?.close();
    removeDir(site);
  });

  it('shows what was edited, added and removed while it was stopped, and the text of files that were not', async () => {
    expect(readdirSync(factsDir())).toHaveLength(1);
    // An entry an older generator left: the next start removes it.
    writeFileSync(path.join(factsDir(), 'left-by-another-version'), 'old');
    const configure = path.join(site, 'content/docs/guides/configure.md');
    writeFileSync(configure, readFileSync(configure, 'utf8').replace('title: Configure', 'title: Configuring it').replace('Go back', 'Please go back'));
    writeFileSync(path.join(site, 'content/docs/guides/upgrade.md'), '# Upgrading between versions\n\nRead the notes first.\n');
    const sidebars = path.join(site, 'content/sidebars.json');
    writeFileSync(sidebars, readFileSync(sidebars, 'utf8').replace('"guides/configure"]', '"guides/configure", "guides/upgrade"]'));
    await start();
    expect(readdirSync(factsDir())).toHaveLength(1);

    // An unchanged doc: its body (read when the page is asked for), and a sidebar with the edits.
    const install = await page('docs/guides/install');
    expect(install).toContain('Requirements');
    expect(install).toContain('Configuring it');
    expect(install).toContain('Upgrading between versions');
    expect(await page('docs/guides/configure')).toContain('Please go back');
    expect(await page('docs/guides/upgrade')).toContain('Read the notes first.');
    // An unchanged post, by its facts and then its text.
    const post = await page('blog/2024/03/01/first-post');
    expect(post).toContain('First post');
    expect(post).toContain('The first paragraph.');
    await dev!.close();
  });

  it('starts as if it had no facts when their entry is damaged, and writes it anew', async () => {
    const [name] = readdirSync(factsDir());
    const file = path.join(factsDir(), name!);
    writeFileSync(file, readFileSync(file).subarray(0, 64));
    const intro = path.join(site, 'content/docs/intro.md');
    writeFileSync(intro, readFileSync(intro, 'utf8').replace('Welcome to the fixture.', 'Welcome back to the fixture.'));
    await start();
    expect(await page('docs/guides/install')).toContain('Configuring it');
    expect(await page('docs/')).toContain('Welcome back to the fixture.');
    await dev!.close();
    dev = undefined;
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file).length).toBeGreaterThan(64);
  });
});
