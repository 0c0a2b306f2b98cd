import { createRequire } from 'node:module';
import type * as Esbuild from 'esbuild';

let loaded: typeof Esbuild | undefined;
// Bundles under way in this process: the service is never stopped under one.
let running = 0;

/** esbuild, loaded on first use: a build whose bundle comes from the cache never loads it. */
export function loadEsbuild(): typeof Esbuild {
  return (loaded ??= createRequire(import.meta.url)('esbuild') as typeof Esbuild);
}

/** Runs one esbuild build through the long-lived service, counted so that stopping waits for none. */
export async function runEsbuild(options: Esbuild.BuildOptions): Promise<Esbuild.BuildResult> {
  running++;
  try {
    return await loadEsbuild().build(options);
  } finally {
    running--;
  }
}

/**
 * Ends esbuild's service process when no bundle is under way. It keeps the memory of its
 * last bundle (hundreds of megabytes on a large site with MDX) for as long as it lives, and a build
 * needs it no more once its bundles are made; a later call starts a new one.
 */
export function stopEsbuildWhenIdle(): void {
  if (loaded && running === 0) void loaded.stop().catch(() => {});
}
