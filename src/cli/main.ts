import { Command } from 'commander';
import path from 'node:path';
import { GENERATOR_VERSION } from '../routes/site-data.js';
import { reportError } from './report-error.js';
import { UserError } from '../diagnostics/user-error.js';
import type { CommandContext } from './command-context.js';
import { registerBuildCommand } from './build-command-line.js';
import { registerDevCommand } from './dev-command.js';
import { registerServeCommand } from './serve-command.js';
import { registerVersionCommand } from './version-command.js';
import { registerIndexCommand } from './index-command-line.js';
import { registerCheckLinksCommand } from './check-links-command-line.js';
import { registerInitCommand } from './init-command.js';
import { registerMigrateCommand } from './migrate-command.js';
import { registerSwizzleCommand } from './swizzle-command.js';
import { registerClearCommand } from './clear-command.js';
import { registerDeployCommand } from './deploy-command.js';

/** Runs the `docs` command line and resolves to the process exit code. */
// Each command loads its own modules when it runs: a build does not pay for the dev server's
// watcher and sockets or the search service's client at start (the build cache made start-up
// a large part of a warm build).
export async function main(argv: string[]): Promise<number> {
  let exitCode = 0;
  const program = new Command();
  program
    .name('docs')
    .description('Build documentation and blog websites from markdown and React.')
    .version(GENERATOR_VERSION)
    .option('--site-dir <dir>', 'folder of site.config.json', '.')
    .option('--config <file>', 'the config file (default: site.config.json in the site folder)')
    // A mistake in the command line is said in one line, not followed by the whole help.
    .showHelpAfterError("Run 'docs --help', or 'docs <command> --help', to see the commands and their options.");

  const context: CommandContext = {
    siteDir: () => path.resolve(program.opts().siteDir as string),
    // As typed, from the current folder; the site folder stays --site-dir's.
    configFile: () => (program.opts().config === undefined ? undefined : path.resolve(program.opts().config as string)),
    setExitCode: (code) => (exitCode = code),
  };
  // In the order `docs --help` lists them.
  registerBuildCommand(program, context);
  registerDevCommand(program, context);
  registerServeCommand(program, context);
  registerVersionCommand(program, context);
  registerIndexCommand(program, context);
  registerCheckLinksCommand(program, context);
  registerInitCommand(program);
  registerMigrateCommand(program);
  registerSwizzleCommand(program, context);
  registerClearCommand(program, context);
  registerDeployCommand(program, context);

  try {
    await program.parseAsync(argv);
  } catch (e) {
    if (e instanceof UserError) process.stderr.write(`${e.message}\n`);
    else reportError(e);
    exitCode = 1;
  }
  return exitCode;
}
