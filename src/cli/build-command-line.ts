import type { Command } from 'commander';
import type { CommandContext } from './command-context.js';

/** Adds `docs build`: its options, and buildCommand (loaded when the command runs). */
export function registerBuildCommand(program: Command, ctx: CommandContext): void {
  program
    .command('build')
    .description('build the site into dist/')
    .option('--out-dir <dir>', 'output folder (default: outDir from the config)')
    .option('--verbose', 'print the time of each stage')
    .option('--no-cache', 'render everything anew, without reading or writing .docs-cache/build')
    .option('--force', 'build into an output folder that holds files docs did not write, keeping them (those of the same name are replaced)')
    .action(async (opts: { outDir?: string; verbose?: boolean; cache: boolean; force?: boolean }) => {
      const { buildCommand } = await import('./build-command.js');
      await buildCommand({ siteDir: ctx.siteDir(), configFile: ctx.configFile(), ...opts });
    });
}
