import type { Command } from 'commander';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_NAME } from '../files/package-root.js';

/** Adds `docs init [dir]`: creates a new site in a folder and says what to run next. */
export function registerInitCommand(program: Command): void {
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
}
