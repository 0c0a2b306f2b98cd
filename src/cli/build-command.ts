import path from 'node:path';
import { formatDiagnosticList, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { BuildResult } from '../core/build-site.js';
import { progressDisplay } from './build-progress.js';

/** Options of `docs build`, and of the build `docs deploy` runs first. */
export interface BuildCommandOptions {
  siteDir: string;
  /** The config file (`--config`), absolute or relative to siteDir. */
  configFile?: string;
  outDir?: string;
  /** Print each stage's time and what the build cache reused. */
  verbose?: boolean;
  /** false: neither read nor write `.docs-cache/build` (`--no-cache`). */
  cache?: boolean;
  force?: boolean;
}

/**
 * Builds the site with a progress display (a live line on a terminal, a line per stage in a
 * log), then prints the warnings and what was built. Resolves to the build's result.
 */
export async function buildCommand(options: BuildCommandOptions): Promise<BuildResult> {
  const start = performance.now();
  const { buildSite } = await import('../core/build-site.js');
  const warnings: Diagnostic[] = [];
  const progress = progressDisplay();
  let result: BuildResult;
  try {
    result = await buildSite({
      siteDir: options.siteDir,
      configFile: options.configFile,
      outDir: options.outDir,
      cache: options.cache,
      force: options.force,
      progress,
      onWarning: (d) => warnings.push(d),
      // The site's background work may fail after the build: said, and the command fails.
      onLateError: (d) => {
        process.stderr.write(`${formatDiagnosticList([d])}\n`);
        process.exitCode = 1;
      },
    });
  } finally {
    // Before anything else is printed, the error included.
    progress.stop();
  }
  if (warnings.length > 0) process.stderr.write(`${formatDiagnosticList(warnings)}\n`);
  const ms = Math.round(performance.now() - start);
  if (options.verbose) {
    for (const [stage, t] of Object.entries(result.timings)) process.stdout.write(`  ${stage.padEnd(18)} ${t} ms\n`);
    const kinds = [...result.cache].map(([kind, s]) => `${kind} ${s.hit} reused, ${s.miss} made${s.damaged ? `, ${s.damaged} damaged` : ''}`);
    if (kinds.length > 0) process.stdout.write(`  cache: ${kinds.join('; ')}\n`);
  }
  process.stdout.write(`Built ${result.routes.routes.length} pages into ${path.relative(process.cwd(), result.outDir) || '.'} in ${ms} ms.\n`);
  return result;
}
