import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeSpilledPages } from '../../../src/search/encode-spilled.js';
import { closeSpills, spillIn } from '../../../src/search/page-spill.js';
import type { SearchPageInput } from '../../../src/search/page-text.js';
import { removeDir } from '../../helpers/fixture.js';

// Pages of two versions, one of them left out of search, with texts that recur across pages.
function page(i: number): SearchPageInput {
  const version = i % 3 === 0 ? '1.0' : '2.0';
  return {
    path: `/docs/${version}/page-${i}`,
    title: `Page ${i}`,
    lvl0: i % 2 === 0 ? 'Guides' : 'Reference',
    language: ['en'],
    version: [version],
    docusaurusTag: [`docs-default-${version}`],
    pageRank: 0,
    blocks: [
      { kind: 'content', text: `What page ${i} is about.` },
      { kind: 'heading', level: 2, text: 'Setup', id: 'setup' },
      { kind: 'content', text: 'Install the package first.' },
      { kind: 'heading', level: 3, text: `Step ${i % 4}`, id: `step-${i % 4}` },
      { kind: 'content', text: `Run the command number ${i % 5}.` },
    ],
  };
}

describe('the static index of spilled pages', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-spill-'));
  afterAll(() => removeDir(dir));

  it('is the same whether the records of the first walk are kept for the second or made again', () => {
    const spill = spillIn(dir);
    const pages = Array.from({ length: 40 }, (_, i) => spill.add(page(i)).spilled);
    closeSpills(dir);
    const options = { siteUrl: 'https://example.com', baseUrl: '/', noIndexVersions: ['1.0'] };
    const kept = encodeSpilledPages(pages, options, 'site');
    const readTwice = encodeSpilledPages(pages, options, 'site', 0);
    expect(kept).toEqual(readTwice);
    // The left-out version's pages have no place in the index.
    expect(kept.data.pages.length).toBe(pages.length - 14);
    expect(kept.digests).toEqual(pages.filter((_, i) => i % 3 !== 0).map((p) => p.digest));
  });
});
