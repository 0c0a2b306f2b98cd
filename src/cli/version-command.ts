import type { Command } from 'commander';
import path from 'node:path';
import type { CommandContext } from './command-context.js';

/** Adds `docs version <name>`: copies the current docs and sidebar of a docs section into a new version. */
export function registerVersionCommand(program: Command, ctx: CommandContext): void {
  program
    .command('version')
    .description('copy the current docs and sidebar into a new version')
    .argument('<name>', 'name of the version, e.g. 0.19.0')
    .option('--instance <id>', 'id of the docs section to version (default: the main one)')
    .action(async (name: string, opts: { instance?: string }) => {
      const { cutVersion } = await import('../versions/cut-version.js');
      const result = await cutVersion(ctx.siteDir(), name, opts.instance, ctx.configFile());
      process.stdout.write(
        `Created version ${result.name}: ${path.relative(process.cwd(), result.docsDir)} and ${path.relative(process.cwd(), result.sidebarsFile)}.\n`,
      );
    });
}
