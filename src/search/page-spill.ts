/**
 * The search text of built pages, kept on disk during a build instead of in memory: each
 * render thread appends the pages it renders to a file of its own (the sink the build hands
 * rendering, searchTextSink), and the search stage reads them back one at a time. Memory then
 * holds a few numbers per page, not the text of the whole site.
 */
import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readSync, writeSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import type { SearchTextSink, SpilledText } from '../render/render-shard.js';
import { routeOfFile } from './built-site.js';
import { pageSearchText, type PageTextOptions, type SearchPageInput } from './page-text.js';

/** Where one page's search input was written: its path, the bytes of its JSON in a spill file, and their digest. */
export type SpilledPage = SpilledText;

// The digest a spilled page carries, of its JSON bytes.
function searchTextDigest(json: Buffer): string {
  return createHash('sha256').update(json).digest('base64url');
}

/** Appends pages' search inputs, as JSON, to one file. */
export class PageSpill {
  private readonly fd: number;
  private offset = 0;

  constructor(readonly file: string) {
    mkdirSync(path.dirname(file), { recursive: true });
    this.fd = openSync(file, 'w');
  }

  /** Writes a page and says where it went, with the JSON written (which the build cache keeps). */
  add(page: SearchPageInput): { spilled: SpilledPage; json: Buffer } {
    const json = Buffer.from(JSON.stringify(page));
    return { spilled: this.addJson(page.path, json, searchTextDigest(json)), json };
  }

  /** Writes a page already in JSON (from the build cache), whose digest is known. */
  addJson(pagePath: string, bytes: Uint8Array, digest: string): SpilledPage {
    let written = 0;
    while (written < bytes.length) written += writeSync(this.fd, bytes, written, bytes.length - written, this.offset + written);
    const spilled = { path: pagePath, file: this.file, offset: this.offset, length: bytes.length, digest };
    this.offset += bytes.length;
    return spilled;
  }

  /** Closes the file (it stays on disk). */
  close(): void {
    closeSync(this.fd);
  }
}

// One spill file per thread and folder, shared by every render call of the build in that thread.
const spills = new Map<string, PageSpill>();

/** The spill file of this thread in dir. */
export function spillIn(dir: string): PageSpill {
  let spill = spills.get(dir);
  if (!spill) spills.set(dir, (spill = new PageSpill(path.join(dir, `thread-${threadId}-${process.pid}.json`))));
  return spill;
}

/**
 * The sink of a render thread: reads each rendered page's search text from its HTML
 * (page-text.ts) and appends it to the thread's spill file in dir. On disk until the search
 * stage, the texts (slices of the page's HTML, which they would keep alive) are not held.
 */
export function searchTextSink(dir: string, options: PageTextOptions): SearchTextSink {
  return (html, file) => {
    const page = pageSearchText(html, routeOfFile(file, options.trailingSlash), options);
    return page ? spillIn(dir).add(page) : undefined;
  };
}

/** Forgets the spill files of dir (their descriptors are closed; the caller removes the folder). */
export function closeSpills(dir: string): void {
  for (const [key, spill] of spills) {
    if (key !== dir) continue;
    spill.close();
    spills.delete(key);
  }
}

/** Sorts spilled pages by path, the order the search index lists pages in (as reading them back from disk would give them). */
export function byPath(pages: SpilledPage[]): SpilledPage[] {
  return pages.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** The JSON text of each spilled page, in the order given, read one page at a time. */
export function* spilledTexts(pages: readonly SpilledPage[]): Generator<string> {
  const fds = new Map<string, number>();
  try {
    for (const page of pages) {
      let fd = fds.get(page.file);
      if (fd === undefined) fds.set(page.file, (fd = openSync(page.file, 'r')));
      const bytes = Buffer.allocUnsafe(page.length);
      let read = 0;
      while (read < page.length) {
        const n = readSync(fd, bytes, read, page.length - read, page.offset + read);
        if (n === 0) throw new Error(`the search text of ${page.path} was cut short in ${page.file}`);
        read += n;
      }
      yield bytes.toString('utf8');
    }
  } finally {
    for (const fd of fds.values()) closeSync(fd);
  }
}

/** The spilled pages themselves, in the order given. */
export function* spilledPages(pages: readonly SpilledPage[]): Generator<SearchPageInput> {
  for (const text of spilledTexts(pages)) yield JSON.parse(text) as SearchPageInput;
}
