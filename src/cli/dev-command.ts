import { Option, type Command } from 'commander';
import { reportError } from './report-error.js';
import { parsePort } from './options.js';
import type { CommandContext } from './command-context.js';

/** Adds `docs dev`: serves the site with live reload and search until Ctrl+C. */
export function registerDevCommand(program: Command, ctx: CommandContext): void {
  program
    .command('dev')
    .description('serve the site with live reload while you edit')
    .addOption(new Option('--port <port>', 'port').default(3000).argParser(parsePort))
    .option('--host <host>', 'host to bind', '127.0.0.1')
    .action(async (opts: { port: number; host: string }) => {
      const start = performance.now();
      const { startDevServer } = await import('../dev/dev-server.js');
      const { createDevSearchHandler } = await import('../dev/dev-search.js');
      const search = createDevSearchHandler({ onError: (e) => reportError(e) });
      const dev = await startDevServer({
        siteDir: ctx.siteDir(),
        configFile: ctx.configFile(),
        port: opts.port,
        host: opts.host,
        handle: search,
        onEdit: search.pause,
      });
      // Ctrl+C closes the watcher and sockets and exits normally (profilers write their output).
      process.once('SIGINT', () => void dev.close().then(() => process.exit(0)));
      process.stdout.write(`docs dev ready in ${Math.round(performance.now() - start)} ms at ${dev.url}\n`);
      await new Promise(() => {});
    });
}
