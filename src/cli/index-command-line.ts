import { Option, type Command } from 'commander';
import type { CommandContext } from './command-context.js';

/** Adds `docs index`: its options, and indexCommand (loaded when the command runs), whose result is the exit code. */
export function registerIndexCommand(program: Command, ctx: CommandContext): void {
  program
    .command('index')
    .description('write the search index of a built site; with --push, replace the hosted index')
    .option('--out-dir <dir>', 'folder of the built site (default: outDir from the config)')
    .addOption(new Option('--dist <dir>', 'the former name of --out-dir').hideHelp())
    .option('--push', 'push the records to the hosted search service (credentials from ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY)')
    .option('--records <file>', 'also write the raw records to this file')
    .action(async (opts: { outDir?: string; dist?: string; push?: boolean; records?: string }) => {
      const { indexCommand } = await import('./index-command.js');
      ctx.setExitCode(
        await indexCommand({ siteDir: ctx.siteDir(), configFile: ctx.configFile(), outDir: opts.outDir ?? opts.dist, push: opts.push, records: opts.records }),
      );
    });
}
