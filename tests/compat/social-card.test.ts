import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAndBuild, type CompatRun } from '../helpers/compat.js';

// The content of every <meta> tag of a page's <head> with that name or property.
function metaContents(html: string, key: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)].filter((m) => m[1] === key).map((m) => m[2]!);
}

// Docusaurus' themeConfig.image is the og:image and twitter:image of every page, an absolute
// URL under the base URL; a page's own front matter image replaces it.
describe('the site-wide social card (themeConfig.image)', () => {
  let run: CompatRun;
  beforeAll(() => {
    run = migrateAndBuild('social-card');
  });
  afterAll(() => run.remove());

  it('migrates without a note', () => {
    expect(run.migrate.code, run.migrate.stderr).toBe(0);
    expect(run.migrate.stderr).not.toMatch(/image/);
    expect(run.config?.image).toBe('img/orchard-card.png');
  });

  it('is the card of the home page and of a doc without an image of its own', () => {
    expect(run.build?.code, run.build?.stderr).toBe(0);
    const card = 'https://orchard.example/almanac/img/orchard-card.png';
    for (const page of ['index.html', 'guide/pruning/index.html']) {
      expect(metaContents(run.read(page), 'og:image'), page).toEqual([card]);
      expect(metaContents(run.read(page), 'twitter:image'), page).toEqual([card]);
    }
  });

  it("gives way to a page's own image", () => {
    const html = run.read('guide/grafting/index.html');
    expect(metaContents(html, 'og:image')).toEqual(['https://orchard.example/almanac/img/graft-card.png']);
    expect(metaContents(html, 'twitter:image')).toEqual(['https://orchard.example/almanac/img/graft-card.png']);
  });
});
