import { describe, expect, it } from 'vitest';
import { routesToHandBack } from '../../../src/render/render-pool.js';
import { shareDocs } from '../../../src/render/pool-shares.js';
import type { RouteEntry } from '../../../src/routes/types.js';

// Doc routes of nine versions of twelve texts, as versioned docs repeat them.
const texts = Array.from({ length: 12 }, (_, i) => `# Page ${i}\n\nText of page ${i}.\n`);
const routes = Array.from(
  { length: 9 * texts.length },
  (_, i) => ({ data: { path: `/docs/v${Math.floor(i / texts.length)}/p${i % texts.length}` } }) as RouteEntry,
);
const textOf = (route: RouteEntry) => texts[Number(/p(\d+)$/.exec(route.data.path)![1])]!;

describe('sharing docs between threads', () => {
  it('gives every route of a text to one thread, and lists them together in a worker share', () => {
    const { shares, groupOf } = shareDocs(routes, 3, true, (r) => ({ source: textOf(r), isMdx: false }));
    const threadOf = new Map<string, number>();
    shares.forEach((share, thread) => {
      for (const r of share) {
        expect(threadOf.get(textOf(r)) ?? thread).toBe(thread);
        threadOf.set(textOf(r), thread);
      }
    });
    for (const share of shares.slice(1)) {
      const groups = share.map((r) => groupOf.get(r));
      // Each group appears in one run.
      expect(new Set(groups).size).toBe(groups.filter((g, i) => i === 0 || g !== groups[i - 1]).length);
    }
  });

  it('hands back about the latter half of what is left, in whole texts', () => {
    const left = ['a', 'a', 'b', 'b', 'b', 'c', 'd', 'd'];
    const group = (x: string) => x.charCodeAt(0);
    expect(routesToHandBack(left, group)).toEqual(['c', 'd', 'd']);
    expect(routesToHandBack(['a', 'a', 'a'], group)).toEqual([]);
    expect(routesToHandBack(['a', 'b'], group)).toEqual(['b']);
    expect(routesToHandBack([], group)).toEqual([]);
  });
});
