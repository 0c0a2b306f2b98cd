import type { Command } from 'commander';
import path from 'node:path';
import type { CommandContext } from './command-context.js';

/** Adds `docs swizzle <component>`: copies a theme component into the site's theme/, where it replaces the original. */
export function registerSwizzleCommand(program: Command, ctx: CommandContext): void {
  program
    .command('swizzle')
    .description('copy one theme component into theme/, where it replaces the original')
    .argument('<component>', 'name of the component, e.g. Footer')
    .action(async (name: string) => {
      const { swizzleComponent } = await import('../theme/swizzle.js');
      const { file } = swizzleComponent(ctx.siteDir(), name);
      process.stdout.write(`Wrote ${path.relative(process.cwd(), file)}: edit it; it replaces the theme's ${name} in every build.\n`);
    });
}
