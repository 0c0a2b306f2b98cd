import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAndBuild, type CompatRun } from '../helpers/compat.js';

// The <meta> tags of a page's <head>, as [name or property, content] pairs.
function metaTags(html: string): string[][] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]);
}

// Docusaurus' metadata takes any <meta> attributes; Open Graph tags use `property`.
describe('site-wide Open Graph (property) meta tags', () => {
  let run: CompatRun;
  beforeAll(() => {
    run = migrateAndBuild('metadata-property');
  });
  afterAll(() => run.remove());

  it('migrates them without a note', () => {
    expect(run.migrate.code, run.migrate.stderr).toBe(0);
    expect(run.migrate.stderr).not.toMatch(/metadata|headTags/);
  });

  it('puts them on every page', () => {
    expect(run.build?.code, run.build?.stderr).toBe(0);
    const tags = metaTags(run.read('index.html'));
    expect(tags).toContainEqual(['og:image', 'https://lighthouse.example/img/card.png']);
    expect(tags).toContainEqual(['og:image:width', '1200']);
    expect(tags).toContainEqual(['twitter:card', 'summary_large_image']);
    expect(tags).toContainEqual(['og:site_name', 'Lighthouse Keepers']);
  });

  it("gives a page with an image of its own only that one og:image, as Docusaurus' page tags win", () => {
    const tags = metaTags(run.read('lantern/index.html'));
    expect(tags.filter(([key]) => key === 'og:image')).toEqual([['og:image', 'https://lighthouse.example/img/lantern.png']]);
    expect(tags).toContainEqual(['twitter:card', 'summary_large_image']);
  });
});
