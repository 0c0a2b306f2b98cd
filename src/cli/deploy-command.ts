import type { Command } from 'commander';
import path from 'node:path';
import type { CommandContext } from './command-context.js';

/** Adds `docs deploy`: builds the site and pushes it to a branch of a git remote, as `docusaurus deploy` does. */
export function registerDeployCommand(program: Command, ctx: CommandContext): void {
  program
    .command('deploy')
    .description('build the site and push it to a branch of a git remote (GitHub Pages: gh-pages); see guides/deploy.md')
    .option('--skip-build', 'push the site built last, without building it again')
    .option('--out-dir <dir>', 'output folder (default: outDir from the config)')
    .action(async (opts: { skipBuild?: boolean; outDir?: string }) => {
      const { loadConfig } = await import('../config/load-config.js');
      const { buildCommand } = await import('./build-command.js');
      const { deploySite } = await import('../deploy/deploy-site.js');
      const built = opts.skipBuild ? undefined : await buildCommand({ siteDir: ctx.siteDir(), configFile: ctx.configFile(), outDir: opts.outDir });
      const config = built?.config ?? (await loadConfig(ctx.siteDir(), ctx.configFile()));
      const outDir = built?.outDir ?? path.resolve(config.siteDir, opts.outDir ?? config.outDir);
      const result = deploySite({ config, outDir, log: (line) => process.stdout.write(`${line}\n`) });
      const where = `${result.target.branch} of ${result.target.shown}`;
      if (!result.commit) {
        process.stdout.write(`Nothing to deploy: ${where} already holds this site.\n`);
        return;
      }
      const based = result.source.commit ? `, based on ${result.source.commit.slice(0, 7)}` : '';
      const kept = result.tree.keptCname ? " It kept the branch's CNAME (the site has none)." : '';
      process.stdout.write(`Deployed ${path.relative(process.cwd(), outDir) || '.'} to ${where}: commit ${result.commit.slice(0, 7)}${based}.${kept}\n`);
      process.stdout.write(`The site will be at ${config.url}${config.baseUrl} once the host publishes it.\n`);
    });
}
