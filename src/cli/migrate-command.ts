import type { Command } from 'commander';
import path from 'node:path';
import { formatDiagnosticList } from '../diagnostics/diagnostic.js';

/** Adds `docs migrate <dir>`: maps a Docusaurus config onto site.config.json, shown (a dry run) or written. */
export function registerMigrateCommand(program: Command): void {
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
        for (const [rel, text] of result.modules) process.stdout.write(`\n${rel} (dry run: --write writes it beside site.config.json):\n${text}`);
      }
      if (result.notes.length > 0) process.stderr.write(`${formatDiagnosticList(result.notes)}\n`);
      const summary =
        result.notes.length === 0
          ? 'Everything in the config was mapped.'
          : `${result.notes.length} thing${result.notes.length === 1 ? '' : 's'} could not be mapped (listed above with what to do).`;
      const modules = [...result.modules.keys()].join(', ');
      const wrote = result.written ? `Wrote ${where}${modules ? ` and ${modules}` : ''}. ` : '';
      process.stdout.write(`${wrote}${summary} Content files were not touched.\n`);
    });
}
