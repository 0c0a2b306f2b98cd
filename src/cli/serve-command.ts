import { Option, type Command } from 'commander';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/load-config.js';
import { serveStatic } from '../server/serve.js';
import { reportError } from './report-error.js';
import { parsePort } from './options.js';
import { servedFolder } from './served-folder.js';
import type { CommandContext } from './command-context.js';

/** Adds `docs serve`: serves a built site, with its search endpoint, until stopped. */
export function registerServeCommand(program: Command, ctx: CommandContext): void {
  program
    .command('serve')
    .description('serve the built site on localhost')
    .option('--out-dir <dir>', 'folder to serve (default: outDir from the config)')
    .addOption(new Option('--dir <dir>', 'the former name of --out-dir').hideHelp())
    .addOption(new Option('--port <port>', 'port').default(3000).argParser(parsePort))
    .option('--host <host>', 'host to bind', '127.0.0.1')
    .action(async (opts: { outDir?: string; dir?: string; port: number; host: string }) => {
      const siteDir = ctx.siteDir();
      // The site's config, when there is one, names the output folder, the search index and its base URL.
      const config =
        ctx.configFile() !== undefined || existsSync(path.join(siteDir, 'site.config.json')) ? await loadConfig(siteDir, ctx.configFile()) : undefined;
      const dir = servedFolder(path.resolve(siteDir, opts.outDir ?? opts.dir ?? config?.outDir ?? 'dist'));
      const { createDistSearchHandler } = await import('../search/dist-endpoint.js');
      const search = createDistSearchHandler({ distDir: dir, indexName: config?.search.indexName, baseUrl: config?.baseUrl, onError: (e) => reportError(e) });
      const server = await serveStatic({ dir, port: opts.port, host: opts.host, allowedHosts: config?.dev.allowedHosts, handle: search });
      // The port listened on: --port 0 asks for any free one.
      const port = (server.address() as { port: number }).port;
      process.stdout.write(`Serving ${path.relative(process.cwd(), dir) || '.'} at http://${opts.host}:${port}/\n`);
      await new Promise(() => {});
    });
}
