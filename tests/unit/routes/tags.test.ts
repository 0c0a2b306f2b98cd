import { describe, expect, it } from 'vitest';
import { tagPermalink, tagSlug } from '../../../src/routes/tags.js';

// Each label with what lodash's kebabCase (Docusaurus' tag slug) gives for it.
const DOCUSAURUS: [string, string][] = [
  ['Launch Week', 'launch-week'],
  ['camelCase', 'camel-case'],
  ['XMLHttpRequest', 'xml-http-request'],
  ['v2.0', 'v-2-0'],
  ['C++', 'c'],
  ['🚀', '🚀'],
  ['🚀 launch', '🚀-launch'],
  ['👍🏽', '👍🏽'],
  ['🇫🇷', '🇫🇷'],
  ['..', ''],
  ['déjà vu', 'deja-vu'],
  ['Straße', 'strasse'],
  ['iOS', 'i-os'],
  ["don't", 'dont'],
  ['日本語', '日本語'],
  ['Привет мир', 'привет-мир'],
  ['HTML5', 'html-5'],
  ['ES2015+', 'es-2015'],
  ['snake_case_words', 'snake-case-words'],
  ['21st century', '21st-century'],
  ['11th', '11-th'],
  ['v1.2.3-beta', 'v-1-2-3-beta'],
];

describe('tag slugs', () => {
  it.each(DOCUSAURUS)('%s → %s, as Docusaurus makes it', (label, slug) => expect(tagSlug(label)).toBe(slug));

  it('an empty slug is the tags page itself, with no trailing slash', () => {
    expect(tagPermalink('/docs/tags', '')).toBe('/docs/tags');
    expect(tagPermalink('/blog/tags', '/')).toBe('/blog/tags');
    expect(tagPermalink('/blog/tags', '/releases')).toBe('/blog/tags/releases');
  });
});
