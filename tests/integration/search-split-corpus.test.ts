import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRecords } from '../../src/search/build-records.js';
import type { SearchBlock, SearchPageInput } from '../../src/search/page-text.js';
import { splitStaticIndex } from '../../src/search/split-index.js';
import { encodeStaticIndex } from '../../shared/search/static-index.js';
import { engineFromStaticIndex } from '../../shared/search/client.js';
import { createSplitSearchClient } from '../../shared/search/split-client.js';
import type { DocSearchRecord, SearchRequest, SearchResult } from '../../shared/search/types.js';
import { removeDir, repoRoot } from '../helpers/fixture.js';

/** The pages of the corpus' markdown, read plainly (headings and paragraphs): tens of thousands of records without a build. */
function corpusPages(content: string): SearchPageInput[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(path.join(dir, e.name)) : /\.mdx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
    );
  const pages: SearchPageInput[] = [];
  for (const file of walk(content).sort()) {
    const rel = path.relative(content, file).split(path.sep);
    let version = 'current';
    let route = rel.slice(1).join('/');
    if (rel[0] === 'versioned_docs') {
      version = rel[1]!.replace(/^version-/, '');
      route = rel.slice(2).join('/');
    } else if (rel[0] !== 'docs') continue;
    const source = readFileSync(file, 'utf8')
      .replace(/^---\n[\s\S]*?\n---\n/, '')
      .replace(/```[\s\S]*?```/g, '');
    const title = /title:\s*"?(.*?)"?\s*$/m.exec(readFileSync(file, 'utf8'))?.[1] ?? route;
    const blocks: SearchBlock[] = [];
    for (const chunk of source.split(/\n\s*\n/)) {
      const heading = /^(#{2,4})\s+(.*)$/.exec(chunk.trim());
      const text = (heading ? heading[2]! : chunk)
        .replace(/[`*_[\]()<>|:]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      if (!text) continue;
      if (heading) blocks.push({ kind: 'heading', level: heading[1]!.length as 2, text, id: text.toLowerCase().replace(/[^a-z0-9]+/g, '-') });
      else blocks.push({ kind: 'content', text });
    }
    pages.push({
      path: `/docs/${version === 'current' ? '' : `${version}/`}${route.replace(/\.mdx?$/, '')}`,
      lvl0: rel[rel[0] === 'docs' ? 1 : 2] ?? 'Docs',
      title,
      language: ['en'],
      version: [version],
      docusaurusTag: [`docs-default-${version}`],
      pageRank: 0,
      blocks,
    });
  }
  return pages;
}

const strip = (r: SearchResult) => ({ ...r, processingTimeMS: 0 });

/**
 * The split index against the whole one at the scale of the reference corpus (9 versions of
 * ~110 docs): many ties, so what ends up on a page depends on every ranking criterion.
 */
describe('split static index on the reference corpus', () => {
  let dir: string;
  let records: DocSearchRecord[];

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'docs-corpus-'));
    const corpus = spawnSync(process.execPath, [path.join(repoRoot, 'bench', 'corpus.mjs'), dir], { encoding: 'utf8' });
    if (corpus.status !== 0) throw new Error(`corpus.mjs failed:\n${corpus.stderr}`);
    records = buildRecords(corpusPages(path.join(dir, 'content')), { siteUrl: 'https://corpus.example.dev', baseUrl: '/' });
  });
  afterAll(() => {
    if (dir) removeDir(dir);
  });

  it('gives the same hits in the same order as the whole index', async () => {
    expect(records.length).toBeGreaterThan(10_000);
    const data = encodeStaticIndex(records, 'corpus');
    const { files } = splitStaticIndex(data);
    const whole = engineFromStaticIndex(data);
    const queries = [
      'authentication',
      'a',
      'the',
      'athentication',
      'database migration',
      'configure the cache',
      'session t',
      'how to deploy',
      'deploy xyzzy',
      'use the api',
    ];
    const filters = [undefined, ['language:en', ['docusaurus_tag:docs-default-current']], ['version:1.3.0']];
    for (const proximityFrom of ['auto', 'texts', 'positions'] as const) {
      const client = createSplitSearchClient(async (file) => JSON.parse(files.get(file)!) as unknown, { proximityFrom });
      for (const query of queries) {
        for (const facetFilters of filters) {
          for (const [page, hitsPerPage] of [
            [0, 20],
            [3, 7],
          ] as const) {
            const request: SearchRequest = { indexName: 'corpus', query, facetFilters, page, hitsPerPage, attributesToSnippet: ['content:10'] };
            const expected = whole.search({ requests: [request] }).results[0]!;
            const actual = (await client.search({ requests: [request] })).results[0]!;
            expect(strip(actual), `${proximityFrom} ${JSON.stringify(request)}`).toEqual(strip(expected));
          }
        }
      }
    }
  }, 120_000);
});
