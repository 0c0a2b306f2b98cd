import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAndBuild, type CompatRun } from '../helpers/compat.js';

// Docusaurus resolves "@site/..." in a markdown image or file link from the site folder.
describe('"@site/" paths in markdown images and links', () => {
  let run: CompatRun;
  beforeAll(() => {
    run = migrateAndBuild('site-alias-assets');
  });
  afterAll(() => run.remove());

  it('builds, and each image points at a copy of the file it names', () => {
    expect(run.migrate.code, run.migrate.stderr).toBe(0);
    expect(run.build?.code, run.build?.stderr).toBe(0);
    const html = run.read('guide/crossing/index.html');
    const sources = [...html.matchAll(/<img[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    expect(sources).toEqual([
      expect.stringMatching(/^\/assets\/images\/ferry-[0-9a-f]{8}\.png$/),
      expect.stringMatching(/^\/assets\/images\/route-[0-9a-f]{8}\.png$/),
    ]);
    for (const src of sources) expect(existsSync(path.join(run.out, src!))).toBe(true);
    expect(html).toMatch(/<img[^>]*alt="Route map"[^>]*title="Route"|<img[^>]*title="Route"[^>]*alt="Route map"/);
  });

  it('links a file named from the site folder to a copy of it', () => {
    const html = run.read('guide/crossing/index.html');
    const href = html.match(/<a[^>]*href="([^"]+)"[^>]*>timetable<\/a>/)?.[1];
    expect(href).toMatch(/^\/assets\/images\/timetable-[0-9a-f]{8}\.txt$/);
    expect(existsSync(path.join(run.out, href!))).toBe(true);
  });
});
