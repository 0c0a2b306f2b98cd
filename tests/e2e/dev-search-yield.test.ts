import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDevSearchHandler, type DevSearchHandler } from '../../src/dev/dev-search.js';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { freePort } from '../helpers/cli-server.js';
import { copyFixture, removeDir } from '../helpers/fixture.js';

// Counts the pages rendered, by the page server and by the search's background indexing.
const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/render/render-routes.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/render/render-routes.js')>();
  return {
    ...original,
    renderRouteHtml: (...args: Parameters<typeof original.renderRouteHtml>) => {
      renders.count++;
      return original.renderRouteHtml(...args);
    },
  };
});

const PAGES = 400;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function query(base: string, text: string): Promise<{ url: string }[]> {
  const response = await fetch(`${base}1/indexes/*/queries`, {
    method: 'POST',
    body: JSON.stringify({ requests: [{ indexName: 'search-fixture', query: text }] }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: { hits: { url: string }[] }[] }).results[0]!.hits;
}

describe('docs dev: background search indexing steps aside for edits', () => {
  let dir: string;
  let dev: DevServer;
  let search: DevSearchHandler;

  beforeAll(async () => {
    dir = copyFixture('search');
    const many = path.join(dir, 'content/docs/many');
    mkdirSync(many);
    for (let i = 0; i < PAGES; i++) {
      const words = Array.from({ length: 300 }, (_, j) => `word${(i * 7 + j) % 97}`).join(' ');
      writeFileSync(path.join(many, `page-${i}.md`), `# Page ${i}\n\n## Section ${i}\n\n${words}\n\n## More\n\n${words}\n`);
    }
    search = createDevSearchHandler();
    dev = await startDevServer({ siteDir: dir, port: await freePort(), host: '127.0.0.1', log: () => {}, handle: search, onEdit: search.pause });
  }, 60_000);
  afterAll(async () => {
    await dev?.close();
    removeDir(dir);
  });

  it('stops indexing at an edit, and a search afterwards answers from the edited site', async () => {
    // A page request starts the indexing in the background, a moment later.
    expect((await fetch(`${dev.url}docs/guides/install`)).status).toBe(200);
    const served = renders.count;
    for (let i = 0; i < 400 && renders.count < served + 20; i++) await sleep(25);
    expect(renders.count, 'the background indexing started').toBeGreaterThanOrEqual(served + 20);
    // Not done yet: the site has hundreds of pages.
    expect(renders.count).toBeLessThan(served + PAGES);

    const file = path.join(dir, 'content/docs/guides/configure.md');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\n## Heron settings\n\nThe heron setting is new.\n`);
    await sleep(300);
    await dev.idle();
    // No page was asked for since the edit: nothing is indexed until the reader comes back.
    const stopped = renders.count;
    await sleep(700);
    expect(renders.count, 'indexing went on after the edit').toBe(stopped);

    // A search waits for a whole index of the edited site.
    const hits = await query(dev.url, 'heron');
    expect(hits[0]?.url).toBe('https://search.example.com/docs/guides/configure#heron-settings');
    expect((await query(dev.url, 'Section 399'))[0]?.url).toBe('https://search.example.com/docs/many/page-399#section-399');
    // The pages indexed before the edit were not rendered again for it.
    expect(renders.count).toBeLessThan(served + PAGES + 100);
  }, 90_000);

  it('leaves out a page whose code throws, and answers from the others', async () => {
    writeFileSync(
      path.join(dir, 'content/docs/broken.mdx'),
      "export const boom = () => { throw new Error('boom'); };\n\n# Broken page\n\nThe kestrel paragraph.\n\n{boom()}\n",
    );
    await sleep(300);
    await dev.idle();
    expect((await fetch(`${dev.url}docs/broken`)).status).toBe(200);
    expect(await query(dev.url, 'kestrel')).toEqual([]);
    expect((await query(dev.url, 'heron'))[0]?.url).toBe('https://search.example.com/docs/guides/configure#heron-settings');
  }, 90_000);
});
