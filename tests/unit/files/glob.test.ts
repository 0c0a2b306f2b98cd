import { describe, expect, it } from 'vitest';
import { globFilter, globToRegExp } from '../../../src/files/glob.js';

describe('globToRegExp', () => {
  const matches = (glob: string, rel: string) => globToRegExp(glob).test(rel);

  it('matches ** as any number of folders, none included', () => {
    expect(matches('**/TEMPLATE.md', 'TEMPLATE.md')).toBe(true);
    expect(matches('**/TEMPLATE.md', 'a/b/TEMPLATE.md')).toBe(true);
    expect(matches('**/TEMPLATE.md', 'a/MY-TEMPLATE.md')).toBe(false);
    expect(matches('drafts/**', 'drafts/wip.md')).toBe(true);
    expect(matches('drafts/**', 'old/drafts/wip.md')).toBe(false);
    expect(matches('**/_*/**', 'a/_partials/x.md')).toBe(true);
  });

  it('matches * and ? within one folder, and {a,b} and [ab] alternatives', () => {
    expect(matches('*.md', 'intro.md')).toBe(true);
    expect(matches('*.md', 'guides/intro.md')).toBe(false);
    expect(matches('**/*.{md,mdx}', 'guides/intro.mdx')).toBe(true);
    expect(matches('**/*.{md,mdx}', 'guides/intro.js')).toBe(false);
    expect(matches('v?.md', 'v2.md')).toBe(true);
    expect(matches('[ab].md', 'b.md')).toBe(true);
    expect(matches('[!ab].md', 'b.md')).toBe(false);
    expect(matches('a+b (1).md', 'a+b (1).md')).toBe(true);
  });
});

describe('globFilter', () => {
  it('keeps what include takes (everything when unset) and exclude leaves', () => {
    const filter = globFilter(['**/*.md'], ['**/TEMPLATE.md']);
    expect(filter('intro.md')).toBe(true);
    expect(filter('intro.mdx')).toBe(false);
    expect(filter('x/TEMPLATE.md')).toBe(false);
    expect(globFilter(undefined, undefined)('anything.mdx')).toBe(true);
    expect(globFilter([], undefined)('anything.md')).toBe(false);
  });
});
