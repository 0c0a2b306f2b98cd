import { createRequire } from 'node:module';
import type * as Esbuild from 'esbuild';

let loaded: typeof Esbuild | undefined;

/** esbuild, loaded on first use: a build whose bundle comes from the cache never loads it. */
export function loadEsbuild(): typeof Esbuild {
  return (loaded ??= createRequire(import.meta.url)('esbuild') as typeof Esbuild);
}
