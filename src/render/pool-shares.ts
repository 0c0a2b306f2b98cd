import { createHash } from 'node:crypto';
import type { RouteEntry } from '../routes/types.js';

/** What a doc route's text is, for sharding: its markdown source, and whether it may need an MDX module. */
export interface ShardSource {
  source: string;
  isMdx: boolean;
}

/** The doc routes of each thread (the main thread's first), and those whose MDX a worker parses first. */
export interface PoolShares {
  shares: RouteEntry[][];
  mdxRoutes: Set<RouteEntry>;
  /** Each route's text group (routes with the same text share it); a worker's share lists each group's routes together. */
  groupOf: Map<RouteEntry, number>;
}

/**
 * Shards the doc routes between the main thread and `threads - 1` workers by their text, so
 * each text is parsed once. The MDX files go to the workers (the bundle waits for them, and
 * the main thread must stay free for esbuild's plugin calls); the main thread also renders
 * every page that is not a doc, so it takes fewer docs.
 */
export function shareDocs(docs: RouteEntry[], threads: number, preload: boolean, sourceOf: (route: RouteEntry) => ShardSource | undefined): PoolShares {
  const shares: RouteEntry[][] = Array.from({ length: threads }, () => []);
  const mdxRoutes = new Set<RouteEntry>();
  // Loading ahead leaves the workers only their render: the main thread, which loads its own as it renders, takes fewer.
  const mainTarget = Math.floor((docs.length * (preload ? 2 : 3)) / (threads * 4));
  const plain: RouteEntry[] = [];
  const hashOf = new Map<RouteEntry, number>();
  for (const route of docs) {
    const source = sourceOf(route);
    const hash = createHash('sha1')
      .update(source?.source ?? route.data.path)
      .digest()
      .readUInt32BE(0);
    hashOf.set(route, hash);
    if (source?.isMdx) {
      mdxRoutes.add(route);
      shares[1 + (hash % (threads - 1))]!.push(route);
    } else plain.push(route);
  }
  // The main thread's docs: those whose text hashes below a threshold that gives it its target.
  const mainShare = Math.min(1, mainTarget / Math.max(1, plain.length));
  for (const route of plain) {
    const hash = hashOf.get(route)!;
    if (hash / 0x100000000 < mainShare) shares[0]!.push(route);
    else shares[1 + (hash % (threads - 1))]!.push(route);
  }
  // A worker renders a text's routes one after the other, and can hand back whole texts (see render-pool.ts).
  for (const share of shares.slice(1)) share.sort((a, b) => hashOf.get(a)! - hashOf.get(b)!);
  return { shares, mdxRoutes, groupOf: hashOf };
}
