import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../src/diagnostics/diagnostic.js';
import { readFrontMatter } from '../../../src/content/read-front-matter.js';

function read(frontMatter: string) {
  const diagnostics: Diagnostic[] = [];
  const data = readFrontMatter(`---\n${frontMatter}\n---\n\nText.\n`, 'docs/a.md', diagnostics);
  return { data, messages: diagnostics.map((d) => d.message) };
}

// Docusaurus checks front matter with Joi, which converts near values before it checks them.
describe('front matter values Docusaurus converts', () => {
  it('reads a number where text is expected as that text, in lists too', () => {
    const { data, messages } = read('title: 2024\nsidebar_label: 1.5\nslug: 404\ntags: [2024, release]\nkeywords: [7]\nauthors: 12');
    expect(messages).toEqual([]);
    expect(data).toMatchObject({ title: '2024', sidebar_label: '1.5', slug: '404', tags: ['2024', 'release'], keywords: ['7'], authors: '12' });
  });

  it('reads numeric text where a number is expected as that number', () => {
    const { data, messages } = read('sidebar_position: "2"\ntoc_min_heading_level: "2"\ntoc_max_heading_level: " 4 "');
    expect(messages).toEqual([]);
    expect(data).toMatchObject({ sidebar_position: 2, toc_min_heading_level: 2, toc_max_heading_level: 4 });
  });

  it('reads "true" and "false" where a boolean is expected as booleans', () => {
    const { data, messages } = read('hide_title: "true"\ndraft: "false"\nunlisted: "true"');
    expect(messages).toEqual([]);
    expect(data).toMatchObject({ hide_title: true, draft: false, unlisted: true });
  });

  it('still refuses what Docusaurus refuses, at the key', () => {
    const { data, messages } = read('sidebar_position: "first"\ndraft: "yes"\ntitle: [a]');
    expect(data).toBeUndefined();
    expect(messages).toEqual([
      'front matter `sidebar_position` must be a number, received string "first"',
      'front matter `draft` must be true or false, received string "yes"',
      'front matter `title` must be a string, received the list ["a"]',
    ]);
  });
});
