import { Command, Option } from 'commander';
import path from 'node:path';
import { formatDiagnosticList } from '../diagnostics/diagnostic.js';
import { GENERATOR_VERSION } from '../routes/site-data.js';
import { reportError } from './report-error.js';
import { serveStatic } from '../server/serve.js';
import { UserError } from '../diagnostics/user-error.js';
import { loadConfig } from '../config/load-config.js';
import { existsSync } from 'node:fs';
import { PACKAGE_NAME } from '../files/package-root.js';
import { parsePort, wholeNumber } from './options.js';
import { servedFolder } from './served-folder.js';
import type { CommandContext } from './command-context.js';
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

  const siteDir = () => path.resolve(program.opts().siteDir as string);
  // As typed, from the current folder; the site folder stays --site-dir's.
  const configFile = () => (program.opts().config === undefined ? undefined : path.resolve(program.opts().config as string));
  const context: CommandContext = { siteDir, configFile, setExitCode: (code) => (exitCode = code) };

  program
    .command('build')
    .description('build the site into dist/')
    .option('--out-dir <dir>', 'output folder (default: outDir from the config)')
    .option('--verbose', 'print the time of each stage')
    .option('--no-cache', 'render everything anew, without reading or writing .docs-cache/build')
    .option('--force', 'build into an output folder that holds files docs did not write, keeping them (those of the same name are replaced)')
    .action(async (opts: { outDir?: string; verbose?: boolean; cache: boolean; force?: boolean }) => {
      const { buildCommand } = await import('./build-command.js');
      await buildCommand({ siteDir: siteDir(), configFile: configFile(), ...opts });
    });

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
      const dev = await startDevServer({ siteDir: siteDir(), configFile: configFile(), port: opts.port, host: opts.host, handle: search, onEdit: search.pause });
      // Ctrl+C closes the watcher and sockets and exits normally (profilers write their output).
      process.once('SIGINT', () => void dev.close().then(() => process.exit(0)));
      process.stdout.write(`docs dev ready in ${Math.round(performance.now() - start)} ms at ${dev.url}\n`);
      await new Promise(() => {});
    });

  program
    .command('serve')
    .description('serve the built site on localhost')
    .option('--out-dir <dir>', 'folder to serve (default: outDir from the config)')
    .addOption(new Option('--dir <dir>', 'the former name of --out-dir').hideHelp())
    .addOption(new Option('--port <port>', 'port').default(3000).argParser(parsePort))
    .option('--host <host>', 'host to bind', '127.0.0.1')
    .action(async (opts: { outDir?: string; dir?: string; port: number; host: string }) => {
      // The site's config, when there is one, names the output folder, the search index and its base URL.
      const config = configFile() !== undefined || existsSync(path.join(siteDir(), 'site.config.json')) ? await loadConfig(siteDir(), configFile()) : undefined;
      const dir = servedFolder(path.resolve(siteDir(), opts.outDir ?? opts.dir ?? config?.outDir ?? 'dist'));
      const { createDistSearchHandler } = await import('../search/dist-endpoint.js');
      const search = createDistSearchHandler({ distDir: dir, indexName: config?.search.indexName, baseUrl: config?.baseUrl, onError: (e) => reportError(e) });
      const server = await serveStatic({ dir, port: opts.port, host: opts.host, allowedHosts: config?.dev.allowedHosts, handle: search });
      // The port listened on: --port 0 asks for any free one.
      const port = (server.address() as { port: number }).port;
      process.stdout.write(`Serving ${path.relative(process.cwd(), dir) || '.'} at http://${opts.host}:${port}/\n`);
      await new Promise(() => {});
    });

  program
    .command('version')
    .description('copy the current docs and sidebar into a new version')
    .argument('<name>', 'name of the version, e.g. 0.19.0')
    .option('--instance <id>', 'id of the docs section to version (default: the main one)')
    .action(async (name: string, opts: { instance?: string }) => {
      const { cutVersion } = await import('../versions/cut-version.js');
      const result = await cutVersion(siteDir(), name, opts.instance, configFile());
      process.stdout.write(`Created version ${result.name}: ${path.relative(process.cwd(), result.docsDir)} and ${path.relative(process.cwd(), result.sidebarsFile)}.\n`);
    });

  program
    .command('index')
    .description('write the search index of a built site; with --push, replace the hosted index')
    .option('--out-dir <dir>', 'folder of the built site (default: outDir from the config)')
    .addOption(new Option('--dist <dir>', 'the former name of --out-dir').hideHelp())
    .option('--push', 'push the records to the hosted search service (credentials from ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY)')
    .option('--records <file>', 'also write the raw records to this file')
    .action(async (opts: { outDir?: string; dist?: string; push?: boolean; records?: string }) => {
      const { indexCommand } = await import('./index-command.js');
      exitCode = await indexCommand({ siteDir: siteDir(), configFile: configFile(), outDir: opts.outDir ?? opts.dist, push: opts.push, records: opts.records });
    });

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
      exitCode = await checkLinksCommand({ siteDir: siteDir(), configFile: configFile(), outDir: opts.outDir ?? dist, external: opts.external, timeoutMs: opts.timeout, concurrency: opts.concurrency });
    });

  program
    .command('init')
    .description('create a new site (config, a doc, a blog post, pages) in a folder')
    .argument('[dir]', 'folder of the new site', '.')
    .action(async (dir: string) => {
      const { initSite } = await import('../init/init-site.js');
      const target = path.resolve(dir);
      const result = initSite(target);
      const where = path.relative(process.cwd(), target) || '.';
      const lines = [`Created a site in ${where}: ${result.written.join(', ')}.`];
      if (result.kept.length > 0) lines.push(`Kept the existing ${result.kept.join(' and ')}.`, ...result.merged);
      const installed = existsSync(path.join(target, 'node_modules', PACKAGE_NAME, 'package.json'));
      const cd = where === '.' ? '' : `cd ${where} && `;
      lines.push(installed ? `Next: ${cd}npx docs dev` : `Next: ${cd}npm install && npx docs dev`);
      process.stdout.write(`${lines.join('\n')}\n`);
    });

  program
    .command('migrate')
    .description('turn a Docusaurus config into site.config.json (shows it; --write writes it)')
    .argument('<docusaurus-site-dir>', 'folder of the Docusaurus site (with docusaurus.config.ts/js/mjs)')
    .option('--write', 'write site.config.json into that folder')
    .option('--force', 'with --write, replace an existing site.config.json')
    .action(async (dir: string, opts: { write?: boolean; force?: boolean }) => {
      const { migrateSite } = await import('../migrate/migrate-site.js');
      const result = await migrateSite({ siteDir: dir, write: opts.write, force: opts.force });
      const where = path.relative(process.cwd(), path.join(path.resolve(dir), 'site.config.json'));
      if (!result.written) {
        process.stdout.write(`${where} (dry run: nothing written; run with --write to write it):\n${result.text}`);
        if (result.existed) process.stdout.write(`${where} exists already: --write --force would replace it.\n`);
      }
      if (result.notes.length > 0) process.stderr.write(`${formatDiagnosticList(result.notes)}\n`);
      const summary = result.notes.length === 0 ? 'Everything in the config was mapped.' : `${result.notes.length} thing${result.notes.length === 1 ? '' : 's'} could not be mapped (listed above with what to do).`;
      process.stdout.write(`${result.written ? `Wrote ${where}. ` : ''}${summary} Content files were not touched.\n`);
    });

  program
    .command('swizzle')
    .description('copy one theme component into theme/, where it replaces the original')
    .argument('<component>', 'name of the component, e.g. Footer')
    .action(async (name: string) => {
      const { swizzleComponent } = await import('../theme/swizzle.js');
      const { file } = swizzleComponent(siteDir(), name);
      process.stdout.write(`Wrote ${path.relative(process.cwd(), file)}: edit it; it replaces the theme's ${name} in every build.\n`);
    });

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
