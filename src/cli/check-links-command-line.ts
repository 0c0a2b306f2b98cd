import { Option, type Command } from 'commander';
import { wholeNumber } from './options.js';
import type { CommandContext } from './command-context.js';

/** Adds `docs check-links`: its options, and checkLinksCommand (loaded when the command runs), whose result is the exit code. */
export function registerCheckLinksCommand(program: Command, ctx: CommandContext): void {
  program
    .command('check-links')
    .description('check every internal link and anchor of a built site')
    // The folder as an argument is the former spelling of --out-dir: it still works, unlisted.
    .usage('[options]')
    .argument('[dist]')
    .option('--out-dir <dir>', 'folder of the built site (default: outDir from the config)')
    .option('--external', 'also fetch external links')
    .addOption(new Option('--timeout <ms>', 'timeout of each external request').default(10000).argParser(wholeNumber('--timeout', 1)))
    .addOption(new Option('--concurrency <n>', 'external requests at once').default(8).argParser(wholeNumber('--concurrency', 1)))
    .action(async (dist: string | undefined, opts: { outDir?: string; external?: boolean; timeout: number; concurrency: number }) => {
      const { checkLinksCommand } = await import('./check-links-command.js');
      ctx.setExitCode(
        await checkLinksCommand({
          siteDir: ctx.siteDir(),
          configFile: ctx.configFile(),
          outDir: opts.outDir ?? dist,
          external: opts.external,
          timeoutMs: opts.timeout,
          concurrency: opts.concurrency,
        }),
      );
    });
}
