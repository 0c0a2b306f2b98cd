import { describe, expect, it } from 'vitest';
import { codeKind, type CodePlaces } from '../../../src/bundle/code-places.js';

const places: CodePlaces = {
  siteDir: '/site',
  themeDir: '/usr/lib/node_modules/docs-kiln/template',
  pagesDir: '/site/src/pages',
  overrideDirs: ['/site/theme', '/site/src/theme'],
};

describe('the kind of code that does not compile', () => {
  it("is the theme only for the theme's own files", () => {
    expect(codeKind('/usr/lib/node_modules/docs-kiln/template/components/Footer.tsx', places)).toMatchObject({
      rule: 'template/build',
      hint: expect.stringContaining("theme's own code"),
    });
    const own = { ...places, themeDir: '/site/template' };
    expect(codeKind('/site/template/components/Footer.tsx', own)).toMatchObject({ rule: 'template/build', hint: expect.stringContaining("site's own theme") });
  });

  it("names the site's pages, overrides, components and the packages it imports", () => {
    expect(codeKind('/site/src/pages/about.jsx', places)).toMatchObject({ rule: 'pages/build', hint: expect.stringContaining('React page') });
    expect(codeKind('/site/theme/Footer.tsx', places)).toMatchObject({ rule: 'site/build', hint: expect.stringContaining('theme override') });
    expect(codeKind('/site/src/theme/DocItem/index.js', places)).toMatchObject({ rule: 'site/build', hint: expect.stringContaining('theme override') });
    expect(codeKind('/site/src/components/Card.jsx', places)).toMatchObject({ rule: 'site/build', hint: expect.stringContaining('component of the site') });
    expect(codeKind('/site/node_modules/@acme/charts/dist/index.js', places)).toMatchObject({
      rule: 'site/build',
      hint: expect.stringContaining('package @acme/charts'),
    });
  });
});
