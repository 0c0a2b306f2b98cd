import type { Command } from 'commander';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { CommandContext } from './command-context.js';

/** The folder of every cache a site keeps (the build's, `docs dev`'s): safe to delete at any time. */
const CACHE_ROOT = '.docs-cache';

/** Adds `docs clear`: removes the output of builds and the site's caches, as `docusaurus clear` does. */
export function registerClearCommand(program: Command, ctx: CommandContext): void {
  program
    .command('clear')
    .description('remove the built site (only what docs build wrote) and the caches in .docs-cache/')
    .option('--out-dir <dir>', 'output folder (default: outDir from the config)')
    .action(async (opts: { outDir?: string }) => {
      const { loadConfig } = await import('../config/load-config.js');
      const { clearOutput } = await import('../output/clear-output.js');
      const config = await loadConfig(ctx.siteDir(), ctx.configFile());
      const outDir = path.resolve(config.siteDir, opts.outDir ?? config.outDir);
      const shown = (p: string) => path.relative(process.cwd(), p) || '.';
      const result = clearOutput(config, outDir);
      const done: string[] = [];
      if (result.removedFolder) done.push(`Removed ${shown(outDir)}.`);
      if (result.removedEntries.length > 0) {
        done.push(`Removed what builds wrote in ${shown(outDir)} (${listed(result.removedEntries)}); kept ${listed(result.kept)}, which no build wrote.`);
      }
      const cache = path.join(config.siteDir, CACHE_ROOT);
      if (existsSync(cache)) {
        rmSync(cache, { recursive: true, force: true });
        done.push(`Removed ${shown(cache)}.`);
      }
      if (result.refused) {
        process.stderr.write(`Left ${shown(outDir)} as it is: it ${result.refused}. docs clear removes only what docs build wrote.\n`);
        ctx.setExitCode(1);
      }
      if (done.length === 0 && !result.refused) done.push(`Nothing to clear: no built site in ${shown(outDir)} and no ${CACHE_ROOT}.`);
      if (done.length > 0) process.stdout.write(`${done.join('\n')}\n`);
    });
}

function listed(names: string[]): string {
  return names.length > 4 ? `${names.slice(0, 4).join(', ')} and ${names.length - 4} more` : names.join(', ');
}
