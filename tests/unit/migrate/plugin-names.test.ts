import { describe, expect, it } from 'vitest';
import { entryName, namePatterns, packageInPath, resolveModuleName } from '../../../src/migrate/plugin-names.js';

describe('namePatterns', () => {
  it('lists the packages Docusaurus tries for a short name, in its order', () => {
    expect(namePatterns('content-docs', 'plugin')).toEqual(['content-docs', '@docusaurus/plugin-content-docs', 'docusaurus-plugin-content-docs']);
    expect(namePatterns('@acme/lint', 'plugin')).toEqual(['@acme/lint', '@acme/docusaurus-plugin-lint']);
    expect(namePatterns('@acme', 'theme')).toEqual(['@acme/docusaurus-theme']);
  });
});

describe('resolveModuleName', () => {
  const none = () => false;
  it("takes the first installed candidate, Docusaurus' own counting as installed", () => {
    expect(resolveModuleName('content-docs', 'plugin', none)).toEqual({ name: '@docusaurus/plugin-content-docs' });
    expect(resolveModuleName('classic', 'preset', none)).toEqual({ name: '@docusaurus/preset-classic' });
    expect(resolveModuleName('mermaid', 'theme', none)).toEqual({ name: '@docusaurus/theme-mermaid' });
    expect(resolveModuleName('image-zoom', 'plugin', (p) => p === 'docusaurus-plugin-image-zoom')).toEqual({ name: 'docusaurus-plugin-image-zoom' });
    expect(resolveModuleName('sass', 'plugin', (p) => p === 'sass')).toEqual({ name: 'sass' });
  });

  it('names an unresolved short name by its conventional package', () => {
    expect(resolveModuleName('image-zoom', 'plugin', none)).toEqual({ name: 'docusaurus-plugin-image-zoom' });
    expect(resolveModuleName('docusaurus-plugin-sass', 'plugin', none)).toEqual({ name: 'docusaurus-plugin-sass' });
    expect(resolveModuleName('@acme', 'plugin', none)).toEqual({ name: '@acme' });
  });

  it('takes @docusaurus/<x> as the official <type>-<x>, saying Docusaurus would not load it', () => {
    const resolved = resolveModuleName('@docusaurus/content-docs', 'plugin', none);
    expect(resolved.name).toBe('@docusaurus/plugin-content-docs');
    expect(resolved.guessed).toContain('@docusaurus/content-docs or @docusaurus/docusaurus-plugin-content-docs');
  });
});

describe('entryName', () => {
  it('reads strings, [name, options] pairs, paths into node_modules and inline functions', () => {
    expect(entryName(['content-docs', { id: 'x' }])).toEqual({ name: 'content-docs', kind: 'name' });
    expect(entryName('/site/node_modules/@docusaurus/plugin-content-docs/lib/index.js')).toEqual({ name: '@docusaurus/plugin-content-docs', kind: 'name' });
    expect(entryName('./src/plugins/tailwind')).toEqual({ name: './src/plugins/tailwind', kind: 'path' });
    expect(entryName(function tailwind() {})).toEqual({ name: 'tailwind()', kind: 'inline' });
  });

  it('finds the package of a file in node_modules', () => {
    expect(packageInPath('/a/node_modules/x/node_modules/y/index.js')).toBe('y');
    expect(packageInPath('/a/src/x.js')).toBeUndefined();
  });
});
