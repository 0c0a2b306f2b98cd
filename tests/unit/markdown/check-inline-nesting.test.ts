import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkInlineNesting } from '../../../src/markdown/check-inline-nesting.js';
import { repoRoot } from '../../helpers/fixture.js';

/** Every markdown file of the bundled site and the test fixtures. */
function markdownFiles(): string[] {
  const found: string[] = [];
  for (const root of ['content', 'tests/fixtures', 'tests/compat']) {
    for (const entry of readdirSync(path.join(repoRoot, root), { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && /\.mdx?$/.test(entry.name)) found.push(path.join(entry.parentPath, entry.name));
    }
  }
  return found;
}

describe('the inline nesting pre-check', () => {
  it('refuses 60 KB of nested emphasis and of link brackets in well under a second, at the level past the limit', () => {
    for (const [text, what] of [
      [`${'*a '.repeat(10_000)}${'a* '.repeat(10_000)}`, 'emphasis marks'],
      [`${'_a '.repeat(20_000)}`, 'emphasis marks'],
      ['[a '.repeat(20_000), 'link brackets'],
      [`${'['.repeat(30_000)}x${']'.repeat(30_000)}`, 'link brackets'],
    ] as const) {
      const started = performance.now();
      const found = checkInlineNesting(`intro\n\n${text}\n`, 'a.md');
      expect(performance.now() - started).toBeLessThan(1000);
      expect(found?.message).toBe(`${what} are nested more than 100 levels deep here`);
      expect(found?.line).toBe(3);
    }
  });

  it('closes every level at a blank line, and skips code', () => {
    const paragraphs = Array.from({ length: 300 }, () => '*a [b').join('\n\n');
    expect(checkInlineNesting(paragraphs, 'a.md')).toBeUndefined();
    expect(checkInlineNesting(`\`\`\`\n${'*a '.repeat(500)}\n\`\`\`\n\n\`${'[a '.repeat(500)}\`\n`, 'a.md')).toBeUndefined();
    // Paired emphasis, list markers, intraword underscores and escaped marks open no level that stays open.
    expect(
      checkInlineNesting(`${'**bold** and *em* '.repeat(200)}\n${'* item\n'.repeat(200)}${'snake_case_name '.repeat(200)}${'\\*a '.repeat(200)}`, 'a.md'),
    ).toBeUndefined();
  });

  it('passes every markdown file of the bundled site and the fixtures', () => {
    const flagged = markdownFiles().filter((file) => checkInlineNesting(readFileSync(file, 'utf8'), file));
    expect(flagged).toEqual([]);
  });
});
