/**
 * How far V8 lets a build's heaps grow between two full collections. By default a heap may
 * grow to several times what is live before V8 collects it, which costs a large site far
 * more memory than it needs, much of its peak being garbage. Past LARGE_SITE_BYTES of
 * markdown, a build asks V8 to collect once the heap has grown by a quarter, which lowers
 * the peak for a little more CPU. Smaller sites keep the default: there a bound costs wall
 * time for memory they do not miss. bench/RESULTS.md has the figures.
 */
import v8 from 'node:v8';
import type { ContentGraph } from '../content/types.js';
import { markdownSources } from '../content/markdown-sources.js';

/** Markdown (in UTF-16 code units) from which a build bounds its heaps' growth: about three times the reference corpus. */
export const LARGE_SITE_BYTES = 32 * 2 ** 20;

/** Growth, in percent of the live heap, allowed before a full collection on a large site. */
const LARGE_SITE_GROWTH = 25;

let bounded = false;

/**
 * Bounds heap growth for the rest of the process (for a large site, see isLargeSite). V8's flags are
 * the process's, so the render workers started after this call get it too; it is never
 * undone (a process that built a large site once may build it again).
 */
export function boundHeapGrowth(): void {
  if (bounded) return;
  v8.setFlagsFromString(`--heap-growing-percent=${LARGE_SITE_GROWTH}`);
  bounded = true;
}

/** Whether the content holds LARGE_SITE_BYTES of markdown or more. */
export function isLargeSite(content: ContentGraph): boolean {
  let bytes = 0;
  for (const { source } of markdownSources(content)) bytes += source.length;
  return bytes >= LARGE_SITE_BYTES;
}
