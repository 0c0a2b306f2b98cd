/**
 * The split index's manifest as `docs dev` and `docs serve` answer it: marked `localEndpoint`,
 * so that a page they serve sends its queries to their endpoint. A page reads the manifest
 * before its first query wherever it is served; a static host answers the file as the build
 * wrote it, unmarked, and the page reads the split index. Choosing this way sends no request
 * a static host would refuse (a probe of the endpoint was a 404 in the console of every page).
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { SPLIT_MANIFEST_PATH } from '../../shared/search/split-index.js';

/**
 * Answers GET or HEAD of `<prefix>/search-index/manifest.json` (and of the root's, for a
 * page under a base URL served at the root), with the manifest in `distDir` when there is
 * one, marked as served by the local endpoint. Resolves false, answering nothing, for any
 * other request.
 */
export async function answerServedManifest(req: IncomingMessage, res: ServerResponse, prefix: string, distDir?: string): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const pathname = (req.url ?? '/').split('?')[0]!;
  const base = prefix.replace(/\/+$/, '');
  if (pathname !== `${base}/${SPLIT_MANIFEST_PATH}` && pathname !== `/${SPLIT_MANIFEST_PATH}`) return false;
  const body = JSON.stringify({ ...(distDir ? await builtManifest(distDir) : {}), localEndpoint: true });
  // Read fresh on every page load, like the file a static host serves.
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache', 'content-length': Buffer.byteLength(body) });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

/** The manifest a build wrote into `distDir`, or nothing when there is none (or it is not an object). */
async function builtManifest(distDir: string): Promise<Record<string, unknown>> {
  try {
    const data: unknown = JSON.parse(await readFile(path.join(distDir, SPLIT_MANIFEST_PATH), 'utf8'));
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
