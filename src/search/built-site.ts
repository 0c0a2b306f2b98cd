/**
 * Reads the built HTML of a site (a dist/ folder) into each page's search text: the input of
 * `docs index`, which depends on the renderer's output only (the contract is in page-text.ts).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pageSearchText, type PageTextOptions, type SearchPageInput } from './page-text.js';

/** Walks distDir for HTML pages and reads each into its searchable text; noindex pages and pages without content are left out. */
export async function readBuiltPages(distDir: string, options: PageTextOptions = {}): Promise<SearchPageInput[]> {
  const files = await listHtmlFiles(distDir);
  const pages: SearchPageInput[] = [];
  // Bounded parallelism: enough to overlap reads with parsing, few enough open files.
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < files.length) {
      const rel = files[next++]!;
      const html = await readFile(path.join(distDir, rel), 'utf8');
      const page = pageSearchText(html, routeOfFile(rel, options.trailingSlash), options);
      if (page) pages.push(page);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  pages.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return pages;
}

/** The route of a built file: "docs/intro/index.html" → "/docs/intro", "index.html" → "/", "a/b.html" → "/a/b". */
export function routeOfFile(rel: string, trailingSlash?: boolean): string {
  const parts = rel.split(path.sep).join('/');
  let route = parts.endsWith('/index.html') || parts === 'index.html' ? parts.slice(0, -'index.html'.length) : parts.replace(/\.html$/, '');
  route = `/${route}`.replace(/\/+$/, '');
  if (route === '') return '/';
  return trailingSlash ? `${route}/` : route;
}

/** The HTML files of a built site but 404.html, relative to it, sorted. */
async function listHtmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html') && e.name !== '404.html')
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}
